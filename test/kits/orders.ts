/**
 * What the order tests share: a member's order paid by card through the real checkout, and the
 * order's money as the database keeps it.
 */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { sandboxCardNonce, type TestApp } from '../harness.ts';
import { queryRows } from './catalog.ts';
import { PLACE, readyCustomerCart, type Member } from './club.ts';

/**
 * A member's order of two pieces of `sku`, paid by the sandbox's approving card as it is placed
 * (so every refund has a payment to go back on), with what else the cart was given (a coupon, a
 * gift card); answers its number.
 */
export async function paidCardOrder(app: TestApp, member: Member, sku: string, extras: { coupon?: string; giftCard?: string } = {}): Promise<string> {
  const run = async (query: string, variables: Record<string, unknown>) => {
    const answer = await app.graphql(query, variables, member.headers);
    expect(answer.errors).toBeUndefined();
    return answer.data!;
  };
  const cartId = await readyCustomerCart(app, member, sku);
  const added = await run('mutation($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { user_errors { message } } }', { id: cartId, sku });
  expect(added.addProductsToCart.user_errors).toEqual([]);
  if (extras.coupon) await run('mutation($id: String!, $code: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: $code }) { cart { id } } }', { id: cartId, code: extras.coupon });
  if (extras.giftCard) await run('mutation($id: String!, $code: String!) { applyGiftCardToCart(input: { cart_id: $id, gift_card_code: $code }) { cart { id } } }', { id: cartId, code: extras.giftCard });
  await run('mutation($id: String!, $p: PaymentMethodInput!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: $p }) { cart { id } } }', {
    id: cartId,
    p: { code: 'card', braintree: { payment_method_nonce: await sandboxCardNonce(app), is_active_payment_token_enabler: false } },
  });
  return (await run(PLACE, { id: cartId })).placeOrder.order.order_number;
}

/** The order's status and money, and the gateway's reference of the payment it took. */
export async function orderFacts(app: TestApp, number: string) {
  const [row] = await queryRows<{ status: string; grand_total: string; refunded_total: string; gateway_reference: string | null }>(
    app,
    sql`select o.status, o.grand_total, o.refunded_total, p.gateway_reference from orders o left join payments p on p.order_id = o.id where o.number = ${number}`,
  );
  return { status: row.status, grandTotal: Number(row.grand_total), refunded: Number(row.refunded_total), reference: row.gateway_reference };
}
