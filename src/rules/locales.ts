/**
 * The three languages of the store. Content is stored under a `LocaleKey`; the API speaks
 * Magento's locale codes (spec 001 §3.1: en_US, zh_Hans_CN, zh_Hant_HK).
 */
export const LOCALE_KEYS = ['en', 'zh-Hant', 'zh-Hans'] as const;
export type LocaleKey = (typeof LOCALE_KEYS)[number];

export const MAGENTO_LOCALES = ['en_US', 'zh_Hant_HK', 'zh_Hans_CN'] as const;
export type MagentoLocale = (typeof MAGENTO_LOCALES)[number];

const keyByMagentoLocale: Record<MagentoLocale, LocaleKey> = {
  en_US: 'en',
  zh_Hant_HK: 'zh-Hant',
  zh_Hans_CN: 'zh-Hans',
};

/** BCP 47 tag for `<html lang>`, Intl formatting and hreflang. */
export const htmlLangByLocale: Record<LocaleKey, string> = {
  en: 'en-HK',
  'zh-Hant': 'zh-Hant-HK',
  'zh-Hans': 'zh-Hans',
};

/** Store switcher labels (spec 000 §2 Layout). */
export const switcherLabelByLocale: Record<MagentoLocale, string> = {
  zh_Hans_CN: '简体',
  zh_Hant_HK: '繁體',
  en_US: 'ENG',
};

export class UnknownLocaleError extends Error {
  constructor(locale: string) {
    // Exact text from the error catalogue (spec 001 §8).
    super('Unable to locate locale');
    this.name = 'UnknownLocaleError';
    this.cause = locale;
  }
}

/** Locale text is converted between underscore and hyphen forms (spec 001 §3.1). */
export function toHyphenLocale(locale: string): string {
  return locale.replace(/_/g, '-');
}
export function toUnderscoreLocale(locale: string): string {
  return locale.replace(/-/g, '_');
}

export function localeKeyOf(magentoLocale: string): LocaleKey {
  const key = keyByMagentoLocale[toUnderscoreLocale(magentoLocale) as MagentoLocale];
  if (!key) throw new UnknownLocaleError(magentoLocale);
  return key;
}

/** Text stored per locale; English is always present and is the fallback. */
export type LocalizedText = { en: string } & Partial<Record<Exclude<LocaleKey, 'en'>, string>>;

export function pickLocalized(text: LocalizedText | null | undefined, locale: LocaleKey): string {
  if (!text) return '';
  return text[locale] || text.en;
}
