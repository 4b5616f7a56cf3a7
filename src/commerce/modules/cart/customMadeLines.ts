/**
 * Made-to-order lines (spec 000 §3 "Cart item"): a design chosen in the customizer, checked and
 * priced by the made-to-order module when it is added or changed, and kept on the line whole. The
 * line costs what the design was priced at; changing its choices prices it again.
 */
import type { RequestContext } from '../../core/requestContext.ts';
import type { BundleSelection } from '../../db/schema/cart.ts';
import type { CustomMadeDesign } from '../../db/schema/madeToOrder.ts';
import type { DesignSelectionInput } from '../madeToOrder/index.ts';

/** A design's choices as addProductsToCart and updateCartItems take them: the selection without its SKU. */
export type CustomMadeOptionsInput = Omit<DesignSelectionInput, 'sku'>;

/** What a chosen design becomes in the cart: the product, a pair's two rings, and the design as priced. */
export interface CustomMadeChoice {
  productId: number;
  bundleSelections: BundleSelection[] | null;
  customDesign: CustomMadeDesign;
}

/** The made-to-order module, as the cart uses it. */
export interface CustomMadeDesigns {
  /** Checks and prices design `sku` as chosen for the cart `cartId`; throws a CommerceError naming what the design does not take. */
  chooseForCart(ctx: RequestContext, sku: string, options: CustomMadeOptionsInput, cartId: string): Promise<CustomMadeChoice>;
}
