/**
 * The header's count in the browser: pieces in the bag from the readable `cart_count_<website>`
 * cookie (session/hintCookies.ts) the bag's answers set: a piece counts once the server has added
 * it, never before. Stored pages stay the same for every shopper; the count is the browser's. A
 * piece the bag accepted is also told to the header, which opens the mini cart to confirm it.
 */
import type { WebsiteCode } from '../../../rules/storeViews.ts';
import { readCartCount } from '../session/hintCookies.ts';

const listeners = new Set<() => void>();
const addListeners = new Set<() => void>();
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
  return readCartCount(document.cookie, website);
}

/** Listens for pieces the bag has just accepted (the header opens the mini cart). */
export function subscribeBagAdds(listener: () => void): () => void {
  addListeners.add(listener);
  return () => addListeners.delete(listener);
}

/** The bag accepted pieces: the count is drawn again from the answer's cookie and the header told. */
export function piecesAdded(): void {
  notify();
  for (const listener of addListeners) listener();
}

/** The cookie changed (a bag form's answer set it): draw the count again. */
export function cartCountChanged(): void {
  notify();
}
