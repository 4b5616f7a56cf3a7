/**
 * The bag page's data (also the mini cart's): the cart, its gift rules still to choose, and the
 * lines dropped because they ran out (spec 001 §8: out-of-stock lines are removed silently; the
 * page says which). A shopper without a cart gets an empty bag, and no cart is created for
 * looking at one.
 */
import type { AppLoadContext } from 'react-router';
import { runCartIntent } from './cartActions.server.ts';
import { isOutOfStockLine, toCartView, type CartView } from './cartView.ts';
import { CommerceRequestError } from '../api/graphql.ts';
import type { RuleGiftFieldsFragment } from '../generated/operations.ts';
import { CART_GIFT_RULES } from './operations.ts';

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

export async function loadCartPage(args: { context: AppLoadContext }): Promise<CartPageData> {
  const { cart: bag, view } = args.context;
  let answer = await bag.get();
  if (!answer) return { cart: null, giftRules: [], soldOut: [] };
  if (!answer.data?.cart) throw new CommerceRequestError(answer.errors);

  const soldOut = (answer.data.cart.items ?? []).filter((item) => item && isOutOfStockLine(item));
  for (const item of soldOut) {
    await runCartIntent(args, {
      intent: 'remove',
      itemUid: item!.uid,
    });
  }
  if (soldOut.length > 0) {
    answer = await bag.get();
    if (!answer?.data?.cart) throw new CommerceRequestError(answer?.errors ?? []);
  }

  const { cart, getRuleGiftProduct } = answer.data;
  return {
    cart: toCartView(cart, view),
    giftRules: giftRulesOf(getRuleGiftProduct),
    soldOut: soldOut.map((item) => item!.product.name ?? item!.sku),
  };
}

/** The gifts the shopper's cart has earned, for the checkout (spec 000 §1: gifts are chosen in the cart and at checkout). */
export async function loadGiftRules(args: { context: AppLoadContext }): Promise<GiftRuleView[]> {
  const answer = await args.context.cart.query(CART_GIFT_RULES, (cartId) => ({ cartId }));
  return giftRulesOf(answer?.data?.getRuleGiftProduct);
}

function giftRulesOf(rules: readonly RuleGiftFieldsFragment[] | null | undefined): GiftRuleView[] {
  return (rules ?? [])
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
    }));
}
