import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { queryRows } from '../../../../test/kits/catalog.ts';
import { CLAIM_MS, MAX_ATTEMPTS, MailService, queueMail, retryDelayMs } from './outbox.ts';
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
});
