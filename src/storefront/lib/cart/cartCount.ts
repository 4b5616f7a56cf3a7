/**
 * The header's count in the browser: pieces in the bag from the readable `cart_count_<website>`
 * cookie (session/hintCookies.ts), plus pieces being added right now (shown at once, taken back if the bag
 * refuses them). Stored pages stay the same for every shopper; the count is the browser's.
 */
import type { WebsiteCode } from '../../../rules/storeViews.ts';
import { readCartCount } from '../session/hintCookies.ts';

const listeners = new Set<() => void>();
let pendingPieces = 0;
let shopperChanges = 0;

/** Whether the shopper changed the bag on this page (the header then announces the new count). */
export function bagChangedOnThisPage(): boolean {
  return shopperChanges > 0;
}

function notify(): void {
  shopperChanges += 1;
  for (const listener of listeners) listener();
}

export function subscribeCartCount(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function cartCountOf(website: WebsiteCode): number {
  return readCartCount(document.cookie, website) + pendingPieces;
}

/** Counts pieces being added until the answer arrives; the returned function settles them. */
export function addPendingPieces(quantity: number): () => void {
  pendingPieces += quantity;
  notify();
  let settled = false;
  return () => {
    if (settled) return;
    settled = true;
    pendingPieces -= quantity;
    notify();
  };
}

/** The cookie changed (a bag form's answer set it): draw the count again. */
export function cartCountChanged(): void {
  notify();
}
