/**
 * Order tracking (spec 000 §2 /orderTracking and /orderSearch, §6 "track an order by order number
 * and mobile number"): an order of the request's website is found by its number together with the
 * mobile number of its delivery or pickup contact or of its billing address, compared as
 * international numbers so that "9123 4567" with Hong Kong chosen and "+852 91234567" are one.
 *
 * Guessing is stopped as sign-in is (customers/signInLimits.ts): five failed lookups of one order
 * number, or twenty from one client address, within the lockout window refuse further lookups
 * until the oldest of them is that old. A wrong number and a wrong mobile get the same answer.
 */
import { and, count, desc, eq, gt, lt, min, or, type SQL } from 'drizzle-orm';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import type { Address } from '../../../rules/address.ts';
import type { Database } from '../../db/connect.ts';
import { orderLookups, orders } from '../../db/schema/orders.ts';
import { inputError, notFoundError } from '../../core/errors.ts';
import type { OrderRecord } from './service.ts';

export const MAX_FAILED_LOOKUPS_PER_ORDER = 5;
export const MAX_FAILED_LOOKUPS_PER_ADDRESS = 20;
const MAX_NUMBER_LENGTH = 40;
const MAX_TELEPHONE_LENGTH = 30;

export interface OrderLookupInput {
  number: string;
  telephone: string;
  /** The region the mobile number is dialled in, when it has no +country prefix. */
  countryCode?: string | null;
}

/** The number in international form (+85291234567), or null when it is not a phone number there. */
function internationalNumber(telephone: string, country: string | null | undefined): string | null {
  const parsed = parsePhoneNumberFromString(telephone, (country ?? undefined) as CountryCode | undefined);
  return parsed?.isPossible() ? parsed.number : null;
}

function contactNumbers(order: OrderRecord): string[] {
  const addresses = [order.shippingAddress, order.billingAddress].filter((address): address is Address => Boolean(address?.telephone));
  return addresses.flatMap((address) => internationalNumber(address.telephone, address.countryCode) ?? []);
}

export class OrderLookup {
  constructor(
    private readonly db: Database,
    private readonly lockoutSeconds: number,
  ) {}

  async find(websiteId: number, input: OrderLookupInput, ip: string, now = new Date()): Promise<OrderRecord> {
    const number = input.number.trim().toUpperCase();
    const telephone = input.telephone.trim();
    if (!number || number.length > MAX_NUMBER_LENGTH) throw inputError('order.lookupNumber');
    const wanted = telephone.length <= MAX_TELEPHONE_LENGTH ? internationalNumber(telephone, input.countryCode) : null;
    if (!wanted) throw inputError('order.lookupTelephone');

    const wait = await this.lockedFor(number, ip, now);
    if (wait > 0) throw inputError('order.lookupLocked', { minutes: Math.ceil(wait / 60) });

    const [order] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.websiteId, websiteId), eq(orders.number, number)));
    const found = order && contactNumbers(order).includes(wanted) ? order : undefined;
    await this.record(websiteId, number, ip, Boolean(found), now);
    if (!found) throw notFoundError('order.lookupNotFound');
    return found;
  }

  /** Seconds until this order number and this address may be looked up again; 0 when neither is locked. */
  private async lockedFor(number: string, ip: string, now: Date): Promise<number> {
    const since = new Date(now.getTime() - this.lockoutSeconds * 1000);
    const [byOrder, byAddress] = await Promise.all([
      this.waitFor(eq(orderLookups.number, number), MAX_FAILED_LOOKUPS_PER_ORDER, since, now),
      this.waitFor(eq(orderLookups.ip, ip), MAX_FAILED_LOOKUPS_PER_ADDRESS, since, now),
    ]);
    return Math.max(byOrder, byAddress);
  }

  private async waitFor(subject: SQL, limit: number, since: Date, now: Date): Promise<number> {
    const recent = this.db
      .select({ at: orderLookups.createdAt })
      .from(orderLookups)
      .where(and(subject, eq(orderLookups.succeeded, false), gt(orderLookups.createdAt, since)))
      .orderBy(desc(orderLookups.createdAt))
      .limit(limit)
      .as('recent');
    const [row] = await this.db.select({ failures: count(), oldest: min(recent.at) }).from(recent);
    if (!row?.oldest || row.failures < limit) return 0;
    const oldest = row.oldest instanceof Date ? row.oldest : new Date(row.oldest);
    return Math.max(1, Math.ceil((oldest.getTime() + this.lockoutSeconds * 1000 - now.getTime()) / 1000));
  }

  private async record(websiteId: number, number: string, ip: string, succeeded: boolean, now: Date): Promise<void> {
    await this.db.insert(orderLookups).values({ websiteId, number, ip, succeeded, createdAt: now });
    // Lookups older than the window never count again.
    const expired = new Date(now.getTime() - this.lockoutSeconds * 1000);
    await this.db.delete(orderLookups).where(and(or(eq(orderLookups.ip, ip), eq(orderLookups.number, number)), lt(orderLookups.createdAt, expired)));
  }
}
