/**
 * The operator's desk orders (orderDesk.ts) as the API's AdminOrder. The order as its customer reads
 * it (`order`) is added by the resolvers, which draw a whole page of them at once.
 */
import { orderStatusLabel } from '../../../rules/orderStatus.ts';
import { pickLocalized, type LocaleKey } from '../../../rules/locales.ts';
import { isCurrencyCode } from '../../../rules/money.ts';
import { WEBSITES } from '../../../rules/storeViews.ts';
import { moneyObject } from '../../core/money.ts';
import type { AdminOrder } from '../../graphql/generated/schemaTypes.ts';
import type { DeskOrder } from './orderDesk.ts';

/** An AdminOrder but for the order as its customer reads it. */
export type AdminOrderFacts = Omit<AdminOrder, 'order'>;

export function adminOrderView({ order, lines, history, refunds, availableActions }: DeskOrder, locale: LocaleKey): AdminOrderFacts {
  const currency = isCurrencyCode(order.currency) ? order.currency : 'HKD';
  return {
    number: order.number,
    status: order.status,
    status_label: orderStatusLabel(order.status, locale),
    website_code: WEBSITES.find((website) => website.id === order.websiteId)?.code ?? 'base',
    email: order.email,
    placed_at: order.placedAt.toISOString(),
    grand_total: moneyObject(order.grandTotal, currency),
    refunded: moneyObject(order.refundedTotal, currency),
    payment_method: order.paymentMethod,
    pickup_location_id: order.pickupLocationId,
    pickup_code: order.pickupCode,
    tracking_number: order.trackingNumber,
    carrier: order.carrier,
    remark: order.remark,
    items: lines.map((line) => ({ id: line.id, sku: line.sku, name: pickLocalized(line.name, locale), quantity: line.quantity, shipped: line.shippedQuantity, returned: line.returnedQuantity })),
    history: history.map((entry) => ({ status: entry.status, move: entry.move, actor: entry.actor, actor_id: entry.actorId, note: entry.note, at: entry.createdAt.toISOString() })),
    refunds: refunds.map((refund) => ({
      id: refund.id,
      amount: moneyObject(refund.amount, currency),
      state: refund.state,
      failure: refund.failure,
      attempts: refund.attempts,
      next_attempt_at: refund.nextAttemptAt?.toISOString() ?? null,
      at: refund.createdAt.toISOString(),
    })),
    available_actions: availableActions,
  };
}
