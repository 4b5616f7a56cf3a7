/**
 * The account pages' data: the signed-in customer, or a redirect to sign-in when there is no
 * session or the API no longer accepts it (the cookies are cleared on the way).
 */
import type { AppLoadContext, Params } from 'react-router';
import { ACCOUNT_CUSTOMER } from './operations.ts';
import { isSessionGone, requireCustomer, sessionGoneRedirect, type CustomerRequest } from '../customerSession.server.ts';
import { CommerceRequestError, type GraphQLErrorEntry, type Operation } from '../graphql.ts';
import type { AccountCustomerQuery } from '../generated/operations.ts';

interface RequestArgs {
  request: Request;
  params: Params;
  context: AppLoadContext;
}

export type AccountCustomer = NonNullable<AccountCustomerQuery['customer']>;

export async function loadAccountCustomer(args: RequestArgs): Promise<{ customer: AccountCustomer; session: CustomerRequest }> {
  const { data, session } = await loadAsCustomer(args, ACCOUNT_CUSTOMER, undefined);
  return { customer: data.customer, session };
}

/**
 * An account page's query about the signed-in customer: guests go to sign-in, a session the API
 * no longer accepts too (its cookies cleared); any other refusal is the error view's.
 */
export async function loadAsCustomer<TData extends { customer: unknown }, TVariables>(
  args: RequestArgs,
  operation: Operation<TData, TVariables>,
  variables: TVariables,
): Promise<{ data: TData & { customer: NonNullable<TData['customer']> }; session: CustomerRequest }> {
  const session = requireCustomer(args);
  const answer = await session.run(operation, variables);
  if (isSessionGone(answer.errors) || (answer.data && !answer.data.customer)) throw sessionGoneRedirect(args);
  if (!answer.data?.customer) throw new CommerceRequestError(answer.errors);
  return { data: answer.data as TData & { customer: NonNullable<TData['customer']> }, session };
}

/** An action's operation as the customer; a session the API no longer accepts sends to sign-in. */
export async function runAsCustomer<TData>(
  args: RequestArgs,
  run: (session: CustomerRequest) => Promise<{ data: TData | undefined; errors: GraphQLErrorEntry[] }>,
) {
  const session = requireCustomer(args);
  const answer = await run(session);
  if (isSessionGone(answer.errors)) throw sessionGoneRedirect(args);
  return answer;
}
