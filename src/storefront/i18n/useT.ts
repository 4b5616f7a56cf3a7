/**
 * `t(id, values)`: the one way components turn a message id into text in the shopper's language.
 * Ids are typed from the English catalog, so a missing or mistyped id fails the type check.
 */
import { useTranslations, type MessageId, type MessageValues, type Translate } from './translations.ts';

export type { MessageId, MessageValues, Translate };

export function useT(): Translate {
  return useTranslations().t;
}
