/**
 * A cookie read in the browser without holding the page up. `document.cookie` is answered by the
 * browser process while the page's main thread waits for it (1 to 10 ms a read on a quiet machine,
 * up to 80 ms while the browser is busy loading the page), so a read during hydration lengthens the
 * page's longest task. The Cookie Store API answers off the main thread; where it is missing (older
 * browsers, pages served over plain HTTP from another host) the read waits for a task of its own.
 */
import { readCookie } from './cookies.ts';

export async function readBrowserCookie(name: string): Promise<string | undefined> {
  if (typeof cookieStore !== 'undefined') {
    try {
      const cookie = await cookieStore.get(name);
      return cookie ? readCookie(`${name}=${cookie.value}`, name) : undefined;
    } catch {
      // A store that refuses (an opaque origin, a sandboxed frame) leaves document.cookie to answer.
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 0));
  return readCookie(document.cookie, name);
}
