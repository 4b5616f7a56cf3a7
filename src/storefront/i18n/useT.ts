/**
 * `t(id, values)`: the one way components turn a message id into text in the shopper's language.
 * Ids are typed from the English catalog, so a missing or mistyped id fails the type check.
 */
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from './messages/en.ts';

export type { MessageId };
export type MessageValues = Record<string, string | number>;
export type Translate = (id: MessageId, values?: MessageValues) => string;

export function useT(): Translate {
  const intl = useIntl();
  return useCallback((id, values) => intl.formatMessage({ id }, values), [intl]);
}
