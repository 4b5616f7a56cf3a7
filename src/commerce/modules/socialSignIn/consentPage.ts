/**
 * The sandbox provider's consent page: what WeChat's QR page or Facebook's dialog would ask, with
 * the identity to answer as entered by the tester (an id, a name and, for Facebook, a phone
 * number), and Allow, Cancel and "Simulate an outage", in the sandbox pages' shell
 * (core/sandboxPages.ts) and the shopper's language.
 */
import { pickLocalized, type LocaleKey, type LocalizedText } from '../../../rules/locales.ts';
import { escapeHtml, renderSandboxPage, sandboxLang, sandboxPageCsp } from '../../core/sandboxPages.ts';
import type { SocialProviderName } from './providers.ts';

const STYLE =
  'label{display:block;margin:.75rem 0 .25rem}input{font-size:1rem;padding:.5rem;width:100%;box-sizing:border-box}' +
  'button{font-size:1rem;padding:.6rem 1.2rem;margin:1rem .5rem 0 0}.error{color:#a00000}.hint{font-size:.875rem;color:#555;margin:.25rem 0}';

export const CONSENT_PAGE_CSP = sandboxPageCsp(STYLE);

const PROVIDER: Record<SocialProviderName, LocalizedText> = {
  wechat: { en: 'WeChat', 'zh-Hant': '微信', 'zh-Hans': '微信' },
  facebook: { en: 'Facebook', 'zh-Hant': 'Facebook', 'zh-Hans': 'Facebook' },
};

const TEXT = {
  title: { en: '{provider} sign-in (sandbox)', 'zh-Hant': '{provider}登入（測試環境）', 'zh-Hans': '{provider}登录（测试环境）' },
  ask: {
    en: 'TSL Jewellery asks to sign you in with your {provider} account. Answer as:',
    'zh-Hant': '謝瑞麟希望以您的{provider}帳戶為您登入。以此身分回覆：',
    'zh-Hans': '谢瑞麟希望以您的{provider}账户为您登录。以此身份回复：',
  },
  userId: { en: '{provider} account id', 'zh-Hant': '{provider}帳戶編號', 'zh-Hans': '{provider}账户编号' },
  name: { en: 'Name', 'zh-Hant': '名稱', 'zh-Hans': '名称' },
  phone: { en: 'Phone number (optional)', 'zh-Hant': '電話號碼（選填）', 'zh-Hans': '电话号码（选填）' },
  phoneHint: { en: 'With its country code, e.g. +852 9123 4567', 'zh-Hant': '連國家區號，例如 +852 9123 4567', 'zh-Hans': '连国家区号，例如 +852 9123 4567' },
  allow: { en: 'Allow', 'zh-Hant': '允許', 'zh-Hans': '允许' },
  deny: { en: 'Cancel', 'zh-Hant': '取消', 'zh-Hans': '取消' },
  outage: { en: 'Simulate an outage', 'zh-Hant': '模擬服務中斷', 'zh-Hans': '模拟服务中断' },
  invalid: {
    en: 'Enter an account id (letters, digits, . _ -), a name, and a valid phone number or none.',
    'zh-Hant': '請輸入帳戶編號（英文字母、數字、. _ -）、名稱，以及有效的電話號碼或留空。',
    'zh-Hans': '请输入账户编号（英文字母、数字、. _ -）、名称，以及有效的电话号码或留空。',
  },
} satisfies Record<string, LocalizedText>;

export interface ConsentPageInput {
  provider: SocialProviderName;
  redirectUri: string;
  state: string;
  formToken: string;
  locale: LocaleKey;
  /** What the tester typed, drawn again with `invalid` after a refusal. */
  values?: { user_id?: string; name?: string; phone?: string };
  invalid?: boolean;
}

export function renderConsentPage(input: ConsentPageInput): string {
  const { locale, provider } = input;
  const providerName = pickLocalized(PROVIDER[provider], locale);
  const say = (text: LocalizedText) => escapeHtml(pickLocalized(text, locale).replace('{provider}', providerName));
  const lang = sandboxLang(locale);
  const values = input.values ?? {};
  const base = `/oauth-sandbox/${provider}/authorize`;
  const query = new URLSearchParams({ client_id: `sandbox-${provider}`, redirect_uri: input.redirectUri, state: input.state });
  const field = (name: 'user_id' | 'name' | 'phone', label: LocalizedText, value: string, extra = '') =>
    `<label for="${name}">${say(label)}</label><input id="${name}" name="${name}" value="${escapeHtml(value)}"${extra}>`;
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  return renderSandboxPage({
    locale,
    title: say(TEXT.title),
    style: STYLE,
    languageHref: (code) => `${base}?${query}&amp;lang=${code}`,
    body: `${input.invalid ? `<p class="error" role="alert">${say(TEXT.invalid)}</p>` : ''}
<p>${say(TEXT.ask)}</p>
<form method="post" action="${base}">
${hidden('redirect_uri', input.redirectUri)}${hidden('state', input.state)}${hidden('token', input.formToken)}${hidden('lang', lang)}
${field('user_id', TEXT.userId, values.user_id ?? `${provider}-tester`, ' autocomplete="off" required')}
${field('name', TEXT.name, values.name ?? 'Sandbox Tester', ' autocomplete="off" required')}
${provider === 'facebook' ? `${field('phone', TEXT.phone, values.phone ?? '', ' type="tel" autocomplete="off" aria-describedby="phone-hint"')}<p class="hint" id="phone-hint">${say(TEXT.phoneHint)}</p>` : ''}
<button type="submit" name="decision" value="allow">${say(TEXT.allow)}</button><button type="submit" name="decision" value="deny" formnovalidate>${say(TEXT.deny)}</button><button type="submit" name="decision" value="outage" formnovalidate>${say(TEXT.outage)}</button>
</form>`,
  });
}
