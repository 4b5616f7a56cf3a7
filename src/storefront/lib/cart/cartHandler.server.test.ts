import { describe, expect, it } from 'vitest';
import { isCrossSitePost } from '../http/crossSitePost.ts';
import type { GraphQLRequest, GraphQLResponse } from '../api/graphql.ts';
import { readCookie } from '../http/cookies.ts';
import { cartCountCookieName, cartCountFrom } from '../session/hintCookies.ts';
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
const refusal = (category: string, code?: string) => ({ errors: [{ message: 'refused', extensions: { category, ...(code ? { code } : {}) } }] });
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
    expect(cartCountFrom(readCookie(jar, cartCountCookieName('mo')))).toBe(2);
    expect(cookies.find((line) => line.startsWith('cart_count_mo='))).not.toMatch(/HttpOnly/);
    const again = await ShopperSession.read(storage, new Request('https://shop.example/en-mo/', { headers: { cookie: jar } }), 'mo');
    expect(again.cartId).toBe(NEW_CART);
  });

  it('replaces a bag the API no longer knows and runs the operation again (spec 001 §7)', async () => {
    const { cart, calls } = await bagAnswering((request) => {
      const cartId = (request.variables as { cartId?: string } | undefined)?.cartId;
      if (request.query.includes('createCart')) return { data: { createCart: NEW_CART } };
      if (cartId === OLD_CART) return refusal('graphql-no-such-entity', 'CART_NOT_FOUND');
      return { data: { removeCouponFromCart: { cart: cartOf(NEW_CART, 0) } } };
    }, `cart_id_mo=${OLD_CART}`);
    const answer = await cart.removeCoupon();
    expect(answer?.errors).toEqual([]);
    expect(cart.id).toBe(NEW_CART);
    expect(operationNames(calls)).toEqual(['RemoveCoupon', 'CreateCart', 'RemoveCoupon']);
  });

  it('keeps the bag when the refusal is about something else than the bag (no cart code)', async () => {
    const { cart, calls } = await bagAnswering(() => refusal('graphql-no-such-entity'), `cart_id_mo=${OLD_CART}`);
    const answer = await cart.removeLines('MQ==');
    expect(answer?.errors).toHaveLength(1);
    expect(cart.id).toBe(OLD_CART);
    expect(calls).toHaveLength(1);
  });

  for (const code of ['CART_NOT_FOUND', 'CART_NOT_ACTIVE', 'CART_NOT_YOURS']) {
    it(`keeps a member signed in when the bag is refused with ${code}: the piece goes to the account's current bag`, async () => {
      const category = code === 'CART_NOT_YOURS' ? 'graphql-authorization' : 'graphql-no-such-entity';
      const { cart, session, calls } = await bagAnswering((request) => {
        const cartId = (request.variables as { cartId?: string } | undefined)?.cartId;
        if (request.query.includes('customerCart')) return { data: { customerCart: { id: NEW_CART, total_quantity: 0 } } };
        if (cartId === OLD_CART) return refusal(category, code);
        return { data: { addProductsToCart: { cart: cartOf(NEW_CART, 1), user_errors: [] } } };
      }, `customer_token=${'t'.repeat(32)}; cart_id_mo=${OLD_CART}`);
      const answer = await cart.addLines([{ sku: 'R1', quantity: 1 }]);
      expect(answer?.data?.addProductsToCart?.cart.id).toBe(NEW_CART);
      expect(session.signedIn).toBe(true);
      expect(cart.signedOut).toBe(false);
      expect(session.sessionEndNoticePending).toBe(false);
      expect(operationNames(calls)).toEqual(['AddToBag', 'CustomerCartId', 'AddToBag']);
      expect(calls.every((call) => call.token === 't'.repeat(32))).toBe(true);
    });
  }

  it("carries on with the account's bag when reading a bag that became an order on another device", async () => {
    const { cart, session, calls } = await bagAnswering((request) => {
      const cartId = (request.variables as { cartId?: string } | undefined)?.cartId;
      if (request.query.includes('customerCart')) return { data: { customerCart: { id: NEW_CART, total_quantity: 2 } } };
      if (cartId === OLD_CART) return refusal('graphql-no-such-entity', 'CART_NOT_ACTIVE');
      return { data: { cart: cartOf(NEW_CART, 2) } };
    }, `customer_token=${'t'.repeat(32)}; cart_id_mo=${OLD_CART}`);
    const answer = await cart.get();
    expect(answer?.data?.cart?.id).toBe(NEW_CART);
    expect(session.signedIn).toBe(true);
    expect(cart.signedOut).toBe(false);
    expect(operationNames(calls)).toEqual(['CartPage', 'CustomerCartId', 'CartPage']);
  });

  it('signs a member out only when the API no longer knows the sign-in, and puts the piece in a new guest bag', async () => {
    const { cart, session, calls } = await bagAnswering((request) => {
      const cartId = (request.variables as { cartId?: string } | undefined)?.cartId;
      if (request.query.includes('revokeCustomerToken')) throw new Error('the network is down');
      if (request.query.includes('customerCart')) return refusal('graphql-authorization');
      if (request.query.includes('createCart')) return { data: { createCart: NEW_CART } };
      if (cartId === OLD_CART) return refusal('graphql-authorization', 'CART_NOT_YOURS');
      return { data: { addProductsToCart: { cart: cartOf(NEW_CART, 1), user_errors: [] } } };
    }, `customer_token=${'t'.repeat(32)}; cart_id_mo=${OLD_CART}`);
    expect(session.signedIn).toBe(true);
    const answer = await cart.addLines([{ sku: 'R1', quantity: 1 }]);
    expect(answer?.data?.addProductsToCart?.cart.id).toBe(NEW_CART);
    expect(session.signedIn).toBe(false);
    expect(cart.signedOut).toBe(true);
    expect(session.sessionEndNoticePending).toBe(true);
    expect(operationNames(calls)).toEqual(['AddToBag', 'CustomerCartId', 'RevokeToken', 'CreateCart', 'AddToBag']);
    // The revoke went as the member, the new bag as a guest.
    expect(calls[2].token).toBe('t'.repeat(32));
    expect(calls[3].token).toBeUndefined();
    expect(calls[4].token).toBeUndefined();
    const jar = (await session.commit()).map((line) => line.split(';')[0]).join('; ');
    const again = await ShopperSession.read(storage, new Request('https://shop.example/en-mo/', { headers: { cookie: jar } }), 'mo');
    expect(again.signedIn).toBe(false);
    expect(again.cartId).toBe(NEW_CART);
    expect(again.sessionEndNoticePending).toBe(true);
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
