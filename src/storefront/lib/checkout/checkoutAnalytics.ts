/**
 * The checkout's GA4 ecommerce events through `window.dataLayer` (docs/design.md, Storefront): begin_checkout,
 * add_shipping_info, add_payment_info and purchase. Amounts travel in minor units to the page and
 * become GA4's decimal values here; the previous ecommerce object is cleared first, as GA4's
 * dataLayer guide asks.
 */
import { useEffect } from 'react';
import { pushDataLayer } from '../chrome/analytics.ts';

export interface AnalyticsCart {
  currency: string;
  /** Minor units. */
  value: number;
  items: Array<{ item_id: string; item_name: string; quantity: number; /** Minor units. */ price: number }>;
}

export type CheckoutEvent = 'begin_checkout' | 'add_shipping_info' | 'add_payment_info' | 'purchase';

const major = (minor: number) => minor / 100;

export function trackCheckout(event: CheckoutEvent, cart: AnalyticsCart, extra: Record<string, string | number> = {}): void {
  const ecommerce: Record<string, unknown> = {
    currency: cart.currency,
    value: major(cart.value),
    items: cart.items.map((item) => ({ ...item, price: major(item.price) })),
  };
  for (const [name, value] of Object.entries(extra)) ecommerce[name] = name === 'shipping' && typeof value === 'number' ? major(value) : value;
  pushDataLayer({ ecommerce: null });
  pushDataLayer({ event, ecommerce });
}

/**
 * Sends an event once when a page shows, and once only per `onceKey` in this tab: reloading the
 * success page must not count the purchase again.
 */
export function useCheckoutEvent(event: CheckoutEvent, cart: AnalyticsCart | null, extra: Record<string, string | number>, onceKey: string): void {
  useEffect(() => {
    if (!cart) return;
    const key = `checkout-event:${event}:${onceKey}`;
    try {
      if (sessionStorage.getItem(key)) return;
      sessionStorage.setItem(key, '1');
    } catch {
      // Storage may be refused (private modes); the event is then sent on each showing.
    }
    trackCheckout(event, cart, extra);
    // The event belongs to the page showing with this key; later renders change nothing.
  }, [event, onceKey]); // cart and extra are read once, with the key
}
