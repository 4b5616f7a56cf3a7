/**
 * What each cart line costs today and how many of it can be sold, from the catalog's rows: a
 * simple piece at its own price, a configurable line at its variant's, a bundle at the sum of its
 * choices. Gold pieces take today's gold price (pricing.ts), which is how a cart re-prices when the
 * gold price changes.
 */
import type { BundleSelection } from '../../db/schema/cart.ts';
import type { CustomMadeDesign } from '../../db/schema/madeToOrder.ts';
import { unitPrice, type GoldQuotes, type LoadedProduct, type ProductRows, stockStatusOf } from '../catalog/index.ts';
import { diamondsOf } from '../madeToOrder/index.ts';

export interface CartLineRecord {
  id: number;
  productId: number;
  parentProductId: number | null;
  quantity: number;
  bundleSelections: BundleSelection[] | null;
  /** A made-to-order line's design as chosen and priced. */
  customDesign: CustomMadeDesign | null;
  giftRuleId: number | null;
  quotedUnitPrice: number;
}

/** Why a line cannot be bought as it stands (Magento's cart item errors). */
export type LineProblem = 'unavailable' | 'out_of_stock' | 'quantity';

export interface LinePrice {
  /** Undefined when the product is no longer sold in this website (inactive or unpriced). */
  unitPrice?: number;
  /** Pieces that can be sold, summed over the cart's lines of the same product; Infinity when made to order. */
  available: number;
  /** True when a gold price makes up the price. */
  dynamicGold: boolean;
  problem?: LineProblem;
}

/** Pieces of a product that can be sold: none when out of stock, any number when made to order. */
export function availableQuantity(loaded: LoadedProduct | undefined): number {
  if (!loaded?.product.isActive || !loaded.stock) return 0;
  if (stockStatusOf(loaded.product.typeId, loaded.stock) !== 'IN_STOCK') return 0;
  return loaded.stock.backorders ? Number.POSITIVE_INFINITY : loaded.stock.quantity;
}

/** The products a line takes from stock, with the pieces of each per unit of the line. */
export function stockPartsOf(line: Pick<CartLineRecord, 'productId' | 'bundleSelections'>): Array<{ productId: number; perUnit: number }> {
  if (line.bundleSelections?.length) return line.bundleSelections.map((choice) => ({ productId: choice.productId, perUnit: choice.quantity }));
  return [{ productId: line.productId, perUnit: 1 }];
}

/** Every product id the lines need loaded to be priced and shown. */
export function productIdsOf(lines: readonly Pick<CartLineRecord, 'productId' | 'parentProductId' | 'bundleSelections'>[]): number[] {
  const ids = new Set<number>();
  for (const line of lines) {
    ids.add(line.productId);
    if (line.parentProductId) ids.add(line.parentProductId);
    for (const choice of line.bundleSelections ?? []) ids.add(choice.productId);
  }
  return [...ids];
}

function priceOf(loaded: LoadedProduct | undefined, quotes: GoldQuotes, now: Date): { amount: number; gold: boolean } | undefined {
  if (!loaded?.product.isActive) return undefined;
  const price = unitPrice(loaded.product, loaded.price, quotes, now);
  return price ? { amount: price.final, gold: Boolean(price.gold) } : undefined;
}

/**
 * Prices every line and checks it against stock. Stock is counted across lines: two lines that
 * take the same piece (a ring alone and in a bundle) share its quantity on hand.
 */
export function priceLines(lines: readonly CartLineRecord[], rows: ProductRows, quotes: GoldQuotes, now: Date): Map<number, LinePrice> {
  const wanted = new Map<number, number>();
  for (const line of lines) {
    for (const part of stockPartsOf(line)) wanted.set(part.productId, (wanted.get(part.productId) ?? 0) + part.perUnit * line.quantity);
  }
  // A diamond is one stone: one piece of one line may have it.
  const stones = new Map<string, number>();
  for (const line of lines) for (const stone of diamondsOf([line.customDesign])) stones.set(stone, (stones.get(stone) ?? 0) + line.quantity);

  const prices = new Map<number, LinePrice>();
  for (const line of lines) {
    let amount = 0;
    let dynamicGold = false;
    let sold = true;
    if (line.customDesign) {
      // Priced by the made-to-order module when chosen; the pieces it is made of must still be sold.
      amount = line.customDesign.unitPrice;
      if (!rows.products.get(line.productId)?.product.isActive) sold = false;
      for (const choice of line.bundleSelections ?? []) if (!rows.products.get(choice.productId)?.product.isActive) sold = false;
    } else if (line.bundleSelections?.length) {
      if (!rows.products.get(line.productId)?.product.isActive) sold = false;
      for (const choice of line.bundleSelections) {
        const price = priceOf(rows.products.get(choice.productId), quotes, now);
        if (!price) sold = false;
        else {
          amount += price.amount * choice.quantity;
          dynamicGold ||= price.gold;
        }
      }
    } else {
      const parent = line.parentProductId ? rows.products.get(line.parentProductId) : undefined;
      if (line.parentProductId && !parent?.product.isActive) sold = false;
      const price = priceOf(rows.products.get(line.productId), quotes, now);
      if (!price) sold = false;
      else {
        amount = price.amount;
        dynamicGold = price.gold;
      }
    }
    if (!sold) {
      prices.set(line.id, { available: 0, dynamicGold, problem: 'unavailable' });
      continue;
    }

    let available = Number.POSITIVE_INFINITY;
    let problem: LineProblem | undefined;
    for (const part of stockPartsOf(line)) {
      const onHand = availableQuantity(rows.products.get(part.productId));
      if (onHand === 0) problem = 'out_of_stock';
      else if ((wanted.get(part.productId) ?? 0) > onHand && !problem) problem = 'quantity';
      available = Math.min(available, Math.floor(onHand / part.perUnit));
    }
    const lineStones = diamondsOf([line.customDesign]);
    if (lineStones.length) {
      available = Math.min(available, 1);
      if (!problem && lineStones.some((stone) => stones.get(stone)! > 1)) problem = 'quantity';
    }
    prices.set(line.id, { unitPrice: amount, available, dynamicGold, problem });
  }
  return prices;
}
