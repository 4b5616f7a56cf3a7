/**
 * Who moves an order (spec 000 §6 roles): the order's own customer, a staff member of the order's
 * website, the store's operator (the admin token), the payment gateway (a verified notification or
 * the gateway's answer) and the store's background jobs. Every move of the order process names
 * which of them may make it (orderProcess.ts), and the history records who did.
 */
import type { Database } from '../../db/connect.ts';
import type { RequestContext } from '../../core/requestContext.ts';
import { authorizationError } from '../../core/errors.ts';

export const ORDER_ACTOR_KINDS = ['customer', 'staff', 'operator', 'gateway', 'system'] as const;
export type OrderActorKind = (typeof ORDER_ACTOR_KINDS)[number];

export type OrderActor =
  /** The order's buyer: signed in, or (customerId null) a guest holding the order's access key. */
  | { kind: 'customer'; customerId: number | null }
  /** A staff member signed in on a website: they act on that website's orders only, and on their own shop's. */
  | { kind: 'staff'; staffId: number; websiteId: number; storeIdentifier: string | null }
  | { kind: 'operator' }
  | { kind: 'gateway' }
  | { kind: 'system' };

export const OPERATOR: OrderActor = { kind: 'operator' };
export const GATEWAY: OrderActor = { kind: 'gateway' };
export const SYSTEM: OrderActor = { kind: 'system' };

/** The actor a request speaks for; a guest moves no order. */
export function orderActorOf(request: RequestContext): OrderActor {
  const { actor } = request;
  if (actor.kind === 'admin') return OPERATOR;
  if (actor.kind === 'customer') return { kind: 'customer', customerId: actor.customerId };
  if (actor.kind === 'staff') return { kind: 'staff', staffId: actor.staffId, websiteId: request.website.id, storeIdentifier: actor.storeIdentifier };
  throw authorizationError();
}

/** The id the history keeps beside the actor's kind. */
export function actorIdOf(actor: OrderActor): string | null {
  if (actor.kind === 'customer') return actor.customerId === null ? null : String(actor.customerId);
  if (actor.kind === 'staff') return String(actor.staffId);
  return null;
}

/**
 * Whether a staff member may act on an order beyond belonging to its website (spec 000 §6: staff
 * handle orders "for the staff member's website and store"): an order collected at a shop is
 * handled by that shop's staff.
 */
export interface OrderStaff {
  /** `db`: the transaction the move runs in, when it runs in one. */
  mayActOn(db: Database, staff: Extract<OrderActor, { kind: 'staff' }>, order: { websiteId: number; pickupLocationId: number | null }): Promise<boolean>;
}

/** Without a way to read shops (tests of the orders alone), a staff member of the website may act on its orders. */
export const WEBSITE_STAFF: OrderStaff = { mayActOn: async () => true };

/** The shop code of a pickup location, from the module that owns the shops. */
export type ShopCodeOf = (db: Database, locationId: number) => Promise<string | null>;

/** A staff member with a shop acts on the orders collected at that shop, and on the website's others. */
export function shopStaff(shopCodeOf: ShopCodeOf): OrderStaff {
  return {
    async mayActOn(db, staff, order) {
      if (order.pickupLocationId === null || staff.storeIdentifier === null) return true;
      return (await shopCodeOf(db, order.pickupLocationId)) === staff.storeIdentifier;
    },
  };
}
