/**
 * Message catalogs by locale, compiled on the server. A page sends the browser only its own
 * locale's catalog (in the root loader's data), already parsed and made compact
 * (compactMessage.ts): the browser formats messages without an ICU parser or formatter library.
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { LocaleKey } from '../../rules/locales.ts';
import type { CompactMessage, MessagePart } from './compactMessage.ts';
import en, { type MessageId } from './messages/en.ts';
import zhHans from './messages/zh-Hans.ts';
import zhHant from './messages/zh-Hant.ts';
import { PAGE_MESSAGES, SHELL_MESSAGES } from './pageMessages.generated.ts';
import { RESOLVED_PAGE_KIND } from './pageKinds.ts';

export type CompiledMessages = Record<MessageId, CompactMessage>;

const sources: Record<LocaleKey, Record<MessageId, string>> = { en, 'zh-Hant': zhHant, 'zh-Hans': zhHans };
const compiled = new Map<LocaleKey, CompiledMessages>();

/** The parts of a parsed message; a catalog using ICU syntax the storefront does not format fails here, at start-up. */
function partsOf(id: string, elements: MessageFormatElement[]): MessagePart[] {
  const parts: MessagePart[] = [];
  for (const element of elements) {
    if (element.type === TYPE.literal) {
      // Neighbouring text (text around a `#`, say) travels as one string.
      if (typeof parts.at(-1) === 'string') parts[parts.length - 1] += element.value;
      else parts.push(element.value);
    } else if (element.type === TYPE.argument) {
      parts.push({ arg: element.value });
    } else if (element.type === TYPE.pound) {
      parts.push({ count: true });
    } else if (element.type === TYPE.plural) {
      const cases = Object.fromEntries(Object.entries(element.options).map(([key, option]) => [key, partsOf(id, option.value)]));
      parts.push({
        plural: element.value,
        ...(element.pluralType === 'ordinal' ? { ordinal: true as const } : {}),
        ...(element.offset ? { offset: element.offset } : {}),
        cases,
      });
    } else {
      throw new Error(`Message ${id} uses ICU syntax the storefront does not format (element type ${element.type}): write it with arguments and plurals`);
    }
  }
  return parts;
}

export function compactMessage(id: string, source: string): CompactMessage {
  const parts = partsOf(id, parse(source));
  if (parts.length === 0) return '';
  return parts.length === 1 && typeof parts[0] === 'string' ? parts[0] : parts;
}

export function messagesFor(locale: LocaleKey): CompiledMessages {
  let messages = compiled.get(locale);
  if (!messages) {
    messages = Object.fromEntries(Object.entries(sources[locale]).map(([id, text]) => [id, compactMessage(id, text)])) as CompiledMessages;
    compiled.set(locale, messages);
  }
  return messages;
}

const storeCatalogs = new Map<LocaleKey, Partial<CompiledMessages>>();

/**
 * The catalog a store page is sent: every message but the operators' order desk's (`desk.…`), which
 * no shopper's page draws and every page would otherwise carry in its data.
 */
export function storeMessagesFor(locale: LocaleKey): Partial<CompiledMessages> {
  let messages = storeCatalogs.get(locale);
  if (!messages) {
    messages = Object.fromEntries(Object.entries(messagesFor(locale)).filter(([id]) => !id.startsWith('desk.')));
    storeCatalogs.set(locale, messages);
  }
  return messages;
}

const pageCatalogs = new Map<string, Partial<CompiledMessages>>();

/**
 * The catalog a store page is sent: the messages its kind of page can draw (pageKinds.ts), found in
 * the source by messageUse.ts, with the header's, footer's and error views' that every page draws.
 * A kind the file does not know (a page newer than it) is sent the whole store catalog.
 */
export function pageMessagesFor(locale: LocaleKey, kind: string): Partial<CompiledMessages> {
  const key = `${locale} ${kind}`;
  let messages = pageCatalogs.get(key);
  if (!messages) {
    const ids = PAGE_MESSAGES[kind];
    if (!ids) return storeMessagesFor(locale);
    const all = messagesFor(locale);
    messages = Object.fromEntries([...SHELL_MESSAGES, ...ids].map((id) => [id, all[id]]));
    pageCatalogs.set(key, messages);
  }
  return messages;
}

export { RESOLVED_PAGE_KIND };

/** The source texts, for tests that compare the storefront's formatting with FormatJS's. */
export function messageSources(locale: LocaleKey): Record<MessageId, string> {
  return sources[locale];
}

const catalogTexts = new WeakMap<Partial<CompiledMessages>, string>();

/** A catalog as the page's data carries it (catalogText.ts), written once per catalog. */
export function catalogTextOf(catalog: Partial<CompiledMessages>): string {
  let text = catalogTexts.get(catalog);
  if (text === undefined) catalogTexts.set(catalog, (text = JSON.stringify(catalog)));
  return text;
}
