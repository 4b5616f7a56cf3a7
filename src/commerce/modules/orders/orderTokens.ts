/**
 * Magento 2.4.7's order token (`CustomerOrder.token`, `guestOrderByToken`): whoever holds it may read
 * the order, and do nothing else. It names the order and carries a digest of the order's access key
 * (the secret placeOrder gave its buyer), so it opens the order without handing out the key itself,
 * which also lets a guest put an unpaid order back in a bag (restoreCartOfOrder).
 */
import { createHash } from 'node:crypto';
import { sameSecret } from '../../core/sameSecret.ts';

const PURPOSE = 'tsl:order-read-token:v1';

function digestOf(accessKey: string): Buffer {
  return createHash('sha256').update(PURPOSE).update('\0').update(accessKey).digest();
}

/** The order's read token, or null for an order placed without an access key. */
export function orderReadToken(order: { number: string; accessKey: string | null }): string | null {
  return order.accessKey ? `${order.number}.${digestOf(order.accessKey).toString('base64url')}` : null;
}

/** The order number a token names, or null when it is not a token's shape. */
export function orderNumberOfToken(token: string): string | null {
  const match = /^([A-Z]{2}\d{1,20})\.[A-Za-z0-9_-]{43}$/.exec(token.trim());
  return match ? match[1] : null;
}

/** Whether the token is the order's, in constant time. */
export function tokenOpens(token: string, order: { number: string; accessKey: string | null }): boolean {
  const expected = orderReadToken(order);
  if (!expected) return false;
  return sameSecret(token.trim(), expected);
}
