import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readCartCount, readCartId, readCartNotice } from './cartCookie.ts';
import { cartHeaders, cartSession, isCrossSitePost, runCartOperation } from './cartSession.server.ts';
import { graphql, type GraphQLRequest, type GraphQLResponse } from './graphql.ts';

const OLD_CART = 'a'.repeat(32);
const NEW_CART = 'b'.repeat(32);
const ITEM_COUNT = graphql<{ getItemCount: { total_quantity: number } }, { cartId: string }>(
  'query ItemCount($cartId: String!) { getItemCount(cartId: $cartId) { total_quantity } }',
);

function contextAnswering(answer: (request: GraphQLRequest) => GraphQLResponse) {
  const calls: GraphQLRequest[] = [];
  const context = {
    commerce: async (request: GraphQLRequest) => {
      calls.push(request);
      return answer(request);
    },
  } as unknown as AppLoadContext;
  return { context, calls };
}

function requestWithCookie(cookie?: string) {
  const request = new Request('https://shop.example/en-mo/cart', {
    headers: cookie ? { cookie } : {},
  });
  return { request, params: { store: 'en-mo' } };
}

const refusal = (category: string) => ({
  errors: [{ message: 'refused', extensions: { category } }],
});

describe('the bag session', () => {
  it('reads the cart of the store view website only', () => {
    const session = cartSession(requestWithCookie(`cart_id_base=${NEW_CART}; cart_id_mo=${OLD_CART}`));
    expect(session.website).toBe('mo');
    expect(session.cartId).toBe(OLD_CART);
  });

  it('asks nothing without a cart unless told to create one', async () => {
    const { context, calls } = contextAnswering(() => ({ data: {} }));
    const session = cartSession(requestWithCookie());
    expect(
      await runCartOperation({ context }, session, ITEM_COUNT, (cartId) => ({
        cartId,
      })),
    ).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('creates a cart when asked and remembers it in an httpOnly cookie with a readable count', async () => {
    const { context } = contextAnswering((request) =>
      request.query.includes('createCart') ? { data: { createCart: NEW_CART } } : { data: { getItemCount: { total_quantity: 0 } } },
    );
    const session = cartSession(requestWithCookie());
    await runCartOperation({ context }, session, ITEM_COUNT, (cartId) => ({ cartId }), { create: true });
    const cookies = cartHeaders(session).getSetCookie();
    expect(cookies.find((line) => line.startsWith('cart_id_mo='))).toMatch(/HttpOnly/);
    expect(cookies.find((line) => line.startsWith('cart_id_mo='))).toMatch(/SameSite=Lax.*Max-Age=2592000.*Secure/);
    expect(cookies.find((line) => line.startsWith('cart_count_mo='))).not.toMatch(/HttpOnly/);
    const jar = cookies.map((line) => line.split(';')[0]).join('; ');
    expect(readCartId(jar, 'mo')).toBe(NEW_CART);
    expect(readCartCount(jar, 'mo')).toBe(0);
  });

  it('replaces a cart the API no longer knows and runs the operation again (spec 001 §7)', async () => {
    const { context, calls } = contextAnswering((request) => {
      const cartId = request.variables?.cartId;
      if (request.query.includes('createCart')) return { data: { createCart: NEW_CART } };
      if (cartId === OLD_CART) return refusal('graphql-no-such-entity');
      return {
        data: {
          getItemCount: { total_quantity: 0 },
          checkUserIsAuthed: { cart_id: cartId },
        },
      };
    });
    const session = cartSession(requestWithCookie(`cart_id_mo=${OLD_CART}`));
    const answer = await runCartOperation({ context }, session, ITEM_COUNT, (cartId) => ({ cartId }));
    expect(answer?.errors).toEqual([]);
    expect(session.cartId).toBe(NEW_CART);
    expect(calls.map((call) => call.query.match(/(query|mutation) (\w+)/)?.[2])).toEqual(['ItemCount', 'CheckUserIsAuthed', 'CreateCart', 'ItemCount']);
  });

  it('keeps the cart when the refusal is about something else than the cart', async () => {
    const { context, calls } = contextAnswering((request) =>
      request.query.includes('checkUserIsAuthed') ? { data: { checkUserIsAuthed: { cart_id: OLD_CART } } } : refusal('graphql-no-such-entity'),
    );
    const session = cartSession(requestWithCookie(`cart_id_mo=${OLD_CART}`));
    const answer = await runCartOperation({ context }, session, ITEM_COUNT, (cartId) => ({ cartId }));
    expect(answer?.errors).toHaveLength(1);
    expect(session.cartId).toBe(OLD_CART);
    expect(calls).toHaveLength(2);
  });

  it('reads back only well-formed notices', () => {
    expect(readCartNotice(`cart_notice=${encodeURIComponent('{"kind":"added","sku":"R1"}')}`)).toEqual({
      kind: 'added',
      sku: 'R1',
      message: undefined,
      names: undefined,
    });
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
