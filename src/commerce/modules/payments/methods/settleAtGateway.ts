/**
 * A payment in doubt, settled with the gateway (docs/decisions.md, "Payments in doubt"): the
 * gateway says whether it took it; if not, the store voids it there first, so that a request still
 * on its way (a slow authorization, a shopper paying an expired QR code) can no longer take it,
 * and only then treats it as not taken.
 */
import type { PaymentGateway } from '../gateway.ts';
import type { PaymentInDoubt } from './paymentMethod.ts';

export async function settleAtGateway(gateway: PaymentGateway, paymentId: string, noteOf: (card: { brand: string; last4: string } | undefined) => string): Promise<PaymentInDoubt> {
  const found = await gateway.paymentStatus(paymentId);
  if (found.status === 'unknown') return { outcome: 'unknown' };
  const settled = found.status === 'taken' ? { outcome: 'taken' as const, ...found } : await gateway.voidPayment(paymentId);
  if (settled.outcome === 'voided') return { outcome: 'not_taken' };
  if (settled.outcome === 'unknown') return { outcome: 'unknown' };
  const card = settled.cardBrand && settled.cardLast4 ? { brand: settled.cardBrand, last4: settled.cardLast4 } : undefined;
  return { outcome: 'paid', reference: settled.reference, card, note: noteOf(card) };
}
