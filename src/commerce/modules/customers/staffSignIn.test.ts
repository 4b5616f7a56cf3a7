/**
 * Staff accounts through the real server (spec 000 §1, §6; 001 §5, §7): sign-in by staff number
 * with the members' lockout, only on the staff member's website; the account chip; a customer's
 * token refused the staff operations; and phone verification by one-time password: the code
 * texted (through the Twilio adapter, to a fake provider on 127.0.0.1), its expiry, the send limits
 * and cooldown, the wrong-try limit, and "SMS send failed" (001 §8) when the provider refuses.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { queryRows } from '../../../../test/kits/catalog.ts';
import { TestClock } from '../../../../test/kits/clock.ts';
import { bearer, newStaff as newStaffMember, STAFF_SIGN_IN } from '../../../../test/kits/staff.ts';
import { OTP_MAX_SENDS_PER_ACCOUNT_PER_HOUR, OTP_MAX_SENDS_PER_PHONE_PER_HOUR, OTP_MAX_WRONG_TRIES, OTP_RESEND_COOLDOWN_SECONDS, OTP_TTL_SECONDS, STAFF_ROLE_ID } from '../../../rules/staff.ts';

const PASSWORD = 'Jewel2025!';
const CHIP = `{ customer { id email firstname lastname is_subscribed role_id customer_id staff_no default_store_identifier mobile_area_code mobile mobile_verified } }`;
const SEND = `mutation($area: String!, $phone: String!) { sendStaffPhoneOtp(phone_area_code: $area, phone: $phone) { expires_in resend_in } }`;
const VERIFY = `mutation($code: String!) { verifyStaffPhoneOtp(code: $code) { customer { mobile_area_code mobile mobile_verified } } }`;
const SEND_CUSTOMER = `mutation($area: String!, $phone: String!) { sendCustomerPhoneOtp(phone_area_code: $area, phone: $phone) { expires_in } }`;
const VERIFY_CUSTOMER = `mutation($code: String!) { verifyCustomerPhoneOtp(code: $code) { verified phone_area_code phone } }`;

/** A stand-in for Twilio's Messages API: keeps what it is sent; answers 500 while `failing`. */
const provider = { failing: false, received: [] as Array<{ path: string; authorization?: string; form: URLSearchParams }> };
let fakeTwilio: Server;
let app: TestApp;
const clock = new TestClock();
let serial = 0;

beforeAll(async () => {
  fakeTwilio = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      provider.received.push({ path: request.url ?? '', authorization: request.headers.authorization, form: new URLSearchParams(body) });
      response.setHeader('content-type', 'application/json');
      if (provider.failing) {
        response.statusCode = 500;
        response.end(JSON.stringify({ code: 20500, message: 'Internal Server Error' }));
      } else {
        response.statusCode = 201;
        response.end(JSON.stringify({ sid: `SM${String(provider.received.length).padStart(32, '0')}`, status: 'queued' }));
      }
    });
  });
  await new Promise<void>((resolve) => fakeTwilio.listen(0, '127.0.0.1', resolve));
  const { port } = fakeTwilio.address() as AddressInfo;
  app = await startTestApp({
    clock,
    env: {
      RESPONSE_CACHE: 'false',
      SMS_TRANSPORT: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC0123456789abcdef',
      TWILIO_AUTH_TOKEN: 'test-auth-token',
      TWILIO_FROM: '+85230001234',
      TWILIO_API_URL: `http://127.0.0.1:${port}`,
    },
  });
});

afterAll(async () => {
  await app?.close();
  await new Promise((resolve) => fakeTwilio?.close(resolve));
});

beforeEach(() => {
  provider.failing = false;
});


async function signIn(staffNo: string, password = PASSWORD, headers: Record<string, string> = { store: 'tsl_tc' }) {
  const answer = await app.graphql(STAFF_SIGN_IN, { staffNo, password }, headers);
  return { token: answer.data?.generateStaffToken?.token as string | undefined, errors: answer.errors };
}

/** A new Hong Kong staff member, signed in: tests that lock or text one do not disturb the others. */
const newStaff = () => newStaffMember(app);

/** A Hong Kong mobile number no other test texts. */
const phone = () => `9800${String((serial += 1)).padStart(4, '0')}`;

/** The code in the last text the provider received for a number. */
function codeSentTo(e164: string): string {
  const text = provider.received.filter((message) => message.form.get('To') === e164).at(-1)?.form.get('Body') ?? '';
  return /\b(\d{6})\b/.exec(text)?.[1] ?? '';
}

describe('staff sign-in', () => {
  it('signs a seeded staff member in by staff number and answers the account chip with the staff fields', async () => {
    const { token, errors } = await signIn(' s1001 ');
    expect(errors).toBeUndefined();
    const chip = await app.graphql(CHIP, {}, bearer(token!));
    expect(chip.errors).toBeUndefined();
    expect(chip.data!.customer).toMatchObject({
      firstname: 'Ka Ming',
      role_id: STAFF_ROLE_ID,
      staff_no: 'S1001',
      default_store_identifier: 'hk-central-queens-road',
      mobile_verified: false,
    });
    expect(chip.data!.customer.customer_id).toBe(String(chip.data!.customer.id));
    expect((await app.graphql(`{ getLoginStatus { is_logged_in } }`, {}, bearer(token!))).data!.getLoginStatus.is_logged_in).toBe(true);
  });

  it('keeps staff out of what needs a shopper, and signs them out', async () => {
    const { headers } = await newStaff();
    // The staff bag is their own (cart/staffBag.test.ts); a guest's bag is not merged into it.
    const merge = await app.graphql(`mutation { mergeCarts(source_cart_id: "${'a'.repeat(32)}") { id } }`, {}, headers);
    expect(merge.errors?.[0].extensions?.category).toBe('graphql-authorization');
    const address = await app.graphql(`mutation { deleteCustomerAddress(id: 1) }`, {}, headers);
    expect(address.errors?.[0].extensions?.category).toBe('graphql-authorization');
    expect((await app.graphql(`mutation { revokeCustomerToken { result } }`, {}, headers)).data!.revokeCustomerToken.result).toBe(true);
    expect((await app.graphql(CHIP, {}, headers)).errors?.[0].extensions?.category).toBe('graphql-authorization');
  });

  it('signs a staff member in only on their own website', async () => {
    const macau = await signIn('S2001', PASSWORD, { store: 'tsl_mo_en' });
    expect(macau.token).toBeTruthy();
    const elsewhere = await signIn('S2001', PASSWORD, { store: 'tsl_en', 'x-forwarded-for': '203.0.113.40' });
    expect(elsewhere.errors?.[0]).toMatchObject({ extensions: { category: 'graphql-authentication' } });
    // A Macau token is no token on a Hong Kong store view.
    expect((await app.graphql(CHIP, {}, bearer(macau.token!, 'tsl_en'))).errors?.[0].extensions?.category).toBe('graphql-authorization');
  });

  it('refuses a wrong password in the store view language and locks the staff number after five failures until the lockout ends', async () => {
    const { staffNo } = await newStaff();
    const ip = { store: 'tsl_tc', 'x-forwarded-for': '203.0.113.41' };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signIn(staffNo, 'Wrong2025!', ip)).errors?.[0].message).toBe('登入資料不正確，或帳戶已暫時停用。請稍後再試。');
    }
    const locked = await signIn(staffNo, PASSWORD, { store: 'tsl_en', 'x-forwarded-for': '203.0.113.42' });
    expect(locked.errors?.[0].message).toBe('Too many failed sign-in attempts. Please wait 15 minutes and try again.');
    await clock.advance(app.config.accounts.lockoutSeconds * 1000);
    expect((await signIn(staffNo, PASSWORD, ip)).token).toBeTruthy();
  });

  it('refuses a malformed staff number, and a member email or mobile sign-in for a staff account', async () => {
    expect((await signIn('not a number')).errors?.[0].message).toBe('請輸入有效的員工編號，例如 S1001');
    const byMobile = await app.graphql(
      `mutation { generateCustomerTokenByMobile(mobile_area_code: "853", mobile: "66234567", password: "${PASSWORD}") { token } }`,
      {},
      { store: 'tsl_mo_en', 'x-forwarded-for': '203.0.113.43' },
    );
    expect(byMobile.errors?.[0].extensions?.category).toBe('graphql-authentication');
  });

  it('never answers a staff token to a member sign-in: a member token cannot use the staff operations', async () => {
    const member = await app.graphql(`mutation { generateCustomerToken(email: "mei.chan@example.com", password: "${PASSWORD}") { token } }`, {}, { store: 'tsl_en' });
    const headers = bearer(member.data!.generateCustomerToken.token);
    for (const [query, variables] of [
      [SEND, { area: '852', phone: phone() }],
      [VERIFY, { code: '123456' }],
      [SEND_CUSTOMER, { area: '852', phone: phone() }],
      [VERIFY_CUSTOMER, { code: '123456' }],
    ] as const) {
      const answer = await app.graphql(query, variables, headers);
      expect(answer.errors?.[0]).toMatchObject({ message: '請以員工編號登入後再試。', extensions: { category: 'graphql-authorization' } });
    }
  });
});

describe('phone verification by one-time password', () => {
  it('texts a 6-digit code through the provider and, proven, makes the phone the staff member’s, verified', async () => {
    const { headers } = await newStaff();
    const number = phone();
    const sent = await app.graphql(SEND, { area: '852', phone: number }, headers);
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.sendStaffPhoneOtp).toEqual({ expires_in: OTP_TTL_SECONDS, resend_in: OTP_RESEND_COOLDOWN_SECONDS });
    const text = provider.received.at(-1)!;
    expect(text.path).toBe('/2010-04-01/Accounts/AC0123456789abcdef/Messages.json');
    expect(text.authorization).toBe(`Basic ${Buffer.from('AC0123456789abcdef:test-auth-token').toString('base64')}`);
    expect(text.form.get('From')).toBe('+85230001234');
    expect(text.form.get('Body')).toMatch(/^TSL：你的驗證碼為 \d{6}，5 分鐘內有效。/);
    const code = codeSentTo(`+852${number}`);
    // Only an HMAC of the code is kept, and the outbox keeps the text with the code masked.
    const [kept] = await queryRows<{ code_hash: string }>(app, sql`select code_hash from phone_otps where phone = ${`+852${number}`}`);
    expect(kept.code_hash).not.toContain(code);
    const [outbox] = await queryRows<{ sent_at: string | null; provider_id: string; body: string }>(
      app,
      sql`select sent_at, provider_id, body from sms_outbox order by id desc limit 1`,
    );
    expect(outbox.sent_at).not.toBeNull();
    expect(outbox.provider_id).toMatch(/^SM/);
    expect(outbox.body).toMatch(/^TSL：你的驗證碼為 \*{6}，/);

    const verified = await app.graphql(VERIFY, { code }, headers);
    expect(verified.errors).toBeUndefined();
    expect(verified.data!.verifyStaffPhoneOtp.customer).toEqual({ mobile_area_code: '852', mobile: number, mobile_verified: true });
    // A code works once.
    expect((await app.graphql(VERIFY, { code }, headers)).errors?.[0].message).toBe('請先索取驗證碼。');
  });

  it('refuses a code after its five minutes', async () => {
    const { headers } = await newStaff();
    const number = phone();
    await app.graphql(SEND, { area: '852', phone: number }, headers);
    await clock.advance(OTP_TTL_SECONDS * 1000);
    const late = await app.graphql(VERIFY, { code: codeSentTo(`+852${number}`) }, { ...headers, store: 'tsl_en' });
    expect(late.errors?.[0]).toMatchObject({ message: 'The code has expired. Ask for a new code.', extensions: { category: 'graphql-input' } });
  });

  it('waits the cooldown between codes to one phone and sends at most five an hour', async () => {
    const { staffNo, headers } = await newStaff();
    const number = phone();
    expect((await app.graphql(SEND, { area: '852', phone: number }, headers)).errors).toBeUndefined();
    const soon = await app.graphql(SEND, { area: '852', phone: number }, { ...headers, store: 'tsl_en' });
    expect(soon.errors?.[0].message).toMatch(/^A code was just sent\. Ask again in \d+ seconds\.$/);
    for (let send = 1; send < OTP_MAX_SENDS_PER_PHONE_PER_HOUR; send += 1) {
      await clock.advance(OTP_RESEND_COOLDOWN_SECONDS * 1000);
      expect((await app.graphql(SEND, { area: '852', phone: number }, headers)).errors).toBeUndefined();
    }
    await clock.advance(OTP_RESEND_COOLDOWN_SECONDS * 1000);
    expect((await app.graphql(SEND, { area: '852', phone: number }, headers)).errors?.[0].message).toBe('此號碼已收到過多驗證碼，請稍後再試。');
    // Another staff member cannot text the same phone either: the limits are the phone's.
    const other = await newStaff();
    expect((await app.graphql(SEND, { area: '852', phone: number }, other.headers)).errors?.[0].message).toBe('此號碼已收到過多驗證碼，請稍後再試。');
    // An hour after the first code (the sign-in's token has ended too: sign in again).
    await clock.advance(3600 * 1000);
    const again = await signIn(staffNo);
    expect((await app.graphql(SEND, { area: '852', phone: number }, bearer(again.token!))).errors).toBeUndefined();
  });

  it('refuses one account more codes an hour than the limit, whatever the phones', async () => {
    const { headers } = await newStaff();
    for (let send = 0; send < OTP_MAX_SENDS_PER_ACCOUNT_PER_HOUR; send += 1) {
      expect((await app.graphql(SEND_CUSTOMER, { area: '852', phone: phone() }, headers)).errors).toBeUndefined();
    }
    expect((await app.graphql(SEND, { area: '852', phone: phone() }, headers)).errors?.[0].message).toBe('你索取驗證碼的次數過多，請稍後再試。');
  });

  it('voids the code at the fifth wrong try', async () => {
    const { headers } = await newStaff();
    const number = phone();
    await app.graphql(SEND, { area: '852', phone: number }, headers);
    const right = codeSentTo(`+852${number}`);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt < OTP_MAX_WRONG_TRIES; attempt += 1) {
      const answer = await app.graphql(VERIFY, { code: wrong }, { ...headers, store: 'tsl_en' });
      expect(answer.errors?.[0].message).toBe(`The code is incorrect. ${OTP_MAX_WRONG_TRIES - attempt} ${OTP_MAX_WRONG_TRIES - attempt === 1 ? 'try' : 'tries'} left.`);
    }
    expect((await app.graphql(VERIFY, { code: wrong }, { ...headers, store: 'tsl_en' })).errors?.[0].message).toBe('Too many incorrect codes. Ask for a new code.');
    expect((await app.graphql(VERIFY, { code: right }, { ...headers, store: 'tsl_en' })).errors?.[0].message).toBe('Too many incorrect codes. Ask for a new code.');
  });

  it('refuses a phone another account holds, and a number the area code does not allow', async () => {
    const { headers } = await newStaff();
    // Ms Mei Chan's mobile.
    expect((await app.graphql(SEND, { area: '852', phone: '91234567' }, headers)).errors?.[0].message).toBe('此電話號碼已屬於另一帳戶。');
    expect((await app.graphql(SEND, { area: '852', phone: '123' }, headers)).errors?.[0].extensions?.category).toBe('graphql-input');
  });

  it('says "SMS send failed" in the store view language when the provider refuses the text', async () => {
    const { headers } = await newStaff();
    provider.failing = true;
    const number = phone();
    for (const [store, message] of [
      ['tsl_en', 'SMS send failed. Please try again later.'],
      ['tsl_sc', '短信发送失败，请稍后再试。'],
    ]) {
      await clock.advance(OTP_RESEND_COOLDOWN_SECONDS * 1000);
      const answer = await app.graphql(SEND, { area: '852', phone: number }, { ...headers, store });
      expect(answer.errors?.[0]).toMatchObject({ message, extensions: { category: 'internal', code: 'SMS_SEND_FAILED' } });
    }
    const [row] = await queryRows<{ sent_at: string | null; last_error: string }>(app, sql`select sent_at, last_error from sms_outbox order by id desc limit 1`);
    expect(row.sent_at).toBeNull();
    expect(row.last_error).toContain('Twilio answered 500');
    // A code that never arrived cannot be proven.
    expect((await app.graphql(VERIFY, { code: codeSentTo(`+852${number}`) }, headers)).errors?.[0].message).toBe('請先索取驗證碼。');
  });

  it('proves a customer’s phone for a staff member without touching the staff account', async () => {
    const { headers } = await newStaff();
    const number = phone();
    expect((await app.graphql(SEND_CUSTOMER, { area: '852', phone: number }, headers)).errors).toBeUndefined();
    const verified = await app.graphql(VERIFY_CUSTOMER, { code: codeSentTo(`+852${number}`) }, headers);
    expect(verified.data!.verifyCustomerPhoneOtp).toEqual({ verified: true, phone_area_code: '852', phone: number });
    expect((await app.graphql(CHIP, {}, headers)).data!.customer).toMatchObject({ mobile: null, mobile_verified: false });
  });
});
