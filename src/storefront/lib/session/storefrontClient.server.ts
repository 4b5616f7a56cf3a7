/**
 * The storefront's one GraphQL client, made once per request by the request context. `query` and
 * `mutate` take an operation carrying its codegen types (`graphql(...)`, lib/api/graphql.ts) and add
 * what every request carries: the store view's `Store` header, the shopper's address, and the
 * signed-in shopper's token from the session (read at each call, so an operation after signing in
 * goes as the customer). The transport (in-process or HTTP) is the server's business.
 */
import type { CommerceClient, GraphQLAnswer, Operation } from '../api/graphql.ts';

export interface RequestOptions {
  /**
   * Asks as a guest even for a signed-in shopper. Catalog reads go so: their answers do not depend
   * on the shopper, and the API's whole-response cache only answers requests without a token.
   */
  anonymous?: boolean;
  /** A reCAPTCHA token, sent as `X-ReCaptcha` (account creation). */
  captchaToken?: string;
  /** A token sent in place of the session's: the order desk's sign-in proves the one the operator typed. */
  bearer?: string;
}

/** Operations without variables take none; the others require theirs. */
interface Send {
  <TData>(operation: Operation<TData, undefined | { [key: string]: never }>, variables?: undefined, options?: RequestOptions): Promise<GraphQLAnswer<TData>>;
  <TData, TVariables>(operation: Operation<TData, TVariables>, variables: TVariables, options?: RequestOptions): Promise<GraphQLAnswer<TData>>;
}

export interface StorefrontClient {
  /** Sends a query; over HTTP a query that fails on the network is tried again. */
  query: Send;
  /** Sends a mutation, once. */
  mutate: Send;
}

export interface StorefrontClientOptions {
  transport: CommerceClient;
  /** The store view's code, sent as `Store`. */
  store: string;
  /** The signed-in shopper's token at the moment of the call, if any. */
  customerToken: () => string | undefined;
  /** Sent as `Content-Currency` when the shopper chose a display currency. */
  currency?: string;
  /** The shopper's address, sent as `X-Forwarded-For`: sign-in limits count by it. */
  clientIp?: string;
}

const isMutation = (text: string) => /^mutation\b/.test(text);

export function createStorefrontClient({ transport, store, customerToken, currency, clientIp }: StorefrontClientOptions): StorefrontClient {
  async function send<TData>(operation: Operation<TData, unknown>, variables: unknown, options: RequestOptions = {}): Promise<GraphQLAnswer<TData>> {
    const response = await transport({
      query: operation.text,
      variables: variables ?? undefined,
      store,
      currency,
      token: options.anonymous ? undefined : (options.bearer ?? customerToken()),
      clientIp,
      captchaToken: options.captchaToken,
    });
    // The one place where the wire's JSON takes the operation's codegen type.
    return { data: (response.data ?? undefined) as TData | undefined, errors: response.errors ?? [] };
  }
  return {
    query<TData>(operation: Operation<TData, unknown>, variables?: unknown, options?: RequestOptions) {
      // A mutation sent as a query would be retried over HTTP after it may have landed.
      if (isMutation(operation.text)) throw new TypeError('A mutation goes through mutate()');
      return send(operation, variables, options);
    },
    mutate<TData>(operation: Operation<TData, unknown>, variables?: unknown, options?: RequestOptions) {
      if (!isMutation(operation.text)) throw new TypeError('mutate() sends mutations only');
      return send(operation, variables, options);
    },
  };
}
