import { describe, expect, it } from 'vitest';
import { isCrossSitePost } from '../http/crossSitePost.ts';
import type { GraphQLRequest, GraphQLResponse } from '../api/graphql.ts';
import { readCartCount } from '../session/hintCookies.ts';
import { createShopperSessionStorage, SESSION_COOKIE, ShopperSession } from '../session/shopperSession.server.ts';
import { createStorefrontClient } from '../session/storefrontClient.server.ts';
import { createCartHandler } from './cartHandler.server.ts';
import { readCartNotice } from './cartNotice.ts';

const OLD_CART = 'a'.repeat(32);
const NEW_CART = 'b'.repeat(32);
const storage = createShopperSessionStorage('a test secret of the session');

/** A bag on a Macau page over a transport that answers as told, with the requests it received. */
async function bagAnswering(answer: (request: GraphQLRequest) => GraphQLResponse, cookie?: string) {
  const calls: GraphQLRequest[] = [];
  const request = new Request('https://shop.example/en-mo/cart', { headers: cookie ? { cookie } : {} });
  const session = await ShopperSession.read(storage, request, 'mo');
  const client = createStorefrontClient({
    transport: async (sent) => {
      calls.push(sent);
      return answer(sent);
    },
    store: 'tsl_mo_en',
    customerToken: () => session.customerToken,
  });
  return { cart: createCartHandler(client, session), session, calls };
}

const operationNames = (calls: GraphQLRequest[]) => calls.map((call) => call.query.match(/(query|mutation) (\w+)/)?.[2]);
const refusal = (category: string) => ({ errors: [{ message: 'refused', extensions: { category } }] });
const cartOf = (id: string, quantity: number) => ({ id, total_quantity: quantity, items: [], prices: null });

describe('the cart handler', () => {
  it('asks nothing for a shopper without a bag, and creates none for looking at it', async () => {
    const { cart, calls } = await bagAnswering(() => ({ data: {} }));
    expect(await cart.get()).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('creates a bag for the first piece and remembers it in the signed session, with a readable count', async () => {
    const { cart, session } = await bagAnswering((request) =>
      request.query.includes('createCart') ? { data: { createCart: NEW_CART } } : { data: { addProductsToCart: { cart: cartOf(NEW_CART, 2), user_errors: [] } } },
    );
    await cart.addLines([{ sku: 'R1', quantity: 2 }]);
    expect(cart.id).toBe(NEW_CART);
    const cookies = await session.commit();
    const sessionLine = cookies.find((line) => line.startsWith(`${SESSION_COOKIE}=`));
    expect(sessionLine).toMatch(/HttpOnly/);
    expect(sessionLine).toMatch(/SameSite=Lax/);
    expect(sessionLine).toMatch(/Secure/);
    expect(sessionLine).not.toContain(NEW_CART);
    const jar = cookies.map((line) => line.split(';')[0]).join('; ');
    expect(readCartCount(jar, 'mo')).toBe(2);
    expect(cookies.find((line) => line.startsWith('cart_count_mo='))).not.toMatch(/HttpOnly/);
    const again = await ShopperSession.read(storage, new Request('https://shop.example/en-mo/', { headers: { cookie: jar } }), 'mo');
    expect(again.cartId).toBe(NEW_CART);
  });

  it('replaces a bag the API no longer knows and runs the operation again (spec 001 §7)', async () => {
    const { cart, calls } = await bagAnswering((request) => {
      const cartId = (request.variables as { cartId?: string } | undefined)?.cartId;
      if (request.query.includes('createCart')) return { data: { createCart: NEW_CART } };
      if (cartId === OLD_CART) return refusal('graphql-no-such-entity');
      return { data: { removeCouponFromCart: { cart: cartOf(NEW_CART, 0) }, checkUserIsAuthed: { cart_id: cartId } } };
    }, `cart_id_mo=${OLD_CART}`);
    const answer = await cart.removeCoupon();
    expect(answer?.errors).toEqual([]);
    expect(cart.id).toBe(NEW_CART);
    expect(operationNames(calls)).toEqual(['RemoveCoupon', 'CheckUserIsAuthed', 'CreateCart', 'RemoveCoupon']);
  });

  it('keeps the bag when the refusal is about something else than the bag', async () => {
    const { cart, calls } = await bagAnswering(
      (request) => (request.query.includes('checkUserIsAuthed') ? { data: { checkUserIsAuthed: { cart_id: OLD_CART } } } : refusal('graphql-no-such-entity')),
      `cart_id_mo=${OLD_CART}`,
    );
    const answer = await cart.removeLines('MQ==');
    expect(answer?.errors).toHaveLength(1);
    expect(cart.id).toBe(OLD_CART);
    expect(calls).toHaveLength(2);
  });

  it('reads back only well-formed notices', () => {
    expect(readCartNotice(`cart_notice=${encodeURIComponent('{"kind":"added","sku":"R1"}')}`)).toEqual({ kind: 'added', sku: 'R1', message: undefined, names: undefined });
    expect(readCartNotice('cart_notice=%7Bnot json')).toBeUndefined();
  });

  it('refuses bag posts from other sites', () => {
    const post = (headers: Record<string, string>) => new Request('http://127.0.0.1:3000/en-hk/cart', { method: 'POST', headers });
    expect(isCrossSitePost(post({ origin: 'http://127.0.0.1:3000', 'sec-fetch-site': 'same-origin' }), 'https://shop.example')).toBe(false);
    expect(isCrossSitePost(post({ origin: 'https://shop.example' }), 'https://shop.example')).toBe(false);
    expect(isCrossSitePost(post({}), 'https://shop.example')).toBe(false);
    expect(isCrossSitePost(post({ origin: 'https://evil.example' }), 'https://shop.example')).toBe(true);
    expect(isCrossSitePost(post({ 'sec-fetch-site': 'cross-site' }), 'https://shop.example')).toBe(true);
  });
});
