import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { queryRows } from '../../../../test/kits/catalog.ts';
import { CLAIM_BATCH, CLAIM_MS, MAX_ATTEMPTS, MailService, SENDING_AT_ONCE, queueMail, retryDelayMs } from './outbox.ts';
import type { MailMessage, MailTransport } from './transport.ts';

/** A transport that refuses every mail while its server is down, and takes them once it is back. */
class FlakyTransport implements MailTransport {
  readonly delivered: number[] = [];
  refused = 0;
  constructor(public down: boolean) {}

  async send(message: MailMessage): Promise<void> {
    if (this.down) {
      this.refused += 1;
      throw new Error('connection refused');
    }
    this.delivered.push(message.id);
  }
}

/** A transport that takes a while over each mail, counting how many it holds at once; it may refuse the n-th. */
class SlowTransport implements MailTransport {
  readonly delivered: number[] = [];
  holding = 0;
  mostHeld = 0;
  tries = 0;
  constructor(private readonly refuseTry?: number) {}

  async send(message: MailMessage): Promise<void> {
    this.tries += 1;
    const refuse = this.tries === this.refuseTry;
    this.holding += 1;
    this.mostHeld = Math.max(this.mostHeld, this.holding);
    await new Promise((resolve) => setTimeout(resolve, 2));
    this.holding -= 1;
    if (refuse) throw new Error('451 try again later');
    this.delivered.push(message.id);
  }
}

async function queueBacklog(testApp: TestApp, count: number): Promise<number[]> {
  await testApp.database.db.execute(sql`update outbox set sent_at = now() where sent_at is null`);
  for (let n = 0; n < count; n += 1) {
    await queueMail(testApp.database.db, { kind: 'order_confirmation', recipient: `buyer${n}@example.com`, locale: 'en', subject: 'Your order', body: 'Thank you' });
  }
  return (await queryRows<{ id: number }>(testApp, sql`select id from outbox where sent_at is null order by id`)).map((row) => row.id);
}

describe('mail through the outbox when the transport fails for a while', () => {
  let testApp: TestApp;
  let queued: number[];

  beforeAll(async () => {
    testApp = await startTestApp();
    // Only the mails of this test wait in the outbox.
    await testApp.database.db.execute(sql`update outbox set sent_at = now() where sent_at is null`);
    for (const recipient of ['mei@example.com', 'wing@example.com', 'ka@example.com']) {
      await queueMail(testApp.database.db, { kind: 'order_confirmation', recipient, locale: 'en', subject: 'Your order', body: 'Thank you' });
    }
    queued = (await queryRows<{ id: number }>(testApp, sql`select id from outbox where sent_at is null order by id`)).map((row) => row.id);
    expect(queued).toHaveLength(3);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('sends every mail once the transport is back, none twice, trying again later after each failure', async () => {
    const transport = new FlakyTransport(true);
    const mail = new MailService(testApp.database.db, transport, 'shop@tsl.example');
    const start = Date.now();
    // The job runs every five seconds; the transport is down for the first minute.
    for (let second = 0; second <= 60; second += 5) await mail.deliver(new Date(start + second * 1000));
    expect(transport.delivered).toEqual([]);
    expect(transport.refused).toBeGreaterThan(0);
    const waiting = await queryRows<{ attempts: number; last_error: string | null }>(testApp, sql`select attempts, last_error from outbox where sent_at is null order by id`);
    // Spaced out, the failures have left every mail tries to spare.
    expect(waiting).toHaveLength(3);
    for (const row of waiting) expect(row.attempts).toBeLessThan(MAX_ATTEMPTS - 2);

    transport.down = false;
    for (let second = 65; second <= 300; second += 5) await mail.deliver(new Date(start + second * 1000));
    expect([...transport.delivered].sort((a, b) => a - b)).toEqual(queued);
    expect(await mail.unsentCount()).toBe(0);
    expect(await mail.deliver(new Date(start + 3_600_000))).toBe(0);
    expect(transport.delivered).toHaveLength(3);
  });

  it('waits longer after each failure, up to an hour', () => {
    expect([1, 2, 3, 4, 8].map(retryDelayMs)).toEqual([5_000, 10_000, 20_000, 40_000, 640_000]);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });

  it('leaves a mail another process has claimed to it, and takes it over once the claim runs out', async () => {
    await queueMail(testApp.database.db, { kind: 'order_confirmation', recipient: 'chi@example.com', locale: 'en', subject: 'Your order', body: 'Thank you' });
    const [{ id }] = await queryRows<{ id: number }>(testApp, sql`select id from outbox where sent_at is null`);
    const now = Date.now();
    // A process claimed it and died before marking it sent.
    await testApp.database.db.execute(sql`update outbox set attempts = attempts + 1, next_attempt_at = ${new Date(now + CLAIM_MS).toISOString()} where id = ${id}`);
    const transport = new FlakyTransport(false);
    const mail = new MailService(testApp.database.db, transport, 'shop@tsl.example');
    expect(await mail.deliver(new Date(now + 5_000))).toBe(0);
    expect(await mail.deliver(new Date(now + CLAIM_MS + 5_000))).toBe(1);
    expect(transport.delivered).toEqual([id]);
  });

  it("drains a backlog in one run, several mails in the transport's hands at once", async () => {
    const backlog = await queueBacklog(testApp, CLAIM_BATCH * 4 + 7);
    const transport = new SlowTransport();
    const mail = new MailService(testApp.database.db, transport, 'shop@tsl.example');
    expect(await mail.deliver()).toBe(backlog.length);
    expect([...transport.delivered].sort((a, b) => a - b)).toEqual(backlog);
    expect(transport.mostHeld).toBe(SENDING_AT_ONCE);
    expect(await mail.unsentCount()).toBe(0);
    const tries = await queryRows<{ attempts: number }>(testApp, sql`select distinct attempts from outbox where id >= ${backlog[0]}`);
    expect(tries).toEqual([{ attempts: 1 }]);
  });

  it('stops at a refusal in the middle of a batch: the refused mail waits, the untried ones keep their tries, none goes twice', async () => {
    const backlog = await queueBacklog(testApp, 40);
    // The first mail goes alone, then the transport refuses the tenth it is handed.
    const transport = new SlowTransport(10);
    const mail = new MailService(testApp.database.db, transport, 'shop@tsl.example');
    const now = Date.now();
    const sent = await mail.deliver(new Date(now));
    expect(sent).toBeGreaterThanOrEqual(9);
    expect(sent).toBeLessThan(backlog.length);
    const refused = await queryRows<{ id: number; attempts: number; last_error: string }>(testApp, sql`select id, attempts, last_error from outbox where sent_at is null and last_error is not null`);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ attempts: 1, last_error: 'Error: 451 try again later' });
    const untried = await queryRows<{ attempts: number; next_attempt_at: string | null }>(testApp, sql`select attempts, next_attempt_at from outbox where sent_at is null and last_error is null`);
    expect(untried.length).toBe(backlog.length - sent - 1);
    for (const row of untried) expect(row).toEqual({ attempts: 0, next_attempt_at: null });

    // The next run sends the rest; the refused one after its wait.
    expect(await mail.deliver(new Date(now + 1_000))).toBe(backlog.length - sent - 1);
    expect(await mail.deliver(new Date(now + retryDelayMs(1) + 1_000))).toBe(1);
    expect([...transport.delivered].sort((a, b) => a - b)).toEqual(backlog);
  });

  it("spends one mail's try per run while the transport is down, not a batch's", async () => {
    await queueBacklog(testApp, 30);
    const transport = new FlakyTransport(true);
    const mail = new MailService(testApp.database.db, transport, 'shop@tsl.example');
    const start = Date.now();
    for (let second = 0; second <= 20; second += 5) expect(await mail.deliver(new Date(start + second * 1000))).toBe(0);
    expect(transport.refused).toBe(5);
    const [{ tries }] = await queryRows<{ tries: number }>(testApp, sql`select sum(attempts)::int as tries from outbox where sent_at is null`);
    expect(tries).toBe(5);
  });
});
