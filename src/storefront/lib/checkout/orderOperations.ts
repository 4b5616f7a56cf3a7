/**
 * Paying for and placing the order, and reading its payment state afterwards: Magento's
 * setPaymentMethodOnCart (a card's one-time nonce travels as Braintree's `payment_method_nonce`,
 * a saved card as `braintree_cc_vault`'s public hash) and placeOrder, whose order carries the access key a guest reads it with, and checkOrder.
 */
import type { Operation } from '../graphql.ts';

export type PaymentState = 'pending' | 'paid' | 'declined' | 'expired' | 'refund_due';

export interface PlacedOrderFields {
  order_number: string;
  status: string;
  access_key: string;
  payment: {
    state: PaymentState;
    wallet: { qr_payload: string; amount: { value: number; currency: string }; expires_at: string } | null;
  } | null;
}

export type PaymentMethodInput =
  | { code: 'card'; braintree: { payment_method_nonce: string; is_active_payment_token_enabler: boolean } }
  | { code: 'card'; braintree_cc_vault: { public_hash: string } }
  | { code: 'wechat_pay' };

// Written out by hand: the schema gains these fields with the payments module.
const operation = <TData, TVariables>(text: string): Operation<TData, TVariables> => ({ text: text.replace(/\s+/g, ' ').trim() });

export const SET_PAYMENT_METHOD = operation<{ setPaymentMethodOnCart: { cart: { id: string } } | null }, { cartId: string; method: PaymentMethodInput }>(`
  mutation SetPaymentMethod($cartId: String!, $method: PaymentMethodInput!) {
    setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: $method }) { cart { id } }
  }
`);

export const PLACE_ORDER = operation<{ placeOrder: { order: PlacedOrderFields } | null }, { cartId: string }>(`
  mutation PlaceOrder($cartId: String!) {
    placeOrder(input: { cart_id: $cartId }) {
      order {
        order_number
        status
        access_key
        payment { state wallet { qr_payload amount { value currency } expires_at } }
      }
    }
  }
`);

export const CHECK_ORDER = operation<
  { checkOrder: { order_number: string; status: string; payment_state: PaymentState } | null },
  { orderNumber: string; accessKey: string }
>(`
  query CheckOrder($orderNumber: String!, $accessKey: String!) {
    checkOrder(order_number: $orderNumber, access_key: $accessKey) { order_number status payment_state }
  }
`);
