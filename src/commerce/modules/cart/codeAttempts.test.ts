/**
 * Codes are not for guessing (docs/design.md, Security): ten coupon or gift card codes refused on a
 * bag within fifteen minutes stop further codes on it, a working one included, with the wait said
 * in the shopper's language; another bag goes on; the refusals age out of the window.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_FAILURES_PER_CART } from '../../../rules/limits.ts';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { queryRows } from '../../../../test/kits/catalog.ts';
import { newMember, productInStock, readyCustomerCart, signIn, type Member } from '../../../../test/kits/club.ts';

const APPLY_COUPON = `mutation($id: String!, $code: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: $code }) { cart { applied_coupons { code } } } }`;
const APPLY_CARD = `mutation($id: String!, $code: String!) { applyGiftCardToCart(input: { cart_id: $id, gift_card_code: $code }) { cart { applied_gift_cards { code } } } }`;

let app: TestApp;
let mei: Member;
let sku: string;

beforeAll(async () => {
  app = await startTestApp({ env: { RESPONSE_CACHE: 'false' } });
  mei = await signIn(app, 'mei.chan@example.com');
  sku = await productInStock(app);
});

afterAll(async () => {
  await app?.close();
});

describe('coupon and gift card codes tried on a bag', () => {
  it('stop after ten refused on the bag, coupons and gift cards alike, until the refusals are fifteen minutes old', async () => {
    const id = await readyCustomerCart(app, mei, sku);
    for (let attempt = 0; attempt < CODE_FAILURES_PER_CART; attempt += 1) {
      const answer = await app.graphql(attempt % 2 ? APPLY_CARD : APPLY_COUPON, { id, code: `GUESS-${attempt}` }, mei.headers);
      expect(answer.errors?.[0].message).toMatch(/^(The coupon code isn't valid|Invalid gift card)/);
    }
    const stopped = await app.graphql(APPLY_COUPON, { id, code: 'WELCOME200' }, { ...mei.headers, store: 'tsl_tc' });
    expect(stopped.errors?.[0]).toMatchObject({ message: '無效代碼次數過多，請於 15 分鐘後再試。', extensions: { category: 'graphql-input' } });

    // Another bag is not held back by this one's refusals.
    const ho = await newMember(app);
    const other = await readyCustomerCart(app, ho, sku);
    expect((await app.graphql(APPLY_COUPON, { id: other, code: 'NOPE' }, ho.headers)).errors?.[0].message).toMatch(/^The coupon code isn't valid/);

    await app.database.db.execute(sql`update code_attempts set created_at = created_at - interval '16 minutes'`);
    const again = await app.graphql<{ applyCouponToCart: { cart: { applied_coupons: Array<{ code: string }> } } }>(APPLY_COUPON, { id, code: 'WELCOME200' }, mei.headers);
    expect(again.errors).toBeUndefined();
    expect(again.data!.applyCouponToCart.cart.applied_coupons).toEqual([{ code: 'WELCOME200' }]);
  });

  it('never count a code that works', async () => {
    const id = await readyCustomerCart(app, mei, sku);
    await app.graphql('mutation($id: String!) { removeCouponFromCart(input: { cart_id: $id }) { cart { id } } }', { id }, mei.headers);
    const [before] = await queryRows<{ n: number }>(app, sql`select count(*)::int as n from code_attempts`);
    expect((await app.graphql(APPLY_COUPON, { id, code: 'WELCOME200' }, mei.headers)).errors).toBeUndefined();
    const [after] = await queryRows<{ n: number }>(app, sql`select count(*)::int as n from code_attempts`);
    expect(after.n).toBe(before.n);
  });
});
