/**
 * The header's bag count as the browser keeps it (cartCount.ts): read off the main thread through
 * the Cookie Store API, kept until a newer read lands, a read asked before a change never
 * overwriting one asked after it; and the cookie reader's fallbacks (http/browserCookie.ts).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as CartCount from './cartCount.ts';

type CartCountModule = typeof CartCount;

/** A Cookie Store whose reads answer only when the test says, in any order. */
function heldCookieStore() {
  const pending: Array<{ name: string; answer: (value: string | undefined) => void }> = [];
  return {
    pending,
    store: {
      get: (name: string) =>
        new Promise<{ name: string; value: string } | null>((resolve) => {
          pending.push({ name, answer: (value) => resolve(value === undefined ? null : { name, value }) });
        }),
    },
  };
}

/** Lets the promise callbacks of answered reads run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let instances = 0;

describe('the bag count kept in the page', () => {
  let cookies: ReturnType<typeof heldCookieStore>;
  let cartCount: CartCountModule;

  beforeEach(async () => {
    cookies = heldCookieStore();
    vi.stubGlobal('cookieStore', cookies.store);
    // No document.cookie: a read through it would throw.
    vi.stubGlobal('document', {});
    // A fresh copy of the module's state for each test (the suite's files share loaded modules).
    instances += 1;
    cartCount = (await import(/* @vite-ignore */ `./cartCount.ts?instance=${instances}`)) as CartCountModule;
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is 0 until the first read lands, which tells the listeners without counting as a change', async () => {
    const listener = vi.fn();
    cartCount.subscribeCartCount('base', listener);
    expect(cartCount.cartCountOf('base')).toBe(0);
    expect(cookies.pending.map((read) => read.name)).toEqual(['cart_count_base']);
    // A second subscriber does not ask again while the first read is on its way.
    cartCount.subscribeCartCount('base', vi.fn());
    expect(cookies.pending).toHaveLength(1);

    cookies.pending[0].answer('3');
    await settle();
    expect(cartCount.cartCountOf('base')).toBe(3);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(cartCount.bagChangedOnThisPage()).toBe(false);
  });

  it('keeps the count drawn until the read after a change lands, and ignores a read asked before it', async () => {
    cartCount.subscribeCartCount('base', vi.fn());
    cookies.pending[0].answer('2');
    await settle();

    // The shopper adds a piece, then the router settles: two reads, the older overtaken.
    const added = vi.fn();
    cartCount.subscribeBagAdds(added);
    cartCount.piecesAdded();
    cartCount.routerSettled();
    expect(added).toHaveBeenCalledTimes(1);
    expect(cartCount.bagChangedOnThisPage()).toBe(true);
    expect(cookies.pending).toHaveLength(3);
    expect(cartCount.cartCountOf('base')).toBe(2);

    // The newest read lands first; the one asked before the settle answers late with an older value.
    cookies.pending[2].answer('3');
    await settle();
    expect(cartCount.cartCountOf('base')).toBe(3);
    cookies.pending[1].answer('1');
    await settle();
    expect(cartCount.cartCountOf('base')).toBe(3);
  });

  it('reads 0 for a bag without a count cookie or with a value that is not a count', async () => {
    cartCount.subscribeCartCount('mo', vi.fn());
    cookies.pending[0].answer(undefined);
    await settle();
    expect(cartCount.cartCountOf('mo')).toBe(0);
    cartCount.cartCountChanged();
    cookies.pending[1].answer('-4');
    await settle();
    expect(cartCount.cartCountOf('mo')).toBe(0);
  });
});

describe('a cookie read in the browser', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('falls back to document.cookie, in a task of its own, where there is no Cookie Store', async () => {
    const { readBrowserCookie } = await import('../http/browserCookie.ts');
    vi.stubGlobal('cookieStore', undefined);
    const page = { cookie: 'signed_in=1893456000; cart_count_mo=5' };
    vi.stubGlobal('document', page);
    let answered: string | undefined;
    const read = readBrowserCookie('cart_count_mo').then((value) => (answered = value));
    // Not read within the caller's task.
    page.cookie = 'cart_count_mo=6';
    await read;
    expect(answered).toBe('6');
  });

  it('falls back to document.cookie when the Cookie Store refuses', async () => {
    const { readBrowserCookie } = await import('../http/browserCookie.ts');
    vi.stubGlobal('cookieStore', { get: () => Promise.reject(new TypeError('opaque origin')) });
    vi.stubGlobal('document', { cookie: 'cart_count_base=2' });
    expect(await readBrowserCookie('cart_count_base')).toBe('2');
    expect(await readBrowserCookie('signed_in')).toBeUndefined();
  });

  it('decodes a value the Cookie Store gives as it was written', async () => {
    const { readBrowserCookie } = await import('../http/browserCookie.ts');
    vi.stubGlobal('cookieStore', { get: async (name: string) => ({ name, value: 'a%20b' }) });
    expect(await readBrowserCookie('note')).toBe('a b');
  });
});
