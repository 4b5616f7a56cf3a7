/**
 * The store's GraphQL API, called beside the browser: to set a test's scene (bags, members, orders)
 * or to read what a page did. An answer with errors fails the test with the API's messages.
 */
import { DEMO_MEMBER_PASSWORD } from '../../src/commerce/seed/members.ts';

export type StoreGraphql = <T>(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>) => Promise<T>;

export interface GraphqlAnswer<T> {
  data: T;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

/** The whole answer, errors included, for a test about what the API refuses. */
export async function graphqlAnswer<T>(origin: string, storeCode: string, query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<GraphqlAnswer<T>> {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', store: storeCode, ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphqlAnswer<T>;
}

/** Calls to the store at `origin` in one store view (English Hong Kong unless told). */
export function storeGraphql(origin: string, storeCode = 'tsl_en'): StoreGraphql {
  return async <T>(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) => {
    const answer = await graphqlAnswer<T>(origin, storeCode, query, variables, headers);
    if (answer.errors?.length) throw new Error(answer.errors.map((error) => error.message).join('; '));
    return answer.data;
  };
}

/** The bearer header of a member signed in through the API, as another device of theirs would. */
export async function memberHeaders(graphql: StoreGraphql, email: string, password = DEMO_MEMBER_PASSWORD): Promise<Record<string, string>> {
  const { generateCustomerToken } = await graphql<{ generateCustomerToken: { token: string } }>(
    'mutation($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }',
    { email, password },
  );
  return { authorization: `Bearer ${generateCustomerToken.token}` };
}

/**
 * Opens a member's account through the API, as the create-account form does (the local reCAPTCHA
 * verifier issues the token), with the demo members' password unless the input says otherwise.
 */
export async function openMember(graphql: StoreGraphql, input: Record<string, unknown> & { email: string }): Promise<void> {
  const { localCaptchaToken } = await graphql<{ localCaptchaToken: string }>('{ localCaptchaToken(form: CUSTOMER_CREATE) }');
  await graphql(
    'mutation Register($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
    { input: { password: DEMO_MEMBER_PASSWORD, consent: true, ...input } },
    { 'x-recaptcha': localCaptchaToken },
  );
}
