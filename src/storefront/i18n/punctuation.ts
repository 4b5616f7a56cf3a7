/** Colons and brackets for the shopper's language, where a component joins texts (rules/punctuation.ts). */
import { punctuationFor, type Punctuation } from '../../rules/punctuation.ts';
import { useTranslations } from './translations.ts';

export { punctuationFor, type Punctuation };

export function usePunctuation(): Punctuation {
  return punctuationFor(useTranslations().locale);
}
