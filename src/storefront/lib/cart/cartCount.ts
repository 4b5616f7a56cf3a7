/**
 * The header's count in the browser: pieces in the bag from the readable `cart_count_<website>`
 * cookie (session/hintCookies.ts) the bag's answers set: a piece counts once the server has added
 * it, never before. Stored pages stay the same for every shopper; the count is the browser's. A
 * piece the bag accepted is also told to the header, which opens the mini cart to confirm it.
 *
 * The cookie is read when the header first asks, after each change a form tells of and whenever
 * the router settles after loading or submitting, off the main thread (http/browserCookie.ts): read while the page hydrates, it held up hydration's longest task
 * (docs/decisions.md, "The bag's count read off the main thread"). Until a read lands the count
 * drawn is the one before it (0 on arrival, as the server drew it).
 */
import type { WebsiteCode } from '../../../rules/storeViews.ts';
import { readBrowserCookie } from '../http/browserCookie.ts';
import { cartCountCookieName, cartCountFrom } from '../session/hintCookies.ts';

const listeners = new Set<() => void>();
const addListeners = new Set<() => void>();
let shopperChanges = 0;

/** Counts as last read, by website. */
const counts = new Map<WebsiteCode, number>();
/** The change each website's read in flight was asked after (a read asked before a change is stale). */
const reads = new Map<WebsiteCode, number>();
let cookieChanges = 0;

/** Whether the shopper changed the bag on this page (the header then announces the new count). */
export function bagChangedOnThisPage(): boolean {
  return shopperChanges > 0;
}

function readCount(website: WebsiteCode): void {
  const asked = cookieChanges;
  if (reads.get(website) === asked) return;
  reads.set(website, asked);
  void readBrowserCookie(cartCountCookieName(website)).then((value) => {
    // A change since this read was asked: the read asked after it answers.
    if (asked !== cookieChanges) return;
    reads.delete(website);
    counts.set(website, cartCountFrom(value));
    for (const listener of listeners) listener();
  });
}

function readAgain(): void {
  cookieChanges += 1;
  for (const website of new Set([...counts.keys(), ...reads.keys()])) readCount(website);
}

function notify(): void {
  shopperChanges += 1;
  readAgain();
}

/** Listens for the count of a website's bag, reading it when nothing has been read yet. */
export function subscribeCartCount(website: WebsiteCode, listener: () => void): () => void {
  listeners.add(listener);
  if (!counts.has(website)) readCount(website);
  return () => listeners.delete(listener);
}

/** The count as last read; 0 before the first read lands. */
export function cartCountOf(website: WebsiteCode): number {
  return counts.get(website) ?? 0;
}

/** Listens for pieces the bag has just accepted (the header opens the mini cart). */
export function subscribeBagAdds(listener: () => void): () => void {
  addListeners.add(listener);
  return () => addListeners.delete(listener);
}

/** The bag accepted pieces: the count is read again from the answer's cookie and the header told. */
export function piecesAdded(): void {
  notify();
  for (const listener of addListeners) listener();
}

/** The cookie changed (a bag form's answer set it): read the count again. */
export function cartCountChanged(): void {
  notify();
}

/**
 * The router has finished loading or submitting: any answer may have set the cookie (a sign-in that
 * merged a guest's bag, a placed order, a piece moved from the wishlist), so the count is read again.
 */
export function routerSettled(): void {
  readAgain();
}
