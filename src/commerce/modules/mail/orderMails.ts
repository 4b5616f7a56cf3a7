/**
 * The mails an order sends, in the language of the store view it was placed in: the confirmation
 * once it is paid (orderConfirmation.ts), and "ready for pickup" with the pickup code the shop asks for.
 */
import { personName } from '../../../rules/personName.ts';
import { pickLocalized, type LocaleKey, type LocalizedText } from '../../../rules/locales.ts';
import { STORE_VIEWS } from '../../../rules/storeViews.ts';
import type { orders } from '../../db/schema/orders.ts';
import type { OutboxMail } from './outbox.ts';

type OrderRecord = typeof orders.$inferSelect;

export interface OrderMail extends OutboxMail {
  kind: 'order_confirmation' | 'ready_for_pickup' | 'order_shipped' | 'order_completed' | 'order_cancelled' | 'order_refunded';
  orderId: number;
}

export function localeOfOrder(order: Pick<OrderRecord, 'storeViewId'>): LocaleKey {
  return STORE_VIEWS.find((view) => view.id === order.storeViewId)?.localeKey ?? 'en';
}

/** The shopper's name as the store view writes names (personName). */
function shopperName(order: OrderRecord): string {
  const address = order.shippingAddress ?? order.billingAddress;
  return address ? personName(address, localeOfOrder(order)) : '';
}

export const STORE_NAME: LocalizedText = {
  en: 'TSL Jewellery',
  'zh-Hant': '謝瑞麟',
  'zh-Hans': '谢瑞麟',
};

export function readyForPickupMail(order: OrderRecord, pickupCode: string, shop: { name: LocalizedText; address: LocalizedText }): OrderMail {
  const locale = localeOfOrder(order);
  const name = shopperName(order);
  const shopName = pickLocalized(shop.name, locale);
  const shopAddress = pickLocalized(shop.address, locale);
  const store = pickLocalized(STORE_NAME, locale);
  const text: LocalizedText = {
    en: [`Dear ${name},`, '', `Your order ${order.number} is ready for pickup at ${shopName}, ${shopAddress}.`, `Show this pickup code at the shop: ${pickupCode}`, '', store].join(
      '\n',
    ),
    'zh-Hant': [`${name} 您好：`, '', `您的訂單 ${order.number} 已可於 ${shopName}（${shopAddress}）取貨。`, `取貨時請出示取貨碼：${pickupCode}`, '', store].join('\n'),
    'zh-Hans': [`${name} 您好：`, '', `您的订单 ${order.number} 已可于 ${shopName}（${shopAddress}）取货。`, `取货时请出示取货码：${pickupCode}`, '', store].join('\n'),
  };
  const subject: LocalizedText = {
    en: `Your order ${order.number} is ready for pickup`,
    'zh-Hant': `您的訂單 ${order.number} 已可取貨`,
    'zh-Hans': `您的订单 ${order.number} 已可取货`,
  };
  return {
    kind: 'ready_for_pickup',
    recipient: order.email,
    locale,
    subject: pickLocalized(subject, locale),
    body: pickLocalized(text, locale),
    orderId: order.id,
  };
}
