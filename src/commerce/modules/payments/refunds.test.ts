/**
 * Refunds the gateway refuses or never answers, through the real server and database: the move
 * stands and the operator's mutation answers; the job sends the refund again once its wait is over
 * (time given, never waited for), later each time; it gives up after its last try and the refund
 * stays failed for the operator, who sends it again by hand (retryRefund). Money is never given
 * back twice: not once refunded, not by two senders at once, not when the gateway gave it back but
 * its answer was lost. The sandbox gateway is made to refuse (a payment it did not take) or to
 * throw (a spy on its refund).
 */
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, TEST_ADMIN_TOKEN, type TestApp } from '../../../../test/harness.ts';
import { queryRows } from '../../../../test/kits/catalog.ts';
import { HK, newMember, productInStock } from '../../../../test/kits/club.ts';
import { orderFacts, paidCardOrder } from '../../../../test/kits/orders.ts';
import { REFUND_MAX_ATTEMPTS, REFUND_RETRY_DELAYS_MINUTES } from './refunds.ts';

const ADMIN = { ...HK, authorization: `Bearer ${TEST_ADMIN_TOKEN}` };
const REFUND_FIELDS = 'number refunded { minor_units } refunds { id amount { minor_units } state failure attempts next_attempt_at }';
const MINUTE = 60_000;

interface ShownRefund {
  id: number;
  amount: { minor_units: number };
  state: string;
  failure: string | null;
  attempts: number;
  next_attempt_at: string | null;
}

let app: TestApp;
let sku: string;

beforeAll(async () => {
  app = await startTestApp();
  sku = await productInStock(app);
});

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(async () => {
  await app?.close();
});

/** A member's order paid by card, waiting to be shipped; answers its number and the gateway's reference of its payment. */
async function paidOrder(): Promise<{ number: string; reference: string }> {
  const number = await paidCardOrder(app, await newMember(app), sku);
  return { number, reference: (await orderFacts(app, number)).reference! };
}

async function operator(query: string, variables: Record<string, unknown>) {
  const answer = await app.graphql(query, variables, ADMIN);
  expect(answer.errors).toBeUndefined();
  return answer.data!;
}

/** The operator refunds part of the order through the API; answers the order's refunds as shown. */
async function refundPart(number: string, amount: number): Promise<ShownRefund[]> {
  const answer = await operator(`mutation($n: String!, $a: Float) { refundOrder(order_number: $n, amount: $a) { ${REFUND_FIELDS} } }`, { n: number, a: amount });
  return answer.refundOrder.refunds;
}

async function refundsShown(number: string): Promise<ShownRefund[]> {
  return (await operator(`query($n: String!) { adminOrder(order_number: $n) { ${REFUND_FIELDS} } }`, { n: number })).adminOrder.refunds;
}

/** What the sandbox gave back on the payment, in minor units. */
async function givenBack(reference: string): Promise<number[]> {
  return (await app.app.commerce.sandboxGateway.refundsOf(reference)).map((refund) => Number(refund.amount));
}

const gateway = () => app.app.commerce.sandboxGateway;
const refunds = () => app.app.commerce.refunds;

describe('a refund the gateway refuses or never answers', () => {
  it('is kept failed while the move stands, and the job sends it again once its wait is over', async () => {
    const { number, reference } = await paidOrder();
    vi.spyOn(gateway(), 'refund').mockResolvedValueOnce({ outcome: 'refused', reason: 'issuer unavailable' });
    const before = Date.now();
    const [refused] = await refundPart(number, 20);
    expect(refused).toMatchObject({ amount: { minor_units: 20_00 }, state: 'failed', failure: 'issuer unavailable', attempts: 1 });
    const next = Date.parse(refused.next_attempt_at!);
    expect(next).toBeGreaterThanOrEqual(before + REFUND_RETRY_DELAYS_MINUTES[0] * MINUTE);
    expect(await orderFacts(app, number)).toMatchObject({ status: 'processing_refunded_partial', refunded: 20_00 });
    expect(await givenBack(reference)).toEqual([]);

    // Not before its wait is over.
    expect(await refunds().retryDue(new Date(next - 1000))).toEqual([]);
    const retried = await refunds().retryDue(new Date(next));
    expect(retried).toEqual([expect.objectContaining({ orderNumber: number, outcome: 'refunded', givenUp: false })]);
    expect(await refundsShown(number)).toEqual([expect.objectContaining({ state: 'refunded', failure: null, attempts: 2, next_attempt_at: null })]);
    expect(await givenBack(reference)).toEqual([20_00]);
    // Given back, it is never sent again, by the job or by the operator.
    expect(await refunds().retryDue(new Date(next + 24 * 60 * MINUTE))).toEqual([]);
    const again = await app.graphql('mutation($n: String!) { retryRefund(order_number: $n) { number } }', { n: number }, ADMIN);
    expect(again.errors?.[0]).toMatchObject({ message: 'This order has no failed refund to send again', extensions: { category: 'graphql-input' } });
    expect(await givenBack(reference)).toEqual([20_00]);
  });

  it('that never reached the gateway (it threw) leaves the operator an answer, and the operator sends it again by hand', async () => {
    const { number, reference } = await paidOrder();
    vi.spyOn(gateway(), 'refund').mockRejectedValueOnce(new Error('connect ECONNREFUSED'));
    const [failed] = await refundPart(number, 30);
    expect(failed).toMatchObject({ state: 'failed', failure: 'gateway not reached: connect ECONNREFUSED', attempts: 1 });

    const retried = await operator(`mutation($n: String!) { retryRefund(order_number: $n) { ${REFUND_FIELDS} } }`, { n: number });
    expect(retried.retryRefund.refunds).toEqual([expect.objectContaining({ state: 'refunded', attempts: 2, next_attempt_at: null })]);
    expect(await givenBack(reference)).toEqual([30_00]);
  });

  it('is given back once when the gateway gave it back but its answer was lost, and once when two senders try together', async () => {
    const { number, reference } = await paidOrder();
    const real = gateway().refund.bind(gateway());
    const refund = vi.spyOn(gateway(), 'refund').mockImplementationOnce(async (request) => {
      await real(request);
      throw new Error('socket hang up');
    });
    const [lost] = await refundPart(number, 40);
    expect(lost).toMatchObject({ state: 'failed', attempts: 1 });
    expect(await givenBack(reference)).toEqual([40_00]);

    // The job and the operator at once: one of them sends it, with the refund's own key.
    const due = new Date(Date.parse(lost.next_attempt_at!));
    const orderId = Number((await queryRows<{ id: number }>(app, sql`select id from orders where number = ${number}`))[0].id);
    const [byJob, byOperator] = await Promise.all([refunds().retryDue(due), refunds().retryFailedOf(orderId)]);
    expect([...byJob, ...byOperator]).toEqual([expect.objectContaining({ outcome: 'refunded' })]);
    expect(refund).toHaveBeenCalledTimes(2);
    expect(refund.mock.calls[1][0].refundKey).toBe(refund.mock.calls[0][0].refundKey);
    expect(await givenBack(reference)).toEqual([40_00]);
    expect(await refundsShown(number)).toEqual([expect.objectContaining({ state: 'refunded', attempts: 2 })]);
  });

  it(`gives up after ${REFUND_MAX_ATTEMPTS} tries, later each time, and stays failed for the operator to send again`, async () => {
    const { number, reference } = await paidOrder();
    // A payment the sandbox did not take: it refuses to give money back on it, every time.
    await app.database.db.execute(sql`update payments set gateway_reference = 'elsewhere_txn_1' where order_id = (select id from orders where number = ${number})`);
    let [refund] = await refundPart(number, 50);
    expect(refund).toMatchObject({ state: 'failed', failure: 'unknown transaction', attempts: 1 });

    for (let attempt = 2; attempt <= REFUND_MAX_ATTEMPTS; attempt += 1) {
      const now = new Date(Date.parse(refund.next_attempt_at!));
      // Only this order's refund: another test's may be due at the same time.
      const sent = (await refunds().retryDue(now)).find((entry) => entry.orderNumber === number);
      expect(sent).toMatchObject({ orderNumber: number, outcome: 'failed', failure: 'unknown transaction', givenUp: attempt === REFUND_MAX_ATTEMPTS });
      [refund] = await refundsShown(number);
      expect(refund.attempts).toBe(attempt);
      const wait = REFUND_RETRY_DELAYS_MINUTES[attempt - 1];
      expect(refund.next_attempt_at).toBe(wait === undefined ? null : new Date(now.getTime() + wait * MINUTE).toISOString());
    }
    // The job no longer tries it; the operator sees it failed, with its reason and its tries.
    expect((await refunds().retryDue(new Date(Date.now() + 365 * 24 * 60 * MINUTE))).map((entry) => entry.orderNumber)).not.toContain(number);
    expect(await refundsShown(number)).toEqual([{ id: refund.id, amount: { minor_units: 50_00 }, state: 'failed', failure: 'unknown transaction', attempts: REFUND_MAX_ATTEMPTS, next_attempt_at: null }]);
    expect(await orderFacts(app, number)).toMatchObject({ status: 'processing_refunded_partial', refunded: 50_00 });

    // Once the payment is the sandbox's again, the operator's retry gives the money back.
    await app.database.db.execute(sql`update payments set gateway_reference = ${reference} where order_id = (select id from orders where number = ${number})`);
    const retried = await operator(`mutation($n: String!) { retryRefund(order_number: $n) { ${REFUND_FIELDS} } }`, { n: number });
    expect(retried.retryRefund.refunds).toEqual([expect.objectContaining({ state: 'refunded', attempts: REFUND_MAX_ATTEMPTS + 1 })]);
    expect(await givenBack(reference)).toEqual([50_00]);
  });
});
