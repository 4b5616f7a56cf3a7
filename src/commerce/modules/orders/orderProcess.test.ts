/**
 * The order process through the real server and database: every move of its table by every kind
 * of actor (only those the move names succeed), moves that do not leave from a status, the history
 * of who moved an order, the money, stock, coupon, gift card and points that follow the moves, and
 * the job that completes shipped orders nobody marked received (given the time, never waiting).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { queryRows } from '../../../../test/kits/catalog.ts';
import { balanceOf, newMember, productInStock, signIn, type Member } from '../../../../test/kits/club.ts';
import { orderFacts as factsOf, paidCardOrder as paidOrder } from '../../../../test/kits/orders.ts';
import { CUSTOMER_ORDER_STATUSES, SHIPPED_ORDER_COMPLETES_AFTER_DAYS, STAFF_ORDER_STATUSES, type OrderStatus } from '../../../rules/orderStatus.ts';
import { GATEWAY, OPERATOR, SYSTEM, type OrderActor } from './orderActors.ts';
import type { MoveInput } from './orderGuards.ts';
import { ORDER_PROCESS, type MoveName, type OrderMove } from './orderProcess.ts';

const ALL_STATUSES: OrderStatus[] = [...new Set([...CUSTOMER_ORDER_STATUSES, ...STAFF_ORDER_STATUSES])];

let app: TestApp;
let sku: string;
let shopId: number;

beforeAll(async () => {
  app = await startTestApp();
  sku = await productInStock(app);
  [{ id: shopId }] = await queryRows<{ id: number }>(app, sql`select id from store_locations order by id limit 1`);
});

afterAll(async () => {
  await app?.close();
});

const paidCardOrder = (member: Member, extras: { coupon?: string; giftCard?: string } = {}) => paidOrder(app, member, sku, extras);
const orderFacts = (number: string) => factsOf(app, number);

async function stock(): Promise<number> {
  const [row] = await queryRows<{ quantity: number }>(app, sql`select s.quantity from product_stock s join products p on p.id = s.product_id where p.sku = ${sku} and s.website_id = 1`);
  return Number(row.quantity);
}

async function lineOf(number: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(app, sql`select i.id from order_items i join orders o on o.id = i.order_id where o.number = ${number} order by i.id limit 1`);
  return Number(row.id);
}

describe('the order process, move by move and actor by actor', () => {
  let owner: Member;
  let stranger: Member;
  let number: string;
  let line: number;

  beforeAll(async () => {
    [owner, stranger] = [await newMember(app), await newMember(app)];
    // Paid by card, so that every refund of the table has a payment to go back on.
    number = await paidCardOrder(owner);
    line = await lineOf(number);
  });

  /** Puts the order in `from`, with what the move's guards ask of it: a shop for pickup moves, pieces sent for returns. */
  async function setUp(move: OrderMove, from: OrderStatus): Promise<void> {
    const pickup = move.guards.includes('pickupOrder');
    const byStaff = move.guards.includes('staffOrder');
    // A move for an order awaiting its wallet payment (repay) is set up on a WeChat Pay order.
    const method = move.guards.includes('awaitingPayment') ? 'wechat_pay' : 'card';
    const sent = move.name === 'ship' || move.name === 'ship_partially' ? 0 : 2;
    await app.database.db.execute(
      sql`update orders set status = ${from}, pickup_location_id = ${pickup ? shopId : null}, staff_id = ${byStaff ? owner.id : null}, payment_method = ${method}, refunded_total = 0, pickup_code = null where number = ${number}`,
    );
    await app.database.db.execute(sql`update order_items set shipped_quantity = ${sent}, returned_quantity = 0 where id = ${line}`);
  }

  /** What each move is given: enough for its guards. */
  function inputFor(move: OrderMove): MoveInput {
    return {
      trackingNumber: 'SF1234567890',
      carrier: 'sf_express',
      items: move.name === 'ship_partially' || move.name === 'return_partially' ? [{ itemId: line, quantity: 1 }] : undefined,
      amount: 100,
      note: `${move.name} in the table test`,
    };
  }

  const actors = (): Array<[OrderActor, string | null]> => [
    [{ kind: 'customer', customerId: owner.id }, String(owner.id)],
    [{ kind: 'staff', staffId: 7, websiteId: 1, storeIdentifier: null }, '7'],
    [OPERATOR, null],
    [GATEWAY, null],
    [SYSTEM, null],
  ];

  it('lets every move of the table be made by the actors it names, from each of its statuses, and refuses every other actor', async () => {
    const orders = app.app.commerce.orders;
    for (const move of ORDER_PROCESS) {
      for (const from of move.from) {
        for (const [actor, actorId] of actors()) {
          await setUp(move, from);
          const attempt = orders.transition(actor, number, move.name, inputFor(move));
          if (!move.actors.includes(actor.kind)) {
            await expect(attempt, `${move.name} from ${from} by ${actor.kind}`).rejects.toMatchObject({ category: 'graphql-authorization', messageKey: 'order.moveNotYours' });
            continue;
          }
          const outcome = await attempt;
          expect(outcome.order.status, `${move.name} from ${from} by ${actor.kind}`).toBe(move.to);
          const [last] = await queryRows<{ status: string; actor: string; actor_id: string | null; move: string; note: string }>(
            app,
            sql`select h.status, h.actor, h.actor_id, h.move, h.note from order_status_history h join orders o on o.id = h.order_id where o.number = ${number} order by h.id desc limit 1`,
          );
          expect(last).toEqual({ status: move.to, actor: actor.kind, actor_id: actorId, move: move.name, note: `${move.name} in the table test` });
        }
      }
    }
  });

  it('refuses a customer on another customer’s order, and staff of another website', async () => {
    const complete = ORDER_PROCESS.find((move) => move.name === 'complete')!;
    await setUp(complete, 'complete_shipped');
    await expect(app.app.commerce.orders.transition({ kind: 'customer', customerId: stranger.id }, number, 'complete')).rejects.toMatchObject({ messageKey: 'order.moveNotYours' });
    const approve = ORDER_PROCESS.find((move) => move.name === 'approve')!;
    await setUp(approve, 'processing_approval_pending');
    await expect(app.app.commerce.orders.transition({ kind: 'staff', staffId: 7, websiteId: 2, storeIdentifier: null }, number, 'approve')).rejects.toMatchObject({ messageKey: 'order.moveNotYours' });
  });

  it("lets the staff of the shop an order is collected at handle it, and refuses another shop's", async () => {
    const approve = ORDER_PROCESS.find((move) => move.name === 'approve')!;
    await setUp(approve, 'processing_approval_pending');
    const shops = await queryRows<{ id: number; code: string }>(app, sql`select id, code from store_locations where website_id = 1 order by id limit 2`);
    await app.database.db.execute(sql`update orders set pickup_location_id = ${shops[0].id} where number = ${number}`);
    const staffOf = (shop: string) => ({ kind: 'staff' as const, staffId: 7, websiteId: 1, storeIdentifier: shop });
    await expect(app.app.commerce.orders.transition(staffOf(shops[1].code), number, 'approve')).rejects.toMatchObject({ messageKey: 'order.moveNotYours' });
    expect((await app.app.commerce.orders.transition(staffOf(shops[0].code), number, 'approve')).order.status).toBe('processing');
  });

  it('refuses every move from a status the table does not move it from, saying which move', async () => {
    for (const move of ORDER_PROCESS) {
      for (const from of ALL_STATUSES.filter((status) => !move.from.includes(status))) {
        await setUp(move, from);
        const allowed = actors().find(([actor]) => move.actors.includes(actor.kind))![0];
        await expect(app.app.commerce.orders.transition(allowed, number, move.name, inputFor(move)), `${move.name} from ${from}`).rejects.toMatchObject({
          category: 'graphql-input',
          messageKey: `order.cannot.${move.name}`,
        });
      }
    }
    await expect(app.app.commerce.orders.transition(OPERATOR, number, 'teleport' as MoveName)).rejects.toMatchObject({ messageKey: 'order.moveUnknown' });
  });

  it('checks each move’s guards: tracking and carrier to ship, a shop for pickup, pieces and amounts within the order, a payment awaited to repay', async () => {
    const orders = app.app.commerce.orders;
    const staffMember: OrderActor = { kind: 'staff', staffId: 7, websiteId: 1, storeIdentifier: null };
    const ship = ORDER_PROCESS.find((move) => move.name === 'ship')!;
    await setUp(ship, 'processing');
    await expect(orders.transition(OPERATOR, number, 'ship', { carrier: 'sf_express' })).rejects.toMatchObject({ messageKey: 'order.trackingRequired' });
    await expect(orders.transition(OPERATOR, number, 'ship', { trackingNumber: 'X1', carrier: 'pigeon' })).rejects.toMatchObject({ messageKey: 'order.carrierUnknown' });
    await expect(orders.transition(OPERATOR, number, 'ship_partially', { trackingNumber: 'X1', carrier: 'sf_express', items: [{ itemId: line, quantity: 2 }] })).rejects.toMatchObject({ messageKey: 'order.shipItems' });
    await expect(orders.transition(OPERATOR, number, 'ship_partially', { trackingNumber: 'X1', carrier: 'sf_express', items: [{ itemId: line, quantity: 3 }] })).rejects.toMatchObject({ messageKey: 'order.shipItems' });
    await expect(orders.transition(OPERATOR, number, 'ready_for_pickup')).rejects.toMatchObject({ messageKey: 'order.notForPickup' });
    await expect(orders.transition(OPERATOR, number, 'refund_partially', { amount: 0 })).rejects.toMatchObject({ messageKey: 'order.refundAmount' });
    const { grandTotal } = await orderFacts(number);
    await expect(orders.transition(OPERATOR, number, 'refund_partially', { amount: grandTotal })).rejects.toMatchObject({ messageKey: 'order.refundAmount' });
    await app.database.db.execute(sql`update orders set pickup_location_id = ${shopId} where number = ${number}`);
    await expect(orders.transition(OPERATOR, number, 'ship', { trackingNumber: 'X1', carrier: 'sf_express' })).rejects.toMatchObject({ messageKey: 'order.notForDelivery' });
    // Paid, a staff order waits for approval and a shopper's goes on: each paying move refuses the other's order.
    await app.database.db.execute(sql`update orders set status = 'pending' where number = ${number}`);
    await expect(orders.transition(GATEWAY, number, 'pay_for_approval')).rejects.toMatchObject({ messageKey: 'order.notStaffOrder' });
    await app.database.db.execute(sql`update orders set staff_id = ${owner.id} where number = ${number}`);
    await expect(orders.transition(GATEWAY, number, 'pay')).rejects.toMatchObject({ messageKey: 'order.staffOrder' });
    // Repay is for a staff order whose WeChat Pay payment is still awaited: not one paid by card, nor a shopper's own.
    await expect(orders.transition(staffMember, number, 'repay')).rejects.toMatchObject({ messageKey: 'order.notAwaitingPayment' });
    await app.database.db.execute(sql`update orders set staff_id = null, payment_method = 'wechat_pay' where number = ${number}`);
    await expect(orders.transition(staffMember, number, 'repay')).rejects.toMatchObject({ messageKey: 'order.notStaffOrder' });
    await app.database.db.execute(sql`update orders set status = 'processing', staff_id = null, payment_method = 'card' where number = ${number}`);
    // Nothing was changed by a refused move.
    expect((await orderFacts(number)).status).toBe('processing');
  });
});

describe('money, stock and points following the moves', () => {
  it('cancels a paid card order: the whole payment back through the gateway, stock, member coupon and gift card back, and a mail', async () => {
    const mei = await signIn(app, 'mei.chan@example.com');
    const code = `TEST-GC-PROCESS-${Date.now()}`;
    await app.database.db.execute(sql`insert into gift_cards (code, website_id, currency, balance, expires_at, is_active) values (${code}, 1, 'HKD', 10000, ${new Date(Date.now() + 86_400_000)}, true)`);
    const before = await stock();
    const number = await paidCardOrder(mei, { coupon: 'DEMO-VALID-BASE', giftCard: code });
    const paid = await orderFacts(number);
    expect(paid).toMatchObject({ status: 'processing', refunded: 0 });
    expect(await stock()).toBe(before - 2);

    const cancelled = await app.app.commerce.orders.transition(OPERATOR, number, 'cancel', { note: 'customer called' });
    expect(cancelled.order.status).toBe('canceled');
    expect(await orderFacts(number)).toMatchObject({ status: 'canceled', refunded: paid.grandTotal });
    expect(await app.app.commerce.sandboxGateway.refundsOf(paid.reference!)).toEqual([expect.objectContaining({ amount: paid.grandTotal, currency: 'HKD' })]);
    const [refund] = await queryRows<{ state: string; amount: string }>(app, sql`select r.state, r.amount from payment_refunds r join payments p on p.id = r.payment_id join orders o on o.id = p.order_id where o.number = ${number}`);
    expect({ state: refund.state, amount: Number(refund.amount) }).toEqual({ state: 'refunded', amount: paid.grandTotal });
    expect(await stock()).toBe(before);
    const [card] = await queryRows<{ balance: string }>(app, sql`select balance from gift_cards where code = ${code}`);
    expect(Number(card.balance)).toBe(10000);
    const wallet = await app.graphql('{ customer { coupons(status: VALID) { code } } }', {}, mei.headers);
    expect(wallet.data!.customer.coupons.map((coupon: { code: string }) => coupon.code)).toContain('DEMO-VALID-BASE');
    const [mail] = await queryRows<{ subject: string; body: string }>(app, sql`select m.subject, m.body from outbox m join orders o on o.id = m.order_id where o.number = ${number} and m.kind = 'order_cancelled'`);
    expect(mail.subject).toBe(`Your order ${number} was cancelled`);
    expect(mail.body).toContain('goes back to the way you paid');
    // A cancelled order cannot be cancelled (nor refunded) again.
    await expect(app.app.commerce.orders.transition(OPERATOR, number, 'cancel')).rejects.toMatchObject({ messageKey: 'order.cannot.cancel' });
  });

  it('refunds part of a paid order, then part again, never above what was paid', async () => {
    const member = await newMember(app);
    const number = await paidCardOrder(member);
    const { grandTotal, reference } = await orderFacts(number);
    const orders = app.app.commerce.orders;
    await orders.transition(OPERATOR, number, 'refund_partially', { amount: 100_00 });
    await orders.transition(OPERATOR, number, 'refund_partially', { amount: 50_00 });
    expect(await orderFacts(number)).toMatchObject({ status: 'processing_refunded_partial', refunded: 150_00 });
    await expect(orders.transition(OPERATOR, number, 'refund_partially', { amount: grandTotal - 150_00 })).rejects.toMatchObject({ messageKey: 'order.refundAmount' });
    await expect(orders.transition(OPERATOR, number, 'refund_partially', { amount: grandTotal })).rejects.toMatchObject({ messageKey: 'order.refundAmount' });
    await orders.transition(OPERATOR, number, 'refund');
    expect(await orderFacts(number)).toMatchObject({ status: 'closed_refunded', refunded: grandTotal });
    const refunds = await app.app.commerce.sandboxGateway.refundsOf(reference!);
    expect(refunds.map((refund) => Number(refund.amount))).toEqual([100_00, 50_00, grandTotal - 150_00]);
  });

  it('keeps a refund the gateway refuses as failed, with its reason, and the move stands', async () => {
    const member = await newMember(app);
    const number = await paidCardOrder(member);
    // A payment the sandbox did not take: it refuses to give money back on it.
    await app.database.db.execute(sql`update payments set gateway_reference = 'elsewhere_txn_1' where order_id = (select id from orders where number = ${number})`);
    await app.app.commerce.orders.transition(OPERATOR, number, 'refund_partially', { amount: 20_00 });
    const [refund] = await queryRows<{ state: string; failure: string | null }>(app, sql`select r.state, r.failure from payment_refunds r join payments p on p.id = r.payment_id join orders o on o.id = p.order_id where o.number = ${number}`);
    expect(refund).toEqual({ state: 'failed', failure: 'unknown transaction' });
    expect(await orderFacts(number)).toMatchObject({ status: 'processing_refunded_partial', refunded: 20_00 });
    const shown = await app.app.commerce.orderDesk.show(OPERATOR, number);
    expect(shown.refunds).toEqual([expect.objectContaining({ amount: 20_00, state: 'failed', failure: 'unknown transaction' })]);
  });

  it('earns a member points on completion per the club’s rules, growing their spend, and takes back the share of a partial return', async () => {
    const member = await newMember(app);
    const number = await paidCardOrder(member);
    const orders = app.app.commerce.orders;
    const { grandTotal } = await orderFacts(number);
    const [{ shipping_fee: delivery }] = await queryRows<{ shipping_fee: string }>(app, sql`select shipping_fee from orders where number = ${number}`);
    const pieces = grandTotal - Number(delivery);
    await orders.transition(OPERATOR, number, 'ship', { trackingNumber: 'EE123456789HK', carrier: 'hongkong_post' });
    expect(await balanceOf(app, member)).toBe(0);
    await orders.transition({ kind: 'customer', customerId: member.id }, number, 'complete');
    const standing = await app.app.commerce.club.standing(member.id, 1);
    expect(standing.spent).toBe(pieces);
    const earned = Math.floor((pieces * standing.level.pointsPerHundred) / 10_000);
    expect(earned).toBeGreaterThan(0);
    expect(await balanceOf(app, member)).toBe(earned);

    await orders.transition({ kind: 'customer', customerId: member.id }, number, 'request_return');
    const line = await lineOf(number);
    await orders.transition(OPERATOR, number, 'return_partially', { items: [{ itemId: line, quantity: 1 }] });
    const { refunded } = await orderFacts(number);
    expect(refunded).toBeGreaterThan(0);
    expect(refunded).toBeLessThan(grandTotal);
    expect(await balanceOf(app, member)).toBe(earned - Math.floor((earned * refunded) / grandTotal));
    expect((await app.app.commerce.club.standing(member.id, 1)).spent).toBe(pieces - refunded);

    await orders.transition(OPERATOR, number, 'return');
    expect(await orderFacts(number)).toMatchObject({ status: 'closed_returned', refunded: grandTotal });
    expect(await balanceOf(app, member)).toBe(0);
    const [{ returned }] = await queryRows<{ returned: number }>(app, sql`select returned_quantity as returned from order_items where id = ${line}`);
    expect(Number(returned)).toBe(2);
  });
});

describe('the history', () => {
  it('says who placed and who moved an order', async () => {
    const member = await newMember(app);
    const number = await paidCardOrder(member);
    await app.app.commerce.orders.transition(SYSTEM, number, 'refund', { note: 'not the system’s move' }).catch(() => undefined);
    const rows = await queryRows<{ status: string; actor: string; actor_id: string | null; move: string | null }>(
      app,
      sql`select h.status, h.actor, h.actor_id, h.move from order_status_history h join orders o on o.id = h.order_id where o.number = ${number} order by h.id`,
    );
    expect(rows).toEqual([
      { status: 'pending', actor: 'customer', actor_id: String(member.id), move: null },
      { status: 'processing', actor: 'gateway', actor_id: null, move: 'pay' },
    ]);
  });
});


describe('shipped orders the shopper never marks received', () => {
  const DAY = 86_400_000;

  it(`are completed by the system ${SHIPPED_ORDER_COMPLETES_AFTER_DAYS} days after they were sent, earning the member's points, and no sooner`, async () => {
    const member = await newMember(app);
    const number = await paidCardOrder(member);
    const orders = app.app.commerce.orders;
    await orders.transition(OPERATOR, number, 'ship', { trackingNumber: 'SF1234567890', carrier: 'sf_express' });
    const shippedAt = Date.now();

    expect(await orders.completeUnreceived(new Date(shippedAt + (SHIPPED_ORDER_COMPLETES_AFTER_DAYS - 1) * DAY))).not.toContain(number);
    expect((await orderFacts(number)).status).toBe('complete_shipped');
    expect(await balanceOf(app, member)).toBe(0);

    const later = new Date(shippedAt + SHIPPED_ORDER_COMPLETES_AFTER_DAYS * DAY + 60_000);
    expect(await orders.completeUnreceived(later)).toContain(number);
    expect((await orderFacts(number)).status).toBe('complete_complete');
    const [last] = await queryRows<{ actor: string; move: string; note: string }>(
      app,
      sql`select h.actor, h.move, h.note from order_status_history h join orders o on o.id = h.order_id where o.number = ${number} order by h.id desc limit 1`,
    );
    expect(last).toEqual({ actor: 'system', move: 'complete', note: `not marked received within ${SHIPPED_ORDER_COMPLETES_AFTER_DAYS} days of shipping` });
    // Points as any completion earns them, and the shopper's mail.
    const standing = await app.app.commerce.club.standing(member.id, 1);
    expect(standing.spent).toBeGreaterThan(0);
    expect(await balanceOf(app, member)).toBe(Math.floor((standing.spent * standing.level.pointsPerHundred) / 10_000));
    const mails = await queryRows<{ kind: string }>(app, sql`select m.kind from outbox m join orders o on o.id = m.order_id where o.number = ${number} order by m.id`);
    expect(mails.map((mail) => mail.kind)).toContain('order_completed');
    // Run again, nothing more happens.
    expect(await orders.completeUnreceived(later)).not.toContain(number);
  });

  it('leave alone an order the shopper completed or asked to return meanwhile, and one not yet sent', async () => {
    const member = await newMember(app);
    const shopper = { kind: 'customer' as const, customerId: member.id };
    const orders = app.app.commerce.orders;
    const [received, returning, unsent] = [await paidCardOrder(member), await paidCardOrder(member), await paidCardOrder(member)];
    for (const number of [received, returning]) await orders.transition(OPERATOR, number, 'ship', { trackingNumber: 'EE123456789HK', carrier: 'hongkong_post' });
    await orders.transition(shopper, received, 'complete');
    await orders.transition(shopper, returning, 'request_return');

    const completed = await orders.completeUnreceived(new Date(Date.now() + 30 * DAY));
    expect(completed).not.toContain(received);
    expect(completed).not.toContain(returning);
    expect(completed).not.toContain(unsent);
    expect((await orderFacts(received)).status).toBe('complete_complete');
    expect((await orderFacts(returning)).status).toBe('complete_return_pending');
    expect((await orderFacts(unsent)).status).toBe('processing');
    const [{ by }] = await queryRows<{ by: string }>(app, sql`select h.actor as by from order_status_history h join orders o on o.id = h.order_id where o.number = ${received} and h.move = 'complete'`);
    expect(by).toBe('customer');
  });
});
