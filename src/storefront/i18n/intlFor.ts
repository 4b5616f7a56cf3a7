/**
 * One react-intl instance per message catalog. An instance keeps its compiled formatters, so
 * sharing it makes the second page in a language format its texts without setting them up again;
 * an `IntlProvider` per page would build them anew on every server render.
 */
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

type Messages = Record<string, MessageFormatElement[]>;

const cache = createIntlCache();
const instances = new WeakMap<Messages, IntlShape>();
const noMessages: Messages = {};

/** Missing translations fall back to the id's English text and are not errors (spec 001 §8). */
function ignoreMissingTranslations(error: { code?: string }) {
  if (error.code !== 'MISSING_TRANSLATION' && import.meta.env.DEV) console.error(error);
}

export function intlFor(locale: string, messages: Messages | undefined): IntlShape {
  const catalog = messages ?? noMessages;
  let intl = instances.get(catalog);
  if (!intl || intl.locale !== locale) {
    intl = createIntl({ locale, messages: catalog, defaultLocale: 'en', onError: ignoreMissingTranslations }, cache);
    instances.set(catalog, intl);
  }
  return intl;
}
