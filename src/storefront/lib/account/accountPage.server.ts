/**
 * The account pages' data: the signed-in customer, or a redirect to sign-in when there is no
 * session or the API no longer accepts it (the session ended on the way). A staff member has their
 * staff page instead of the member's account pages.
 */
import { redirect, type AppLoadContext, type Params } from 'react-router';
import { SHOPPER_ROLE_ID } from '../../../rules/staff.ts';
import { requireStoreView } from '../http/storeRequest.server.ts';
import { storePath } from '../storeView/storeView.ts';
import { PRIVATE_NO_STORE } from './accountForms.server.ts';
import { ACCOUNT_CUSTOMER } from './operations.ts';
import { requireCustomer } from './customerSession.server.ts';
import { isSessionGone, sessionGoneRedirect } from '../session/sessionGone.server.ts';
import { CommerceRequestError, type GraphQLAnswer, type Operation } from '../api/graphql.ts';
import type { AccountCustomerQuery } from '../generated/operations.ts';

interface RequestArgs {
  request: Request;
  params: Params;
  context: AppLoadContext;
}

export type AccountCustomer = NonNullable<AccountCustomerQuery['customer']>;

export async function loadAccountCustomer(args: RequestArgs): Promise<AccountCustomer> {
  const data = await loadAsCustomer(args, ACCOUNT_CUSTOMER, undefined);
  if (data.customer.role_id !== SHOPPER_ROLE_ID) throw redirect(storePath(requireStoreView(args), '/staff'), { headers: PRIVATE_NO_STORE });
  return data.customer;
}

/**
 * An account page's query about the signed-in customer: guests go to sign-in, a session the API
 * no longer accepts too (the session ended); any other refusal is the error view's.
 */
export async function loadAsCustomer<TData extends { customer: unknown }, TVariables>(
  args: RequestArgs,
  operation: Operation<TData, TVariables>,
  variables: TVariables,
): Promise<TData & { customer: NonNullable<TData['customer']> }> {
  requireCustomer(args);
  const answer = await args.context.client.query(operation, variables);
  const data = answer.data;
  if (isSessionGone(answer.errors) || (data && !hasCustomer(data))) throw sessionGoneRedirect(args);
  if (!data || !hasCustomer(data)) throw new CommerceRequestError(answer.errors);
  return data;
}

function hasCustomer<TData extends { customer: unknown }>(data: TData): data is TData & { customer: NonNullable<TData['customer']> } {
  return data.customer !== null && data.customer !== undefined;
}

/** An operation as the customer; a session the API no longer accepts sends to sign-in. */
export async function asCustomer<TData>(args: RequestArgs, send: () => Promise<GraphQLAnswer<TData>>): Promise<GraphQLAnswer<TData>> {
  requireCustomer(args);
  const answer = await send();
  if (isSessionGone(answer.errors)) throw sessionGoneRedirect(args);
  return answer;
}
