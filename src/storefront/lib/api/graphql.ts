/**
 * GraphQL as the storefront writes it: operations declared with their codegen types (`graphql`),
 * the wire format a transport carries (in-process or HTTP, src/server/commerceClient.ts), and the
 * one way to read an answer's errors. Pages send operations through the request's client
 * (session/storefrontClient.server.ts), never through the transport.
 */
import { notFound } from '../http/responses.ts';

export interface GraphQLRequest {
  query: string;
  variables?: unknown;
  /** Store view code sent as the `Store` header. */
  store: string;
  /** Sent as `Content-Currency` when the shopper chose a display currency. */
  currency?: string;
  /** Customer token, sent as `Authorization: Bearer …`. */
  token?: string;
  /** The shopper's address, sent as `X-Forwarded-For`: sign-in limits count by it. */
  clientIp?: string;
  /** A reCAPTCHA token, sent as `X-ReCaptcha` (account creation). */
  captchaToken?: string;
}

export interface GraphQLErrorEntry {
  message: string;
  path?: ReadonlyArray<string | number>;
  extensions?: { category?: string; [key: string]: unknown };
}

export interface GraphQLResponse {
  data?: unknown;
  errors?: GraphQLErrorEntry[];
}

/** The transport: one request on the wire, headers and all. */
export type CommerceClient = (request: GraphQLRequest) => Promise<GraphQLResponse>;

declare const operationTypes: unique symbol;

/** A GraphQL document that carries the types of its answer and variables. */
export interface Operation<TData, TVariables> {
  readonly text: string;
  readonly [operationTypes]?: { data: TData; variables: TVariables };
}

/**
 * Declares an operation. Whitespace is collapsed (spec 001 §7: queries go with whitespace
 * stripped), which also keeps the response cache keys short.
 */
export function graphql<TData, TVariables = undefined>(...sources: string[]): Operation<TData, TVariables> {
  return { text: sources.join(' ').replace(/\s+/g, ' ').trim() };
}

/** What an operation answered: its data (when any) and its errors (none when it went through). */
export interface GraphQLAnswer<TData> {
  data: TData | undefined;
  errors: GraphQLErrorEntry[];
}

/** A refusal as routes show it: the API's category (`graphql-input`, `graphql-authorization` ...) and its message. */
export interface Problem {
  category: string | undefined;
  /** Already in the shopper's language. */
  message: string;
}

/** The first refusal of an answer, or null when it went through. */
export function problemOf(errors: readonly GraphQLErrorEntry[]): Problem | null {
  const [first] = errors;
  return first ? { category: first.extensions?.category, message: first.message } : null;
}

/** Whether any refusal of an answer is of a category. */
export function hasProblem(errors: readonly GraphQLErrorEntry[], category: string): boolean {
  return errors.some((error) => error.extensions?.category === category);
}

/** Any answer with errors that is not a missing entity: the page cannot be drawn. */
export class CommerceRequestError extends Error {
  constructor(readonly errors: GraphQLErrorEntry[]) {
    super(errors.map((error) => error.message).join('; '));
    this.name = 'CommerceRequestError';
  }
}

/**
 * The data a page needs from an answer. A `graphql-no-such-entity` error becomes a 404 response (the
 * route's error boundary draws the not-found view); any other error throws to the error boundary.
 */
export function pageData<TData>(answer: GraphQLAnswer<TData>): TData {
  if (answer.errors.length) {
    if (hasProblem(answer.errors, 'graphql-no-such-entity')) throw notFound();
    throw new CommerceRequestError(answer.errors);
  }
  if (!answer.data) throw new CommerceRequestError([{ message: 'The commerce API answered without data.' }]);
  return answer.data;
}
