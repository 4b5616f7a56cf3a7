/**
 * What the bag's form action does for each `intent` (rules/cartInput.ts), through the request's
 * cart handler (cart/cartHandler.server.ts, which recovers from an invalid cart and remembers the
 * bag). Every intent answers the cart as it now is, or the API's refusal in the shopper's language.
 */
import type { AppLoadContext } from 'react-router';
import type { CartInput } from '../../../rules/cartInput.ts';
import type { CartNotice } from './cartNotice.ts';
import { toCartView, type CartView } from './cartView.ts';
import type { CartFieldsFragment } from '../generated/operations.ts';
import type { GraphQLErrorEntry } from '../api/graphql.ts';
import type { StoreViewDefinition } from '../storeView/storeView.ts';

export interface CartActionResult {
  /** Null when the form could not be read. */
  intent: CartInput['intent'] | null;
  ok: boolean;
  /** The API's refusal, in the shopper's language. */
  error: string | null;
  cart: CartView | null;
  /** What a page without scripts says after the post (cart_notice). */
  notice: CartNotice;
  /** Gift rules still to choose after add-gift (the dialog reopens, spec 000 §4 Gift selection). */
  giftsLeft: boolean;
  /** The shopper was signed out on the way: their bag could not be used (spec 001 §7); the page's header and notice follow. */
  signedOut?: boolean;
}

/** An answer that did not reach the cart: the form could not be read, or no cart could be made. */
export function refusal(intent: CartActionResult['intent'], kind: 'invalid' | 'failed'): CartActionResult {
  return { intent, ok: false, error: null, cart: null, notice: { kind }, giftsLeft: false };
}

export async function runCartIntent({ context }: { context: AppLoadContext }, input: CartInput): Promise<CartActionResult> {
  const { cart, view } = context;
  switch (input.intent) {
    case 'add': {
      const answer = await cart.addLines([
        {
          sku: input.sku,
          quantity: input.quantity,
          parent_sku: input.parentSku,
          selected_options: input.selectedOptions,
        },
      ]);
      const userError = answer?.data?.addProductsToCart?.user_errors.find((error) => error)?.message;
      return settle(view, input, answer?.data?.addProductsToCart?.cart, answer?.errors ?? [], userError, { kind: 'added', sku: input.sku });
    }
    case 'scan': {
      const answer = await cart.addScanned({ code: input.code, quantity: input.quantity });
      const userError = answer?.data?.addScannedProductToCart.user_errors.find((error) => error)?.message;
      return settle(view, input, answer?.data?.addScannedProductToCart.cart, answer?.errors ?? [], userError, { kind: 'scanned' });
    }
    case 'update': {
      const answer = await cart.updateLines({ uid: input.itemUid, quantity: input.quantity });
      const userError = answer?.data?.updateCartItems?.errors.find((error) => error)?.message;
      return settle(view, input, answer?.data?.updateCartItems?.cart, answer?.errors ?? [], userError, {
        kind: input.quantity === 0 ? 'removed' : 'updated',
      });
    }
    case 'remove': {
      const answer = await cart.removeLines(input.itemUid);
      return settle(view, input, answer?.data?.removeItemFromCart?.cart, answer?.errors ?? [], undefined, { kind: 'removed' });
    }
    case 'change-variant': {
      const answer = await cart.changeVariant({ uid: input.itemUid, variantSku: input.variantSku });
      return settle(view, input, answer?.data?.changeConfigurableCartItem?.cart, answer?.errors ?? [], undefined, { kind: 'updated' });
    }
    case 'apply-coupon': {
      const answer = await cart.applyCoupon(input.couponCode);
      return settle(view, input, answer?.data?.applyCouponToCart?.cart, answer?.errors ?? [], undefined, { kind: 'couponApplied' });
    }
    case 'remove-coupon': {
      const answer = await cart.removeCoupon();
      return settle(view, input, answer?.data?.removeCouponFromCart?.cart, answer?.errors ?? [], undefined, { kind: 'couponRemoved' });
    }
    case 'apply-gift-card': {
      const answer = await cart.applyGiftCard(input.giftCardCode);
      return settle(view, input, answer?.data?.applyGiftCardToCart?.cart, answer?.errors ?? [], undefined, { kind: 'giftCardApplied' });
    }
    case 'remove-gift-card': {
      const answer = await cart.removeGiftCard(input.giftCardCode);
      return settle(view, input, answer?.data?.removeGiftCardFromCart?.cart, answer?.errors ?? [], undefined, { kind: 'giftCardRemoved' });
    }
    case 'add-gift': {
      const rules = new Map<number, Array<{ sku: string; quantity: number }>>();
      for (const gift of input.gifts) {
        if (gift.quantity > 0) rules.set(gift.ruleId, [...(rules.get(gift.ruleId) ?? []), { sku: gift.sku, quantity: gift.quantity }]);
      }
      const chosen = [...rules].map(([rule_id, skus]) => ({ rule_id, skus }));
      if (chosen.length === 0)
        return {
          intent: input.intent,
          ok: true,
          error: null,
          cart: null,
          notice: { kind: 'giftSkipped' },
          giftsLeft: false,
        };
      const answer = await cart.addGifts(chosen);
      const result = settle(view, input, answer?.data?.addGiftToCart.cart, answer?.errors ?? [], undefined, { kind: 'giftAdded' });
      return {
        ...result,
        giftsLeft: (answer?.data?.addGiftToCart.rules ?? []).some((rule) => rule.rule_left_qty > 0),
      };
    }
  }
}

function settle(
  view: StoreViewDefinition,
  input: CartInput,
  cart: CartFieldsFragment | null | undefined,
  errors: GraphQLErrorEntry[],
  userError: string | undefined,
  done: CartNotice,
): CartActionResult {
  const error = userError ?? errors[0]?.message ?? (cart ? null : '');
  const ok = error === null;
  const sku = input.intent === 'add' ? input.sku : undefined;
  return {
    intent: input.intent,
    ok,
    error,
    cart: cart ? toCartView(cart, view) : null,
    notice: ok ? done : { kind: 'error', message: error || undefined, sku },
    giftsLeft: false,
  };
}
