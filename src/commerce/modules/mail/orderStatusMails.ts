/**
 * The mails an order's later moves send (modules/orders/orderProcess.ts), in the language of the
 * store view it was placed in: shipped (with the carrier and where to follow the parcel),
 * completed, cancelled and refunded (with the amount given back).
 */
import { formatMoney, type CurrencyCode } from '../../../rules/money.ts';
import { pickLocalized, type LocalizedText } from '../../../rules/locales.ts';
import type { orders } from '../../db/schema/orders.ts';
import { localeOfOrder, STORE_NAME, type OrderMail } from './orderMails.ts';

type OrderRecord = typeof orders.$inferSelect;

export type OrderStatusMailKind = 'order_shipped' | 'order_completed' | 'order_cancelled' | 'order_refunded';

export interface OrderStatusMailFacts {
  /** Shipped: the carrier's name in the order's language is picked here. */
  carrier?: { title: LocalizedText; trackingNumber: string; url: string };
  /** Cancelled or refunded: what went back this time, in minor units. */
  refunded?: number;
}

const texts = (en: string, hant: string, hans: string): LocalizedText => ({ en, 'zh-Hant': hant, 'zh-Hans': hans });

export function orderStatusMail(kind: OrderStatusMailKind, order: OrderRecord, facts: OrderStatusMailFacts = {}): OrderMail {
  const locale = localeOfOrder(order);
  const n = order.number;
  const amount = facts.refunded ? formatMoney({ amount: facts.refunded, currency: order.currency as CurrencyCode }) : '';
  const carrier = facts.carrier ? pickLocalized(facts.carrier.title, locale) : '';
  const tracking = facts.carrier?.trackingNumber ?? '';
  const url = facts.carrier?.url ?? '';
  const subject: Record<OrderStatusMailKind, LocalizedText> = {
    order_shipped: texts(`Your order ${n} is on its way`, `您的訂單 ${n} 已發貨`, `您的订单 ${n} 已发货`),
    order_completed: texts(`Your order ${n} is complete`, `您的訂單 ${n} 已完成`, `您的订单 ${n} 已完成`),
    order_cancelled: texts(`Your order ${n} was cancelled`, `您的訂單 ${n} 已取消`, `您的订单 ${n} 已取消`),
    order_refunded: texts(`A refund for your order ${n}`, `您的訂單 ${n} 已退款`, `您的订单 ${n} 已退款`),
  };
  const refundLine = texts(`${amount} goes back to the way you paid.`, `${amount} 將退回至您的付款方式。`, `${amount} 将退回至您的付款方式。`);
  const lines: Record<OrderStatusMailKind, LocalizedText> = {
    order_shipped: texts(
      `Your order ${n} was sent with ${carrier}, tracking number ${tracking}.\nFollow it at ${url}`,
      `您的訂單 ${n} 已由${carrier}寄出，追蹤編號 ${tracking}。\n查詢：${url}`,
      `您的订单 ${n} 已由${carrier}寄出，追踪编号 ${tracking}。\n查询：${url}`,
    ),
    order_completed: texts(`Your order ${n} is complete. Thank you for shopping with us.`, `您的訂單 ${n} 已完成，感謝您的惠顧。`, `您的订单 ${n} 已完成，感谢您的惠顾。`),
    order_cancelled: texts(`Your order ${n} was cancelled.`, `您的訂單 ${n} 已取消。`, `您的订单 ${n} 已取消。`),
    order_refunded: texts(`We have refunded part or all of your order ${n}.`, `我們已為您的訂單 ${n} 辦理退款。`, `我们已为您的订单 ${n} 办理退款。`),
  };
  const greeting = texts('Hello,', '您好：', '您好：');
  const body = [pickLocalized(greeting, locale), '', pickLocalized(lines[kind], locale), ...(amount ? [pickLocalized(refundLine, locale)] : []), '', pickLocalized(STORE_NAME, locale)].join('\n');
  return { kind, recipient: order.email, locale, subject: pickLocalized(subject[kind], locale), body, orderId: order.id };
}
