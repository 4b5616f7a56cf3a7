/** Which of the spec's error views (000 §2) an error boundary draws. */
import { isRouteErrorResponse } from 'react-router';
import type { MessageId } from '../../i18n/messages/en.ts';
import { ROUTING_FAILURE } from '../../lib/http/responses.ts';

export type ErrorKind = 'not-found' | 'routing' | 'generic';


export function errorKindOf(error: unknown): ErrorKind {
  if (!isRouteErrorResponse(error)) return 'generic';
  if (error.status === 404) return 'not-found';
  if ((error.data as { kind?: string } | null)?.kind === ROUTING_FAILURE.kind) return 'routing';
  return 'generic';
}

const MESSAGE_BY_KIND: Record<ErrorKind, MessageId> = {
  'not-found': 'error.notFound',
  routing: 'error.routing',
  generic: 'error.generic',
};

export function errorMessageId(error: unknown): MessageId {
  return MESSAGE_BY_KIND[errorKindOf(error)];
}

export function errorTitleId(error: unknown): MessageId {
  return errorKindOf(error) === 'not-found' ? 'error.notFoundTitle' : 'error.oops';
}
