/**
 * Parsing and checking a new gold price, shared by the setGoldPrice mutation and the operations
 * command. Prices arrive as decimal strings in major units and become integer minor units by
 * the store's money rules (rules/money.ts): a float never touches money (docs/design.md, Data).
 */
import { z } from 'zod';
import { convertGoldUnitPrice, goldCodeDefinition, isGoldCode, type GoldCode, type GoldUnit } from '../../../rules/gold.ts';
import { parseMajorAmount } from '../../../rules/money.ts';
import { inputError } from '../../core/errors.ts';

export interface GoldPriceInput {
  goldCode: string;
  /** Price in the code's quoted unit and currency, major units, e.g. "43250.00". */
  sellPrice: string;
  buyPrice: string;
  /** ISO 8601 date-time with an offset; now when omitted. */
  effectiveAt?: string | null;
}

export interface GoldPriceRow {
  goldCode: GoldCode;
  sellPerGram: number;
  buyPerGram: number;
  sellPerTael: number;
  buyPerTael: number;
  effectiveAt: Date;
}

// An offset is required: "09:30" alone means different instants on a server in UTC and a
// jeweller's laptop in Hong Kong.
const isoDateTime = z.iso.datetime({ offset: true });

function parseEffectiveAt(text: string | null | undefined, now: Date): Date {
  if (text == null || text.trim() === '') return now;
  const checked = isoDateTime.safeParse(text.trim());
  const time = checked.success ? new Date(checked.data) : undefined;
  if (!time || Number.isNaN(time.getTime())) throw inputError('gold.badTime');
  return time;
}

function pricePerBothUnits(quoted: number, quotedUnit: GoldUnit): { perGram: number; perTael: number } {
  return {
    perGram: convertGoldUnitPrice(quoted, quotedUnit, 'gram'),
    perTael: convertGoldUnitPrice(quoted, quotedUnit, 'tael'),
  };
}

/** Checks the input and derives the price in both units; throws input errors the API shows as such. */
export function toGoldPriceRow(input: GoldPriceInput, now: Date = new Date()): GoldPriceRow {
  const code = input.goldCode.trim();
  if (!isGoldCode(code)) throw inputError('gold.unknownCode', { code: code.slice(0, 32) });
  const sell = parseMajorAmount(input.sellPrice);
  if (!sell) throw inputError('gold.badPrice', { field: 'sell_price' });
  const buy = parseMajorAmount(input.buyPrice);
  if (!buy) throw inputError('gold.badPrice', { field: 'buy_price' });
  if (buy > sell) throw inputError('gold.buyAboveSell');
  const effectiveAt = parseEffectiveAt(input.effectiveAt, now);

  const { quotedUnit } = goldCodeDefinition(code);
  const sellPrices = pricePerBothUnits(sell, quotedUnit);
  const buyPrices = pricePerBothUnits(buy, quotedUnit);
  // A few cents per tael round to nothing per gram; the table only holds positive prices.
  if (sellPrices.perGram <= 0) throw inputError('gold.badPrice', { field: 'sell_price' });
  if (buyPrices.perGram <= 0) throw inputError('gold.badPrice', { field: 'buy_price' });
  return {
    goldCode: code,
    sellPerGram: sellPrices.perGram,
    buyPerGram: buyPrices.perGram,
    sellPerTael: sellPrices.perTael,
    buyPerTael: buyPrices.perTael,
    effectiveAt,
  };
}
