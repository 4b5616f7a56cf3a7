/**
 * The signed-in shopper's user state (spec 000 §3 "User state": currentUser with cardno, and
 * customer_role): read with the store layout, so the header's rules follow the account's role and
 * analytics name the member by card number (spec 001: customer_id). Signed-in pages are drawn per
 * shopper and never stored in the page cache, so this never leaks into a shared page.
 */
import type { AppLoadContext, Params } from 'react-router';
import { graphql } from '../api/graphql.ts';

export interface UserState {
  /** The member card number, analytics' customer id. */
  cardNumber: string | null;
  /** The customer role (spec 000 §6; 1 for a default shopper, 2 for staff). */
  roleId: number;
  /** A staff member's number, which the account chip shows (spec 001 §7); null for shoppers. */
  staffNo: string | null;
  /** The account's name as the chip shows it. */
  firstname: string | null;
  lastname: string | null;
}

const USER_STATE = graphql(`
  query UserState {
    customer { cardno role_id staff_no firstname lastname }
  }
`);

/** Null for guests, and when the account cannot be read (the page then draws as for a guest). */
export async function userStateOf(args: { request: Request; params: Params; context: AppLoadContext }): Promise<UserState | null> {
  if (!args.context.session.signedIn) return null;
  const answer = await args.context.client.query(USER_STATE).catch(() => null);
  const customer = answer?.data?.customer;
  if (!customer) return null;
  return {
    cardNumber: customer.cardno ?? null,
    roleId: customer.role_id,
    staffNo: customer.staff_no ?? null,
    firstname: customer.firstname ?? null,
    lastname: customer.lastname ?? null,
  };
}
