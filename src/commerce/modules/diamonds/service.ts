/**
 * The diamond inventory's rules: search and detail for shoppers, and a stone's life from chosen to
 * sold. A chosen stone is held for one cart for DIAMOND_HOLD_MINUTES; while the hold lasts nobody
 * else can hold or buy it, and once it passes the stone is free again without anything having to
 * run. Placing an order sells the stone in the order's own transaction: the row is locked, so of
 * two orders for one stone exactly one gets it.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Clock } from '../../core/clock.ts';
import { inputError, notFoundError } from '../../core/errors.ts';
import { moneyObject } from '../../core/money.ts';
import type { RequestContext, StoreScope } from '../../core/requestContext.ts';
import type { Database } from '../../db/connect.ts';
import {
  CERTIFICATIONS,
  COLORED_DIAMONDS,
  DIAMOND_CLARITIES,
  DIAMOND_COLOURS,
  DIAMOND_DEFAULT_PAGE_SIZE,
  DIAMOND_HOLD_MS,
  DIAMOND_IDENTIFIER_PATTERN,
  DIAMOND_SHAPES,
  FINISH_GRADES,
  FLUORESCENCES,
  certificateLab,
  certificateUrl,
  type Certification,
  type ColoredDiamond,
  type DiamondClarity,
  type DiamondColour,
  type DiamondShape,
  type FinishGrade,
  type Fluorescence,
} from '../../../rules/diamonds.ts';
import { findCart } from '../cart/index.ts';
import { parseDiamondSearch, FACET_CODES, FACETS, type DiamondSearchInput, type FacetCode } from './diamondQuery.ts';
import { DiamondIndex } from './diamondIndex.ts';
import { DIAMOND_COLUMNS, pageRowsReader, type DiamondRowRecord, type PageRowsReader } from './diamondSearch.ts';

export interface Diamond {
  identifier: string;
  shape: DiamondShape;
  coloredType: ColoredDiamond;
  certification: Certification;
  /** Hundredths of a carat. */
  carat: number;
  color: DiamondColour;
  clarity: DiamondClarity;
  cut: FinishGrade;
  polish: FinishGrade;
  symmetry: FinishGrade;
  fluorescence: Fluorescence;
  /** Hundredths of a millimetre. */
  diameter: number;
  certificateNumber: string;
  certificate: { lab: 'GIA' | 'IGI'; certification: Certification; number: string; url: string };
  price: ReturnType<typeof moneyObject>;
  /** On sale, unsold and held by no other cart: a shopper may choose it now. */
  available: boolean;
  /** The stone as the asking cart sees it (without a cart, any hold is another's). */
  state: DiamondState;
  /** When the asking cart's hold ends; null when it holds none. */
  heldUntil: Date | null;
}

/** Where a stone stands for the bag asking: free, held for it, held for another, sold, or withdrawn. */
export type DiamondState = 'available' | 'held_for_your_bag' | 'held_for_another_bag' | 'sold' | 'off_sale';

/** A stone as a cart line sees it: the stone, and until when it is held for that cart (if it is). */
export interface CartDiamond {
  diamond: Diamond;
  heldByThisCart: boolean;
  heldUntil: Date | null;
  sold: boolean;
}

export interface DiamondFacet {
  code: FacetCode;
  /** Options with stones, in grade order: value code, grade position, count. */
  options: Array<{ value: string; position: number; count: number }>;
}

export interface DiamondSearchResult {
  items: Diamond[];
  total: number;
  facets: DiamondFacet[];
  page: { currentPage: number; pageSize: number; totalPages: number };
}

export interface DiamondHold {
  diamond: Diamond;
  heldUntil: Date;
}

/** What an order records of a stone it sold. */
export interface SoldDiamond {
  diamond: Diamond;
  soldAt: Date;
}

function toDate(value: Date | string | null): Date | null {
  return value === null ? null : value instanceof Date ? value : new Date(value);
}

function checkedIdentifier(identifier: string): string {
  const trimmed = identifier.trim().toUpperCase();
  if (!DIAMOND_IDENTIFIER_PATTERN.test(trimmed)) throw inputError('diamond.identifierInvalid', { identifier: identifier.slice(0, 40) });
  return trimmed;
}

export class DiamondService {
  /** Each website's stones on offer, searched in this process (diamondIndex.ts). */
  readonly index: DiamondIndex;
  private readonly pageRows: PageRowsReader;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    options: { indexPollMs?: number } = {},
  ) {
    this.index = new DiamondIndex(db, () => clock.now().getTime(), options.indexPollMs);
    this.pageRows = pageRowsReader(db);
  }

  async search(ctx: RequestContext, input: DiamondSearchInput, cartMaskedId?: string | null): Promise<DiamondSearchResult> {
    const query = parseDiamondSearch(input, DIAMOND_DEFAULT_PAGE_SIZE, ctx.locale);
    // A shopper's own held stone stays in their results; the cart must be theirs to count.
    const cartId = cartMaskedId ? (await findCart(this.db, ctx, cartMaskedId, false)).id : undefined;
    const websiteId = ctx.website.id;
    for (let attempt = 1; ; attempt++) {
      const index = await this.index.current(websiteId);
      const now = this.clock.now();
      const found = index.search(query, now.getTime(), cartId);
      const { pageSize, currentPage } = query.page;
      const totalPages = Math.ceil(found.total / pageSize);
      if (found.total > 0 && currentPage > totalPages) throw inputError('input.currentPageTooLarge', { page: currentPage, total: totalPages });
      // The page's stones are read from the database: one held or sold by another instance since
      // the index last heard goes into the index as it is now, and the search is made again.
      const rows = await this.pageRows(websiteId, found.ids);
      const stones = rows.map((row) => ({ row, diamond: this.toDiamond(row, ctx, now, cartId) }));
      const taken = stones.filter((stone) => !stone.diamond.available);
      if (taken.length > 0 && attempt < 5) {
        this.index.update(websiteId, taken.map((stone) => stone.row));
        continue;
      }
      const byId = new Map(stones.map((stone) => [stone.row.id, stone]));
      return {
        items: found.ids.flatMap((id) => {
          const stone = byId.get(id);
          return stone && stone.diamond.available ? [stone.diamond] : [];
        }),
        total: found.total,
        facets: FACET_CODES.map((code) => ({
          code,
          options: Array.from(found.counts[code], ([position, count]) => ({ value: (FACETS[code].values as readonly string[])[position], position, count })),
        })),
        page: { currentPage, pageSize, totalPages },
      };
    }
  }

  /**
   * A stone of the scope's website by its identifier, whatever its state (a sold stone says so),
   * as the shopper's bag behind `cartMaskedId` sees it when given: held for it, or for another.
   */
  async detail(ctx: RequestContext, identifier: string, cartMaskedId?: string | null): Promise<Diamond> {
    const cart = cartMaskedId ? await findCart(this.db, ctx, cartMaskedId, false) : undefined;
    const row = await this.row(this.db, ctx, checkedIdentifier(identifier), false);
    return this.toDiamond(row, ctx, this.clock.now(), cart?.id);
  }

  /** Holds the stone for the cart behind the masked id (the shopper's own), for DIAMOND_HOLD_MINUTES from now. */
  async hold(ctx: RequestContext, cartMaskedId: string, identifier: string): Promise<DiamondHold> {
    const cart = await findCart(this.db, ctx, cartMaskedId, false);
    return this.holdForCart(ctx, cart.id, identifier);
  }

  /**
   * Holds the stone for a cart the caller has already checked (a made-to-order line being added,
   * in the caller's transaction when given). Holding it again extends the hold.
   */
  async holdForCart(ctx: StoreScope, cartId: number, identifier: string, db: Database = this.db): Promise<DiamondHold> {
    const checked = checkedIdentifier(identifier);
    const now = this.clock.now();
    const heldUntil = new Date(now.getTime() + DIAMOND_HOLD_MS);
    // One statement decides: of two carts asking at once, the second waits for the first's row lock
    // and then finds the stone held.
    const result = await db.execute(sql`
      update diamonds set held_by_cart_id = ${cartId}, held_until = ${heldUntil}, changed_at = now()
      where website_id = ${ctx.website.id} and identifier = ${checked} and sold_at is null and on_sale
        and (held_until is null or held_until <= ${now} or held_by_cart_id = ${cartId})
      returning ${DIAMOND_COLUMNS}`);
    const [row] = (result as unknown as { rows: DiamondRowRecord[] }).rows;
    if (!row) throw await this.refusal(db, ctx, checked, now, cartId);
    this.index.changed(ctx.website.id);
    return { diamond: this.toDiamond(row, ctx, now, cartId), heldUntil };
  }

  /** Gives up the cart's hold (its made-to-order line removed); a stone it does not hold is left alone. */
  async release(ctx: RequestContext, cartMaskedId: string, identifier: string): Promise<Diamond> {
    const cart = await findCart(this.db, ctx, cartMaskedId, false);
    return this.releaseForCart(ctx, cart.id, identifier);
  }

  async releaseForCart(ctx: StoreScope, cartId: number, identifier: string, db: Database = this.db): Promise<Diamond> {
    const checked = checkedIdentifier(identifier);
    await db.execute(sql`
      update diamonds set held_by_cart_id = null, held_until = null, changed_at = now()
      where website_id = ${ctx.website.id} and identifier = ${checked} and held_by_cart_id = ${cartId}`);
    this.index.changed(ctx.website.id);
    const row = await this.row(db, ctx, checked, false);
    return this.toDiamond(row, ctx, this.clock.now(), cartId);
  }

  /** The stone a cart line names (cm_diamon_identifier): its fields and price, and whether the cart holds it. */
  async diamondForCart(ctx: StoreScope, identifier: string, cartId: number, db: Database = this.db): Promise<CartDiamond> {
    const row = await this.row(db, ctx, checkedIdentifier(identifier), false);
    const now = this.clock.now();
    const heldUntil = toDate(row.held_until);
    const heldByThisCart = row.held_by_cart_id === cartId && heldUntil !== null && heldUntil > now;
    return { diamond: this.toDiamond(row, ctx, now, cartId), heldByThisCart, heldUntil: heldByThisCart ? heldUntil : null, sold: row.sold_at !== null };
  }

  /**
   * Sells the stone to the order placed from `cartId`, in the order's transaction `tx`: the row is
   * locked until the order commits or rolls back, so a second order for the same stone waits and
   * then finds it sold. Refused when the stone is sold, off sale, or held by another cart.
   */
  async sellForOrder(tx: Database, ctx: StoreScope, cartId: number, identifier: string): Promise<SoldDiamond> {
    const checked = checkedIdentifier(identifier);
    const now = this.clock.now();
    const row = await this.row(tx, ctx, checked, true);
    const refusal = this.refusalOf(row, checked, now, cartId);
    if (refusal) throw refusal;
    await tx.execute(sql`update diamonds set sold_at = ${now}, sold_cart_id = ${cartId}, held_by_cart_id = null, held_until = null, changed_at = now() where id = ${row.id}`);
    this.index.changed(ctx.website.id);
    return { diamond: this.toDiamond({ ...row, sold_at: now, held_by_cart_id: null, held_until: null }, ctx, now, cartId), soldAt: now };
  }

  /**
   * Undoes the sale to the order placed from `cartId` (the placement undone, or the order cancelled):
   * the stone is on offer again. A stone sold to another cart is left alone.
   */
  async unsell(tx: Database, websiteId: number, cartId: number, identifier: string): Promise<void> {
    await tx.execute(sql`
      update diamonds set sold_at = null, sold_cart_id = null, changed_at = now()
      where website_id = ${websiteId} and identifier = ${checkedIdentifier(identifier)} and sold_cart_id = ${cartId}`);
    this.index.changed(websiteId);
  }

  /** Holds follow the cart: when a guest's bag merges into an account's, its held stones go along. */
  async moveHolds(db: Database, fromCartId: number, toCartId: number): Promise<void> {
    await db.execute(sql`update diamonds set held_by_cart_id = ${toCartId}, changed_at = now() where held_by_cart_id = ${fromCartId} and held_until > ${this.clock.now()}`);
    this.index.changedEverywhere();
  }

  // -------------------------------------------------------------------------------------------

  private async row(db: Database, ctx: StoreScope, identifier: string, forUpdate: boolean): Promise<DiamondRowRecord> {
    const lock: SQL = forUpdate ? sql` for update` : sql``;
    const result = await db.execute(sql`select ${DIAMOND_COLUMNS} from diamonds where website_id = ${ctx.website.id} and identifier = ${identifier}${lock}`);
    const [row] = (result as unknown as { rows: DiamondRowRecord[] }).rows;
    if (!row) throw notFoundError('diamond.notFound', { identifier });
    return row;
  }

  private refusalOf(row: DiamondRowRecord, identifier: string, now: Date, cartId: number) {
    if (row.sold_at !== null) return inputError('diamond.sold', { identifier });
    if (!row.on_sale) return notFoundError('diamond.notFound', { identifier });
    const heldUntil = toDate(row.held_until);
    if (row.held_by_cart_id !== null && row.held_by_cart_id !== cartId && heldUntil !== null && heldUntil > now) return inputError('diamond.heldByAnother', { identifier });
    return undefined;
  }

  /** Why a hold was refused, read after the statement that refused it. */
  private async refusal(db: Database, ctx: StoreScope, identifier: string, now: Date, cartId: number) {
    const row = await this.row(db, ctx, identifier, false);
    return this.refusalOf(row, identifier, now, cartId) ?? inputError('diamond.heldByAnother', { identifier });
  }

  private toDiamond(row: DiamondRowRecord, ctx: StoreScope, now: Date, cartId: number | undefined): Diamond {
    const certification = CERTIFICATIONS[row.certification];
    const heldUntil = toDate(row.held_until);
    const held = row.held_by_cart_id !== null && heldUntil !== null && heldUntil > now;
    const heldByOther = held && row.held_by_cart_id !== cartId;
    const heldForThisCart = held && cartId !== undefined && row.held_by_cart_id === cartId;
    const state: DiamondState =
      row.sold_at !== null ? 'sold' : !row.on_sale ? 'off_sale' : heldByOther ? 'held_for_another_bag' : heldForThisCart ? 'held_for_your_bag' : 'available';
    return {
      identifier: row.identifier,
      shape: DIAMOND_SHAPES[row.shape],
      coloredType: COLORED_DIAMONDS[row.colored_type],
      certification,
      carat: row.carat,
      color: DIAMOND_COLOURS[row.color],
      clarity: DIAMOND_CLARITIES[row.clarity],
      cut: FINISH_GRADES[row.cut],
      polish: FINISH_GRADES[row.polish],
      symmetry: FINISH_GRADES[row.symmetry],
      fluorescence: FLUORESCENCES[row.fluorescence],
      diameter: row.diameter,
      certificateNumber: row.certificate_number,
      certificate: { lab: certificateLab(certification), certification, number: row.certificate_number, url: certificateUrl(certification, row.certificate_number) },
      price: moneyObject(Number(row.price), ctx.baseCurrency),
      available: row.on_sale && row.sold_at === null && !heldByOther,
      state,
      heldUntil: heldForThisCart ? heldUntil : null,
    };
  }
}
