/**
 * A cart priced: read with today's catalog and gold prices and discounted by the rules in force,
 * settled after every change (lines no longer sold leave, a coupon that no longer applies and gifts
 * of rules no longer reached come off) and shown as the API's cart. Every other part of the cart
 * module reads and writes carts through one CartPricing, which holds the database and what the
 * cart needs of other modules.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { CatalogChanges } from '../../catalogChanges.ts';
import type { Database } from '../../db/connect.ts';
import { KeptUntilCatalogChanges } from '../../keptUntilCatalogChanges.ts';
import { columnPlaceholder, preparedStatement } from '../../db/preparedStatements.ts';
import { readAll, whenAwaited } from '../../db/readAll.ts';
import { cartItems, cartPriceRules, carts } from '../../db/schema/cart.ts';
import { normalizeCouponCode } from '../../../rules/cart.ts';
import type { StoreScope } from '../../core/requestContext.ts';
import type { CommerceError } from '../../core/errors.ts';
import { type CatalogService, goldQuotesFor, type ProductRows, type ProductView } from '../catalog/index.ts';
import type { GoldService } from '../gold/index.ts';
import type { StoreService } from '../store/index.ts';
import { cartTotals, type CartTotals, type PriceRule } from './cartTotals.ts';
import { priceLines, productIdsOf, type CartLineRecord, type LinePrice } from './linePrices.ts';
import type { CustomMadeDesigns } from './customMadeLines.ts';
import { buildCartView, type CartView } from './cartViews.ts';
import type { CartRecord } from './cartAccess.ts';
import { loadLines } from './cartLines.ts';
import { ProductRowLoader } from './productRowLoader.ts';
import { findGiftCard, usable, type GiftCardRecord } from './giftCards.ts';

const rulesOfWebsite = preparedStatement('cart_rules_of_website', (db) =>
  db
    .select()
    .from(cartPriceRules)
    .where(eq(cartPriceRules.websiteId, sql.placeholder('websiteId'))),
);

/** The codes a settled cart keeps (a coupon or gift card that no longer applies comes off). */
const codesKept = preparedStatement('cart_codes_kept', (db) =>
  db
    .update(carts)
    .set({
      couponCode: columnPlaceholder(carts.couponCode, 'couponCode'),
      giftCardCode: columnPlaceholder(carts.giftCardCode, 'giftCardCode'),
    })
    .where(eq(carts.id, sql.placeholder('cartId'))),
);

export type RuleRecord = typeof cartPriceRules.$inferSelect;

/** Websites whose rules are kept: far more than a store has. */
const MOST_KEPT_WEBSITES = 100;

/**
 * Coupons that belong to one shopper rather than to a rule (the club's member coupons): their
 * codes bring a rule into the cart that owns them, and say why they are refused otherwise.
 */
export interface PersonalCoupons {
  /** The rules the cart's coupon code brings, priced like the website's own. */
  rulesFor(db: Database, cart: CartRecord, now: Date): Promise<RuleRecord[]>;
  /** The refusal for a code this cart cannot take, when the code is a personal coupon. */
  refusal(db: Database, code: string, cart: CartRecord, now: Date): Promise<CommerceError | undefined>;
}

export interface CartDependencies {
  catalog: CatalogService;
  /** The catalog's version, which the seed moves when it writes the price rules (the only writer). */
  changes: CatalogChanges;
  gold: GoldService;
  store: StoreService;
  /** Coupons of one shopper's own (the club's member coupons), if any. */
  personalCoupons?: PersonalCoupons;
  /** What else moves from a cart merged into another, in the merge's transaction (held diamonds). */
  cartsMerged?: (db: Database, fromCartId: number, toCartId: number) => Promise<void>;
  /** The customizer's designs, which made-to-order lines are chosen and priced by. */
  customMade?: CustomMadeDesigns;
}

/** What one cart looks like priced: its lines, today's prices and the rules in force. */
export interface PricedCart {
  record: CartRecord;
  /** Lines still sold; the others are in unsoldLineIds, for settling to drop. */
  lines: CartLineRecord[];
  unsoldLineIds: number[];
  rows: ProductRows;
  prices: Map<number, LinePrice>;
  rules: PriceRule[];
  ruleRecords: RuleRecord[];
  totals: CartTotals;
  /** The cart's gift card when it can pay now; null otherwise (settling takes a card that cannot off). */
  giftCard: GiftCardRecord | null;
}

function toRule(record: RuleRecord): PriceRule {
  return {
    id: record.id,
    couponCode: record.couponCode === null ? null : normalizeCouponCode(record.couponCode),
    discountType: record.discountType as PriceRule['discountType'],
    discountValue: record.discountValue,
    minSubtotal: record.minSubtotal,
    giftQuantity: record.giftQuantity,
    activeFrom: record.activeFrom,
    activeTo: record.activeTo,
    isActive: record.isActive,
    sortOrder: record.sortOrder,
  };
}

export class CartPricing {
  /**
   * Each website's price rules, read once per catalog version (docs/decisions.md, "Price rules kept
   * until the catalog changes"): every cart change and every placement priced with them.
   */
  private readonly websiteRules: KeptUntilCatalogChanges<RuleRecord[]>;

  constructor(
    readonly db: Database,
    readonly deps: CartDependencies,
  ) {
    this.websiteRules = new KeptUntilCatalogChanges(deps.changes, MOST_KEPT_WEBSITES);
  }

  /** Product rows for one cart step: kept ones, with prices and stock read through `db` now (productRowLoader.ts). */
  rowLoader(db: Database, scope: StoreScope): ProductRowLoader {
    return new ProductRowLoader(db, scope.website.id, this.deps.catalog.productRows);
  }

  quotes(scope: StoreScope) {
    return goldQuotesFor(scope.baseCurrency, this.deps.gold, this.deps.store);
  }

  /**
   * Prices a cart as it stands in `db` (a transaction's view when placing an order): the one
   * pricing pass of a cart call. Product rows come from the call's loader, so a change that already
   * read them for its checks does not read them again; `heldLines`, the cart's lines as a change
   * holds them after writing them in its transaction, are not read again either.
   */
  async price(db: Database, record: CartRecord, scope: StoreScope, rowLoader = this.rowLoader(db, scope), heldLines?: readonly CartLineRecord[]): Promise<PricedCart> {
    // Together on the pool; in turn when `db` is the order's transaction (db/readAll.ts).
    const [lines, websiteRules] = await readAll(db, [
      heldLines ? Promise.resolve([...heldLines]) : loadLines(db, record.id),
      whenAwaited(() => this.websiteRules.get(String(record.websiteId), () => rulesOfWebsite(db).execute({ websiteId: record.websiteId }))),
    ]);
    // The kept list is shared: a member coupon's rule joins a copy.
    const ruleRecords = [...websiteRules];
    const rows = await rowLoader.load(productIdsOf(lines));
    const now = new Date();
    if (record.couponCode && this.deps.personalCoupons) ruleRecords.push(...(await this.deps.personalCoupons.rulesFor(db, record, now)));
    const prices = priceLines(lines, rows, this.quotes(scope), now);
    const sold = lines.filter((line) => prices.get(line.id)!.problem !== 'unavailable');
    const unsoldLineIds = lines.filter((line) => !sold.includes(line)).map((line) => line.id);
    const rules = ruleRecords.map(toRule);
    const totals = cartTotals(
      sold.map((line) => ({ id: line.id, quantity: line.quantity, unitPrice: prices.get(line.id)!.unitPrice!, giftRuleId: line.giftRuleId })),
      rules,
      record.couponCode,
      now,
    );
    const card = record.giftCardCode ? await findGiftCard(db, record.giftCardCode) : undefined;
    const giftCard = usable(card, record.websiteId, now) ? card : null;
    return { record, lines: sold, unsoldLineIds, rows, prices, rules, ruleRecords, totals, giftCard };
  }

  /**
   * Brings the cart back to a state it can be shown and bought in after a change: lines no longer
   * sold leave, a coupon whose rule no longer applies comes off, gifts of rules no longer reached
   * (or beyond what a rule grants) go back. Answers the cart priced as it is left, which is what
   * the change answers with: priced once, and again only when settling itself changed what the
   * cart costs (a coupon taken off, gifts taken back). `priced`, when given, is the cart as it
   * stands now, priced by the change's own checks, by a caller that has not written the cart's row
   * since locking it (`record`); its codes may differ from the row's (a coupon being applied).
   */
  async settle(db: Database, record: CartRecord, scope: StoreScope, rowLoader: ProductRowLoader, priced?: PricedCart): Promise<PricedCart> {
    // The codes as the database holds them: the row as locked, unless the caller wrote it since (and then prices nothing itself).
    let stored = record;
    if (!priced) {
      [stored] = await db.select().from(carts).where(eq(carts.id, record.id));
      priced = await this.price(db, stored, scope, rowLoader);
    }
    if (priced.unsoldLineIds.length) await db.delete(cartItems).where(inArray(cartItems.id, priced.unsoldLineIds));

    let couponCode = priced.record.couponCode;
    if (couponCode && !priced.rules.some((rule) => rule.couponCode === couponCode && priced!.totals.appliedRuleIds.includes(rule.id))) {
      couponCode = null;
      priced = await this.price(db, { ...priced.record, couponCode }, scope, rowLoader);
    }

    let giftsTakenBack = false;
    for (const rule of priced.ruleRecords.filter((candidate) => candidate.giftQuantity > 0)) {
      const giftLines = priced.lines.filter((line) => line.giftRuleId === rule.id);
      if (!giftLines.length) continue;
      let allowed = priced.totals.appliedRuleIds.includes(rule.id) ? rule.giftQuantity : 0;
      for (const line of giftLines) {
        const keep = Math.min(line.quantity, allowed);
        allowed -= keep;
        if (keep === line.quantity) continue;
        giftsTakenBack = true;
        if (keep === 0) await db.delete(cartItems).where(eq(cartItems.id, line.id));
        else await db.update(cartItems).set({ quantity: keep }).where(eq(cartItems.id, line.id));
      }
    }
    // A gift card that can no longer pay (spent by another order, expired) comes off.
    const giftCardCode = priced.giftCard ? priced.record.giftCardCode : null;
    // Written only when a code changed (applied, or come off): the lock that began the change marked the cart changed (findCart).
    if (couponCode !== stored.couponCode || giftCardCode !== stored.giftCardCode) await codesKept(db).execute({ couponCode, giftCardCode, cartId: record.id });
    // The rows written after pricing change the answer: price the cart as it now stands.
    if (giftsTakenBack) priced = await this.price(db, { ...priced.record, couponCode, giftCardCode }, scope, rowLoader);
    return { ...priced, record: { ...priced.record, couponCode, giftCardCode } };
  }

  /** Products as the cart shows them, from the rows the cart was priced with: in the website's currency, which is what the cart is paid in. */
  async productViews(ids: readonly number[], rows: ProductRows, scope: StoreScope): Promise<Map<number, ProductView>> {
    const views = await this.deps.catalog.productsFromRows(ids, rows, { ...scope, displayCurrency: scope.baseCurrency });
    return new Map(views.flatMap((view) => (view.id == null ? [] : [[view.id, view] as const])));
  }

  ruleLabel(rule: RuleRecord, scope: StoreScope): string {
    return rule.label[scope.locale] ?? rule.label.en ?? '';
  }

  /** The cart as it stands now, priced: for changes made outside this service (the checkout's fields). */
  async view(record: CartRecord, scope: StoreScope): Promise<CartView> {
    const [current] = await this.db.select().from(carts).where(eq(carts.id, record.id));
    return this.viewOf(current, scope);
  }

  /** A cart row as read or just written, priced and shown. */
  async viewOf(current: CartRecord, scope: StoreScope): Promise<CartView> {
    return this.present(await this.price(this.db, current, scope), scope);
  }

  /** The API's cart from a priced cart, without reading or pricing anything again. */
  async present(priced: PricedCart, scope: StoreScope): Promise<CartView> {
    const viewIds = priced.lines.flatMap((line) => (line.parentProductId ? [line.parentProductId, line.productId] : [line.productId]));
    const views = await this.productViews(viewIds, priced.rows, scope);
    return buildCartView({
      cart: priced.record,
      lines: priced.lines,
      prices: priced.prices,
      totals: priced.totals,
      giftCard: priced.giftCard,
      rules: new Map(priced.ruleRecords.map((rule) => [rule.id, { label: this.ruleLabel(rule, scope), couponCode: rule.couponCode }])),
      products: views,
      currency: scope.baseCurrency,
      website: scope.website.code,
      locale: scope.locale,
    });
  }
}
