/**
 * Staff orders placed through the API, as a shop's staff place them (spec 000 §4 staff ordering):
 * a made-to-order band in the staff bag, collected at the shop, paid by the sandbox's approved card,
 * for a member whose phone a texted code proves. Paid, the order waits "To Approve".
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../harness.ts';

export const STAFF_SHOP = 'hk-central-queens-road';
const APPROVED_CARD = '4111 1111 1111 1111';

let serial = 0;

/**
 * A Hong Kong mobile number no account has. It starts with 61, a block of mobile numbers: not every
 * number that starts with 6 is one (6000 0000 is not), and the store refuses those as not a phone.
 */
export function freshPhone(): string {
  serial += 1;
  return `61${String(Date.now() % 100_000).padStart(5, '0')}${serial % 10}`;
}

/** The code in the newest text message the smsbox holds for a phone (E.164). */
export function codeSentTo(app: TestApp, e164: string): string {
  const directory = app.config.sms.smsboxDir;
  const texts = readdirSync(directory)
    .sort()
    .map((file) => readFileSync(path.join(directory, file), 'utf8'))
    .filter((text) => text.includes(e164));
  return /\b(\d{6})\b/.exec(texts.at(-1) ?? '')?.[1] ?? '';
}

/** A GraphQL call through `headers` that must succeed; answers its data. */
function caller(app: TestApp, headers: Record<string, string>) {
  return async <T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const answer = await app.graphql<T>(query, variables, headers);
    expect(answer.errors, query.slice(0, 60)).toBeUndefined();
    return answer.data!;
  };
}

/** The staff bag emptied, with the made-to-order band, collected at `shop`, paid by card: all but the customer. Answers the bag's id. */
export async function staffBagReady(app: TestApp, headers: Record<string, string>, shop = STAFF_SHOP): Promise<string> {
  const run = caller(app, headers);
  const design = await run<{ customizerDesign: { steps: Array<{ option_id: number; required: boolean; values: Array<{ value_id: number }> }> } }>(
    `{ customizerDesign(sku: "CM1006") { steps { option_id required values { value_id } } } }`,
  );
  const options = design.customizerDesign.steps.filter((step) => step.required).map((step) => ({ option_id: step.option_id, value_id: step.values[0].value_id }));
  const { customerCart } = await run<{ customerCart: { id: string; items: Array<{ uid: string }> } }>('{ customerCart { id items { uid } } }');
  const id = customerCart.id;
  for (const item of customerCart.items) await run('mutation($id: String!, $uid: ID!) { removeItemFromCart(input: { cart_id: $id, cart_item_uid: $uid }) { cart { id } } }', { id, uid: item.uid });
  await run('mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { cart { id } } }', {
    id,
    items: [{ sku: 'CM1006', quantity: 1, custom_made_options: { options } }],
  });
  const contact = { firstname: 'Mei', lastname: 'Chan', street: [], city: '', country_code: 'HK', telephone: '51182338' };
  await run('mutation($id: String!, $a: [ShippingAddressInput]!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: $a }) { cart { id } } }', {
    id,
    a: [{ address: contact, pickup_location_code: shop }],
  });
  await run('mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "instore", method_code: "pickup" }] }) { cart { id } } }', { id });
  const billing = { ...contact, street: ['1 Harbour Road'], city: 'Wan Chai', region_code: 'HK-HKI' };
  await run('mutation($id: String!, $b: BillingAddressInput!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: $b }) { cart { id } } }', { id, b: { address: billing } });
  const nonce = await app.app.inject({
    method: 'POST',
    url: '/payment-sandbox/v1/nonces',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ number: APPROVED_CARD, expiry_month: '12', expiry_year: String(new Date().getFullYear() + 2), cvv: '123', name: 'Mei Chan' }),
  });
  await run('mutation($id: String!, $p: PaymentMethodInput!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: $p }) { cart { id } } }', {
    id,
    p: { code: 'card', braintree: { payment_method_nonce: nonce.json().nonce, is_active_payment_token_enabler: false } },
  });
  return id;
}

/**
 * Places an order through staff `headers` for member `memberId` (given a fresh phone), at `shop`,
 * paid by card (paid at once) or by WeChat Pay (awaiting its payment); answers its number.
 */
export async function placeStaffOrder(app: TestApp, headers: Record<string, string>, memberId: number, shop = STAFF_SHOP, payment: 'card' | 'wechat_pay' = 'card'): Promise<string> {
  const run = caller(app, headers);
  const id = await staffBagReady(app, headers, shop);
  if (payment === 'wechat_pay') await run('mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "wechat_pay" } }) { cart { id } } }', { id });
  const phone = freshPhone();
  await app.database.db.execute(sql`update customers set mobile = ${`+852${phone}`} where id = ${memberId}`);
  await run(`mutation($phone: String!) { sendCustomerPhoneOtp(phone_area_code: "852", phone: $phone) { expires_in } }`, { phone });
  await run(`mutation($input: SetStaffOrderOnCartInput!) { setStaffOrderOnCart(input: $input) { cart { id } } }`, {
    input: { cart_id: id, store_code: shop, code: codeSentTo(app, `+852${phone}`) },
  });
  const placed = await run<{ placeOrder: { order: { order_number: string } } }>('mutation($id: String!) { placeOrder(input: { cart_id: $id }) { order { order_number } } }', { id });
  return placed.placeOrder.order.order_number;
}
