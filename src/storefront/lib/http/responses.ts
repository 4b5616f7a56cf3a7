/** The responses loaders throw for the spec's routing states (000 §4: not found, error). */
import { data } from 'react-router';

/** Data of the response the URL resolver throws when it cannot answer (spec: "routing failure"). */
export const ROUTING_FAILURE = { kind: 'routing-failure' } as const;

export function notFound() {
  return data(null, { status: 404, statusText: 'Not Found' });
}

/** The URL resolver could not answer: "Something went wrong. Sorry about that." */
export function routingFailure() {
  return data(ROUTING_FAILURE, { status: 503, statusText: 'Service Unavailable' });
}
