/**
 * The ways to pay (docs/design.md, Security): a card, whose details go to the payment gateway's card form and
 * come back as a one-time nonce, and WeChat Pay, paid by scanning a QR code
 * (/checkout/payment/wechat_pay/). Titles are what the checkout shows.
 */
import type { LocalizedText } from './locales.ts';

export const PAYMENT_METHODS = [
  { code: 'card', title: { en: 'Credit or debit card', 'zh-Hant': '信用卡或扣賬卡', 'zh-Hans': '信用卡或借记卡' } },
  { code: 'wechat_pay', title: { en: 'WeChat Pay', 'zh-Hant': '微信支付', 'zh-Hans': '微信支付' } },
] as const satisfies ReadonlyArray<{ code: string; title: LocalizedText }>;

/** The card method's code: its vaulted cards carry it too (customerPaymentTokens' payment_method_code). */
export const CARD_PAYMENT_CODE = 'card';

export type PaymentMethodCode = (typeof PAYMENT_METHODS)[number]['code'];

export function findPaymentMethod(code: string): (typeof PAYMENT_METHODS)[number] | undefined {
  return PAYMENT_METHODS.find((method) => method.code === code);
}
