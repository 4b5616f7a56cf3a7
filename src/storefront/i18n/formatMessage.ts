/**
 * Formats a compact message (compactMessage.ts) in a locale, as FormatJS's IntlMessageFormat does
 * for the same source (formatMessage.test.ts compares the two on every message of every catalog):
 * arguments as text, plural cases chosen by `=n` then by the locale's plural rules, `#` as the
 * locale's number. The browser needs no message-format library for it.
 */
import type { CompactMessage, MessagePart } from './compactMessage.ts';

export type MessageValues = Record<string, string | number>;

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function pluralRulesOf(locale: string, ordinal: boolean): Intl.PluralRules {
  const key = `${locale}:${ordinal ? 'ordinal' : 'cardinal'}`;
  let rules = pluralRules.get(key);
  if (!rules) pluralRules.set(key, (rules = new Intl.PluralRules(locale, { type: ordinal ? 'ordinal' : 'cardinal' })));
  return rules;
}

function numberFormatOf(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format;
}

function formatParts(locale: string, parts: MessagePart[], values: MessageValues, count: number | undefined): string {
  let text = '';
  for (const part of parts) {
    if (typeof part === 'string') text += part;
    else if ('arg' in part) text += part.arg in values ? String(values[part.arg]) : `{${part.arg}}`;
    else if ('count' in part) text += count === undefined ? '' : numberFormatOf(locale).format(count);
    else {
      const value = Number(values[part.plural]);
      const offset = part.offset ?? 0;
      const chosen = part.cases[`=${value}`] ?? part.cases[pluralRulesOf(locale, part.ordinal === true).select(value - offset)] ?? part.cases.other ?? [];
      text += formatParts(locale, chosen, values, value - offset);
    }
  }
  return text;
}

export function formatMessage(locale: string, message: CompactMessage, values: MessageValues = {}): string {
  return typeof message === 'string' ? message : formatParts(locale, message, values, undefined);
}
