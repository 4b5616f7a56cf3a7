/**
 * What a product costs in a website, in the website's base currency and minor units. The listing
 * query sorts and filters by the same rules in SQL (productQuery.ts); the two must agree, and the
 * catalog tests check that they do by sorting on price and reading the prices back.
 */
import { calculationGoldPrice, GOLD_CODES, type GoldCode, type GoldUnit, type LabourFeeUnit } from '../../../rules/gold.ts';
import type { CurrencyCode } from '../../../rules/money.ts';
import type { ProductType } from '../../../rules/catalog.ts';
import type { GoldService } from '../gold/index.ts';
import type { StoreService } from '../store/index.ts';

/** A gold code's sell price in effect, converted into a website's base currency. */
export interface GoldQuote {
  goldCode: GoldCode;
  quotedUnit: GoldUnit;
  /** Sell price per quoted unit: the number products are priced from. */
  sellPerUnit: number;
  sellPerGram: number;
  sellPerTael: number;
  effectiveAt: Date;
}

export type GoldQuotes = ReadonlyMap<string, GoldQuote>;

/**
 * Today's gold prices in the website's currency. A Hong Kong code is quoted in HKD and a mainland
 * one in CNY; a Macau or Malaysia price is the converted quote. A code whose currency cannot be
 * converted is left out, so its products go unpriced rather than priced in the wrong currency.
 */
export function goldQuotesFor(baseCurrency: CurrencyCode, gold: GoldService, store: StoreService): Map<string, GoldQuote> {
  const quotes = new Map<string, GoldQuote>();
  for (const code of GOLD_CODES) {
    const price = gold.current(code);
    if (!price) continue;
    const toBase = (amount: number) => store.convert(amount, price.currency, baseCurrency);
    const perGram = toBase(price.sellPerGram);
    const perTael = toBase(price.sellPerTael);
    if (perGram.currency !== baseCurrency || perTael.currency !== baseCurrency) continue;
    quotes.set(code, {
      goldCode: code,
      quotedUnit: price.quotedUnit,
      sellPerUnit: price.quotedUnit === 'tael' ? perTael.amount : perGram.amount,
      sellPerGram: perGram.amount,
      sellPerTael: perTael.amount,
      effectiveAt: price.effectiveAt,
    });
  }
  return quotes;
}

/** A product_prices row for one website. */
export interface PriceRecord {
  price: number;
  specialPrice: number | null;
  specialFrom: Date | null;
  specialTo: Date | null;
  labourFee: number | null;
}

export interface PricedProduct {
  typeId: string;
  weightMg: number | null;
  goldCode: string | null;
  labourFeeUnit: string | null;
}

export interface GoldPriceParts {
  quote: GoldQuote;
  weightMg: number;
  metal: number;
  labour: number;
  labourFee: number;
  labourFeeUnit: LabourFeeUnit;
}

export interface PricePair {
  regular: number;
  final: number;
}

export interface UnitPrice extends PricePair {
  gold?: GoldPriceParts;
}

export interface BasePriceRange {
  minimum: PricePair;
  maximum: PricePair;
}

/** A special price counts from special_from (inclusive) until special_to (exclusive). */
export function specialPriceApplies(record: PriceRecord, now: Date): boolean {
  if (record.specialPrice == null) return false;
  if (record.specialFrom && record.specialFrom.getTime() > now.getTime()) return false;
  if (record.specialTo && record.specialTo.getTime() <= now.getTime()) return false;
  return true;
}

export function labourFeeUnitOf(product: PricedProduct): LabourFeeUnit {
  return product.labourFeeUnit === 'gram' ? 'gram' : 'piece';
}

/** The price of one product on its own, or undefined when it has none in this website. */
export function unitPrice(product: PricedProduct, record: PriceRecord | undefined, quotes: GoldQuotes, now: Date): UnitPrice | undefined {
  if (!record) return undefined;
  if (product.typeId === 'calculation_gold') {
    const quote = product.goldCode ? quotes.get(product.goldCode) : undefined;
    if (!quote || !product.weightMg) return undefined;
    const labourFee = record.labourFee ?? 0;
    const labourFeeUnit = labourFeeUnitOf(product);
    const { metal, labour, total } = calculationGoldPrice({
      weightMilligrams: product.weightMg,
      sellPricePerUnit: quote.sellPerUnit,
      quotedUnit: quote.quotedUnit,
      labourFee,
      labourFeeUnit,
    });
    return { regular: total, final: total, gold: { quote, weightMg: product.weightMg, metal, labour, labourFee, labourFeeUnit } };
  }
  const final = specialPriceApplies(record, now) ? Math.min(record.specialPrice!, record.price) : record.price;
  return { regular: record.price, final };
}

/** How a composite product's price follows from its members. */
export type CompositePricing = 'cheapest_member' | 'sum_of_options';

/** Configurable and grouped products cost what their cheapest member costs. */
export const CHEAPEST_MEMBER_TYPES: readonly ProductType[] = ['configurable', 'grouped'];
/** Bundles cost one choice per option. */
export const SUM_OF_OPTIONS_TYPES: readonly ProductType[] = ['bundle', 'custom_made_bundle'];
export const COMPOSITE_TYPES: readonly ProductType[] = [...CHEAPEST_MEMBER_TYPES, ...SUM_OF_OPTIONS_TYPES];

export function compositePricingOf(typeId: string): CompositePricing | undefined {
  if ((CHEAPEST_MEMBER_TYPES as readonly string[]).includes(typeId)) return 'cheapest_member';
  if ((SUM_OF_OPTIONS_TYPES as readonly string[]).includes(typeId)) return 'sum_of_options';
  return undefined;
}

export interface MemberPrice {
  price: UnitPrice | undefined;
  /** The bundle option the member fills (for her, for him). */
  optionCode: string | null;
  quantity: number;
}

function single(price: PricePair): BasePriceRange {
  return { minimum: { regular: price.regular, final: price.final }, maximum: { regular: price.regular, final: price.final } };
}

function cheapestMember(members: readonly PricePair[]): BasePriceRange {
  const regulars = members.map((member) => member.regular);
  const finals = members.map((member) => member.final);
  return {
    minimum: { regular: Math.min(...regulars), final: Math.min(...finals) },
    maximum: { regular: Math.max(...regulars), final: Math.max(...finals) },
  };
}

/** A bundle costs one choice per option: the cheapest choices at least, the dearest at most. */
function sumOfOptions(members: readonly MemberPrice[]): BasePriceRange | undefined {
  const byOption = new Map<string, PricePair[]>();
  for (const member of members) {
    if (!member.price) continue;
    const key = member.optionCode ?? '';
    const choices = byOption.get(key) ?? [];
    choices.push({ regular: member.price.regular * member.quantity, final: member.price.final * member.quantity });
    byOption.set(key, choices);
  }
  if (!byOption.size) return undefined;
  const range: BasePriceRange = { minimum: { regular: 0, final: 0 }, maximum: { regular: 0, final: 0 } };
  for (const choices of byOption.values()) {
    const option = cheapestMember(choices);
    range.minimum.regular += option.minimum.regular;
    range.minimum.final += option.minimum.final;
    range.maximum.regular += option.maximum.regular;
    range.maximum.final += option.maximum.final;
  }
  return range;
}

/**
 * A product's price range: configurable and grouped products range over their members, bundles
 * over the sums of their options' choices; a composite without priced members falls back to its
 * own price, like any other product.
 */
export function priceRangeOf(typeId: string, own: UnitPrice | undefined, members: readonly MemberPrice[]): BasePriceRange | undefined {
  const pricing = compositePricingOf(typeId);
  if (pricing === 'cheapest_member') {
    const priced = members.flatMap((member) => (member.price ? [member.price] : []));
    if (priced.length) return cheapestMember(priced);
  } else if (pricing === 'sum_of_options') {
    const range = sumOfOptions(members);
    if (range) return range;
  }
  return own ? single(own) : undefined;
}
