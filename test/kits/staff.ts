/**
 * Staff members signed in through the API, for the tests of what staff may do: the seeded ones
 * (S1001 Hong Kong, S2001 Macau, S3001 Malaysia) or new ones of a shop, so a test that locks or
 * fills one disturbs no other.
 */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../harness.ts';
import { STAFF_ROLE_ID } from '../../src/rules/staff.ts';
import { PASSWORD } from './club.ts';

export const STAFF_SIGN_IN = `mutation($staffNo: String!, $password: String!) { generateStaffToken(staff_no: $staffNo, password: $password) { token } }`;

/** The bearer headers of a token on a store view. */
export const bearer = (token: string, store = 'tsl_tc') => ({ store, authorization: `Bearer ${token}` });

/** Signs staff member `staffNo` in on `store` (a view of their website) and answers their headers there. */
export async function staffHeaders(app: TestApp, staffNo: string, store = 'tsl_tc'): Promise<Record<string, string>> {
  const answer = await app.graphql(STAFF_SIGN_IN, { staffNo, password: PASSWORD }, { store });
  expect(answer.errors).toBeUndefined();
  return bearer(answer.data!.generateStaffToken.token, store);
}

let serial = 0;

/** A new Hong Kong staff member of the Central shop (the seeded S1001's password), signed in on `store`. */
export async function newStaff(app: TestApp, store = 'tsl_tc'): Promise<{ staffNo: string; headers: Record<string, string> }> {
  serial += 1;
  const staffNo = `S9${String(serial).padStart(3, '0')}`;
  await app.database.db.execute(sql`insert into customers (website_id, store_view_id, firstname, lastname, role_id, staff_no, default_store_identifier, password_hash)
    select 1, 1, 'Test', 'Staff', ${STAFF_ROLE_ID}, ${staffNo}, 'hk-central-queens-road', password_hash from customers where staff_no = 'S1001'`);
  return { staffNo, headers: await staffHeaders(app, staffNo, store) };
}
