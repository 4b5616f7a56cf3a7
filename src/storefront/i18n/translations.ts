/**
 * The shopper's language for components: the page's catalog (root loader data) with the locale to
 * format it in. One `Translations` per catalog, kept while the catalog lives: the second page in a
 * language reuses it on the server, and browser navigations within a store view keep it.
 */
import { createContext, useContext } from 'react';
import type { CompactMessage } from './compactMessage.ts';
import { formatMessage, type MessageValues } from './formatMessage.ts';
import type { MessageId } from './messages/en.ts';

export type { MessageId, MessageValues };
export type Translate = (id: MessageId, values?: MessageValues) => string;

export interface Translations {
  locale: string;
  t: Translate;
  /** "A, B and C" in the locale's words. */
  formatList(items: string[]): string;
}

type Catalog = Partial<Record<MessageId, CompactMessage>>;

const kept = new WeakMap<Catalog, Translations>();

/**
 * A message missing from the catalog shows its id, as a visible mistake rather than an empty label,
 * and is reported once as an error in the console (the server's log, the browser's, which browser
 * tests fail on): a page's catalog holds only the messages its source names (pageKinds.ts).
 */
export function translationsFor(locale: string, catalog: Catalog = {}): Translations {
  const found = kept.get(catalog);
  if (found?.locale === locale) return found;
  let lists: Intl.ListFormat | undefined;
  const translations: Translations = {
    locale,
    t: (id, values) => {
      const message = catalog[id];
      if (message !== undefined) return formatMessage(locale, message, values);
      reportMissing(id);
      return id;
    },
    formatList: (items) => (lists ??= new Intl.ListFormat(locale, { type: 'conjunction' })).format(items),
  };
  kept.set(catalog, translations);
  return translations;
}

const reported = new Set<string>();

function reportMissing(id: string): void {
  if (reported.has(id)) return;
  reported.add(id);
  console.error(`Message ${id} is not in this page's catalog (i18n/pageMessages.generated.ts)`);
}

export const TranslationsContext = createContext<Translations>(translationsFor('en'));

export function useTranslations(): Translations {
  return useContext(TranslationsContext);
}
