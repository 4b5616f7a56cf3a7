/**
 * Daily gold prices. The price table is time-stamped and keeps its history (docs/design.md, Data); the
 * price in effect for each code is held in memory so that pricing a listing of gold products costs
 * no query. Every write bumps the catalog version, which empties the response cache and re-prices
 * gold products at once.
 */
import { and, asc, desc, eq, gt, lt, lte, min, or, sql, getTableColumns } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { goldPrices } from '../../db/schema.ts';
import type { CatalogChanges } from '../../catalogChanges.ts';
import { GOLD_CODES, goldCodeDefinition, isGoldCode, type GoldCode, type GoldUnit } from '../../../rules/gold.ts';
import type { CurrencyCode } from '../../../rules/money.ts';
import { inputError } from '../../core/errors.ts';
import { systemClock, type Clock } from '../../core/clock.ts';
import { toGoldPriceRow, type GoldPriceInput } from './priceInput.ts';

/** A gold code's price in effect, in minor units of its currency. The catalog prices gold products from it. */
export type CurrentGoldPrice = {
  goldCode: GoldCode;
  currency: CurrencyCode;
  quotedUnit: GoldUnit;
  sellPerGram: number;
  buyPerGram: number;
  sellPerTael: number;
  buyPerTael: number;
  effectiveAt: Date;
};

/** One line of the gold price board. */
export interface GoldBoardEntry {
  price: CurrentGoldPrice;
  metal: 'gold' | 'platinum';
  purity: string;
  /** Sell price in the quoted unit minus the one before it; undefined when there is none before. */
  sellChange?: number;
}

/** The chart shows up to a year, leap day included. */
export const MAX_HISTORY_DAYS = 366;
const DAY_MS = 24 * 60 * 60 * 1000;
/** setTimeout holds at most 2^31-1 ms; a price scheduled further out is looked at again daily. */
const LONGEST_WAIT_MS = DAY_MS;

type GoldPriceRecord = typeof goldPrices.$inferSelect;

function toCurrentPrice(row: GoldPriceRecord): CurrentGoldPrice {
  return {
    goldCode: row.goldCode as GoldCode,
    currency: row.currency as CurrencyCode,
    quotedUnit: row.quotedUnit as GoldUnit,
    sellPerGram: row.sellPerGram,
    buyPerGram: row.buyPerGram,
    sellPerTael: row.sellPerTael,
    buyPerTael: row.buyPerTael,
    effectiveAt: row.effectiveAt,
  };
}

export function sellPerQuotedUnit(price: CurrentGoldPrice): number {
  return price.quotedUnit === 'tael' ? price.sellPerTael : price.sellPerGram;
}

function boardEntry(price: CurrentGoldPrice, before: CurrentGoldPrice | undefined): GoldBoardEntry {
  const { metal, purity } = goldCodeDefinition(price.goldCode);
  return {
    price,
    metal,
    purity,
    sellChange: before ? sellPerQuotedUnit(price) - sellPerQuotedUnit(before) : undefined,
  };
}

export class GoldService {
  private inEffect = new Map<GoldCode, { current: CurrentGoldPrice; previous?: CurrentGoldPrice }>();
  /** Refreshes run one after another, so an older answer never overwrites a newer one. */
  private refreshQueue: Promise<void> = Promise.resolve();
  private cancelScheduled: (() => void) | undefined;

  constructor(
    private readonly db: Database,
    private readonly changes: CatalogChanges,
    private readonly clock: Clock = systemClock,
  ) {}

  /**
   * Loads the price in effect (and the one before it) for every code. When it resolves, memory
   * reflects the database as of a moment after the call.
   */
  refresh(): Promise<void> {
    const run = this.refreshQueue.catch(() => undefined).then(() => this.load(this.clock.now()));
    this.refreshQueue = run;
    return run;
  }

  current(code: GoldCode): CurrentGoldPrice | undefined {
    return this.inEffect.get(code)?.current;
  }

  /** Every code that has a price, in the spec's order of codes. */
  board(): GoldBoardEntry[] {
    const entries: GoldBoardEntry[] = [];
    for (const code of GOLD_CODES) {
      const loaded = this.inEffect.get(code);
      if (loaded) entries.push(boardEntry(loaded.current, loaded.previous));
    }
    return entries;
  }

  /** Prices of the last `days` days, oldest first, for the chart. */
  async history(code: string, days: number): Promise<CurrentGoldPrice[]> {
    if (!isGoldCode(code)) throw inputError('gold.unknownCode', { code: code.slice(0, 32) });
    if (!Number.isInteger(days) || days < 1 || days > MAX_HISTORY_DAYS) {
      throw inputError('gold.historyDays', { max: MAX_HISTORY_DAYS });
    }
    const now = this.clock.now();
    const rows = await this.db
      .select()
      .from(goldPrices)
      .where(
        and(
          eq(goldPrices.goldCode, code),
          gt(goldPrices.effectiveAt, new Date(now.getTime() - days * DAY_MS)),
          lte(goldPrices.effectiveAt, now),
        ),
      )
      .orderBy(asc(goldPrices.effectiveAt), asc(goldPrices.id));
    return rows.map(toCurrentPrice);
  }

  /**
   * Records a new price (now, or at a given time) and re-prices: the row and the catalog version
   * bump commit together; memory is reloaded before the change is announced, because a request
   * answered in between would otherwise cache the old price under the new version.
   */
  async setPrice(input: GoldPriceInput, source: string): Promise<GoldBoardEntry> {
    const row = toGoldPriceRow(input, this.clock.now());
    const { currency, quotedUnit } = goldCodeDefinition(row.goldCode);
    const { inserted, version } = await this.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(goldPrices)
        .values({ ...row, currency, quotedUnit, source })
        .returning();
      return { inserted, version: await this.changes.bump(tx) };
    });
    await this.changes.notify(version, 'gold-price');
    return boardEntry(toCurrentPrice(inserted), await this.priceBefore(inserted));
  }

  private async load(now: Date): Promise<void> {
    const [rows, upcoming] = await Promise.all([this.latestTwoPerCode(now), this.nextEffectiveAfter(now)]);
    const loaded = new Map<GoldCode, { current: CurrentGoldPrice; previous?: CurrentGoldPrice }>();
    for (const row of rows) {
      if (!isGoldCode(row.goldCode)) continue;
      const price = toCurrentPrice(row);
      const entry = loaded.get(row.goldCode);
      if (entry) entry.previous = price;
      else loaded.set(row.goldCode, { current: price });
    }
    this.inEffect = loaded;
    this.scheduleNextPrice(upcoming);
  }

  /** The two newest prices in effect per code, newest first (ties broken by id). */
  private async latestTwoPerCode(now: Date): Promise<GoldPriceRecord[]> {
    const ranked = this.db
      .select({
        ...getTableColumns(goldPrices),
        rank: sql<number>`row_number() over (partition by ${goldPrices.goldCode} order by ${goldPrices.effectiveAt} desc, ${goldPrices.id} desc)`.as(
          'rank',
        ),
      })
      .from(goldPrices)
      .where(lte(goldPrices.effectiveAt, now))
      .as('ranked');
    const rows = await this.db
      .select()
      .from(ranked)
      .where(lte(ranked.rank, 2))
      .orderBy(asc(ranked.goldCode), asc(ranked.rank));
    return rows.map(({ rank: _rank, ...row }) => row);
  }

  private async nextEffectiveAfter(now: Date): Promise<Date | undefined> {
    const [row] = await this.db
      .select({ at: min(goldPrices.effectiveAt) })
      .from(goldPrices)
      .where(gt(goldPrices.effectiveAt, now));
    return row?.at ? new Date(row.at) : undefined;
  }

  private async priceBefore(row: GoldPriceRecord): Promise<CurrentGoldPrice | undefined> {
    const [before] = await this.db
      .select()
      .from(goldPrices)
      .where(
        and(
          eq(goldPrices.goldCode, row.goldCode),
          or(lt(goldPrices.effectiveAt, row.effectiveAt), and(eq(goldPrices.effectiveAt, row.effectiveAt), lt(goldPrices.id, row.id))),
        ),
      )
      .orderBy(desc(goldPrices.effectiveAt), desc(goldPrices.id))
      .limit(1);
    return before ? toCurrentPrice(before) : undefined;
  }

  /**
   * A price set for later must take effect on time, caches included: when it falls due, bump the
   * catalog version like any other write. With several processes each one bumps; the extra bumps
   * only empty caches that were about to be emptied anyway.
   */
  private scheduleNextPrice(dueAt: Date | undefined): void {
    this.cancelScheduled?.();
    this.cancelScheduled = undefined;
    if (!dueAt) return;
    const wait = Math.min(Math.max(dueAt.getTime() - this.clock.now().getTime(), 0), LONGEST_WAIT_MS);
    this.cancelScheduled = this.clock.after(wait, () => this.publishDuePrice(dueAt));
  }

  private async publishDuePrice(dueAt: Date): Promise<void> {
    try {
      if (this.clock.now().getTime() < dueAt.getTime()) {
        await this.refresh();
        return;
      }
      const version = await this.db.transaction((tx) => this.changes.bump(tx));
      await this.changes.notify(version, 'gold-price');
    } catch {
      // The database is closing or unreachable; the next refresh schedules the price again.
    }
  }
}
