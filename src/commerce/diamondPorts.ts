/**
 * The diamond inventory (modules/diamonds) as the customizer, order placement and the order process
 * see it, through madeToOrder's and orders' ports: there a cart is named by the id its shopper holds
 * (the masked id), here by its row, and a stone's carat is in carats rather than hundredths.
 */
import { CommerceError } from './core/errors.ts';
import type { Database } from './db/connect.ts';
import { cartRowId } from './modules/cart/index.ts';
import type { DiamondService } from './modules/diamonds/index.ts';
import { diamondsOf, type DiamondSale, type DiamondSource } from './modules/madeToOrder/index.ts';
import type { OrderDiamonds } from './modules/orders/index.ts';

export function diamondPorts(db: Database, diamonds: DiamondService): { source: DiamondSource; sale: DiamondSale; cancelledOrders: OrderDiamonds } {
  const source: DiamondSource = {
    async diamondForCart(ctx, identifier, cartId) {
      // A cart that is not (yet) a row holds nothing: -1 names no cart.
      const rowId = (cartId ? await cartRowId(db, cartId) : undefined) ?? -1;
      try {
        const { diamond, heldByThisCart } = await diamonds.diamondForCart(ctx, identifier, rowId);
        return {
          identifier: diamond.identifier,
          price: diamond.price.minor_units,
          shape: diamond.shape,
          carat: diamond.carat / 100,
          color: diamond.color,
          clarity: diamond.clarity,
          certification: diamond.certification,
          certificateNumber: diamond.certificateNumber,
          available: diamond.available || heldByThisCart,
        };
      } catch (error) {
        if (error instanceof CommerceError && error.category === 'graphql-no-such-entity') return undefined;
        throw error;
      }
    },
  };
  const sale: DiamondSale = {
    async sellOnce(tx, ctx, identifiers, { cartId }) {
      const rowId = (await cartRowId(tx, cartId)) ?? -1;
      for (const identifier of identifiers) await diamonds.sellForOrder(tx, ctx, rowId, identifier);
    },
    async release(tx, ctx, identifiers, { cartId }) {
      const rowId = (await cartRowId(tx, cartId)) ?? -1;
      for (const identifier of identifiers) await diamonds.unsell(tx, ctx.website.id, rowId, identifier);
    },
  };
  // A cancelled order's stones were sold to the cart it was placed from.
  const cancelledOrders: OrderDiamonds = {
    async giveBackFrom(tx, order, lines) {
      for (const identifier of diamondsOf(lines.map((line) => line.customDesign))) await diamonds.unsell(tx, order.websiteId, order.cartId, identifier);
    },
  };
  return { source, sale, cancelledOrders };
}
