/**
 * Where the customizer finds the diamond a shopper picked: the diamond inventory, plugged in when
 * the services are composed. The customizer needs only its price in the website's currency, its
 * shape and carat for the picture, and whether the stone can still be had by this shopper.
 */
import type { RequestContext } from '../../core/requestContext.ts';
import type { Database } from '../../db/connect.ts';
import type { CustomMadeDesign } from '../../db/schema/madeToOrder.ts';

export interface DiamondForCart {
  identifier: string;
  /** Minor units of the website's base currency (the context's baseCurrency). */
  price: number;
  shape: string;
  carat: number;
  /** Grades and certificate, kept on the line for the receipt. */
  color?: string;
  clarity?: string;
  certification?: string;
  certificateNumber?: string;
  /** False when sold, or held for another cart. */
  available: boolean;
}

export interface DiamondSource {
  /** The stone by its identifier in the context's website; undefined when there is none. `cartId`, when given, is the cart asking: a stone it holds is available to it. */
  diamondForCart(ctx: RequestContext, identifier: string, cartId?: string): Promise<DiamondForCart | undefined>;
}

/**
 * Selling a stone once (spec: a chosen diamond is sold once, two shoppers never buy the same
 * stone): placing an order sells its lines' diamonds in the order's transaction, and gives them
 * back when the placement is undone (a declined card).
 */
export interface DiamondSale {
  /** Marks the stones sold to the order `orderNumber` placed from cart `cartId`; throws a CommerceError when one is sold already or held for another cart. */
  sellOnce(db: Database, ctx: RequestContext, identifiers: readonly string[], sale: { cartId: string; orderNumber: string }): Promise<void>;
  /** Puts the stones of a withdrawn order back on sale. */
  release(db: Database, ctx: RequestContext, identifiers: readonly string[], sale: { cartId: string; orderNumber: string }): Promise<void>;
}

/** The diamonds of made-to-order designs, each once. */
export function diamondsOf(designs: ReadonlyArray<CustomMadeDesign | null>): string[] {
  return [...new Set(designs.flatMap((design) => design?.parts.flatMap((part) => (part.diamond ? [part.diamond.identifier] : [])) ?? []))];
}
