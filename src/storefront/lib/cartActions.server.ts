/**
 * What the bag's form action does for each `intent` (rules/cartInput.ts), on the shopper's cart
 * (cartSession.server.ts, which recovers from an invalid cart). Every intent answers the cart as
 * it now is, or the API's refusal in the shopper's language.
 */
import type { AppLoadContext } from 'react-router';
import type { CartInput } from '../../rules/cartInput.ts';
import type { CartNotice } from './cartCookie.ts';
import { rememberCart, runCartOperation, type CartSession } from './cartSession.server.ts';
import { toCartView, type CartView } from './cartView.ts';
import { CART_FIELDS } from './fragments.ts';
import type {
  AddGiftsToBagMutation,
  AddGiftsToBagMutationVariables,
  AddToBagMutation,
  AddToBagMutationVariables,
  ApplyCouponMutation,
  ApplyCouponMutationVariables,
  CartFieldsFragment,
  RemoveCouponMutation,
  RemoveCouponMutationVariables,
  RemoveFromBagMutation,
  RemoveFromBagMutationVariables,
  UpdateBagMutation,
  UpdateBagMutationVariables,
} from './generated/operations.ts';
import { graphql, type GraphQLErrorEntry } from './graphql.ts';

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
}

/** An answer that did not reach the cart: the form could not be read, or no cart could be made. */
export function refusal(intent: CartActionResult['intent'], kind: 'invalid' | 'failed'): CartActionResult {
  return { intent, ok: false, error: null, cart: null, notice: { kind }, giftsLeft: false };
}

type Context = { context: AppLoadContext };

export async function runCartIntent(args: Context, session: CartSession, input: CartInput): Promise<CartActionResult> {
  switch (input.intent) {
    case 'add': {
      const answer = await runCartOperation(
        args,
        session,
        ADD_TO_BAG,
        (cartId) => ({
          cartId,
          items: [
            {
              sku: input.sku,
              quantity: input.quantity,
              parent_sku: input.parentSku,
              selected_options: input.selectedOptions,
            },
          ],
        }),
        { create: true },
      );
      const userError = answer?.data?.addProductsToCart?.user_errors.find((error) => error)?.message;
      return settle(session, input, answer?.data?.addProductsToCart?.cart, answer?.errors ?? [], userError, { kind: 'added', sku: input.sku });
    }
    case 'update': {
      const answer = await runCartOperation(args, session, UPDATE_BAG, (cartId) => ({ cartId, uid: input.itemUid, quantity: input.quantity }));
      const userError = answer?.data?.updateCartItems?.errors.find((error) => error)?.message;
      return settle(session, input, answer?.data?.updateCartItems?.cart, answer?.errors ?? [], userError, {
        kind: input.quantity === 0 ? 'removed' : 'updated',
      });
    }
    case 'remove': {
      const answer = await runCartOperation(args, session, REMOVE_FROM_BAG, (cartId) => ({ cartId, uid: input.itemUid }));
      return settle(session, input, answer?.data?.removeItemFromCart?.cart, answer?.errors ?? [], undefined, { kind: 'removed' });
    }
    case 'apply-coupon': {
      const answer = await runCartOperation(args, session, APPLY_COUPON, (cartId) => ({ cartId, code: input.couponCode }));
      return settle(session, input, answer?.data?.applyCouponToCart?.cart, answer?.errors ?? [], undefined, { kind: 'couponApplied' });
    }
    case 'remove-coupon': {
      const answer = await runCartOperation(args, session, REMOVE_COUPON, (cartId) => ({ cartId }));
      return settle(session, input, answer?.data?.removeCouponFromCart?.cart, answer?.errors ?? [], undefined, { kind: 'couponRemoved' });
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
      const answer = await runCartOperation(args, session, ADD_GIFTS, (cartId) => ({ cartId, rules: chosen }));
      const result = settle(session, input, answer?.data?.addGiftToCart.cart, answer?.errors ?? [], undefined, { kind: 'giftAdded' });
      return {
        ...result,
        giftsLeft: (answer?.data?.addGiftToCart.rules ?? []).some((rule) => rule.rule_left_qty > 0),
      };
    }
  }
}

function settle(
  session: CartSession,
  input: CartInput,
  cart: CartFieldsFragment | null | undefined,
  errors: GraphQLErrorEntry[],
  userError: string | undefined,
  done: CartNotice,
): CartActionResult {
  if (cart) rememberCart(session, cart.id, cart.total_quantity);
  const error = userError ?? errors[0]?.message ?? (cart ? null : '');
  const ok = error === null;
  const sku = input.intent === 'add' ? input.sku : undefined;
  return {
    intent: input.intent,
    ok,
    error,
    cart: cart ? toCartView(cart, session.view) : null,
    notice: ok ? done : { kind: 'error', message: error || undefined, sku },
    giftsLeft: false,
  };
}

const ADD_TO_BAG = graphql<AddToBagMutation, AddToBagMutationVariables>(`
  mutation AddToBag($cartId: String!, $items: [CartItemInput!]!) {
    addProductsToCart(cartId: $cartId, cartItems: $items) {
      cart {
        ...CartFields
      }
      user_errors {
        code
        message
      }
    }
  }
  ${CART_FIELDS}
`);

const UPDATE_BAG = graphql<UpdateBagMutation, UpdateBagMutationVariables>(`
  mutation UpdateBag($cartId: String!, $uid: ID!, $quantity: Float!) {
    updateCartItems(
      input: {
        cart_id: $cartId
        cart_items: [{ cart_item_uid: $uid, quantity: $quantity }]
      }
    ) {
      cart {
        ...CartFields
      }
      errors {
        code
        message
      }
    }
  }
  ${CART_FIELDS}
`);

const REMOVE_FROM_BAG = graphql<RemoveFromBagMutation, RemoveFromBagMutationVariables>(`
  mutation RemoveFromBag($cartId: String!, $uid: ID!) {
    removeItemFromCart(input: { cart_id: $cartId, cart_item_uid: $uid }) {
      cart {
        ...CartFields
      }
    }
  }
  ${CART_FIELDS}
`);

const APPLY_COUPON = graphql<ApplyCouponMutation, ApplyCouponMutationVariables>(
  `
    mutation ApplyCoupon($cartId: String!, $code: String!) {
      applyCouponToCart(input: { cart_id: $cartId, coupon_code: $code }) {
        cart {
          ...CartFields
        }
      }
    }
    ${CART_FIELDS}
  `,
);

const REMOVE_COUPON = graphql<RemoveCouponMutation, RemoveCouponMutationVariables>(`
  mutation RemoveCoupon($cartId: String!) {
    removeCouponFromCart(input: { cart_id: $cartId }) {
      cart {
        ...CartFields
      }
    }
  }
  ${CART_FIELDS}
`);

const ADD_GIFTS = graphql<AddGiftsToBagMutation, AddGiftsToBagMutationVariables>(`
  mutation AddGiftsToBag($cartId: String!, $rules: [RuleGiftInput!]!) {
    addGiftToCart(cartId: $cartId, rule_gift_products: $rules) {
      cart {
        ...CartFields
      }
      rules {
        rule_id
        rule_left_qty
      }
    }
  }
  ${CART_FIELDS}
`);
