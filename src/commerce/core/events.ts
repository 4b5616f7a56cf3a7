/**
 * What happened in the store, told to the modules that care once it is committed: an order placed,
 * paid or moved, an account deleted. The service that makes the change records its events in the
 * transaction and the bus publishes them after the commit, so a rollback tells nobody anything and
 * a subscriber never sees a change that did not happen. A subscriber's failure is reported and
 * leaves the committed change as it is. Work that must stand or fall with the change (a member
 * coupon used by the order, a payment that can no longer be made) is not a subscriber: the service
 * calls it in its own transaction.
 */
import type { Database } from '../db/connect.ts';
import type { orders } from '../db/schema/orders.ts';
import type { OrderStatus } from '../../rules/orderStatus.ts';

type OrderRecord = typeof orders.$inferSelect;

/** Every event by name, with what it carries. */
export interface DomainEventMap {
  /** An order was written and its payment opened (a wallet payment) or taken (a card). */
  'order.placed': { order: OrderRecord };
  /** The order's payment was taken; the order is now awaiting shipment. */
  'order.paid': { order: OrderRecord; method: string };
  /** Any move of an order's status, `order` as it is after the move. */
  'order.statusChanged': { order: OrderRecord; from: OrderStatus; to: OrderStatus };
  'order.cancelled': { order: OrderRecord; from: OrderStatus };
  /** Money went back to the shopper: `amount` by this move, `order.refundedTotal` in all. */
  'order.refunded': { order: OrderRecord; amount: number };
  /** The account's personal data is gone; other modules forget what they keep of it. */
  'account.deleted': { customerId: number };
}

export type DomainEventName = keyof DomainEventMap;

export type DomainEvent = { [Name in DomainEventName]: { name: Name; payload: DomainEventMap[Name] } }[DomainEventName];

export type Subscriber<Name extends DomainEventName> = (payload: DomainEventMap[Name]) => Promise<void> | void;

export interface SubscriberFailure {
  event: DomainEventName;
  subscriber: string;
  error: unknown;
}

/** The events a unit of work raised, held until it commits. */
export class PendingEvents {
  private readonly events: DomainEvent[] = [];

  record<Name extends DomainEventName>(name: Name, payload: DomainEventMap[Name]): void {
    this.events.push({ name, payload } as DomainEvent);
  }

  /** Adds another batch's events after these, once the work that recorded them has committed. */
  append(committed: PendingEvents): void {
    this.events.push(...committed.take());
  }

  /** The events recorded so far, in order; the batch is empty afterwards. */
  take(): DomainEvent[] {
    return this.events.splice(0);
  }
}

function logFailure({ event, subscriber, error }: SubscriberFailure): void {
  console.error(`subscriber "${subscriber}" of ${event} failed; the change it follows stands`, error);
}

export class DomainEventBus {
  private readonly subscribers = new Map<DomainEventName, Array<{ name: string; run: Subscriber<never> }>>();

  constructor(private readonly reportFailure: (failure: SubscriberFailure) => void = logFailure) {}

  /** Registers `run` under a name that says who listens (it names the subscriber in failure reports); answers how to stop. */
  subscribe<Name extends DomainEventName>(event: Name, name: string, run: Subscriber<Name>): () => void {
    const entry = { name, run: run as Subscriber<never> };
    const list = this.subscribers.get(event) ?? [];
    list.push(entry);
    this.subscribers.set(event, list);
    return () => {
      const at = list.indexOf(entry);
      if (at >= 0) list.splice(at, 1);
    };
  }

  /**
   * Tells every subscriber of each event, one after another, and waits for them: the caller answers
   * once the store has caught up. A failure is reported and the next subscriber still runs.
   */
  async publish(pending: PendingEvents): Promise<void> {
    for (const event of pending.take()) {
      for (const subscriber of [...(this.subscribers.get(event.name) ?? [])]) {
        try {
          await (subscriber.run as Subscriber<typeof event.name>)(event.payload as never);
        } catch (error) {
          this.reportFailure({ event: event.name, subscriber: subscriber.name, error });
        }
      }
    }
  }

  /** Runs `work` in one transaction; what it records is published once it commits, and nothing if it rolls back. */
  async transaction<T>(db: Database, work: (tx: Database, events: PendingEvents) => Promise<T>): Promise<T> {
    const events = new PendingEvents();
    const result = await db.transaction((tx) => work(tx, events));
    await this.publish(events);
    return result;
  }
}
