/**
 * 90 days of gold price history for every gold code, ending on the seed's "today": one board
 * price each morning (08:00 Hong Kong time) and, on about a third of past days, an afternoon
 * update (14:00) when the market moved.
 *
 * All gold codes follow one random walk (they are the same metal on different boards); platinum
 * walks on its own. The walk depends only on the seed, so the prices are the same on every run
 * and only the dates move with "today".
 */
import type { goldPrices } from '../db/schema.ts';
import { GOLD_CODE_DEFINITIONS, convertGoldUnitPrice, type GoldCode, type GoldUnit } from '../../rules/gold.ts';
import type { SeededRandom } from './random.ts';

export const GOLD_HISTORY_DAYS = 90;

interface Board {
  /** Sell price in the quoted unit, major units, on the walk's level 1.0. */
  sell: number;
  /** Buy price as a share of the sell price. */
  buyRatio: number;
  /** Quoted prices are rounded to this many major units. */
  step: number;
  metal: 'gold' | 'platinum';
}

/**
 * Around mid-2025 levels: Hong Kong 999.9 gold near HK$43,000 a tael; mainland gold near CNY 745
 * a gram. Shops buy jewellery back well below the board; bars and beans close to it.
 */
const BOARDS: Record<GoldCode, Board> = {
  'HK-CK9999': { sell: 43_000, buyRatio: 0.88, step: 10, metal: 'gold' },
  'HK-CKBEAN': { sell: 42_780, buyRatio: 0.97, step: 10, metal: 'gold' },
  'HK-PT9995': { sell: 15_800, buyRatio: 0.8, step: 10, metal: 'platinum' },
  'CN-CK9999': { sell: 745, buyRatio: 0.9, step: 1, metal: 'gold' },
  'CN-CKBAR': { sell: 730, buyRatio: 0.97, step: 1, metal: 'gold' },
  'HK-G999': { sell: 1_140, buyRatio: 0.88, step: 1, metal: 'gold' },
  'CN-G999': { sell: 740, buyRatio: 0.9, step: 1, metal: 'gold' },
};

const DAY_MS = 86_400_000;
const MORNING_UTC_HOUR = 0;
const AFTERNOON_UTC_HOUR = 6;

/** A mean-reverting walk of daily levels around 1.0, kept within ±7%. */
function walk(random: SeededRandom, days: number, volatility: number): number[] {
  const levels: number[] = [];
  let level = 0.97;
  for (let day = 0; day < days; day += 1) {
    const pull = (1.01 - level) * 0.05;
    level = Math.min(1.07, Math.max(0.93, level * Math.exp(pull + volatility * random.normal())));
    levels.push(level);
  }
  return levels;
}

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

/** Start of the UTC day of `date`. */
export function utcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

export function goldPriceRows(random: SeededRandom, today: Date): Array<typeof goldPrices.$inferInsert> {
  const gold = walk(random.fork('gold-walk'), GOLD_HISTORY_DAYS, 0.009);
  const platinum = walk(random.fork('platinum-walk'), GOLD_HISTORY_DAYS, 0.012);
  const intraday = random.fork('intraday');
  const first = utcDay(today).getTime() - (GOLD_HISTORY_DAYS - 1) * DAY_MS;

  // Which past days get an afternoon update, and by how much the market moved, shared by all codes.
  const afternoonMove = Array.from({ length: GOLD_HISTORY_DAYS }, (_, day) =>
    day < GOLD_HISTORY_DAYS - 1 && intraday.chance(0.35) ? 1 + intraday.normal() * 0.004 : null,
  );

  const rows: Array<typeof goldPrices.$inferInsert> = [];
  for (let day = 0; day < GOLD_HISTORY_DAYS; day += 1) {
    const dayStart = first + day * DAY_MS;
    for (const definition of GOLD_CODE_DEFINITIONS) {
      const board = BOARDS[definition.code];
      const level = (board.metal === 'gold' ? gold : platinum)[day];
      const quotes: Array<{ at: number; level: number }> = [{ at: dayStart + MORNING_UTC_HOUR * 3_600_000, level }];
      const move = afternoonMove[day];
      if (move !== null) quotes.push({ at: dayStart + AFTERNOON_UTC_HOUR * 3_600_000, level: level * move });
      for (const quote of quotes) {
        const sell = roundTo(board.sell * quote.level, board.step) * 100;
        const buy = roundTo(board.sell * quote.level * board.buyRatio, board.step) * 100;
        rows.push(priceRow(definition.code, definition.currency, definition.quotedUnit, sell, buy, new Date(quote.at)));
      }
    }
  }
  return rows;
}

function priceRow(code: GoldCode, currency: string, unit: GoldUnit, sell: number, buy: number, effectiveAt: Date): typeof goldPrices.$inferInsert {
  const perGram = (price: number) => convertGoldUnitPrice(price, unit, 'gram');
  const perTael = (price: number) => convertGoldUnitPrice(price, unit, 'tael');
  return {
    goldCode: code,
    currency,
    quotedUnit: unit,
    sellPerGram: perGram(sell),
    buyPerGram: perGram(buy),
    sellPerTael: perTael(sell),
    buyPerTael: perTael(buy),
    effectiveAt,
    source: 'seed',
    createdAt: effectiveAt,
  };
}
