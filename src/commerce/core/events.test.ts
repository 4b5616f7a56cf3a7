import { describe, expect, it } from 'vitest';
import type { Database } from '../db/connect.ts';
import { DomainEventBus, PendingEvents, type SubscriberFailure } from './events.ts';

/** A database whose transactions run the work and commit, or roll back when it throws. */
function fakeDatabase(log: string[]): Database {
  return {
    async transaction<T>(work: (tx: unknown) => Promise<T>): Promise<T> {
      try {
        const result = await work({});
        log.push('commit');
        return result;
      } catch (error) {
        log.push('rollback');
        throw error;
      }
    },
  } as unknown as Database;
}

describe('domain events', () => {
  it('publish what a transaction recorded once it commits, in order', async () => {
    const log: string[] = [];
    const bus = new DomainEventBus();
    bus.subscribe('account.deleted', 'test', ({ customerId }) => {
      log.push(`deleted ${customerId}`);
    });
    await bus.transaction(fakeDatabase(log), async (_, events) => {
      events.record('account.deleted', { customerId: 7 });
      events.record('account.deleted', { customerId: 8 });
      log.push('work done');
    });
    expect(log).toEqual(['work done', 'commit', 'deleted 7', 'deleted 8']);
  });

  it('publish nothing when the transaction rolls back', async () => {
    const log: string[] = [];
    const bus = new DomainEventBus();
    bus.subscribe('account.deleted', 'test', () => {
      log.push('told');
    });
    const refused = bus.transaction(fakeDatabase(log), async (_, events) => {
      events.record('account.deleted', { customerId: 7 });
      throw new Error('constraint');
    });
    await expect(refused).rejects.toThrow('constraint');
    expect(log).toEqual(['rollback']);
  });

  it('report a failing subscriber and still tell the others; the publisher does not fail', async () => {
    const failures: SubscriberFailure[] = [];
    const bus = new DomainEventBus((failure) => failures.push(failure));
    const told: number[] = [];
    bus.subscribe('account.deleted', 'broken', () => {
      throw new Error('vault unreachable');
    });
    bus.subscribe('account.deleted', 'working', async ({ customerId }) => {
      told.push(customerId);
    });
    const events = new PendingEvents();
    events.record('account.deleted', { customerId: 3 });
    await bus.publish(events);
    expect(told).toEqual([3]);
    expect(failures).toMatchObject([{ event: 'account.deleted', subscriber: 'broken', error: new Error('vault unreachable') }]);
  });

  it('stop telling a subscriber that unsubscribed, and publish a batch once', async () => {
    const bus = new DomainEventBus();
    const told: number[] = [];
    const stop = bus.subscribe('account.deleted', 'test', ({ customerId }) => {
      told.push(customerId);
    });
    const events = new PendingEvents();
    events.record('account.deleted', { customerId: 1 });
    await bus.publish(events);
    await bus.publish(events);
    stop();
    events.record('account.deleted', { customerId: 2 });
    await bus.publish(events);
    expect(told).toEqual([1]);
  });
});
