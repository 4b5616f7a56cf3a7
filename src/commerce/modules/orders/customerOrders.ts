/**
 * A signed-in customer's own orders (spec 000 §2 /order-history "online records" and "order
 * details"), as Magento's Customer.orders lists them: only the customer's orders on the request's
 * website, newest first, a page at a time, or the one an order number names. Each order comes with
 * its lines, its status history, its payment and the shop it is collected at, read in one query
 * per table for the whole page.
 */
import { orderNumberOfToken, tokenOpens } from './orderTokens.ts';
import { and, asc, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { products } from '../../db/schema/catalog.ts';
import { orderItems, orderStatusHistory, orders } from '../../db/schema/orders.ts';
import { payments } from '../../db/schema/payments.ts';
import { inputError } from '../../core/errors.ts';
import { checkedPage } from '../../core/pageInput.ts';
import type { OrderRecord } from './service.ts';

export type OrderLineRecord = typeof orderItems.$inferSelect;
export type OrderStatusChange = typeof orderStatusHistory.$inferSelect;
export type OrderPaymentRecord = typeof payments.$inferSelect;

/** Magento's default page of customer orders; a page holds at most the maximum (docs/decisions.md). */
export const CUSTOMER_ORDERS_DEFAULT_PAGE_SIZE = 20;
export const CUSTOMER_ORDERS_MAX_PAGE_SIZE = 100;
/** Order numbers are short (HK10000042); a longer text cannot name one. */
const MAX_NUMBER_LENGTH = 40;
const MAX_NUMBERS = 50;

export interface CustomerOrdersFilter {
  number?: { eq?: string | null; in?: ReadonlyArray<string | null> | null; match?: string | null } | null;
}

export interface CustomerOrdersSort {
  sort_direction: 'ASC' | 'DESC';
  sort_field: 'NUMBER' | 'CREATED_AT';
}

export interface CustomerOrdersRequest {
  filter?: CustomerOrdersFilter | null;
  currentPage?: number | null;
  pageSize?: number | null;
  sort?: CustomerOrdersSort | null;
}

export interface CustomerOrderRecord {
  order: OrderRecord;
  lines: OrderLineRecord[];
  /** Oldest first. */
  history: OrderStatusChange[];
  payment: OrderPaymentRecord | null;
  /** url_key of each line's product as sold (the parent of a configured piece), by product id. */
  urlKeys: Map<number, string>;
}

export interface CustomerOrdersPage {
  orders: CustomerOrderRecord[];
  total: number;
  pageSize: number;
  currentPage: number;
}

/** Order numbers a filter names, trimmed; refuses what could be no order number. */
function numbersOf(values: ReadonlyArray<string | null | undefined>): string[] {
  const numbers = values.filter((value): value is string => typeof value === 'string').map((value) => value.trim());
  if (numbers.some((number) => !number || number.length > MAX_NUMBER_LENGTH)) throw inputError('filter.invalidValue', { field: 'number' });
  if (numbers.length > MAX_NUMBERS) throw inputError('filter.tooManyValues', { field: 'number', max: MAX_NUMBERS });
  return numbers;
}

/** Orders by number: one (eq), a few (in), or those containing a text (match). */
export function numberCondition(filter: CustomerOrdersFilter['number']): SQL | undefined {
  if (!filter) return undefined;
  const conditions: SQL[] = [];
  if (filter.eq !== undefined && filter.eq !== null) conditions.push(eq(orders.number, numbersOf([filter.eq])[0]));
  if (filter.in) {
    const numbers = numbersOf(filter.in);
    conditions.push(numbers.length ? inArray(orders.number, numbers) : sql`false`);
  }
  if (filter.match !== undefined && filter.match !== null) {
    const [text] = numbersOf([filter.match]);
    conditions.push(ilike(orders.number, `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`));
  }
  return conditions.length ? and(...conditions) : undefined;
}

export class CustomerOrders {
  constructor(private readonly db: Database) {}

  async page(customerId: number, websiteId: number, request: CustomerOrdersRequest): Promise<CustomerOrdersPage> {
    const { pageSize, currentPage } = checkedPage(request.pageSize ?? CUSTOMER_ORDERS_DEFAULT_PAGE_SIZE, request.currentPage ?? 1, CUSTOMER_ORDERS_MAX_PAGE_SIZE);
    const where = and(eq(orders.customerId, customerId), eq(orders.websiteId, websiteId), numberCondition(request.filter?.number));
    const direction = request.sort?.sort_direction === 'ASC' ? asc : desc;
    const order = request.sort?.sort_field === 'NUMBER' ? [direction(orders.number)] : [direction(orders.placedAt), direction(orders.id)];
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select()
        .from(orders)
        .where(where)
        .orderBy(...order)
        .limit(pageSize)
        .offset((currentPage - 1) * pageSize),
      this.db.select({ total: sql<number>`count(*)::int` }).from(orders).where(where),
    ]);
    return { orders: await this.details(rows), total, pageSize, currentPage };
  }

  /** One order of a website by its number, with its lines, history and payment. */
  async byNumber(websiteId: number, number: string): Promise<CustomerOrderRecord | undefined> {
    const rows = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.websiteId, websiteId), eq(orders.number, number)));
    const [record] = await this.details(rows);
    return record;
  }

  /** The order a read token opens (guestOrderByToken); undefined for a token that opens none. */
  async byToken(websiteId: number, token: string): Promise<CustomerOrderRecord | undefined> {
    const number = orderNumberOfToken(token);
    if (!number) return undefined;
    const [order] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.websiteId, websiteId), eq(orders.number, number)));
    if (!order || !tokenOpens(token, order)) return undefined;
    const [record] = await this.details([order]);
    return record;
  }

  /** Lines, history and payment of a page of orders: one query each, whatever the page's size. */
  async details(rows: OrderRecord[]): Promise<CustomerOrderRecord[]> {
    if (!rows.length) return [];
    const ids = rows.map((row) => row.id);
    const [lines, history, paid] = await Promise.all([
      this.db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id)),
      this.db.select().from(orderStatusHistory).where(inArray(orderStatusHistory.orderId, ids)).orderBy(asc(orderStatusHistory.id)),
      this.db.select().from(payments).where(inArray(payments.orderId, ids)),
    ]);
    const productIds = [...new Set(lines.flatMap((line) => [line.parentProductId ?? line.productId]).filter((id): id is number => id !== null))];
    const keyed = productIds.length ? await this.db.select({ id: products.id, urlKey: products.urlKey }).from(products).where(inArray(products.id, productIds)) : [];
    const urlKeys = new Map(keyed.map((row) => [row.id, row.urlKey]));
    return rows.map((order) => ({
      order,
      lines: lines.filter((line) => line.orderId === order.id),
      history: history.filter((change) => change.orderId === order.id),
      payment: paid.find((payment) => payment.orderId === order.id) ?? null,
      urlKeys,
    }));
  }
}
