/**
 * The order just placed, remembered for the pages after the payment (the WeChat Pay QR page, the
 * order check, success and failure): its number, the access key that lets a guest read it, the
 * wallet's QR code, and the receipt as the checkout showed it. It lives one hour in the shopper's
 * signed session, per website (session/shopperSession.server.ts): the order is the shopper's own,
 * page scripts never see the key, and a shopper who comes back later finds the order through order
 * tracking instead.
 */
import type { LineChoices } from '../cart/lineChoices.ts';
import type { PaymentState } from './orderOperations.ts';

export const PLACED_ORDER_MAX_AGE = 60 * 60;

export interface ReceiptLine {
  name: string;
  sku: string;
  quantity: number;
  /** Row total, formatted. */
  total: string;
  /** A gift the order earned (absent otherwise, to keep the session small). */
  gift?: true;
}

/** A receipt line as the success page draws it: the order's own line with its picture and every choice. */
export interface ReceiptLineView extends ReceiptLine {
  image: string | null;
  choices: LineChoices;
}

export interface Receipt {
  email: string;
  firstname: string;
  lastname: string;
  telephone: string;
  delivery: { kind: 'delivery'; lines: string[]; method: string } | { kind: 'pickup'; store: string; storeAddress: string; storePhone: string };
  lines: ReceiptLine[];
  /** Lines left out to keep the session cookie small. */
  moreLines: number;
  totals: { subtotal: string; shipping: string; discounts: Array<{ label: string; amount: string }>; giftCard: { code: string; amount: string } | null; grandTotal: string };
  /** In minor units, for the purchase event. */
  analytics: { currency: string; value: number; shipping: number; items: Array<{ item_id: string; item_name: string; quantity: number; price: number }> };
  /** The method as the checkout named it, and the card paid with, if any. */
  payment: { code: string; title: string; card?: { brand: string; last4: string } };
  guest: boolean;
  /** A staff member's order for a customer: who it is for and the shop it was placed at (spec 000 §3 Checkout state). */
  staffOrder?: { customer: string; shop: string };
}

export interface PlacedOrder {
  number: string;
  accessKey: string;
  /** The cart the order was placed from: placing it again answers this order. */
  cartId: string;
  state: PaymentState;
  wallet: { payload: string; amount: string; expiresAt: string } | null;
  receipt: Receipt;
}
