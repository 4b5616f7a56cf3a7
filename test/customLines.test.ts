/**
 * Made-to-order lines through the whole order (spec 000 §3; issue "Through the whole order"): the
 * order's items show every choice as the cart line did, the wishlist keeps a design with its
 * choices and moves it to the bag whole, and the order confirmation is a real one in the shopper's
 * store-view language (pieces with every option, the address or pickup shop, delivery, payment and
 * the payment summary), as text and HTML.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_ADMIN_TOKEN, type TestApp } from './harness.ts';
import { queryRows } from './kits/catalog.ts';
import { newMember, type Member } from './kits/club.ts';

const ADDRESS = { firstname: 'Mei', lastname: 'Chan', street: ['1 Harbour Road'], city: 'Wan Chai', region_code: 'HK-HKI', country_code: 'HK', telephone: '51182338' };
const APPROVED_CARD = '4111 1111 1111 1111';

const DIAMOND = 'identifier shape shape_label carat color clarity certification certificate_number price { minor_units }';
const PART = `custommate_options { option_label value_label } word_custommate_options { word_content word_type word_type_label } cm_diamon_identifier cm_diamond { ${DIAMOND} } price { minor_units } cm_delivery_days`;
const ORDER_ITEMS = `items { product_sku product_type quantity_ordered selected_options { label value } custom_image cm_delivery_days cm_diamon_identifier
  cm_diamond { ${DIAMOND} } diamond_price { minor_units } custommate_options { option_label value_label } word_custommate_options { word_content word_type_label }
  for_her_option { ${PART} } for_him_option { ${PART} } }`;

interface Step {
  option_id: number;
  code: string;
  part: string;
  values: Array<{ value_id: number; code: string }>;
}

interface Stone {
  identifier: string;
  shape: string;
  carat: number;
  color: string;
  clarity: string;
  certification: string;
  certificate_number: string;
  price: { minor_units: number };
}

let testApp: TestApp;
let ring: Step[];
let pair: Step[];
let stones: Stone[];
let pickupShop: string;
let sized: { parent: string; variant: string };

const run = <T = Record<string, any>>(query: string, variables: Record<string, unknown>, headers: Record<string, string>) => testApp.graphql<T>(query, variables, headers);

const choose = (steps: Step[], picks: Record<string, string>, part = 'piece') =>
  Object.entries(picks).map(([code, value]) => {
    const step = steps.find((candidate) => candidate.code === code && candidate.part === part)!;
    return { option_id: step.option_id, value_id: step.values.find((candidate) => candidate.code === value)!.value_id };
  });

const ringDesign = (stone: Stone, engraving = { word_content: '永恆', word_type: 'regular_script' }) => ({
  options: choose(ring, { material: '18k_white_gold', ring_size: '12', finishing: 'matte' }),
  diamond_identifier: stone.identifier,
  engraving,
});

const pairDesign = (stone: Stone) => ({
  for_her: {
    options: choose(pair, { material: '18k_rose_gold', ring_size: '10', width: '2mm', finishing: 'polished' }, 'for_her'),
    diamond_identifier: stone.identifier,
    engraving: { word_content: 'FOREVER K', word_type: 'script' },
  },
  for_him: {
    options: choose(pair, { material: '18k_rose_gold', ring_size: '20', width: '4mm', finishing: 'brushed' }, 'for_him'),
    engraving: { word_content: '一生一世', word_type: 'regular_script' },
  },
});

async function nonce(): Promise<string> {
  const answer = await testApp.app.inject({
    method: 'POST',
    url: '/payment-sandbox/v1/nonces',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ number: APPROVED_CARD, expiry_month: '12', expiry_year: String(new Date().getFullYear() + 2), cvv: '123', name: 'Mei Chan' }),
  });
  expect(answer.statusCode).toBe(200);
  return answer.json().nonce;
}

/** The member's bag with the pieces, to a home address or a shop, paid by card: the order's number and access key. */
async function orderOf(member: Member, items: unknown[], options: { store: string; address: typeof ADDRESS; pickup?: boolean }) {
  const headers = { ...member.headers, store: options.store };
  const id = (await run<{ customerCart: { id: string } }>('{ customerCart { id } }', {}, headers)).data!.customerCart.id;
  const added = await run('mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { user_errors { message } } }', { id, items }, headers);
  expect(added.data!.addProductsToCart.user_errors).toEqual([]);
  const shipping = options.pickup ? { address: { ...options.address, street: [], city: '' }, pickup_location_code: pickupShop } : { address: options.address };
  const set = await run('mutation($id: String!, $s: ShippingAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [$s] }) { cart { id } } }', { id, s: shipping }, headers);
  expect(set.errors).toBeUndefined();
  const [carrier, method] = options.pickup ? ['instore', 'pickup'] : ['flatrate', 'flatrate'];
  await run(`mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "${carrier}", method_code: "${method}" }] }) { cart { id } } }`, { id }, headers);
  if (options.pickup) await run('mutation($id: String!, $a: CartAddressInput!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { address: $a } }) { cart { id } } }', { id, a: options.address }, headers);
  const paid = await run(
    'mutation($id: String!, $p: PaymentMethodInput!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: $p }) { cart { id } } }',
    { id, p: { code: 'card', braintree: { payment_method_nonce: await nonce(), is_active_payment_token_enabler: false } } },
    headers,
  );
  expect(paid.errors).toBeUndefined();
  const placed = await run('mutation($id: String!) { placeOrder(input: { cart_id: $id }) { order { order_number access_key } } }', { id }, headers);
  expect(placed.errors).toBeUndefined();
  return { number: placed.data!.placeOrder.order.order_number as string, accessKey: placed.data!.placeOrder.order.access_key as string, headers };
}

async function confirmation(number: string) {
  const [mail] = await queryRows<{ locale: string; subject: string; body: string; html: string | null }>(
    testApp,
    sql`select m.locale, m.subject, m.body, m.html from outbox m join orders o on o.id = m.order_id where o.number = ${number} and m.kind = 'order_confirmation'`,
  );
  return mail;
}

beforeAll(async () => {
  testApp = await startTestApp();
  const en = { store: 'tsl_en' };
  const steps = async (sku: string) => (await run('query($sku: String!) { customizerDesign(sku: $sku) { steps { option_id code part values { value_id code } } } }', { sku }, en)).data!.customizerDesign.steps;
  ring = await steps('CM1001');
  pair = await steps('CMB1001');
  const found = await run(`{ diamonds(sort: { price: ASC }, pageSize: 6) { items { identifier shape carat color clarity certification certificate_number price { minor_units } } } }`, {}, en);
  stones = found.data!.diamonds.items;
  [{ code: pickupShop }] = await queryRows<{ code: string }>(
    testApp,
    sql`select l.code from store_locations l join websites w on w.id = l.website_id where w.code = 'base' and 'pickup' = any(l.services) and l.is_active order by l.sort_order, l.id limit 1`,
  );
  [sized] = await queryRows<{ parent: string; variant: string }>(
    testApp,
    sql`select parent.sku as parent, child.sku as variant from product_links l
        join products parent on parent.id = l.parent_id join products child on child.id = l.child_id
        join variant_attribute_values v on v.product_id = child.id and v.attribute_code = 'ring_size'
        join product_stock s on s.product_id = child.id and s.website_id = (select id from websites where code = 'base')
        where parent.type_id = 'configurable' and parent.visible_in_catalog and s.is_in_stock and s.quantity >= 5
        order by parent.sku, child.sku limit 1`,
  );
});

afterAll(async () => {
  await testApp?.close();
});

describe('made-to-order lines on the order', () => {
  it('keeps every choice on the order items, for the buyer\'s order pages and the placed order\'s check, and mails them in English', async () => {
    const member = await newMember(testApp);
    const [stone, herStone] = stones;
    const { number, accessKey, headers } = await orderOf(
      member,
      [
        { sku: 'CM1001', quantity: 1, custom_made_options: ringDesign(stone) },
        { sku: 'CMB1001', quantity: 1, custom_made_options: pairDesign(herStone) },
        { sku: sized.variant, parent_sku: sized.parent, quantity: 1 },
      ],
      { store: 'tsl_en', address: ADDRESS },
    );

    const orders = await run(`query($n: String!) { customer { orders(filter: { number: { eq: $n } }) { items { ${ORDER_ITEMS} } } } }`, { n: number }, headers);
    expect(orders.errors).toBeUndefined();
    const items = orders.data!.customer.orders.items[0].items;
    const single = items.find((item: { product_sku: string }) => item.product_sku === 'CM1001');
    expect(single).toMatchObject({
      product_type: 'custom_made_simple',
      custom_image: expect.stringMatching(/^\/media\/custom-made\/.+\.svg$/),
      cm_diamon_identifier: stone.identifier,
      cm_diamond: {
        identifier: stone.identifier,
        shape: stone.shape,
        carat: stone.carat,
        color: stone.color,
        clarity: stone.clarity,
        certification: stone.certification,
        certificate_number: stone.certificate_number,
        price: { minor_units: stone.price.minor_units },
      },
      diamond_price: { minor_units: stone.price.minor_units },
      word_custommate_options: [{ word_content: '永恆', word_type_label: 'Regular Script (Chinese)' }],
      for_her_option: null,
      for_him_option: null,
    });
    expect(single.cm_delivery_days).toBeGreaterThan(0);
    expect(single.custommate_options.map((option: { option_label: string; value_label: string }) => `${option.option_label}: ${option.value_label}`)).toEqual([
      'Material: 18K White Gold',
      'Ring Size: Size 12',
      'Finishing: Matte',
    ]);
    // Magento's selected options say the same for a client that reads only them.
    expect(single.selected_options).toEqual(expect.arrayContaining([{ label: 'Ring Size', value: 'Size 12' }]));

    const bundle = items.find((item: { product_sku: string }) => item.product_sku === 'CMB1001');
    expect(bundle.for_her_option).toMatchObject({
      cm_diamon_identifier: herStone.identifier,
      cm_diamond: { identifier: herStone.identifier, certificate_number: herStone.certificate_number },
      word_custommate_options: [{ word_content: 'FOREVER K', word_type: 'script' }],
    });
    expect(bundle.for_her_option.custommate_options.map((option: { value_label: string }) => option.value_label)).toContain('Size 10');
    expect(bundle.for_him_option).toMatchObject({ cm_diamond: null, word_custommate_options: [{ word_content: '一生一世', word_type: 'regular_script' }] });
    expect(bundle.for_him_option.custommate_options.map((option: { value_label: string }) => option.value_label)).toContain('Size 20');
    expect(bundle.selected_options).toEqual(expect.arrayContaining([{ label: 'Ring Size (For Her)', value: 'Size 10' }, { label: 'Ring Size (For Him)', value: 'Size 20' }]));
    const configured = items.find((item: { product_sku: string }) => item.product_sku === sized.variant);
    expect(configured.selected_options.map((option: { label: string }) => option.label)).toContain('Ring Size');
    expect(configured).toMatchObject({ custom_image: null, cm_diamond: null, custommate_options: [], for_her_option: null });

    // The placed order's check, with its access key, shows the same pieces (the success page reads them so).
    const checked = await run(`query($n: String!, $k: String!) { checkOrder(order_number: $n, access_key: $k) { order { ${ORDER_ITEMS} } } }`, { n: number, k: accessKey }, { store: 'tsl_en' });
    expect(checked.data!.checkOrder.order.items).toEqual(items);

    const mail = await confirmation(number);
    expect(mail).toMatchObject({ locale: 'en', subject: `Your order ${number} is confirmed` });
    const ringSize = configured.selected_options.find((option: { label: string }) => option.label === 'Ring Size').value;
    for (const text of [
      'Dear Mei Chan,',
      'Material: 18K White Gold',
      'Ring Size: Size 12',
      `Ring Size: ${ringSize}`,
      `Certificate: ${stone.certification} ${stone.certificate_number}`,
      'Engraving: “永恆” (Regular Script (Chinese))',
      'For Her',
      'For Him',
      'Engraving: “FOREVER K” (Script)',
      'Made to order: ready in',
      '== Delivery address ==',
      '1 Harbour Road',
      'Wan Chai, Hong Kong Island',
      'Delivery method: Home delivery',
      'Payment method: Credit or debit card · Visa ending 1111',
      '== Payment summary ==',
      'Subtotal: HK$',
      'Total: HK$',
    ]) {
      expect(mail.body).toContain(text);
    }
    expect(mail.html).toContain('<html lang="en-HK">');
    expect(mail.html).toContain('Ring Size</td><td style="padding:1px 0">Size 12');
    expect(mail.html).toContain('“永恆” (Regular Script (Chinese))');
    expect(mail.html).toContain('Visa ending 1111');
  });

  it('says a paid made-to-order order is being made, with the day it is expected ready, where another awaits shipment', async () => {
    const member = await newMember(testApp);
    // A band without a diamond, so that no stone the other tests choose is sold here.
    const band: Step[] = (await run('{ customizerDesign(sku: "CM1004") { steps { option_id code part values { value_id code } } } }', {}, { store: 'tsl_en' })).data!.customizerDesign.steps;
    const bandDesign = { options: choose(band, { material: '18k_rose_gold', ring_size: '12', width: '2mm' }) };
    const made = await orderOf(member, [{ sku: 'CM1004', quantity: 1, custom_made_options: bandDesign }, { sku: sized.variant, parent_sku: sized.parent, quantity: 1 }], { store: 'tsl_tc', address: ADDRESS });
    const shelf = await orderOf(member, [{ sku: sized.variant, parent_sku: sized.parent, quantity: 1 }], { store: 'tsl_tc', address: ADDRESS });
    const ORDER = 'order_date status status_code cm_ready_date comments { message } items { product_sku status cm_delivery_days }';
    const read = async (number: string, store: string) =>
      (await run(`query($n: String!) { customer { orders(filter: { number: { eq: $n } }) { items { ${ORDER} } } } }`, { n: number }, { ...member.headers, store })).data!.customer.orders.items[0];

    const order = await read(made.number, 'tsl_tc');
    expect(order).toMatchObject({ status_code: 'processing', status: '製作中' });
    expect(order.comments.map((comment: { message: string }) => comment.message)).toContain('製作中');
    const days = Math.max(...order.items.map((item: { cm_delivery_days: number | null }) => item.cm_delivery_days ?? 0));
    expect(days).toBeGreaterThan(20);
    const placed = Date.parse(`${order.order_date.replace(' ', 'T')}Z`);
    expect(Date.parse(`${order.cm_ready_date.replace(' ', 'T')}Z`) - placed).toBe(days * 24 * 60 * 60 * 1000);
    // The made piece's line is being made; the shelf piece beside it waits to be sent with it.
    expect((await read(made.number, 'tsl_en')).status).toBe('Being Made');

    const other = await read(shelf.number, 'tsl_en');
    expect(other).toMatchObject({ status_code: 'processing', status: 'Awaiting Shipment', cm_ready_date: null });

    // Sent, it is no longer being made and promises no day.
    const shipped = await run('mutation($n: String!) { shipOrder(order_number: $n, tracking_number: "SF1234567890", carrier: "sf_express") { status } }', { n: made.number }, { store: 'tsl_en', authorization: `Bearer ${TEST_ADMIN_TOKEN}` });
    expect(shipped.errors).toBeUndefined();
    expect(await read(made.number, 'tsl_en')).toMatchObject({ status_code: 'complete_shipped', status: 'Shipped', cm_ready_date: null });
  });

  it('writes the confirmation of a pickup order in Traditional Chinese, names as the store view writes them, with the shop\'s details', async () => {
    const member = await newMember(testApp, { firstname: '美玲', lastname: '陳' });
    const address = { ...ADDRESS, firstname: '美玲', lastname: '陳' };
    const { number } = await orderOf(member, [{ sku: 'CM1001', quantity: 1, custom_made_options: ringDesign(stones[2]) }, { sku: sized.variant, parent_sku: sized.parent, quantity: 1 }], {
      store: 'tsl_tc',
      address,
      pickup: true,
    });
    const mail = await confirmation(number);
    expect(mail).toMatchObject({ locale: 'zh-Hant', subject: `您的訂單 ${number} 已確認` });
    const [shop] = await queryRows<{ name: string; phone: string }>(testApp, sql`select name->>'zh-Hant' as name, phone from store_locations where code = ${pickupShop}`);
    for (const text of ['陳美玲 您好：', '戒指尺寸：12號', `${stones[2].carat.toFixed(2)} 卡`, '刻字：“永恆”', '== 取貨分店 ==', shop.name, shop.phone, '營業時間：', '送貨方式：門市自取', '付款方式：信用卡或扣賬卡 · Visa（尾號 1111）', '== 付款摘要 ==', '小計：HK$', '總計：HK$']) {
      expect(mail.body).toContain(text);
    }
    expect(mail.body).not.toContain('Ring Size');
    // Chinese text takes full-width brackets and colons, the engraving font's name too.
    expect(mail.body).toContain('（楷書（中文））');
    expect(mail.body).not.toMatch(/\p{Script=Han}[(:]|[(:]\p{Script=Han}|\p{Script=Han}\)/u);
    expect(mail.html).toContain('<html lang="zh-Hant-HK">');
    expect(mail.html).toContain(shop.name);
  });
});

describe('made-to-order designs in the wishlist', () => {
  const WISHLIST = `{ customer { wishlists { id items_count items_v2 { items { id quantity product_sku
    ... on CustomMadeSimpleWishlistItem { custom_image cm_delivery_days price { minor_units } cm_diamon_identifier cm_diamond { identifier certificate_number }
      custommate_options { option_label value_label } word_custommate_options { word_content word_type } customizable_options { label } }
    ... on CustomMadeBundleWishlistItem { for_her_option { ${PART} } for_him_option { ${PART} } }
  } } } } }`;
  const ADD = 'mutation($id: ID!, $items: [WishlistItemInput!]!) { addProductsToWishlist(wishlistId: $id, wishlistItems: $items) { wishlist { items_count } user_errors { code message } } }';

  it('keeps a design with every choice, refuses a design it cannot make, and moves it to the bag as chosen', async () => {
    const member = await newMember(testApp);
    const tc = { ...member.headers, store: 'tsl_tc' };
    const stone = stones[3];
    const list = (await run(WISHLIST, {}, member.headers)).data!.customer.wishlists[0];
    const added = await run(ADD, { id: list.id, items: [{ sku: 'CM1001', quantity: 1, custom_made_options: ringDesign(stone) }] }, member.headers);
    expect(added.data!.addProductsToWishlist.user_errors).toEqual([]);
    // The same design again adds to its quantity; another engraving is another item.
    await run(ADD, { id: list.id, items: [{ sku: 'CM1001', quantity: 1, custom_made_options: ringDesign(stone) }] }, member.headers);
    await run(ADD, { id: list.id, items: [{ sku: 'CMB1001', quantity: 1, custom_made_options: pairDesign(stones[4]) }] }, member.headers);

    const refused = await run(ADD, { id: list.id, items: [{ sku: 'CM1001', quantity: 1, custom_made_options: ringDesign(stone, { word_content: '永恆', word_type: 'classic' }) }] }, tc);
    expect(refused.data!.addProductsToWishlist.user_errors).toEqual([{ code: 'UNDEFINED', message: expect.stringMatching(/[\u4e00-\u9fff]/) }]);

    const kept = (await run(WISHLIST, {}, tc)).data!.customer.wishlists[0];
    expect(kept.items_count).toBe(2);
    const design = kept.items_v2.items.find((item: { product_sku: string }) => item.product_sku === 'CM1001');
    expect(design).toMatchObject({
      quantity: 2,
      custom_image: expect.stringMatching(/^\/media\/custom-made\//),
      cm_diamon_identifier: stone.identifier,
      cm_diamond: { identifier: stone.identifier, certificate_number: stone.certificate_number },
      word_custommate_options: [{ word_content: '永恆', word_type: 'regular_script' }],
    });
    expect(design.custommate_options.map((option: { option_label: string }) => option.option_label)).toEqual(['材質', '戒指尺寸', '表面效果']);
    const pairItem = kept.items_v2.items.find((item: { product_sku: string }) => item.product_sku === 'CMB1001');
    expect(pairItem.for_her_option.word_custommate_options).toEqual([{ word_content: 'FOREVER K', word_type: 'script', word_type_label: expect.any(String) }]);
    expect(pairItem.for_him_option.word_custommate_options[0].word_content).toBe('一生一世');

    // A stone is one stone: one ring of it goes to the bag.
    await run('mutation($id: ID!, $items: [WishlistItemUpdateInput!]!) { updateProductsInWishlist(wishlistId: $id, wishlistItems: $items) { user_errors { message } } }', {
      id: list.id,
      items: [{ wishlist_item_id: design.id, quantity: 1 }],
    }, member.headers);
    const moved = await run(
      'mutation($id: ID!, $items: [ID!]) { addWishlistItemsToCart(wishlistId: $id, wishlistItemIds: $items) { status add_wishlist_items_to_cart_user_errors { message } wishlist { items_count } } }',
      { id: list.id, items: [design.id, pairItem.id] },
      member.headers,
    );
    expect(moved.data!.addWishlistItemsToCart).toEqual({ status: true, add_wishlist_items_to_cart_user_errors: [], wishlist: { items_count: 0 } });
    const cart = await run(
      `{ customerCart { items { quantity product { sku }
        ... on CustomMadeSimpleCartItem { cm_diamon_identifier custommate_options { value_label } word_custommate_options { word_content word_type } }
        ... on CustomMadeBundleCartItem { for_her_option { cm_diamon_identifier word_custommate_options { word_content } } for_him_option { custommate_options { value_label } } } } } }`,
      {},
      member.headers,
    );
    const lines = cart.data!.customerCart.items;
    expect(lines.find((line: { product: { sku: string } }) => line.product.sku === 'CM1001')).toEqual({
      quantity: 1,
      product: { sku: 'CM1001' },
      cm_diamon_identifier: stone.identifier,
      custommate_options: [{ value_label: '18K White Gold' }, { value_label: 'Size 12' }, { value_label: 'Matte' }],
      word_custommate_options: [{ word_content: '永恆', word_type: 'regular_script' }],
    });
    expect(lines.find((line: { product: { sku: string } }) => line.product.sku === 'CMB1001')).toMatchObject({
      for_her_option: { cm_diamon_identifier: stones[4].identifier, word_custommate_options: [{ word_content: 'FOREVER K' }] },
    });
  });
});
