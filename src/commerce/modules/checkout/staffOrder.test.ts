/**
 * A staff member orders for a customer through the real server (spec 000 §3 Checkout state, §4
 * staff ordering): a made-to-order piece in the staff bag, the shop and the customer's phone proven
 * by a one-time password, the order the customer's (a member found by the phone, or made with it),
 * paid, then "To Approve" and on through the staff statuses by the shop's staff. Every other role
 * is refused the staff checkout.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { queryRows } from '../../../../test/kits/catalog.ts';
import { newMember, type Member } from '../../../../test/kits/club.ts';
import { staffHeaders } from '../../../../test/kits/staff.ts';
import { codeSentTo, freshPhone, staffBagReady } from '../../../../test/kits/staffOrders.ts';

const SHOP = 'hk-central-queens-road';

const SEND_CODE = `mutation($area: String!, $phone: String!) { sendCustomerPhoneOtp(phone_area_code: $area, phone: $phone) { expires_in } }`;
const STAFF_ORDER = `mutation($input: SetStaffOrderOnCartInput!) { setStaffOrderOnCart(input: $input) { cart {
  bcn_staff_ordered_store bcn_order_customer_phone_area bcn_order_customer_phone bcn_order_customer_phone_validated
  bcn_order_customer { firstname lastname email } } } }`;
const PLACE = 'mutation($id: String!) { placeOrder(input: { cart_id: $id }) { order { order_number } } }';
const MOVE = 'mutation($number: String!, $move: String!) { moveOrder(order_number: $number, move: $move) { status } }';

let app: TestApp;
let staff: Record<string, string>;

beforeAll(async () => {
  app = await startTestApp({ env: { RESPONSE_CACHE: 'false' } });
  staff = await staffHeaders(app, 'S1001');
});

afterAll(async () => {
  await app?.close();
});

async function run<T = Record<string, any>>(query: string, variables: Record<string, unknown>, headers = staff): Promise<T> {
  const answer = await app.graphql<T>(query, variables, headers);
  expect(answer.errors, query.slice(0, 60)).toBeUndefined();
  return answer.data!;
}

async function statusOf(number: string): Promise<{ status: string; customer_id: number; staff_store: string; email: string }> {
  const [row] = await queryRows<{ status: string; customer_id: number; staff_store: string; email: string }>(app, sql`select status, customer_id, staff_store, email from orders where number = ${number}`);
  return row;
}

describe('a staff member ordering for a customer', () => {
  it('orders for a member found by the phone a code proves; paid, the order waits for approval and the shop’s staff take it to pickup', async () => {
    const member: Member = await newMember(app);
    const phone = freshPhone();
    await app.database.db.execute(sql`update customers set mobile = ${`+852${phone}`} where id = ${member.id}`);
    const id = await staffBagReady(app, staff);

    // Without the customer, the staff bag cannot be placed.
    const early = await app.graphql(PLACE, { id }, staff);
    expect(early.errors?.[0].message).toBe('請先驗證顧客的電話號碼，然後下單。');

    await run(SEND_CODE, { area: '852', phone });
    const wrong = await app.graphql(STAFF_ORDER, { input: { cart_id: id, store_code: SHOP, code: '000000' } }, staff);
    expect(wrong.errors?.[0].message).toMatch(/^驗證碼不正確/);
    const set = await run<{ setStaffOrderOnCart: { cart: Record<string, unknown> } }>(STAFF_ORDER, { input: { cart_id: id, store_code: SHOP, code: codeSentTo(app, `+852${phone}`) } });
    expect(set.setStaffOrderOnCart.cart).toEqual({
      bcn_staff_ordered_store: SHOP,
      bcn_order_customer_phone_area: '852',
      bcn_order_customer_phone: phone,
      bcn_order_customer_phone_validated: true,
      bcn_order_customer: { firstname: expect.any(String), lastname: expect.any(String), email: member.email },
    });

    const number = (await run<{ placeOrder: { order: { order_number: string } } }>(PLACE, { id })).placeOrder.order.order_number;
    expect(await statusOf(number)).toEqual({ status: 'processing_approval_pending', customer_id: member.id, staff_store: SHOP, email: member.email });
    const [placedBy] = await queryRows<{ actor: string }>(app, sql`select h.actor from order_status_history h join orders o on o.id = h.order_id where o.number = ${number} order by h.id limit 1`);
    expect(placedBy.actor).toBe('staff');

    // The customer sees it in their history, "To Approve"; they cannot approve it themselves.
    const history = await run<{ customer: { orders: { items: Array<{ number: string; status: string }> } } }>('{ customer { orders { items { number status } } } }', {}, member.headers);
    expect(history.customer.orders.items).toContainEqual({ number, status: 'To Approve' });
    expect((await app.graphql(MOVE, { number, move: 'approve' }, member.headers)).errors).toHaveLength(1);

    for (const [move, status] of [
      ['approve', 'processing'],
      ['made', 'complete_made_done'],
      ['factory_ship', 'complete_factory_shipped'],
      ['confirm_arrival', 'complete_pick_pending'],
      ['confirm_pickup', 'complete_complete'],
    ] as const) {
      expect((await run<{ moveOrder: { status: string } }>(MOVE, { number, move })).moveOrder.status).toBe(status);
    }
  });

  it('makes a new member with the proven phone when none has it, after asking for their details', async () => {
    const phone = freshPhone();
    const id = await staffBagReady(app, staff);
    await run(SEND_CODE, { area: '852', phone });
    const proven = await run<{ setStaffOrderOnCart: { cart: { bcn_order_customer_phone_validated: boolean; bcn_order_customer: unknown } } }>(STAFF_ORDER, {
      input: { cart_id: id, store_code: SHOP, code: codeSentTo(app, `+852${phone}`) },
    });
    expect(proven.setStaffOrderOnCart.cart).toMatchObject({ bcn_order_customer_phone_validated: true, bcn_order_customer: null });
    const refused = await app.graphql(PLACE, { id }, { ...staff, store: 'tsl_en' });
    expect(refused.errors?.[0].message).toBe("No member has this phone number yet. Enter the customer's name and email to make them a member.");

    const email = `walk.in.${phone}@example.com`;
    const named = await run<{ setStaffOrderOnCart: { cart: { bcn_order_customer: unknown } } }>(STAFF_ORDER, {
      input: { cart_id: id, store_code: SHOP, customer: { firstname: 'Siu Ming', lastname: 'Wong', email } },
    });
    expect(named.setStaffOrderOnCart.cart.bcn_order_customer).toEqual({ firstname: 'Siu Ming', lastname: 'Wong', email });
    const number = (await run<{ placeOrder: { order: { order_number: string } } }>(PLACE, { id })).placeOrder.order.order_number;
    const [account] = await queryRows<{ id: number; mobile: string; role_id: number; password_hash: string | null }>(app, sql`select id, mobile, role_id, password_hash from customers where email = ${email}`);
    expect(account).toMatchObject({ mobile: `+852${phone}`, role_id: 1, password_hash: null });
    expect((await statusOf(number)).customer_id).toBe(account.id);
  });

  it('refuses a shop of another region, and the staff checkout to members, guests and the admin token', async () => {
    const id = await staffBagReady(app, staff);
    const otherRegion = await app.graphql(STAFF_ORDER, { input: { cart_id: id, store_code: 'mo-senado-square', code: '123456' } }, staff);
    expect(otherRegion.errors?.[0].message).toBe('請選擇本地區的分店。');
    const member = await newMember(app);
    const { customerCart } = await run<{ customerCart: { id: string } }>('{ customerCart { id } }', {}, member.headers);
    for (const headers of [{ ...member.headers, store: 'tsl_tc' }, { store: 'tsl_tc' }, { store: 'tsl_tc', authorization: `Bearer ${app.config.adminToken}` }] as Array<Record<string, string>>) {
      const answer = await app.graphql(STAFF_ORDER, { input: { cart_id: customerCart.id, store_code: SHOP, code: '123456' } }, headers);
      expect(answer.errors?.[0]).toMatchObject({ message: '請以員工編號登入後再試。', extensions: { category: 'graphql-authorization' } });
    }
  });
});
