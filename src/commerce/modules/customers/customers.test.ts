/**
 * Customer accounts through the real server: registration rules field by field, reCAPTCHA,
 * duplicates, sign-in by email and by mobile, lockout and its end, token lifetime and sign-out,
 * profile changes, the address book with each website's region rules, and account deletion.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { queryRows } from '../../../../test/kits/catalog.ts';
import { TestClock } from '../../../../test/kits/clock.ts';
import { issueLocalCaptchaToken } from './captcha.ts';

const CUSTOMER_FIELDS = `firstname lastname email prefix date_of_birth is_subscribed mobile_area_code mobile age_range
  is_subscribed_sms is_subscribed_whatsapp role_id full_name default_store_identifier consent_at`;
const CREATE = `mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { ${CUSTOMER_FIELDS} } } }`;
const SIGN_IN = `mutation($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }`;
const SIGN_IN_MOBILE = `mutation($area: String!, $mobile: String!, $password: String!) {
  generateCustomerTokenByMobile(mobile_area_code: $area, mobile: $mobile, password: $password) { token }
}`;
const CUSTOMER = `{ customer { ${CUSTOMER_FIELDS} } }`;
const LOGIN_STATUS = `{ getLoginStatus { is_logged_in expires_in } }`;
const REVOKE = `mutation { revokeCustomerToken { result } }`;
const PASSWORD = 'Jewel2025!';

let app: TestApp;
// Lockouts and token lifetimes end by moving this clock forward, at the store's own settings.
const clock = new TestClock();
let captchaSecret: string;
let serial = 0;

function captcha(): Record<string, string> {
  return { 'x-recaptcha': issueLocalCaptchaToken(captchaSecret, 'CUSTOMER_CREATE') };
}

function newMember(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return { firstname: 'Ka Yan', lastname: 'Wong', email: `ka.yan.${serial}@example.com`, password: PASSWORD, consent: true, ...overrides };
}

async function register(input: Record<string, unknown>, headers: Record<string, string> = {}) {
  return app.graphql(CREATE, { input }, { store: 'tsl_en', ...captcha(), ...headers });
}

async function signIn(email: string, password = PASSWORD, headers: Record<string, string> = {}) {
  const result = await app.graphql(SIGN_IN, { email, password }, { store: 'tsl_en', ...headers });
  return { token: result.data?.generateCustomerToken?.token as string | undefined, errors: result.errors };
}

const bearer = (token: string, store = 'tsl_en') => ({ store, authorization: `Bearer ${token}` });

beforeAll(async () => {
  app = await startTestApp({ env: { RESPONSE_CACHE: 'false' }, clock });
  captchaSecret = app.config.accounts.localCaptchaSecret;
});

afterAll(async () => {
  await app?.close();
});

describe('registration', () => {
  it('opens an account with the spec fields and signs in with it', async () => {
    const input = newMember({
      prefix: 'Ms',
      date_of_birth: '1990-02-14',
      mobile_area_code: '+852',
      mobile: '6123 4567',
      age_range: '30-39',
      is_subscribed: true,
      is_subscribed_sms: true,
    });
    const created = await register(input);
    expect(created.errors).toBeUndefined();
    expect(created.data!.createCustomerV2.customer).toMatchObject({
      firstname: 'Ka Yan',
      email: input.email,
      prefix: 'Ms',
      date_of_birth: '1990-02-14',
      mobile_area_code: '852',
      mobile: '61234567',
      age_range: '30-39',
      is_subscribed: true,
      is_subscribed_sms: true,
      is_subscribed_whatsapp: false,
      role_id: 1,
      default_store_identifier: 'tsl_en',
    });
    expect(created.data!.createCustomerV2.customer.consent_at).toBeTruthy();
    const { token } = await signIn(String(input.email).toUpperCase());
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await app.graphql(CUSTOMER, {}, bearer(token!));
    expect(me.data!.customer.email).toBe(input.email);
    const [stored] = await queryRows<{ password_hash: string }>(app, sql`select password_hash from customers where email = ${input.email}`);
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
  });

  it.each([
    ['firstname', { firstname: '' }, 'Required: firstname'],
    ['lastname', { lastname: ' ' }, 'Required: lastname'],
    ['email', { email: 'not-an-email' }, 'Enter a valid email address'],
    ['password length', { password: 'Ab1!' }, 'The password needs at least 8 characters. Create a new password and try again.'],
    ['password number', { password: 'Jewellery!' }, 'The password needs at least one number.'],
    ['password uppercase', { password: 'jewel2025!' }, 'The password needs at least one uppercase letter.'],
    [
      'password classes',
      { password: 'JEWEL2025' },
      'Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.',
    ],
    [
      'password, naming every unmet rule',
      { password: 'jewellery' },
      'The password needs at least one number. The password needs at least one uppercase letter. ' +
        'Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.',
    ],
    ['consent', { consent: false }, 'Please agree to the terms and the privacy policy to continue'],
    ['prefix', { prefix: 'Dr' }, 'Choose Mr, Ms or Miss'],
    ['date of birth', { date_of_birth: '1990-02-30' }, 'Enter a valid date of birth'],
    ['future date of birth', { date_of_birth: '2999-01-01' }, 'Enter a valid date of birth'],
    ['age range', { age_range: '20-30' }, 'Choose an age range from the list'],
    ['area code', { mobile_area_code: '999', mobile: '2025550123' }, 'Choose an area code from the list'],
    ['area code missing', { mobile: '91234567' }, 'Required: mobile_area_code'],
    ['Hong Kong mobile', { mobile_area_code: '852', mobile: '2123 4567' }, 'Enter a valid mobile number for the area code chosen'],
    ['mainland China 11 digits', { mobile_area_code: '86', mobile: '1381234567' }, 'Enter a valid mobile number for the area code chosen'],
    ['Macau mobile', { mobile_area_code: '853', mobile: '1234' }, 'Enter a valid mobile number for the area code chosen'],
  ])('refuses a bad %s', async (_name, overrides, message) => {
    const result = await register(newMember(overrides));
    expect(result.errors?.[0]).toMatchObject({ message, extensions: { category: 'graphql-input' } });
  });

  it.each([
    ['Macau', '853', '6612 3456'],
    ['Malaysia', '60', '12-345 6789'],
    ['Singapore', '65', '8123 4567'],
    ['mainland China', '86', '138 1234 5678'],
  ])('accepts a %s mobile number', async (_name, area, mobile) => {
    const result = await register(newMember({ mobile_area_code: area, mobile }));
    expect(result.errors).toBeUndefined();
  });

  it('answers in the store view language', async () => {
    const result = await register(newMember({ consent: false }), { store: 'tsl_tc' });
    expect(result.errors?.[0].message).toBe('請同意條款及私隱政策以繼續');
  });

  it('needs a valid reCAPTCHA token in X-ReCaptcha', async () => {
    const missing = await app.graphql(CREATE, { input: newMember() }, { store: 'tsl_en' });
    expect(missing.errors?.[0]).toMatchObject({ message: 'ReCaptcha validation failed, please try again', extensions: { category: 'graphql-input' } });
    const forged = await register(newMember(), { 'x-recaptcha': issueLocalCaptchaToken('another secret', 'CUSTOMER_CREATE') });
    expect(forged.errors?.[0].message).toBe('ReCaptcha validation failed, please try again');
    const stale = await register(newMember(), { 'x-recaptcha': issueLocalCaptchaToken(captchaSecret, 'CUSTOMER_CREATE', Date.now() - 5 * 60_000) });
    expect(stale.errors?.[0].message).toBe('ReCaptcha validation failed, please try again');
    const config = await app.graphql(`{ recaptchaV3Config { website_key is_enabled forms } localCaptchaToken(form: CUSTOMER_CREATE) }`);
    expect(config.data!.recaptchaV3Config).toEqual({ website_key: 'local', is_enabled: true, forms: ['CUSTOMER_CREATE'] });
    const viaApi = await register(newMember(), { 'x-recaptcha': config.data!.localCaptchaToken });
    expect(viaApi.errors).toBeUndefined();
  });

  it('refuses a second account with the same email or mobile on one website, not on another', async () => {
    const first = newMember({ mobile_area_code: '852', mobile: '5123 0001' });
    expect((await register(first)).errors).toBeUndefined();
    const sameEmail = await register({ ...newMember(), email: String(first.email).toUpperCase() });
    expect(sameEmail.errors?.[0]).toMatchObject({
      message: 'A customer with the same email address already exists in an associated website.',
      extensions: { category: 'graphql-already-exists' },
    });
    const sameMobile = await register(newMember({ mobile_area_code: '852', mobile: '51230001' }));
    expect(sameMobile.errors?.[0].message).toBe('An account with this mobile number already exists. Sign in instead.');
    const available = await app.graphql(`query($email: String!) { isEmailAvailable(email: $email) { is_email_available } }`, { email: first.email });
    expect(available.data!.isEmailAvailable.is_email_available).toBe(false);
    const inMacau = await register({ ...first }, { store: 'tsl_mo_en' });
    expect(inMacau.errors).toBeUndefined();
  });
});

describe('sign-in', () => {
  it.each([
    ['tsl_en', 'mei.chan@example.com', '852', '9123 4567'],
    ['tsl_mo_en', 'sofia.leong@example.com', '853', '6612 3456'],
    ['tsl_my_en', 'weijie.tan@example.com', '60', '12-345 6789'],
  ])('lets the demo member of %s sign in by email and by mobile', async (store, email, area, mobile) => {
    const byEmail = await app.graphql(SIGN_IN, { email, password: PASSWORD }, { store });
    expect(byEmail.errors).toBeUndefined();
    const byMobile = await app.graphql(SIGN_IN_MOBILE, { area, mobile, password: PASSWORD }, { store });
    expect(byMobile.errors).toBeUndefined();
    const me = await app.graphql(CUSTOMER, {}, bearer(byMobile.data!.generateCustomerTokenByMobile.token, store));
    expect(me.data!.customer.email).toBe(email);
  });

  it('signs in by mobile number and refuses the token on another website', async () => {
    const input = newMember({ mobile_area_code: '60', mobile: '13-222 3344' });
    await register(input, { store: 'tsl_my_en' });
    const result = await app.graphql(SIGN_IN_MOBILE, { area: '+60', mobile: '0132223344', password: PASSWORD }, { store: 'tsl_my_en' });
    expect(result.errors).toBeUndefined();
    const token = result.data!.generateCustomerTokenByMobile.token;
    expect((await app.graphql(CUSTOMER, {}, bearer(token, 'tsl_my_en'))).data!.customer.email).toBe(input.email);
    const elsewhere = await app.graphql(CUSTOMER, {}, bearer(token, 'tsl_en'));
    expect(elsewhere.errors?.[0]).toMatchObject({ message: "The current customer isn't authorized.", extensions: { category: 'graphql-authorization' } });
  });

  it('refuses a wrong password with Magento message and locks the account after five failures until the lockout ends', async () => {
    const input = newMember();
    await register(input);
    const ip = { 'x-forwarded-for': '203.0.113.7' };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const { errors } = await signIn(String(input.email), 'Wrong2025!', ip);
      expect(errors?.[0]).toMatchObject({
        message: 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
        extensions: { category: 'graphql-authentication' },
      });
    }
    const locked = await signIn(String(input.email), PASSWORD, { 'x-forwarded-for': '203.0.113.8' });
    expect(locked.errors?.[0].message).toBe('Too many failed sign-in attempts. Please wait 15 minutes and try again.');
    await clock.advance(app.config.accounts.lockoutSeconds * 1000);
    expect((await signIn(String(input.email), PASSWORD, ip)).token).toBeTruthy();
  });

  it('locks a client address after twenty failures across accounts, trusting X-Forwarded-For only from a trusted proxy', async () => {
    const ip = { 'x-forwarded-for': '198.51.100.20' };
    // Nineteen failures on unknown accounts written directly (each sign-in checks a password hash, which a busy machine could spread past the window), the twentieth through the API.
    await app.database.db.execute(sql`insert into sign_in_attempts (website_id, ip, succeeded, created_at) select 1, '198.51.100.20', false, ${clock.now().toISOString()}::timestamptz from generate_series(1, 19)`);
    expect((await signIn('nobody@example.com', 'Wrong2025!', ip)).errors?.[0].message).toMatch(/^The account sign-in was incorrect/);
    const input = newMember();
    await register(input);
    expect((await signIn(String(input.email), PASSWORD, ip)).errors?.[0].message).toMatch(/^Too many failed sign-in attempts/);
    expect((await signIn(String(input.email), PASSWORD, { 'x-forwarded-for': '198.51.100.21' })).token).toBeTruthy();
    // The test server is reached from loopback, a trusted proxy by default: its forwarded address counts.
    const [row] = await queryRows<{ ip: string }>(app, sql`select ip from sign_in_attempts order by id desc limit 1`);
    expect(row.ip).toBe('198.51.100.21');
    // From anywhere else the header is the client's own claim: the connection's address counts.
    await app.app.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: '192.0.2.50',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.99' },
      payload: JSON.stringify({ query: SIGN_IN, variables: { email: input.email, password: 'Wrong2025!' } }),
    });
    const [untrusted] = await queryRows<{ ip: string }>(app, sql`select ip from sign_in_attempts order by id desc limit 1`);
    expect(untrusted.ip).toBe('192.0.2.50');
  });

  it('tokens expire after CUSTOMER_TOKEN_TTL_SECONDS and end at sign-out', async () => {
    const input = newMember();
    await register(input);
    const { token } = await signIn(String(input.email));
    const status = await app.graphql(LOGIN_STATUS, {}, bearer(token!));
    expect(status.data!.getLoginStatus.is_logged_in).toBe(true);
    expect(status.data!.getLoginStatus.expires_in).toBeLessThanOrEqual(3600);
    expect(status.data!.getLoginStatus.expires_in).toBeGreaterThan(3500);
    const [lifetime] = await queryRows<{ seconds: number }>(
      app,
      sql`select extract(epoch from expires_at - created_at)::int as seconds from customer_tokens order by id desc limit 1`,
    );
    expect(lifetime.seconds).toBe(3600);
    await clock.advance(3600 * 1000);
    expect((await app.graphql(LOGIN_STATUS, {}, bearer(token!))).data!.getLoginStatus).toEqual({ is_logged_in: false, expires_in: null });
    expect((await app.graphql(CUSTOMER, {}, bearer(token!))).errors?.[0].extensions?.category).toBe('graphql-authorization');

    const second = (await signIn(String(input.email))).token!;
    expect((await app.graphql(REVOKE, {}, bearer(second))).data!.revokeCustomerToken.result).toBe(true);
    expect((await app.graphql(CUSTOMER, {}, bearer(second))).errors?.[0].message).toBe("The current customer isn't authorized.");
    const [stored] = await queryRows<{ count: number }>(app, sql`select count(*)::int as count from customer_tokens where token_hash = ${second}`);
    expect(stored.count).toBe(0);
  });
});

describe('profile', () => {
  it('updates the profile, the email (with the password) and the password (which must change)', async () => {
    const input = newMember();
    await register(input);
    const token = (await signIn(String(input.email))).token!;
    const updated = await app.graphql(
      `mutation($input: CustomerUpdateInput!) { updateCustomerV2(input: $input) { customer { firstname prefix mobile_area_code mobile is_subscribed_whatsapp } } }`,
      { input: { firstname: 'Kayan', prefix: 'Miss', mobile_area_code: '853', mobile: '6688 1122', is_subscribed_whatsapp: true } },
      bearer(token),
    );
    expect(updated.data!.updateCustomerV2.customer).toEqual({
      firstname: 'Kayan',
      prefix: 'Miss',
      mobile_area_code: '853',
      mobile: '66881122',
      is_subscribed_whatsapp: true,
    });
    const ANNIVERSARIES = `mutation($input: CustomerUpdateInput!) { updateCustomerV2(input: $input) { customer { anniversaries { type date } } } }`;
    const remembered = await app.graphql(
      ANNIVERSARIES,
      {
        input: {
          anniversaries: [
            { type: 'WEDDING', date: '2018-10-20' },
            { type: 'MOTHER_BIRTHDAY', date: '1962-5-3' },
          ],
        },
      },
      bearer(token),
    );
    expect(remembered.data!.updateCustomerV2.customer.anniversaries).toEqual([
      { type: 'WEDDING', date: '2018-10-20' },
      { type: 'MOTHER_BIRTHDAY', date: '1962-05-03' },
    ]);
    const twice = await app.graphql(
      ANNIVERSARIES,
      {
        input: {
          anniversaries: [
            { type: 'DATING', date: '2015-01-01' },
            { type: 'DATING', date: '2016-01-01' },
          ],
        },
      },
      bearer(token),
    );
    expect(twice.errors?.[0].message).toBe('Give each anniversary once');
    const badDate = await app.graphql(ANNIVERSARIES, { input: { anniversaries: [{ type: 'DATING', date: '2015-13-01' }] } }, bearer(token));
    expect(badDate.errors?.[0].message).toBe('Enter a valid date for each anniversary');
    const emptied = await app.graphql(`mutation { updateCustomerV2(input: { lastname: "" }) { customer { lastname } } }`, {}, bearer(token));
    expect(emptied.errors?.[0].message).toBe('Required: lastname');

    const EMAIL = `mutation($email: String!, $password: String!) { updateCustomerEmail(email: $email, password: $password) { customer { email } } }`;
    const wrong = await app.graphql(EMAIL, { email: 'kayan.new@example.com', password: 'Wrong2025!' }, bearer(token));
    expect(wrong.errors?.[0].message).toBe("The password doesn't match this account. Verify the password and try again.");
    const moved = await app.graphql(EMAIL, { email: 'Kayan.New@example.com', password: PASSWORD }, bearer(token));
    expect(moved.data!.updateCustomerEmail.customer.email).toBe('kayan.new@example.com');
    expect((await app.graphql(`{ customerCart { email } }`, {}, bearer(token))).data!.customerCart.email).toBe('kayan.new@example.com');

    const CHANGE = `mutation($current: String!, $next: String!) { changeCustomerPassword(currentPassword: $current, newPassword: $next) { email } }`;
    const same = await app.graphql(CHANGE, { current: PASSWORD, next: PASSWORD }, bearer(token));
    expect(same.errors?.[0].message).toBe('The new password must be different from the current password.');
    const weak = await app.graphql(CHANGE, { current: PASSWORD, next: 'password' }, bearer(token));
    expect(weak.errors?.[0].extensions?.category).toBe('graphql-input');
    const other = (await signIn('kayan.new@example.com')).token!;
    const changed = await app.graphql(CHANGE, { current: PASSWORD, next: 'Gold999.9' }, bearer(token));
    expect(changed.errors).toBeUndefined();
    // The session that changed it stays; the others end.
    expect((await app.graphql(CUSTOMER, {}, bearer(token))).errors).toBeUndefined();
    expect((await app.graphql(CUSTOMER, {}, bearer(other))).errors?.[0].extensions?.category).toBe('graphql-authorization');
    expect((await signIn('kayan.new@example.com', 'Gold999.9')).token).toBeTruthy();
  });
});

describe('forgot password', () => {
  interface ResetMail {
    recipient: string;
    locale: string;
    subject: string;
    body: string;
  }
  /** The reset mails waiting in the outbox for an address, oldest first. */
  const resetMails = (email: unknown) =>
    queryRows<ResetMail>(app, sql`select recipient, locale, subject, body from outbox where kind = 'password_reset' and recipient = ${String(email)} order by id`);
  const linkIn = (mail: ResetMail) => new URL(mail.body.split('\n').find((line) => line.startsWith('http'))!);

  const REQUEST = `mutation($email: String!) { requestPasswordResetEmail(email: $email) }`;
  const RESET = `mutation($email: String!, $token: String!, $password: String!) {
    resetPassword(email: $email, resetPasswordToken: $token, newPassword: $password)
  }`;

  it('mails a link whose token sets a new password once, ending every session; unknown emails get the same answer', async () => {
    const input = newMember();
    await register(input, { store: 'tsl_tc' });
    const session = (await app.graphql(SIGN_IN, { email: input.email, password: PASSWORD }, { store: 'tsl_tc' })).data!.generateCustomerToken.token;

    expect((await app.graphql(REQUEST, { email: 'nobody.here@example.com' }, { store: 'tsl_tc' })).data!.requestPasswordResetEmail).toBe(true);
    expect(await resetMails('nobody.here@example.com')).toEqual([]);
    expect((await app.graphql(REQUEST, { email: input.email }, { store: 'tsl_tc' })).data!.requestPasswordResetEmail).toBe(true);
    const [mail] = await resetMails(input.email);
    expect(mail).toMatchObject({ recipient: input.email, locale: 'zh-Hant', subject: '重設您的密碼' });
    expect(mail.body).toContain('Ka Yan 您好');
    const link = linkIn(mail);
    expect(link.pathname).toBe('/tc-hk/customer/account/createPassword');
    const token = link.searchParams.get('token')!;

    const wrong = await app.graphql(RESET, { email: input.email, token: 'not-the-token', password: 'Gold999.9' }, { store: 'tsl_en' });
    expect(wrong.errors?.[0]).toMatchObject({ message: 'The password token is mismatched. Reset and try again.', extensions: { category: 'graphql-input' } });
    const weak = await app.graphql(RESET, { email: input.email, token, password: 'gold' }, { store: 'tsl_en' });
    expect(weak.errors?.[0].message).toBe(
      'The password needs at least 8 characters. Create a new password and try again. The password needs at least one number. ' +
        'The password needs at least one uppercase letter. Minimum of different classes of characters in password is 3. ' +
        'Classes of characters: Lower Case, Upper Case, Digits, Special Characters.',
    );
    const elsewhere = await app.graphql(RESET, { email: input.email, token, password: 'Gold999.9' }, { store: 'tsl_my_en' });
    expect(elsewhere.errors?.[0].message).toBe('The password token is mismatched. Reset and try again.');

    expect((await app.graphql(RESET, { email: input.email, token, password: 'Gold999.9' }, { store: 'tsl_en' })).data!.resetPassword).toBe(true);
    expect((await app.graphql(CUSTOMER, {}, bearer(session))).errors?.[0].extensions?.category).toBe('graphql-authorization');
    expect((await signIn(String(input.email))).errors?.[0].extensions?.category).toBe('graphql-authentication');
    expect((await signIn(String(input.email), 'Gold999.9')).token).toBeTruthy();
    const again = await app.graphql(RESET, { email: input.email, token, password: 'Other2025!' }, { store: 'tsl_en' });
    expect(again.errors?.[0].message).toBe('The password token is mismatched. Reset and try again.');
  });

  it('refuses an expired link and sends at most five links an hour', async () => {
    const input = newMember();
    await register(input);
    await app.graphql(REQUEST, { email: input.email });
    const token = linkIn((await resetMails(input.email)).at(-1)!).searchParams.get('token')!;
    await app.database.db.execute(sql`update customer_password_resets set expires_at = now() - interval '1 second'`);
    const expired = await app.graphql(RESET, { email: input.email, token, password: 'Gold999.9' });
    expect(expired.errors?.[0].message).toBe('The password token is mismatched. Reset and try again.');

    const before = (await resetMails(input.email)).length;
    for (let request = 0; request < 6; request += 1) await app.graphql(REQUEST, { email: input.email });
    expect((await resetMails(input.email)).length - before).toBe(4);
  });
});

describe('address book', () => {
  const ADDRESS_FIELDS = `id firstname lastname street city postcode telephone country_code default_shipping default_billing region { region_code region }`;
  const CREATE_ADDRESS = `mutation($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { ${ADDRESS_FIELDS} } }`;
  const UPDATE_ADDRESS = `mutation($id: Int!, $input: CustomerAddressInput) { updateCustomerAddress(id: $id, input: $input) { ${ADDRESS_FIELDS} } }`;
  const DELETE_ADDRESS = `mutation($id: Int!) { deleteCustomerAddress(id: $id) }`;
  const hkAddress = {
    firstname: 'Mei',
    lastname: 'Chan',
    street: ['Flat 12A, Tower 3', '1 Harbour Road'],
    city: 'Wan Chai',
    region: { region_code: 'HK-HKI' },
    country_code: 'HK',
    telephone: '5118 2338',
    default_shipping: true,
  };

  it('creates, reads, updates and deletes addresses under each website rules', async () => {
    const input = newMember();
    await register(input);
    const token = (await signIn(String(input.email))).token!;
    const created = await app.graphql(CREATE_ADDRESS, { input: hkAddress }, bearer(token));
    expect(created.errors).toBeUndefined();
    const address = created.data!.createCustomerAddress;
    expect(address).toMatchObject({
      city: 'Wan Chai',
      country_code: 'HK',
      default_shipping: true,
      region: { region_code: 'HK-HKI', region: 'Hong Kong Island' },
    });

    const second = await app.graphql(CREATE_ADDRESS, { input: { ...hkAddress, region: { region: 'Kowloon' }, city: 'Tsim Sha Tsui' } }, bearer(token));
    expect(second.data!.createCustomerAddress).toMatchObject({ default_shipping: true, region: { region_code: 'HK-KLN' } });
    const book = await app.graphql(`{ customer { default_shipping addresses { id default_shipping } } }`, {}, bearer(token));
    expect(book.data!.customer.default_shipping).toBe(String(second.data!.createCustomerAddress.id));
    expect(book.data!.customer.addresses.filter((entry: { default_shipping: boolean }) => entry.default_shipping)).toHaveLength(1);

    const badRegion = await app.graphql(CREATE_ADDRESS, { input: { ...hkAddress, region: { region_code: 'MY-10' } } }, bearer(token));
    expect(badRegion.errors?.[0].message).toBe('Choose a region from the list');
    const badCountry = await app.graphql(CREATE_ADDRESS, { input: { ...hkAddress, country_code: 'MY' } }, bearer(token));
    expect(badCountry.errors?.[0].message).toBe("We deliver only within this website's region");
    const badPhone = await app.graphql(CREATE_ADDRESS, { input: { ...hkAddress, telephone: '123' } }, bearer(token));
    expect(badPhone.errors?.[0].message).toBe('Enter a valid mobile or phone number for this region');

    const updated = await app.graphql(UPDATE_ADDRESS, { id: address.id, input: { city: 'Causeway Bay' } }, bearer(token));
    expect(updated.data!.updateCustomerAddress).toMatchObject({ city: 'Causeway Bay', firstname: 'Mei' });
    const unknown = await app.graphql(UPDATE_ADDRESS, { id: 999_999, input: { city: 'Central' } }, bearer(token));
    expect(unknown.errors?.[0]).toMatchObject({ message: 'Could not find a address with ID "999999"', extensions: { category: 'graphql-no-such-entity' } });
    expect((await app.graphql(DELETE_ADDRESS, { id: address.id }, bearer(token))).data!.deleteCustomerAddress).toBe(true);
    expect((await app.graphql(`{ customer { addresses { id } } }`, {}, bearer(token))).data!.customer.addresses).toHaveLength(1);
  });

  it('needs a five-digit postcode and a Malaysian region in Malaysia', async () => {
    const input = newMember();
    await register(input, { store: 'tsl_my_en' });
    const token = (await app.graphql(SIGN_IN, { email: input.email, password: PASSWORD }, { store: 'tsl_my_en' })).data!.generateCustomerToken.token;
    const myAddress = {
      firstname: 'Siew Ling',
      lastname: 'Tan',
      street: ['12 Jalan Bukit Bintang'],
      city: 'Kuala Lumpur',
      region: { region_code: 'MY-14' },
      country_code: 'MY',
      telephone: '012-345 6789',
    };
    const noPostcode = await app.graphql(CREATE_ADDRESS, { input: myAddress }, bearer(token, 'tsl_my_en'));
    expect(noPostcode.errors?.[0].message).toBe('Required: postcode');
    const created = await app.graphql(CREATE_ADDRESS, { input: { ...myAddress, postcode: '55100' } }, bearer(token, 'tsl_my_en'));
    expect(created.data!.createCustomerAddress).toMatchObject({ postcode: '55100', region: { region_code: 'MY-14', region: 'Kuala Lumpur' } });
  });
});

describe('account deletion', () => {
  it('deletes the account only with its password when one is given: personal data erased, sign-in refused, the email free again', async () => {
    const input = newMember({ mobile_area_code: '852', mobile: '6123 4401' });
    await register(input);
    const email = String(input.email);
    const token = (await signIn(email)).token!;
    const DELETE = `mutation($password: String) { deleteCustomer(password: $password) }`;
    const wrong = await app.graphql(DELETE, { password: 'Wrong2025!' }, bearer(token));
    expect(wrong.errors?.[0]).toMatchObject({
      message: "The password doesn't match this account. Verify the password and try again.",
      extensions: { category: 'graphql-authentication' },
    });
    expect((await app.graphql(CUSTOMER, {}, bearer(token))).data!.customer.email).toBe(email);

    expect((await app.graphql(DELETE, { password: PASSWORD }, bearer(token))).data!.deleteCustomer).toBe(true);
    expect((await app.graphql(CUSTOMER, {}, bearer(token))).errors?.[0].extensions?.category).toBe('graphql-authorization');
    expect((await signIn(email)).errors?.[0].message).toBe(
      'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
    );
    const [row] = await queryRows<{ email: string | null; mobile: string | null; firstname: string; deleted: boolean }>(
      app,
      sql`select email, mobile, firstname, deleted_at is not null as deleted from customers where email is null and deleted_at is not null order by id desc limit 1`,
    );
    expect(row).toEqual({ email: null, mobile: null, firstname: '', deleted: true });
    // The email and the mobile number may open a new account.
    expect((await register({ ...input, mobile_area_code: '852', mobile: '6123 4401' })).errors).toBeUndefined();
  });
});
