/**
 * Message catalogs by locale, compiled on the server. A page sends the browser only its own
 * locale's catalog (in the root loader's data), already parsed into ICU message trees: the client
 * bundle then carries react-intl's formatter without the ICU parser (vite.config.ts aliases it to
 * FormatJS's no-parser build).
 */
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { LocaleKey } from '../../rules/locales.ts';
import en, { type MessageId } from './messages/en.ts';
import zhHans from './messages/zh-Hans.ts';
import zhHant from './messages/zh-Hant.ts';

export type CompiledMessages = Record<MessageId, MessageFormatElement[]>;

const sources: Record<LocaleKey, Record<MessageId, string>> = { en, 'zh-Hant': zhHant, 'zh-Hans': zhHans };
const compiled = new Map<LocaleKey, CompiledMessages>();

export function messagesFor(locale: LocaleKey): CompiledMessages {
  let messages = compiled.get(locale);
  if (!messages) {
    messages = Object.fromEntries(Object.entries(sources[locale]).map(([id, text]) => [id, parse(text)])) as CompiledMessages;
    compiled.set(locale, messages);
  }
  return messages;
}
