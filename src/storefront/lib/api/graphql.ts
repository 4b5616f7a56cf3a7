/**
 * GraphQL as the storefront writes it: operations declared with their codegen types (`graphql`),
 * the wire format a transport carries (in-process or HTTP, src/server/commerceClient.ts), and the
 * one way to read an answer's errors. Pages send operations through the request's client
 * (session/storefrontClient.server.ts), never through the transport.
 */
import type { Operations } from '../generated/operations.ts';
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

type Blank = ' ' | '\n' | '\r' | '\t' | ',';
type NameCharacter =
  | 'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g' | 'h' | 'i' | 'j' | 'k' | 'l' | 'm' | 'n' | 'o' | 'p' | 'q' | 'r' | 's' | 't' | 'u' | 'v' | 'w' | 'x' | 'y' | 'z'
  | 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H' | 'I' | 'J' | 'K' | 'L' | 'M' | 'N' | 'O' | 'P' | 'Q' | 'R' | 'S' | 'T' | 'U' | 'V' | 'W' | 'X' | 'Y' | 'Z'
  | '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '_';

type TrimStart<Text extends string> = Text extends `${Blank}${infer Rest}` ? TrimStart<Rest> : Text;
type LeadingName<Text extends string, Name extends string = ''> = Text extends `${infer Character}${infer Rest}`
  ? Character extends NameCharacter
    ? LeadingName<Rest, `${Name}${Character}`>
    : Name
  : Name;

/** The name of the operation a document opens with (`query OrderHistory(...)` is `OrderHistory`). */
export type OperationName<Source extends string> =
  TrimStart<Source> extends `${'query' | 'mutation'}${Blank}${infer Rest}` ? LeadingName<TrimStart<Rest>> : never;

/** A document whose operation codegen knows, typed as codegen wrote it. */
type TypedOperation<Source extends string> =
  OperationName<Source> extends infer Name extends keyof Operations
    ? Operation<Operations[Name]['data'], Operations[Name]['variables']>
    : never;

/**
 * Declares an operation: its document first, then the fragments it spreads. The answer and
 * variables types come from codegen by the operation's name (lib/generated/operations.ts,
 * `Operations`), so no call site spells the API's shape; a document codegen has not seen (an
 * unnamed one, or before `npm run codegen`) does not compile. Whitespace is collapsed (spec 001 §7:
 * queries go with whitespace stripped), which also keeps the response cache keys short.
 */
export function graphql<Source extends string>(
  document: Source & (OperationName<Source> extends keyof Operations ? unknown : never),
  ...fragments: string[]
): TypedOperation<Source>;
/**
 * An operation whose readers still expect a hand-written shape (test/operationTypes.test.ts lists
 * them); no new call site uses it.
 */
export function graphql<TData, TVariables = undefined>(...sources: string[]): Operation<TData, TVariables>;
export function graphql(...sources: string[]): Operation<unknown, unknown> {
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
