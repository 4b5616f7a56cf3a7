/**
 * The sandbox wallet's page: what a shopper's wallet app shows after scanning the order's QR code
 * (the amount, the order number) with Pay and Decline. Plain server-rendered HTML in the shopper's
 * language, with no script and its one stylesheet allowed by hash in the page's CSP.
 */
import { htmlLangByLocale, pickLocalized, type LocaleKey, type LocalizedText } from '../../../rules/locales.ts';
import { escapeHtml, renderSandboxPage, sandboxLang, sandboxPageCsp } from '../../core/sandboxPages.ts';
import { formatMoney, type CurrencyCode } from '../../../rules/money.ts';
import type { PaymentState } from '../../db/schema/payments.ts';

const STYLE = '.amount{font-size:2rem;margin:.5rem 0}form{display:inline}button{font-size:1rem;padding:.6rem 1.4rem;margin:.5rem .5rem 0 0}';

/** The page's Content-Security-Policy: nothing but its own stylesheet, and forms back to this site. */
export const WALLET_PAGE_CSP = sandboxPageCsp(STYLE);

const TEXT = {
  title: {
    en: 'WeChat Pay (sandbox)',
    'zh-Hant': '微信支付（測試環境）',
    'zh-Hans': '微信支付（测试环境）',
  },
  merchant: { en: 'TSL Jewellery', 'zh-Hant': '謝瑞麟', 'zh-Hans': '谢瑞麟' },
  order: { en: 'Order', 'zh-Hant': '訂單', 'zh-Hans': '订单' },
  payBy: {
    en: 'Pay by',
    'zh-Hant': '請於此時間前付款：',
    'zh-Hans': '请于此时间前付款：',
  },
  pay: { en: 'Pay', 'zh-Hant': '付款', 'zh-Hans': '付款' },
  decline: { en: 'Decline', 'zh-Hant': '拒絕', 'zh-Hans': '拒绝' },
  paid: {
    en: 'Paid. You can return to the store.',
    'zh-Hant': '已付款，您可返回商店。',
    'zh-Hans': '已付款，您可返回商店。',
  },
  declined: {
    en: 'Payment declined.',
    'zh-Hant': '付款已拒絕。',
    'zh-Hans': '付款已拒绝。',
  },
  expired: {
    en: 'This payment has expired.',
    'zh-Hant': '此付款已逾時。',
    'zh-Hans': '此付款已超时。',
  },
  refund_due: {
    en: 'Paid after the order was cancelled: the amount will be refunded.',
    'zh-Hant': '訂單取消後才付款，款項將會退還。',
    'zh-Hans': '订单取消后才付款，款项将会退还。',
  },
} satisfies Record<string, LocalizedText>;

export interface WalletPageInput {
  paymentId: string;
  orderNumber: string;
  amount: number;
  currency: string;
  state: PaymentState;
  expiresAt: Date | null;
  formToken: string;
  locale: LocaleKey;
}

export function renderWalletPage(input: WalletPageInput): string {
  const { locale } = input;
  const say = (text: LocalizedText) => escapeHtml(pickLocalized(text, locale));
  const lang = sandboxLang(locale);
  const intlLocale = htmlLangByLocale[locale];
  const amount = formatMoney({ amount: input.amount, currency: input.currency as CurrencyCode });
  const base = `/payment-sandbox/wallet/${encodeURIComponent(input.paymentId)}`;
  const action = (what: 'pay' | 'decline', label: LocalizedText) =>
    `<form method="post" action="${base}/${what}"><input type="hidden" name="token" value="${escapeHtml(input.formToken)}"><input type="hidden" name="lang" value="${lang}"><button type="submit">${say(label)}</button></form>`;
  const expires = input.expiresAt
    ? new Intl.DateTimeFormat(intlLocale, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'Asia/Hong_Kong',
      }).format(input.expiresAt)
    : '';
  const body =
    input.state === 'pending'
      ? `<p>${say(TEXT.payBy)} ${escapeHtml(expires)}</p>${action('pay', TEXT.pay)}${action('decline', TEXT.decline)}`
      : `<p role="status">${say(TEXT[input.state])}</p>`;
  return renderSandboxPage({
    locale,
    title: say(TEXT.title),
    style: STYLE,
    languageHref: (code) => `${base}?lang=${code}`,
    body: `<p>${say(TEXT.merchant)} · ${say(TEXT.order)} ${escapeHtml(input.orderNumber)}</p>
<p class="amount">${escapeHtml(amount)}</p>
${body}`,
  });
}
