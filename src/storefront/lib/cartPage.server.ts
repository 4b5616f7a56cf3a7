/**
 * The bag page's data (also the mini cart's): the cart, its gift rules still to choose, and the
 * lines dropped because they ran out (spec 001 §8: out-of-stock lines are removed silently; the
 * page says which). A shopper without a cart gets an empty bag, and no cart is created for
 * looking at one.
 */
import type { AppLoadContext } from 'react-router';
import { runCartIntent } from './cartActions.server.ts';
import { rememberCart, runCartOperation, type CartSession } from './cartSession.server.ts';
import { isOutOfStockLine, toCartView, type CartView } from './cartView.ts';
import { CART_FIELDS } from './fragments.ts';
import type { CartPageQuery, CartPageQueryVariables } from './generated/operations.ts';
import { CommerceRequestError, graphql } from './graphql.ts';

export interface GiftRuleView {
  ruleId: number;
  label: string;
  /** Gift pieces still to choose (rule_left_qty). */
  leftQuantity: number;
  products: Array<{
    sku: string;
    name: string;
    image: { file: string; alt: string } | null;
    availableQuantity: number;
  }>;
}

export interface CartPageData {
  cart: CartView | null;
  giftRules: GiftRuleView[];
  /** Names of the lines removed because they sold out. */
  soldOut: string[];
}

export async function loadCartPage(args: { context: AppLoadContext }, session: CartSession): Promise<CartPageData> {
  let answer = await runCartOperation(args, session, CART_PAGE, (cartId) => ({
    cartId,
  }));
  if (!answer) return { cart: null, giftRules: [], soldOut: [] };
  if (!answer.data?.cart) throw new CommerceRequestError(answer.errors);

  const soldOut = (answer.data.cart.items ?? []).filter((item) => item && isOutOfStockLine(item));
  for (const item of soldOut) {
    await runCartIntent(args, session, {
      intent: 'remove',
      itemUid: item!.uid,
    });
  }
  if (soldOut.length > 0) {
    answer = await runCartOperation(args, session, CART_PAGE, (cartId) => ({
      cartId,
    }));
    if (!answer?.data?.cart) throw new CommerceRequestError(answer?.errors ?? []);
  }

  const { cart, getRuleGiftProduct } = answer.data;
  rememberCart(session, cart.id, cart.total_quantity);
  return {
    cart: toCartView(cart, session.view),
    giftRules: (getRuleGiftProduct ?? [])
      .filter((rule) => rule.rule_left_qty > 0)
      .map((rule) => ({
        ruleId: rule.rule_id,
        label: rule.rule_label,
        leftQuantity: rule.rule_left_qty,
        products: rule.products.map(({ product, available_qty }) => ({
          sku: product.sku ?? '',
          name: product.name ?? product.sku ?? '',
          image: product.small_image?.file
            ? {
                file: product.small_image.file,
                alt: product.small_image.label || product.name || '',
              }
            : null,
          availableQuantity: available_qty,
        })),
      })),
    soldOut: soldOut.map((item) => item!.product.name ?? item!.sku),
  };
}

const CART_PAGE = graphql<CartPageQuery, CartPageQueryVariables>(`
  query CartPage($cartId: String!) {
    cart(cart_id: $cartId) {
      ...CartFields
    }
    getRuleGiftProduct(cartId: $cartId) {
      rule_id
      rule_label
      rule_left_qty
      products {
        available_qty
        product {
          sku
          name
          small_image {
            file
            label
          }
        }
      }
    }
  }
  ${CART_FIELDS}
`);
