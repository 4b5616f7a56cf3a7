/**
 * The ways to pay and what the shopper reads of each (docs/design.md, Security): a card, whose
 * details go to the payment gateway's card form and come back as a one-time nonce; WeChat Pay,
 * paid by scanning a QR code (/checkout/payment/wechat_pay/); and Magento's `free` method, for an
 * order a gift card paid whole. How each is paid is its plug-in in the payments module
 * (modules/payments/methods); this list is their order in the checkout and their titles, which
 * orders and mail show as well.
 */
import type { LocalizedText } from './locales.ts';

export const PAYMENT_METHODS = [
  { code: 'card', title: { en: 'Credit or debit card', 'zh-Hant': '信用卡或扣賬卡', 'zh-Hans': '信用卡或借记卡' } },
  { code: 'wechat_pay', title: { en: 'WeChat Pay', 'zh-Hant': '微信支付', 'zh-Hans': '微信支付' } },
  { code: 'free', title: { en: 'No Payment Information Required', 'zh-Hant': '毋須提供付款資料', 'zh-Hans': '无需提供付款信息' } },
] as const satisfies ReadonlyArray<{ code: string; title: LocalizedText }>;

/** The card method's code: its vaulted cards carry it too (customerPaymentTokens' payment_method_code). */
export const CARD_PAYMENT_CODE = 'card';

/** Magento's method for an order with nothing left to pay. */
export const FREE_PAYMENT_CODE = 'free';

export type PaymentMethodCode = (typeof PAYMENT_METHODS)[number]['code'];

export function findPaymentMethod(code: string): (typeof PAYMENT_METHODS)[number] | undefined {
  return PAYMENT_METHODS.find((method) => method.code === code);
}
