/**
 * The shell of the sandbox's own pages (the wallet app's payment page, the sign-in providers'
 * consent page): plain server-rendered HTML in the tester's language with links to the others, no
 * script, and one stylesheet allowed by hash in the page's Content-Security-Policy.
 */
import { createHash } from 'node:crypto';
import { htmlLangByLocale, type LocaleKey } from '../../rules/locales.ts';

/** The sandbox pages' `lang` values, as the store's URL prefixes write them. */
export const SANDBOX_LANGS: Record<string, LocaleKey> = {
  en: 'en',
  tc: 'zh-Hant',
  sc: 'zh-Hans',
};

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', tc: '繁體', sc: '简体' };

export function sandboxLocale(lang: unknown): LocaleKey {
  return (typeof lang === 'string' && SANDBOX_LANGS[lang]) || 'en';
}

export function sandboxLang(locale: LocaleKey): string {
  return Object.entries(SANDBOX_LANGS).find(([, key]) => key === locale)![0];
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const BASE_STYLE = 'body{font-family:system-ui,"PingFang HK","Noto Sans CJK TC",sans-serif;max-width:26rem;margin:2rem auto;padding:0 1rem;color:#222}h1{font-size:1.25rem}nav a{margin-right:.75rem}';

/** A sandbox page's Content-Security-Policy: nothing but its own stylesheet, and forms back to this site. */
export function sandboxPageCsp(style: string): string {
  return `default-src 'none'; style-src 'sha256-${createHash('sha256').update(BASE_STYLE + style).digest('base64')}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;
}

export interface SandboxPage {
  locale: LocaleKey;
  /** Already escaped. */
  title: string;
  /** The page's own rules, after the shell's; sandboxPageCsp(style) allows them. */
  style: string;
  /** The page in another language, by its `lang` value (escaped as an attribute). */
  languageHref(lang: string): string;
  /** The page's content after its title, already escaped. */
  body: string;
}

export function renderSandboxPage(page: SandboxPage): string {
  const languages = Object.entries(SANDBOX_LANGS)
    .map(([code, key]) => `<a href="${page.languageHref(code)}" hreflang="${htmlLangByLocale[key]}">${LANGUAGE_NAMES[code]}</a>`)
    .join('');
  return `<!doctype html>
<html lang="${htmlLangByLocale[page.locale]}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${page.title}</title><style>${BASE_STYLE + page.style}</style></head>
<body>
<nav>${languages}</nav>
<main>
<h1>${page.title}</h1>
${page.body}
</main>
</body>
</html>
`;
}
