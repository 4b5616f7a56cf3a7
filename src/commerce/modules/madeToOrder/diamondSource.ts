/**
 * Where the customizer finds the diamond a shopper picked: the diamond inventory, plugged in when
 * the services are composed. The customizer needs only its price in the website's currency, its
 * shape and carat for the picture, and whether the stone can still be had by this shopper.
 */
import type { RequestContext } from '../../core/requestContext.ts';

export interface DiamondForCart {
  identifier: string;
  /** Minor units of the website's base currency (the context's baseCurrency). */
  price: number;
  shape: string;
  carat: number;
  /** False when sold, or held for another cart. */
  available: boolean;
}

export interface DiamondSource {
  /** The stone by its identifier in the context's website; undefined when there is none. `cartId`, when given, is the cart asking: a stone it holds is available to it. */
  diamondForCart(ctx: RequestContext, identifier: string, cartId?: string): Promise<DiamondForCart | undefined>;
}
