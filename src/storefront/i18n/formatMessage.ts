/**
 * Formats a compact message (compactMessage.ts) in a locale, as FormatJS's IntlMessageFormat does
 * for the same source (formatMessage.test.ts compares the two on every message of every catalog):
 * arguments as text, plural cases chosen by `=n` then by the locale's plural rules, `#` as the
 * locale's number. The browser needs no message-format library for it.
 *
 * One thing FormatJS leaves to the writer: a Latin word given as an argument inside Chinese text is
 * set apart by a space on each side, as Chinese typesetting does ("以{provider}登入" with Facebook
 * reads "以 Facebook 登入", with 微信 "以微信登入"). Text a catalogue writes itself is kept as
 * written (18K白金).
 */
import { groupDigits } from '../../rules/digits.ts';
import type { CompactMessage, MessagePart } from './compactMessage.ts';

export type MessageValues = Record<string, string | number>;

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralRulesOf(locale: string, ordinal: boolean): Intl.PluralRules {
  const key = `${locale}:${ordinal ? 'ordinal' : 'cardinal'}`;
  let rules = pluralRules.get(key);
  if (!rules) pluralRules.set(key, (rules = new Intl.PluralRules(locale, { type: ordinal ? 'ordinal' : 'cardinal' })));
  return rules;
}

/** A plural's count as the locale writes it: whole counts as every store language groups them (digits.ts). */
function countText(locale: string, count: number): string {
  return Number.isSafeInteger(count) ? groupDigits(count) : new Intl.NumberFormat(locale).format(count);
}

const HAN = /\p{Script=Han}/u;
/** A name in Latin letters ("Facebook", "Apple Pay"); amounts and codes (HK$1,000, R1001) are not words. */
const LATIN_WORDS = /^[A-Za-z](?:[A-Za-z .'&-]*[A-Za-z.])?$/;

/** An argument's text after `text`, with a space between Chinese and a Latin name. */
function withArgument(text: string, value: string): string {
  return HAN.test(text.at(-1) ?? '') && LATIN_WORDS.test(value) ? `${text} ${value}` : text + value;
}

/** Text after an argument's `value`, with a space between a Latin name and Chinese. */
function afterArgument(value: string, text: string): string {
  return LATIN_WORDS.test(value) && HAN.test(text.charAt(0)) ? ` ${text}` : text;
}

function formatParts(locale: string, parts: MessagePart[], values: MessageValues, count: number | undefined): string {
  let text = '';
  // The last argument's text, while nothing has followed it yet.
  let argument: string | null = null;
  for (const part of parts) {
    if (typeof part === 'string') {
      text += argument === null ? part : afterArgument(argument, part);
      argument = null;
    } else if ('arg' in part) {
      const value = part.arg in values ? String(values[part.arg]) : `{${part.arg}}`;
      text = withArgument(text, value);
      argument = value;
    } else if ('count' in part) {
      text += count === undefined ? '' : countText(locale, count);
      argument = null;
    } else {
      const value = Number(values[part.plural]);
      const offset = part.offset ?? 0;
      const chosen = part.cases[`=${value}`] ?? part.cases[pluralRulesOf(locale, part.ordinal === true).select(value - offset)] ?? part.cases.other ?? [];
      text += formatParts(locale, chosen, values, value - offset);
      argument = null;
    }
  }
  return text;
}

export function formatMessage(locale: string, message: CompactMessage, values: MessageValues = {}): string {
  return typeof message === 'string' ? message : formatParts(locale, message, values, undefined);
}
