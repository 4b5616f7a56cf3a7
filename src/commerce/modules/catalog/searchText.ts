/**
 * Search is insensitive to Traditional and Simplified characters (钻石 finds 鑽石 and the reverse):
 * product text is stored folded to Simplified and lower case, and queries are folded the same way.
 */
import * as OpenCC from 'opencc-js';
import type { LocalizedText } from '../../../rules/locales.ts';

const toSimplified = OpenCC.Converter({ from: 'hk', to: 'cn' });
const traditionalToSimplified = OpenCC.Converter({ from: 't', to: 'cn' });
const simplifiedToTraditional = OpenCC.Converter({ from: 'cn', to: 'hk' });

/** Folds text to Simplified characters, lower case and single spaces. */
export function foldSearchText(text: string): string {
  return traditionalToSimplified(toSimplified(text.normalize('NFKC')))
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A folded term written in Traditional characters, to compare with Traditional text that is not
 * stored folded (product names, when ranking name matches first).
 */
export function toTraditional(foldedText: string): string {
  return simplifiedToTraditional(foldedText);
}

export function buildSearchText(product: {
  sku: string;
  name: LocalizedText;
  description?: LocalizedText | null;
  shortDescription?: LocalizedText | null;
  extra?: string[];
}): string {
  const parts = [
    product.sku,
    ...Object.values(product.name),
    ...Object.values(product.shortDescription ?? {}),
    ...Object.values(product.description ?? {}).map(stripTags),
    ...(product.extra ?? []),
  ];
  return foldSearchText(parts.filter(Boolean).join(' \u0001 '));
}

function stripTags(html: string): string {
  return html.replace(/<[^>]*>/g, ' ');
}

/** Escapes LIKE wildcards so a shopper's % or _ matches itself. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
