import { useEffect, useRef } from 'react';
import type { FetcherWithComponents } from 'react-router';
import { pushDataLayer } from '../../lib/chrome/analytics.ts';
import type { CartActionResult } from '../../lib/cart/cartActions.server.ts';
import { cartCountChanged } from '../../lib/cart/cartCount.ts';

export interface BagChange {
  event: 'add_to_cart' | 'remove_from_cart';
  item: { item_id: string; item_name: string; price: number; currency: string };
  quantity: number;
}

/**
 * After a bag form's answer: the header's count is drawn again from the cookie the answer set,
 * and an accepted change is reported to analytics as GA4's add_to_cart or remove_from_cart
 * (docs/design.md, Storefront), with the ecommerce object cleared first as GA4 asks.
 */
export function useCartAnswer(fetcher: FetcherWithComponents<CartActionResult>, onSettled?: (answer: CartActionResult) => void) {
  const change = useRef<BagChange | null>(null);
  const settled = useRef(onSettled);
  useEffect(() => {
    settled.current = onSettled;
  });
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return;
    cartCountChanged();
    const answer = fetcher.data;
    if (answer.ok && change.current) reportBagChange(change.current);
    change.current = null;
    settled.current?.(answer);
  }, [fetcher.state, fetcher.data]);
  return {
    /** Remembers what the form being sent changes, reported once the bag accepts it. */
    expect(next: BagChange | null) {
      change.current = next;
    },
  };
}

export function reportBagChange({ event, item, quantity }: BagChange): void {
  if (quantity <= 0) return;
  pushDataLayer({ ecommerce: null });
  pushDataLayer({
    event,
    ecommerce: {
      currency: item.currency,
      value: Math.round(item.price * quantity * 100) / 100,
      items: [
        {
          item_id: item.item_id,
          item_name: item.item_name,
          price: item.price,
          quantity,
        },
      ],
    },
  });
}
