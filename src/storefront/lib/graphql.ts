/**
 * The storefront's one GraphQL client. Loaders call `query(args, OPERATION, variables)`; the store
 * view comes from the URL prefix, so a page always asks in the shopper's language and currency.
 * The transport (in-process or HTTP) is the server's business: it arrives as `context.commerce`.
 */
import type { AppLoadContext } from 'react-router';
import { notFound } from './responses.ts';
import { storeViewOfUrl } from './storeView.ts';
import './loadContext.ts';

export interface GraphQLRequest {
  query: string;
  variables?: Record<string, unknown>;
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

/** Any answer with errors that is not a missing entity: the page cannot be drawn. */
export class CommerceRequestError extends Error {
  constructor(readonly errors: GraphQLErrorEntry[]) {
    super(errors.map((error) => error.message).join('; '));
    this.name = 'CommerceRequestError';
  }
}

interface LoaderArgsLike {
  request: Request;
  context: AppLoadContext;
}

/** Operations without variables take none; the others require theirs. */
type VariablesArgument<TVariables> = [TVariables] extends [undefined] ? [] : [variables: TVariables];

/**
 * Runs an operation for a loader. A `graphql-no-such-entity` error becomes a 404 response (the
 * route's error boundary draws the not-found view); any other error throws to the error boundary.
 */
export async function query<TData, TVariables>(
  { request, context }: LoaderArgsLike,
  operation: Operation<TData, TVariables>,
  ...[variables]: VariablesArgument<TVariables>
): Promise<TData> {
  const view = storeViewOfUrl(request.url);
  const response = await context.commerce({
    query: operation.text,
    variables: variables as Record<string, unknown> | undefined,
    store: view.code,
  });
  if (response.errors?.length) {
    if (response.errors.some((error) => error.extensions?.category === 'graphql-no-such-entity')) {
      throw notFound();
    }
    throw new CommerceRequestError(response.errors);
  }
  if (!response.data) throw new CommerceRequestError([{ message: 'The commerce API answered without data.' }]);
  return response.data as TData;
}
