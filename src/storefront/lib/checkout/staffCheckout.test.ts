/**
 * The staff checkout's customer section through the real server and the production build (`npm run
 * build` first), as a browser without scripts posts it (spec 000 §3 Checkout state, §6 staff; 001 §5
 * one-time passwords, §8 "SMS send failed"): no email asked of the staff member, a refused phone and
 * the provider's failure beside the phone field in the staff member's language, a wrong code beside
 * the code field, no payment step before the customer is known, the new member's details checked,
 * then the member made and the bag on to payment. Texts go through the Twilio adapter to a fake
 * provider on 127.0.0.1, which can be told to fail.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from '../../../../test/kits/club.ts';
import { newStaff } from '../../../../test/kits/staff.ts';
import { freshPhone } from '../../../../test/kits/staffOrders.ts';
import { startStore, type RunningStore } from '../../../../e2e/support/server.ts';

const OWN_SHOP = 'hk-central-queens-road';

/** A stand-in for Twilio's Messages API: keeps each text's body; answers 500 while `failing`. */
const provider = { failing: false, texts: [] as Array<{ to: string; body: string }> };
let fakeTwilio: Server;
let store: RunningStore;

/** A browser without scripts: the session cookie sent back with each request. */
class StaffBrowser {
  private cookies = new Map<string, string>();

  async request(path: string, form?: Record<string, string>) {
    const response = await fetch(`${store.origin}${path}`, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
      body: form ? new URLSearchParams(form) : undefined,
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
    return { status: response.status, location: response.headers.get('location'), html: await response.text() };
  }
}

/** The text of the element with `id` in a page's HTML (a field's refusal, say). */
function textOf(html: string, id: string): string {
  const match = new RegExp(`id="${id}"[^>]*>(.*?)</`, 's').exec(html);
  return match?.[1] ?? '';
}

beforeAll(async () => {
  fakeTwilio = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      provider.texts.push({ to: form.get('To') ?? '', body: form.get('Body') ?? '' });
      response.setHeader('content-type', 'application/json');
      response.statusCode = provider.failing ? 500 : 201;
      response.end(JSON.stringify(provider.failing ? { code: 20500, message: 'Internal Server Error' } : { sid: `SM${String(provider.texts.length).padStart(32, '0')}` }));
    });
  });
  await new Promise<void>((resolve) => fakeTwilio.listen(0, '127.0.0.1', resolve));
  const { port } = fakeTwilio.address() as AddressInfo;
  store = await startStore({
    env: { SMS_TRANSPORT: 'twilio', TWILIO_ACCOUNT_SID: 'AC0123456789abcdef', TWILIO_AUTH_TOKEN: 'test-auth-token', TWILIO_FROM: '+85230001234', TWILIO_API_URL: `http://127.0.0.1:${port}` },
  });
});

afterAll(async () => {
  await store?.close();
  await new Promise((resolve) => fakeTwilio?.close(resolve));
});

/** A new Hong Kong staff member signed in through the staff sign-in page, with a made-to-order band in their bag. */
async function staffWithBag(): Promise<StaffBrowser> {
  const app = store.app!;
  const staff = await newStaff(app);
  const design = await app.graphql(`{ customizerDesign(sku: "CM1006") { steps { option_id required values { value_id } } } }`, {}, { store: 'tsl_tc' });
  const steps = design.data!.customizerDesign.steps as Array<{ option_id: number; required: boolean; values: Array<{ value_id: number }> }>;
  const options = steps.filter((step) => step.required).map((step) => ({ option_id: step.option_id, value_id: step.values[0].value_id }));
  const bag = await app.graphql('{ customerCart { id } }', {}, staff.headers);
  const added = await app.graphql(
    'mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { user_errors { message } } }',
    { id: bag.data!.customerCart.id, items: [{ sku: 'CM1006', quantity: 1, custom_made_options: { options } }] },
    staff.headers,
  );
  expect(added.data!.addProductsToCart.user_errors).toEqual([]);
  const browser = new StaffBrowser();
  const signIn = await browser.request('/tc-hk/staffLogin', { form: 'staff-sign-in', staff_no: staff.staffNo, password: PASSWORD });
  expect(signIn.location).toBe('/tc-hk/staff');
  return browser;
}


const PICKUP = {
  intent: 'shipping',
  delivery: 'pickup',
  pickupStore: OWN_SHOP,
  firstname: '小明',
  lastname: '黃',
  telephone: '61234567',
  billing_street1: '中環皇后大道中 1 號',
  billing_region: 'HK-HKI',
};

describe('the staff checkout without scripts', () => {
  it('proves a new customer’s phone, refusing in the staff member’s language beside each field, makes the member and goes on to payment', async () => {
    const browser = await staffWithBag();
    const first = await browser.request('/tc-hk/checkout');
    expect(first.status).toBe(200);
    expect(first.html).toContain('data-testid="staff-customer"');
    // Staff give no email of their own.
    expect(first.html).not.toContain('id="checkout-email"');

    const wrongNumber = await browser.request('/tc-hk/checkout', { form: 'staff-order-phone', mobile_area_code: '852', mobile: '123' });
    expect(wrongNumber.status).toBe(200);
    expect(textOf(wrongNumber.html, 'staff-order-phone-mobile-error')).toContain('請輸入所選區號的有效手提電話號碼');

    provider.failing = true;
    const failed = await browser.request('/tc-hk/checkout', { form: 'staff-order-phone', mobile_area_code: '852', mobile: freshPhone() });
    provider.failing = false;
    expect(textOf(failed.html, 'staff-order-phone-mobile-error')).toContain('短訊發送失敗，請稍後再試。');

    const phone = freshPhone();
    const sent = await browser.request('/tc-hk/checkout', { form: 'staff-order-phone', mobile_area_code: '852', mobile: phone });
    expect(sent.html).toContain(`驗證碼已發送至 +852 ${phone}`);
    expect(sent.html).toMatch(new RegExp(`<option value="${OWN_SHOP}" selected=""`));
    const code = /\b(\d{6})\b/.exec(provider.texts.findLast((text) => text.to === `+852${phone}`)?.body ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);

    const wrongCode = await browser.request('/tc-hk/checkout', { form: 'staff-order-code', store_code: OWN_SHOP, code: code === '000000' ? '111111' : '000000', mobile_area_code: '852', mobile: phone });
    expect(textOf(wrongCode.html, 'staff-order-code-code-error')).toContain('驗證碼不正確');

    // Not on to payment while the customer is unknown.
    const early = await browser.request('/tc-hk/checkout', PICKUP);
    expect(early.status).toBe(200);
    expect(early.html).toContain('請先驗證顧客的電話號碼，然後繼續付款。');

    const proven = await browser.request('/tc-hk/checkout', { form: 'staff-order-code', store_code: OWN_SHOP, code, mobile_area_code: '852', mobile: phone });
    expect(proven.html).toContain('顧客的電話已驗證。');
    expect(proven.html).toContain('此電話號碼尚未有會員使用');

    const badEmail = await browser.request('/tc-hk/checkout', { form: 'staff-order-customer', store_code: OWN_SHOP, firstname: 'Siu Ming', lastname: 'Wong', email: 'not-an-email' });
    expect(textOf(badEmail.html, 'staff-order-customer-email-error')).toContain('請輸入有效的電郵地址');

    const email = `walk.in.${phone}@example.com`;
    const named = await browser.request('/tc-hk/checkout', { form: 'staff-order-customer', store_code: OWN_SHOP, firstname: 'Siu Ming', lastname: 'Wong', email });
    expect(named.html).toContain('顧客已成為會員，訂單將屬於顧客。');
    expect(named.html).toContain(email);

    const onward = await browser.request('/tc-hk/checkout', PICKUP);
    expect(onward.status).toBe(302);
    expect(onward.location).toBe('/tc-hk/checkout?step=payment');
    const payment = await browser.request('/tc-hk/checkout?step=payment');
    expect(payment.html).toContain('id="card-number"');
  });

  it('changes the customer after a phone was proven: a code to another phone, proven, puts that customer in the first one’s place', async () => {
    const browser = await staffWithBag();
    const prove = async (phone: string) => {
      const sent = await browser.request('/tc-hk/checkout', { form: 'staff-order-phone', mobile_area_code: '852', mobile: phone });
      expect(sent.html).toContain(`驗證碼已發送至 +852 ${phone}`);
      const code = /\b(\d{6})\b/.exec(provider.texts.findLast((text) => text.to === `+852${phone}`)?.body ?? '')?.[1] ?? '';
      return browser.request('/tc-hk/checkout', { form: 'staff-order-code', store_code: OWN_SHOP, code, mobile_area_code: '852', mobile: phone });
    };
    const first = freshPhone();
    await prove(first);
    const email = `first.${first}@example.com`;
    const named = await browser.request('/tc-hk/checkout', { form: 'staff-order-customer', store_code: OWN_SHOP, firstname: 'Tai Man', lastname: 'Chan', email });
    expect(named.html).toContain(email);
    // Closed until asked for, and a plain form inside, so it works without scripts.
    const change = /<details[^>]*data-testid="staff-change-customer"[^>]*>(.*?)<\/details>/s.exec(named.html);
    expect(change?.[0]).not.toMatch(/<details[^>]* open/);
    expect(change?.[1]).toContain('更換顧客');
    expect(change?.[1]).toContain('name="form" value="staff-order-phone"');

    const second = freshPhone();
    // React separates the pieces of one text with comments: read the page's text without them.
    const changed = (await prove(second)).html.replaceAll('<!-- -->', '');
    expect(changed).toContain('顧客的電話已驗證。');
    expect(changed).toContain(`+852 ${second}`);
    expect(changed).not.toContain(`+852 ${first}`);
    expect(changed).not.toContain(email);
    expect(changed).toContain('此電話號碼尚未有會員使用');
    // The bag now waits for the second customer: not on to payment until they are a member.
    const early = await browser.request('/tc-hk/checkout', PICKUP);
    expect(early.status).toBe(200);
    expect(early.html).toContain('請先驗證顧客的電話號碼，然後繼續付款。');
  });
});
