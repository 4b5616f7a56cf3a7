import { divideRoundHalfUp, roundToWholeMajor } from './money.ts';
import type { CurrencyCode } from './money.ts';

/** Gold price product codes (spec 000 §3, 001 §3.5). */
export const GOLD_CODES = ['HK-CK9999', 'HK-CKBEAN', 'HK-PT9995', 'CN-CK9999', 'CN-CKBAR', 'HK-G999', 'CN-G999'] as const;
export type GoldCode = (typeof GOLD_CODES)[number];

export type GoldUnit = 'tael' | 'gram';

/** 1 tael (Hong Kong) = 37.429 g (docs/design.md, Data), kept in milligrams so arithmetic stays integral. */
export const MILLIGRAMS_PER_TAEL = 37_429;
export const MILLIGRAMS_PER_GRAM = 1_000;

export interface GoldCodeDefinition {
  code: GoldCode;
  /** The unit the jeweller quotes this code in; the other unit is derived from it. */
  quotedUnit: GoldUnit;
  currency: CurrencyCode;
  metal: 'gold' | 'platinum';
  purity: string;
}

/**
 * Which unit each code is quoted in is not given by the spec (001 §3.5): Hong Kong gold and
 * platinum are quoted per tael as Hong Kong jewellers do; the 999 codes and the mainland codes per
 * gram. See docs/decisions.md.
 */
export const GOLD_CODE_DEFINITIONS: readonly GoldCodeDefinition[] = [
  { code: 'HK-CK9999', quotedUnit: 'tael', currency: 'HKD', metal: 'gold', purity: '999.9' },
  { code: 'HK-CKBEAN', quotedUnit: 'tael', currency: 'HKD', metal: 'gold', purity: '999.9' },
  { code: 'HK-PT9995', quotedUnit: 'tael', currency: 'HKD', metal: 'platinum', purity: '999.5' },
  { code: 'CN-CK9999', quotedUnit: 'gram', currency: 'CNY', metal: 'gold', purity: '999.9' },
  { code: 'CN-CKBAR', quotedUnit: 'gram', currency: 'CNY', metal: 'gold', purity: '999.9' },
  { code: 'HK-G999', quotedUnit: 'gram', currency: 'HKD', metal: 'gold', purity: '999' },
  { code: 'CN-G999', quotedUnit: 'gram', currency: 'CNY', metal: 'gold', purity: '999' },
];

export function isGoldCode(value: string): value is GoldCode {
  return (GOLD_CODES as readonly string[]).includes(value);
}

export function goldCodeDefinition(code: GoldCode): GoldCodeDefinition {
  return GOLD_CODE_DEFINITIONS.find((definition) => definition.code === code)!;
}

function milligramsPer(unit: GoldUnit): bigint {
  return BigInt(unit === 'tael' ? MILLIGRAMS_PER_TAEL : MILLIGRAMS_PER_GRAM);
}

/** Converts a price per `from` unit into a price per `to` unit, rounded half up to a minor unit. */
export function convertGoldUnitPrice(pricePerUnit: number, from: GoldUnit, to: GoldUnit): number {
  if (from === to) return pricePerUnit;
  return Number(divideRoundHalfUp(BigInt(pricePerUnit) * milligramsPer(to), milligramsPer(from)));
}

/** The metal value of a piece: its weight times the sell price, priced from the quoted unit. */
export function metalValue(weightMilligrams: number, pricePerUnit: number, unit: GoldUnit): number {
  return Number(divideRoundHalfUp(BigInt(weightMilligrams) * BigInt(pricePerUnit), milligramsPer(unit)));
}

export type LabourFeeUnit = 'piece' | 'gram';

/**
 * A calculation-gold product's price (docs/design.md, Data): weight x today's sell price for its gold code
 * + its labour fee, charged per piece or per gram, sold at a whole-dollar price (roundToWholeMajor).
 * The metal's share carries the rounding, so metal + labour is still the price the shopper pays.
 */
export function calculationGoldPrice(input: {
  weightMilligrams: number;
  sellPricePerUnit: number;
  quotedUnit: GoldUnit;
  labourFee: number;
  labourFeeUnit: LabourFeeUnit;
}): { metal: number; labour: number; total: number } {
  const exactMetal = metalValue(input.weightMilligrams, input.sellPricePerUnit, input.quotedUnit);
  const labour =
    input.labourFeeUnit === 'piece'
      ? input.labourFee
      : Number(divideRoundHalfUp(BigInt(input.weightMilligrams) * BigInt(input.labourFee), 1000n));
  const total = roundToWholeMajor(exactMetal + labour);
  return { metal: total - labour, labour, total };
}
