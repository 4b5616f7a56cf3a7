/**
 * The customizer with the store's own diamond inventory (modules/diamonds, as composed in
 * services.ts): a seeded stone priced into the ring, held for one bag, and sold to one order only
 * when two shoppers place theirs at the same moment.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { newMember, type Member } from '../../../../test/kits/club.ts';

const ADDRESS = { firstname: 'Mei', lastname: 'Chan', street: ['1 Harbour Road'], city: 'Wan Chai', region_code: 'HK-HKI', country_code: 'HK', telephone: '51182338' };

let testApp: TestApp;
const run = <T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = { store: 'tsl_en' }) =>
  testApp.graphql<T>(query, variables, headers);

interface Step {
  option_id: number;
  code: string;
  values: Array<{ value_id: number; code: string }>;
}

let steps: Step[];
let stone: { identifier: string; price: { minor_units: number } };

/** CM1001 in 18K white gold, size 12, with the stone and two characters engraved. */
const selection = () => {
  const pick = (code: string, value: string) => {
    const step = steps.find((candidate) => candidate.code === code)!;
    return { option_id: step.option_id, value_id: step.values.find((candidate) => candidate.code === value)!.value_id };
  };
  return {
    options: [pick('material', '18k_white_gold'), pick('ring_size', '12'), pick('finishing', 'polished')],
    diamond_identifier: stone.identifier,
    engraving: { word_content: '永恆', word_type: 'regular_script' },
  };
};

async function bagWithTheRing(member: Member): Promise<string> {
  const id = (await run<{ customerCart: { id: string } }>('{ customerCart { id } }', {}, member.headers)).data!.customerCart.id;
  const added = await run(
    'mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { cart { items { ... on CustomMadeSimpleCartItem { cm_diamon_identifier diamond_price { minor_units } } } } user_errors { message } } }',
    { id, items: [{ sku: 'CM1001', quantity: 1, custom_made_options: selection() }] },
    member.headers,
  );
  expect(added.data!.addProductsToCart.user_errors).toEqual([]);
  expect(added.data!.addProductsToCart.cart.items).toEqual([{ cm_diamon_identifier: stone.identifier, diamond_price: { minor_units: stone.price.minor_units } }]);
  await run('mutation($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) { cart { id } } }', { id, a: ADDRESS }, member.headers);
  await run('mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }', { id }, member.headers);
  await run('mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "wechat_pay" } }) { cart { id } } }', { id }, member.headers);
  return id;
}

beforeAll(async () => {
  testApp = await startTestApp();
  steps = (await run('{ customizerDesign(sku: "CM1001") { steps { option_id code values { value_id code } } } }')).data!.customizerDesign.steps;
  const found = await run('{ diamonds(sort: { price: ASC }, pageSize: 1) { total_count items { identifier price { minor_units } } } }');
  expect(found.data!.diamonds.total_count).toBeGreaterThan(1000);
  stone = found.data!.diamonds.items[0];
});

afterAll(async () => {
  await testApp?.close();
});

describe('the customizer with the store inventory', () => {
  it('prices the seeded stone into the ring, and of two shoppers placing orders at once sells it to one', async () => {
    const [first, second] = [await newMember(testApp), await newMember(testApp)];
    const quote = await run('query($s: CustomMadeSelectionInput!) { customMadeQuote(selection: $s) { diamond_price { minor_units } cm_diamon_identifier } }', { s: { sku: 'CM1001', ...selection() } });
    expect(quote.data?.customMadeQuote ?? quote.errors).toEqual({ diamond_price: { minor_units: stone.price.minor_units }, cm_diamon_identifier: stone.identifier });

    const carts = [await bagWithTheRing(first), await bagWithTheRing(second)];
    const place = (id: string, member: Member) => run('mutation($id: String!) { placeOrder(input: { cart_id: $id }) { order { order_number } } }', { id }, member.headers);
    const answers = await Promise.all([place(carts[0], first), place(carts[1], second)]);

    const placed = answers.filter((answer) => !answer.errors);
    const refused = answers.filter((answer) => answer.errors);
    expect(placed).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0].errors![0].extensions?.category).toBe('graphql-input');
    const after = await run('query($id: String!) { diamond(identifier: $id) { available } }', { id: stone.identifier });
    expect(after.data!.diamond.available).toBe(false);
    const cheapest = await run('{ diamonds(sort: { price: ASC }, pageSize: 1) { items { identifier } } }');
    expect(cheapest.data!.diamonds.items[0].identifier).not.toBe(stone.identifier);
  });

  it('puts the stone of an order cancelled unpaid back on offer, for the next shopper to buy', async () => {
    const found = await run('{ diamonds(sort: { price: ASC }, pageSize: 1) { items { identifier price { minor_units } } } }');
    stone = found.data!.diamonds.items[0];
    const [first, second] = [await newMember(testApp), await newMember(testApp)];
    const place = async (member: Member) => run('mutation($id: String!) { placeOrder(input: { cart_id: $id }) { order { order_number } } }', { id: await bagWithTheRing(member) }, member.headers);
    const unpaid = (await place(first)).data!.placeOrder.order.order_number;
    const state = async () => (await run('query($id: String!) { diamond(identifier: $id) { state } }', { id: stone.identifier })).data!.diamond.state;
    expect(await state()).toBe('SOLD');

    // The wallet payment never comes: the job cancels the order, and the stone goes with its stock.
    expect(await testApp.app.commerce.payments.cancelUnpaid(new Date(Date.now() + 31 * 60_000))).toContain(unpaid);
    expect(await state()).toBe('AVAILABLE');
    const again = await place(second);
    expect(again.errors).toBeUndefined();
    expect(await state()).toBe('SOLD');
  });
});
