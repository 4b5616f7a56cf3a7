/**
 * The cart's rows as other modules change them (docs/architecture.md, "Who owns which table"): the
 * checkout's choices, the cart closed by its order and opened again when that order is withdrawn,
 * and what an account's change or deletion does to its carts. The carts table is the cart module's;
 * the others write it only through these.
 */
import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { columnPlaceholder, preparedShapes, preparedStatement } from '../../db/preparedStatements.ts';
import { cartItems, carts } from '../../db/schema/cart.ts';
import { products } from '../../db/schema/catalog.ts';
import type { RequestContext } from '../../core/requestContext.ts';
import { changeableValues, changeableWhere, type CartRecord } from './cartAccess.ts';
import { VIRTUAL_TYPES } from './cartViews.ts';

/** What the checkout keeps on a cart on the way to paying: contact, addresses, delivery, payment and a staff bag's customer. */
export type CheckoutChoices = Partial<
  Pick<
    CartRecord,
    | 'email'
    | 'shippingAddress'
    | 'billingAddress'
    | 'billingSameAsShipping'
    | 'shippingMethod'
    | 'pickupLocationId'
    | 'paymentMethod'
    | 'paymentNonce'
    | 'paymentSaveCard'
    | 'paymentVaultHash'
    | 'staffOrderedStore'
    | 'orderCustomerPhone'
    | 'orderCustomerPhoneVerifiedAt'
  >
>;

/** Where a cart goes, which decides the delivery method it offers: to a pickup shop, or home to its address. */
export type Delivery = 'pickup' | 'home';

/** The shape of a write of checkout choices: the columns it sets, and what it asks of the row besides its id. */
interface ChoicesWrite {
  columns: ReadonlyArray<keyof CheckoutChoices>;
  /** By masked id, on a cart the request may change (with an account, its own), rather than by row id. */
  changeable?: { withAccount: boolean; delivery?: Delivery };
}

/** The choices as placeholders named for their columns, with `updatedAt` from `now`. */
function choicePlaceholders(columns: ReadonlyArray<keyof CheckoutChoices>): Record<string, SQL> {
  return { ...Object.fromEntries(columns.map((column) => [column, columnPlaceholder(carts[column], column)])), updatedAt: columnPlaceholder(carts.updatedAt, 'now') };
}

const choicesWrite = preparedShapes(
  'cart_choices',
  ({ columns, changeable }: ChoicesWrite) => `${columns.join(',')}|${changeable ? `${changeable.withAccount}:${changeable.delivery ?? ''}` : 'id'}`,
  (db, { columns, changeable }) =>
    db
      .update(carts)
      .set(choicePlaceholders(columns))
      .where(changeable ? and(changeableWhere(changeable.withAccount), changeable.delivery && deliveredBy(changeable.delivery === 'pickup')) : eq(carts.id, sql.placeholder('cartId')))
      .returning(),
);

/** The columns `choices` sets: those it gives a value, undefined being none. */
function columnsOf(choices: CheckoutChoices): Array<keyof CheckoutChoices> {
  return (Object.keys(choices) as Array<keyof CheckoutChoices>).filter((column) => choices[column] !== undefined).sort();
}

/** Writes the checkout's choices on a cart (locked by the caller's transaction); answers the cart as written. */
export async function saveCheckoutChoices(db: Database, cartId: number, choices: CheckoutChoices): Promise<CartRecord> {
  const [saved] = await choicesWrite(db, { columns: columnsOf(choices) }).execute({ ...choices, cartId, now: new Date() });
  return saved;
}

/**
 * Writes checkout choices that depend on nothing the cart holds (a guest's email, the payment
 * method), or only on where it goes (`delivery`), in one statement, where locking the cart first
 * and writing after took four with the transaction's begin and commit: the update locks the row
 * itself, and writes only a cart findCart would let the request change. Answers the cart as
 * written, or nothing for a cart findCart refuses or that does not go where asked.
 */
export async function saveChoicesOnChangeableCart(db: Database, request: RequestContext, maskedId: string, choices: CheckoutChoices, delivery?: Delivery): Promise<CartRecord | undefined> {
  const { withAccount, values } = changeableValues(request, maskedId);
  const [saved] = await choicesWrite(db, { columns: columnsOf(choices), changeable: { withAccount, delivery } }).execute({ ...choices, ...values, now: new Date() });
  return saved;
}

/** The address step's write: where the cart goes, a pickup shop's contact or a delivery address. */
export interface ShippingAddressChoice {
  address: NonNullable<CartRecord['shippingAddress']>;
  /** The pickup shop, for a contact; null for a delivery address. */
  shopId: number | null;
  /** The pickup delivery method's key, which goes with a pickup shop and nothing else. */
  pickupMethod: string;
}

/**
 * The lines of the cart being updated need something shipped, or there are none yet (a cart of
 * virtual pieces alone has nowhere to go), as a condition of its update.
 */
const shipsSomethingOrNothingYet = sql`(not exists (select 1 from ${cartItems} where ${cartItems.cartId} = ${carts.id}) or exists (select 1 from ${cartItems} inner join ${products} on ${products.id} = ${cartItems.productId} where ${cartItems.cartId} = ${carts.id} and ${products.typeId} not in (${sql.join([...VIRTUAL_TYPES].map((type) => sql`${type}`), sql`, `)})))`;

const shippingAddressWrite = preparedShapes(
  'cart_shipping_address',
  ({ withAccount, toShop }: { withAccount: boolean; toShop: boolean }) => `${withAccount}:${toShop}`,
  (db, { withAccount, toShop }) => {
    const address = columnPlaceholder(carts.shippingAddress, 'address');
    const pickupMethod = columnPlaceholder(carts.shippingMethod, 'pickupMethod');
    return db
      .update(carts)
      .set({
        shippingAddress: address,
        pickupLocationId: columnPlaceholder(carts.pickupLocationId, 'shopId'),
        // The pickup method goes with a pickup shop and nothing else.
        shippingMethod: toShop ? pickupMethod : sql`case when ${carts.shippingMethod} = ${pickupMethod} then null else ${carts.shippingMethod} end`,
        // A pickup contact is no billing address: billing stops following the shipping address.
        billingAddress: toShop ? carts.billingAddress : sql`case when ${carts.billingSameAsShipping} then ${columnPlaceholder(carts.billingAddress, 'address')} else ${carts.billingAddress} end`,
        billingSameAsShipping: toShop ? false : carts.billingSameAsShipping,
        updatedAt: columnPlaceholder(carts.updatedAt, 'now'),
      })
      .where(and(changeableWhere(withAccount), shipsSomethingOrNothingYet))
      .returning();
  },
);

/**
 * Writes where a cart goes in one statement on a cart the request may change, whose lines need
 * shipping (or that has none yet); the delivery method and billing address follow (a pickup shop
 * takes the pickup method; a delivery address drops it; billing follows a delivery address while
 * it is the same as shipping). Answers the cart as written, or nothing for a cart findCart refuses
 * or that holds only pieces with nothing to ship.
 */
export async function saveShippingAddressOnChangeableCart(db: Database, request: RequestContext, maskedId: string, choice: ShippingAddressChoice): Promise<CartRecord | undefined> {
  const { withAccount, values } = changeableValues(request, maskedId);
  const [saved] = await shippingAddressWrite(db, { withAccount, toShop: choice.shopId !== null }).execute({ ...choice, ...values, now: new Date() });
  return saved;
}

/** A cart with a shipping address that goes to a pickup shop (`pickup`) or to that address: what decides the delivery method it offers. */
function deliveredBy(pickup: boolean): SQL {
  return and(isNotNull(carts.shippingAddress), pickup ? isNotNull(carts.pickupLocationId) : isNull(carts.pickupLocationId))!;
}

/** The row id of the cart a shopper holds by its masked id, if it is a row. */
export async function cartRowId(db: Database, maskedId: string): Promise<number | undefined> {
  const [row] = await db.select({ id: carts.id }).from(carts).where(eq(carts.maskedId, maskedId)).limit(1);
  return row?.id;
}

/** The cart became an order: it can no longer change. */
export async function closeOrderedCart(db: Database, cartId: number): Promise<void> {
  await cartClosed(db).execute({ cartId, now: new Date() });
}

const cartClosed = preparedStatement('cart_closed', (db) =>
  db
    .update(carts)
    .set({ isActive: false, updatedAt: columnPlaceholder(carts.updatedAt, 'now') })
    .where(eq(carts.id, sql.placeholder('cartId'))),
);

/** Its order was withdrawn (the payment failed): the cart is open again, without the nonce the gateway used. */
export async function reopenWithdrawnCart(db: Database, cartId: number): Promise<void> {
  await db.update(carts).set({ isActive: true, paymentNonce: null, updatedAt: new Date() }).where(eq(carts.id, cartId));
}

/** A member's new email goes on the open cart: its order is sent there. */
export async function setOpenCartEmail(db: Database, customerId: number, email: string): Promise<void> {
  await db
    .update(carts)
    .set({ email })
    .where(and(eq(carts.customerId, customerId), eq(carts.isActive, true)));
}

/** A deleted account's carts close, without its email and addresses. */
export async function closeCartsOfDeletedAccount(db: Database, customerId: number): Promise<void> {
  await db.update(carts).set({ isActive: false, email: null, shippingAddress: null, billingAddress: null }).where(eq(carts.customerId, customerId));
}
