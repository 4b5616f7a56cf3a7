/**
 * The staff bag through the real server (spec 000 §4 "Staff cannot add non-custom products to the
 * cart; those need a QR code"; §6 staff "add only made-to-order products to the cart; enter coupon
 * codes only"): a staff token's own bag (customerCart), made-to-order designs added as shoppers add
 * them, any other piece refused in the three languages unless its shelf tag's code is scanned, the
 * tags and their codes, the refusals of a wrong code and of another website's, and every other
 * role's token refused each staff operation.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_ADMIN_TOKEN, type TestApp } from '../../../../test/harness.ts';
import { queryRows } from '../../../../test/kits/catalog.ts';
import { newMember, type Member } from '../../../../test/kits/club.ts';
import { newStaff, staffHeaders } from '../../../../test/kits/staff.ts';
import { DEMO_COUPONS } from '../../seed/cartRules.ts';

const ITEMS = `id total_quantity applied_coupons { code } items { __typename quantity product { sku } ... on ConfigurableCartItem { configured_variant { sku } } }`;
const BAG = `{ customerCart { ${ITEMS} } }`;
const ADD = `mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { cart { ${ITEMS} } user_errors { code message } } }`;
const SCAN = `mutation($id: String!, $code: String!, $quantity: Float) { addScannedProductToCart(cart_id: $id, code: $code, quantity: $quantity) { cart { ${ITEMS} } user_errors { code message } } }`;
const TAGS = `query($sku: String!) { staffProductTags(sku: $sku) { sku name options price { value currency minor_units } code } }`;
const CHANGE_SIZE = `mutation($id: String!, $uid: ID!, $sku: String!) { changeConfigurableCartItem(input: { cart_id: $id, cart_item_uid: $uid, variant_sku: $sku }) { cart { id } } }`;
const APPLY = `mutation($id: String!, $code: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: $code }) { cart { applied_coupons { code } } } }`;

interface Bag {
  id: string;
  total_quantity: number;
  applied_coupons: Array<{ code: string }>;
  items: Array<{ __typename: string; quantity: number; product: { sku: string }; configured_variant?: { sku: string } }>;
}
interface Tag {
  sku: string;
  name: string;
  options: string[];
  price: { value: number; currency: string; minor_units: number };
  code: string;
}

let app: TestApp;
let hongKong: Record<string, string>;
let macau: Record<string, string>;
let member: Member;
/** A piece on its own of HK$3,000 or more, in stock in every website; a ring with sizes, whose sizes are in stock. */
let piece: string;
let ring: { sku: string; sizes: string[] };
/** The men's band of the customizer (material, size, width, finishing; no stone), as its page adds it. */
let band: { sku: string; custom_made_options: { options: Array<{ option_id: number; value_id: number }> } };

beforeAll(async () => {
  app = await startTestApp({ env: { RESPONSE_CACHE: 'false' } });
  [hongKong, macau, member] = await Promise.all([staffHeaders(app, 'S1001'), staffHeaders(app, 'S2001', 'tsl_mo_en'), newMember(app)]);
  [{ sku: piece }] = await queryRows<{ sku: string }>(
    app,
    sql`select p.sku from products p where p.type_id = 'simple' and p.visible_in_catalog and p.is_active
      and (select count(*) from product_stock s where s.product_id = p.id and s.is_in_stock and s.quantity >= 5) = 3
      and (select count(*) from product_prices r where r.product_id = p.id and r.price >= 300000 and r.special_price is null) = 3 order by p.id limit 1`,
  );
  const sized = await queryRows<{ parent: string; child: string }>(
    app,
    sql`select parent.sku as parent, child.sku as child from product_links l join products parent on parent.id = l.parent_id join products child on child.id = l.child_id
      join product_stock s on s.product_id = child.id and s.website_id = 1
      where l.kind = 'configurable' and s.is_in_stock and s.quantity >= 5
        and parent.id = (select l2.parent_id from product_links l2 join product_stock s2 on s2.product_id = l2.child_id and s2.website_id = 1
          where l2.kind = 'configurable' and s2.is_in_stock and s2.quantity >= 5 group by l2.parent_id having count(*) >= 2 order by l2.parent_id limit 1)
      order by child.id`,
  );
  ring = { sku: sized[0].parent, sizes: sized.map((row) => row.child) };
  const design = await app.graphql(`{ customizerDesign(sku: "CM1006") { steps { option_id required values { value_id } } } }`, {}, { store: 'tsl_tc' });
  const steps = design.data!.customizerDesign.steps as Array<{ option_id: number; required: boolean; values: Array<{ value_id: number }> }>;
  band = { sku: 'CM1006', custom_made_options: { options: steps.filter((step) => step.required).map((step) => ({ option_id: step.option_id, value_id: step.values[0].value_id })) } };
});

afterAll(async () => {
  await app?.close();
});

async function bagOf(headers: Record<string, string>): Promise<Bag> {
  const answer = await app.graphql(BAG, {}, headers);
  expect(answer.errors).toBeUndefined();
  return answer.data!.customerCart;
}

async function tagsOf(sku: string, headers: Record<string, string>): Promise<Tag[]> {
  const answer = await app.graphql(TAGS, { sku }, headers);
  expect(answer.errors).toBeUndefined();
  return answer.data!.staffProductTags;
}

/** An empty bag of a new Hong Kong staff member, with their headers. */
async function emptyStaffBag(): Promise<{ headers: Record<string, string>; bag: Bag }> {
  const { headers } = await newStaff(app);
  return { headers, bag: await bagOf(headers) };
}

describe("a staff member's own bag", () => {
  it("is the staff token's customerCart: the same on every call, one per staff member and website, nobody else's to use", async () => {
    const first = await bagOf(hongKong);
    expect(first.items).toEqual([]);
    expect((await bagOf(hongKong)).id).toBe(first.id);
    const other = await emptyStaffBag();
    expect(other.bag.id).not.toBe(first.id);
    expect((await bagOf(macau)).id).not.toBe(first.id);
    // Another staff member, a member and a guest are refused it, as a member's cart refuses them.
    for (const headers of [other.headers, member.headers, { store: 'tsl_tc' }]) {
      const read = await app.graphql(`query($id: String!) { cart(cart_id: $id) { id } }`, { id: first.id }, headers);
      expect(read.errors?.[0].extensions?.category).toBe('graphql-authorization');
    }
  });

  it('takes a made-to-order design as the customizer adds it', async () => {
    const { headers, bag } = await emptyStaffBag();
    const added = await app.graphql(ADD, { id: bag.id, items: [{ ...band, quantity: 1 }] }, headers);
    expect(added.errors).toBeUndefined();
    expect(added.data!.addProductsToCart.user_errors).toEqual([]);
    expect(added.data!.addProductsToCart.cart.items).toEqual([expect.objectContaining({ __typename: 'CustomMadeSimpleCartItem', quantity: 1, product: { sku: 'CM1006' } })]);
  });

  it("refuses any other piece added by SKU, saying in the store view's language to scan its QR code", async () => {
    const { headers, bag } = await emptyStaffBag();
    const messages: Record<string, string> = {
      tsl_tc: `請掃描產品的 QR 碼，將 ${piece} 加入購物袋。`,
      tsl_sc: `请扫描产品的二维码，将 ${piece} 加入购物袋。`,
      tsl_en: `Scan the product's QR code to add ${piece} to your bag.`,
    };
    for (const [store, message] of Object.entries(messages)) {
      const refused = await app.graphql(ADD, { id: bag.id, items: [{ sku: piece, quantity: 1 }, { ...band, quantity: 1 }] }, { ...headers, store });
      expect(refused.errors).toBeUndefined();
      expect(refused.data!.addProductsToCart.user_errors).toEqual([{ code: 'PERMISSION_DENIED', message }]);
    }
    // The design of the same request went in each time; the piece never did.
    const items = (await bagOf(headers)).items;
    expect(items.map((item) => item.product.sku)).toEqual(['CM1006', 'CM1006', 'CM1006']);
    const sized = await app.graphql(ADD, { id: bag.id, items: [{ sku: ring.sizes[0], parent_sku: ring.sku, quantity: 1 }] }, headers);
    expect(sized.data!.addProductsToCart.user_errors[0].code).toBe('PERMISSION_DENIED');
  });

  it('applies a coupon code the staff member types: the website’s, not a member’s own', async () => {
    const { headers, bag } = await emptyStaffBag();
    // The welcome coupon asks for HK$2,000 in the bag: the piece costs more.
    await app.graphql(SCAN, { id: bag.id, code: (await tagsOf(piece, headers))[0].code }, headers);
    const [memberCoupon] = await queryRows<{ code: string }>(app, sql`select code from member_coupons where code is not null order by id limit 1`);
    expect((await app.graphql(APPLY, { id: bag.id, code: memberCoupon.code }, headers)).errors?.[0].extensions?.category).toBe('graphql-input');
    const applied = await app.graphql(APPLY, { id: bag.id, code: DEMO_COUPONS.welcome }, headers);
    expect(applied.errors).toBeUndefined();
    expect(applied.data!.applyCouponToCart.cart.applied_coupons).toEqual([{ code: DEMO_COUPONS.welcome }]);
  });
});

describe('shelf tags and their codes', () => {
  it('gives a piece one tag (its name, SKU, price in the shop’s currency and code), a ring one per size, a made-to-order design none', async () => {
    const [tag] = await tagsOf(piece, hongKong);
    expect(tag).toMatchObject({ sku: piece, options: [], price: { currency: 'HKD' } });
    expect(tag.name.length).toBeGreaterThan(0);
    expect(tag.price.minor_units).toBeGreaterThan(0);
    expect(tag.code).toMatch(new RegExp(`^${piece}\\.[0-9A-HJKMNP-TV-Z]{10}$`));
    // The code names the website: Macau's shops tag the same piece with another, priced in patacas.
    const [macauTag] = await tagsOf(piece, { ...macau, 'content-currency': 'HKD' });
    expect(macauTag.price.currency).toBe('MOP');
    expect(macauTag.code).not.toBe(tag.code);

    const sizes = await tagsOf(ring.sku, hongKong);
    expect(sizes.map((size) => size.sku)).toEqual(expect.arrayContaining(ring.sizes));
    expect(sizes.every((size) => size.options.length > 0)).toBe(true);
    expect(await tagsOf('CM1006', hongKong)).toEqual([]);
    const unknown = await app.graphql(TAGS, { sku: 'NO-SUCH-PIECE' }, hongKong);
    expect(unknown.errors?.[0].extensions?.category).toBe('graphql-no-such-entity');
  });

  it('adds the scanned piece, a size with its ring, and a code typed in small letters, at the quantity asked', async () => {
    const { headers, bag } = await emptyStaffBag();
    const [tag] = await tagsOf(piece, headers);
    const scanned = await app.graphql(SCAN, { id: bag.id, code: tag.code }, headers);
    expect(scanned.errors).toBeUndefined();
    expect(scanned.data!.addScannedProductToCart).toMatchObject({ user_errors: [], cart: { total_quantity: 1 } });
    await app.graphql(SCAN, { id: bag.id, code: ` ${tag.code.toLowerCase()} `, quantity: 2 }, headers);
    const size = (await tagsOf(ring.sku, headers)).find((candidate) => candidate.sku === ring.sizes[0])!;
    const withSize = await app.graphql(SCAN, { id: bag.id, code: size.code }, headers);
    expect(withSize.data!.addScannedProductToCart.user_errors).toEqual([]);
    const items = (await bagOf(headers)).items;
    expect(items.find((item) => item.product.sku === piece)?.quantity).toBe(3);
    const ringLine = items.find((item) => item.__typename === 'ConfigurableCartItem')!;
    expect(ringLine).toMatchObject({ product: { sku: ring.sku }, configured_variant: { sku: ring.sizes[0] } });
    // Another size is another piece on the shelf: it comes in by its own tag, not by changing the line.
    const lineUid = (await app.graphql(`query($id: String!) { cart(cart_id: $id) { items { uid product { sku } } } }`, { id: bag.id }, headers)).data!.cart.items.find(
      (item: { product: { sku: string } }) => item.product.sku === ring.sku,
    ).uid;
    const changed = await app.graphql(CHANGE_SIZE, { id: bag.id, uid: lineUid, sku: ring.sizes[1] }, headers);
    expect(changed.errors?.[0].message).toBe(`請掃描產品的 QR 碼，將 ${ring.sizes[1]} 加入購物袋。`);
  });

  it('refuses a code the store never made, and a tag of another website’s shops, each with its reason', async () => {
    const { headers, bag } = await emptyStaffBag();
    const [tag] = await tagsOf(piece, headers);
    const forged = `${tag.code.slice(0, -1)}${tag.code.endsWith('0') ? '1' : '0'}`;
    for (const code of [forged, `${piece}.`, 'hello', `OTHER-${tag.code}`, 'x'.repeat(200)]) {
      const refused = await app.graphql(SCAN, { id: bag.id, code }, headers);
      expect(refused.errors?.[0], code).toMatchObject({ message: '這不是本店的產品編碼。請重新掃描標籤，或核對輸入的編碼。', extensions: { category: 'graphql-input' } });
    }
    const macauBag = await bagOf(macau);
    const elsewhere = await app.graphql(SCAN, { id: macauBag.id, code: tag.code }, macau);
    expect(elsewhere.errors?.[0].message).toBe("This code is for a piece of another region's shops. Scan a tag of this shop.");
    expect((await bagOf(headers)).items).toEqual([]);
    expect((await bagOf(macau)).items).toEqual([]);
  });

  it('refuses out of stock and wrong quantities as user errors, as addProductsToCart does', async () => {
    const { headers, bag } = await emptyStaffBag();
    const [tag] = await tagsOf(piece, headers);
    const tooMany = await app.graphql(SCAN, { id: bag.id, code: tag.code, quantity: 0 }, headers);
    expect(tooMany.data!.addScannedProductToCart.user_errors[0].code).toBe('INVALID_PARAMETER_VALUE');
    expect(tooMany.data!.addScannedProductToCart.cart.items).toEqual([]);
  });
});

describe('who may use the staff operations', () => {
  it('refuses a guest, a member, the admin token and a staff member of another website, each operation', async () => {
    const bag = await bagOf(hongKong);
    const [tag] = await tagsOf(piece, hongKong);
    // A Macau staff token is no token on a Hong Kong view.
    const macauOnHongKong = { ...macau, store: 'tsl_tc' };
    const others = { guest: { store: 'tsl_tc' }, member: { ...member.headers, store: 'tsl_tc' }, admin: { store: 'tsl_tc', authorization: `Bearer ${TEST_ADMIN_TOKEN}` }, macauStaff: macauOnHongKong };
    for (const [who, headers] of Object.entries(others)) {
      const tags = await app.graphql(TAGS, { sku: piece }, headers);
      expect(tags.errors?.[0], `${who}: tags`).toMatchObject({ message: '請以員工編號登入後再試。', extensions: { category: 'graphql-authorization' } });
      const scan = await app.graphql(SCAN, { id: bag.id, code: tag.code }, headers);
      expect(scan.errors?.[0], `${who}: scan`).toMatchObject({ message: '請以員工編號登入後再試。', extensions: { category: 'graphql-authorization' } });
    }
    // A member's own cart takes no scanned code either.
    const memberBag = (await app.graphql(`{ customerCart { id } }`, {}, member.headers)).data!.customerCart.id;
    expect((await app.graphql(SCAN, { id: memberBag, code: tag.code }, member.headers)).errors?.[0].extensions?.category).toBe('graphql-authorization');
    // Another staff member of the same website cannot scan into this bag.
    const other = await newStaff(app);
    expect((await app.graphql(SCAN, { id: bag.id, code: tag.code }, other.headers)).errors?.[0].extensions?.category).toBe('graphql-authorization');
    expect((await bagOf(hongKong)).items).toEqual([]);
  });
});
