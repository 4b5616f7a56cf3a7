/**
 * The one error type of the API. `category` is Magento's extensions.category; the message is a
 * key rendered in the store view's language when the error leaves the server.
 */
import type { MessageKey, MessageValues } from '../i18n/messages.ts';

export type ErrorCategory =
  | 'graphql-input'
  | 'graphql-authorization'
  | 'graphql-authentication'
  | 'graphql-no-such-entity'
  | 'graphql-already-exists'
  | 'internal';

export class CommerceError extends Error {
  constructor(
    readonly category: ErrorCategory,
    readonly messageKey: MessageKey,
    readonly values?: MessageValues,
    /** Further reasons of the same refusal, said after the first (every unmet password rule at once). */
    readonly alsoKeys: readonly MessageKey[] = [],
    /** A stable code clients recognise the refusal by (`extensions.code`), beside the category. */
    readonly code?: string,
  ) {
    super(messageKey);
    this.name = 'CommerceError';
  }
}

export const inputError = (key: MessageKey, values?: MessageValues) => new CommerceError('graphql-input', key, values);
export const notFoundError = (key: MessageKey, values?: MessageValues) => new CommerceError('graphql-no-such-entity', key, values);
export const authorizationError = (key: MessageKey = 'auth.adminRequired') => new CommerceError('graphql-authorization', key);
