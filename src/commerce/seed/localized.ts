/**
 * Helpers for writing the demo store's text in its three languages. Every Chinese string is
 * written out by hand in both scripts: the Simplified text is never a character-by-character
 * conversion of the Traditional one (HK usage such as 頸鏈, 腕錶 and 鑽 differs from mainland usage).
 */
import type { LocaleKey, LocalizedText } from '../../rules/locales.ts';

export type Trilingual = Required<Pick<LocalizedText, 'en'>> & { 'zh-Hant': string; 'zh-Hans': string };

export function tri(en: string, hant: string, hans: string): Trilingual {
  return { en, 'zh-Hant': hant, 'zh-Hans': hans };
}

/** Builds a text from one function run in each language. */
export function inEachLocale(write: (locale: LocaleKey) => string): Trilingual {
  return { en: write('en'), 'zh-Hant': write('zh-Hant'), 'zh-Hans': write('zh-Hans') };
}

/** Lowercase, hyphenated ASCII for URL keys. */
export function slugify(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
