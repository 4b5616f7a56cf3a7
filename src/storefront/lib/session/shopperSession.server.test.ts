import { describe, expect, it } from 'vitest';
import { readSessionEnd } from './hintCookies.ts';
import { createShopperSessionStorage, SESSION_COOKIE, ShopperSession } from './shopperSession.server.ts';
import { createStorefrontClient } from './storefrontClient.server.ts';
import type { GraphQLRequest } from '../api/graphql.ts';
import { REVOKE_TOKEN } from '../account/operations.ts';
import { CART_PAGE } from '../cart/operations.ts';

const CART = 'c'.repeat(32);
const TOKEN = 'customer-token-0123456789';
const NOW = Date.UTC(2026, 10, 27, 12, 0, 0);
const storage = createShopperSessionStorage('a test secret of the session');

const read = (cookie: string | undefined, now = NOW) =>
  ShopperSession.read(storage, new Request('http://127.0.0.1:3000/en-hk/', { headers: cookie ? { cookie } : {} }), 'base', () => now);
const jarOf = (lines: string[]) => lines.map((line) => line.split(';')[0]).join('; ');

describe('the shopper session', () => {
  it('writes nothing for a guest who changed nothing, so the page may be stored for others', async () => {
    const session = await read(undefined);
    expect(session.signedIn).toBe(false);
    expect(await session.commit()).toEqual([]);
  });

  it("keeps the gateway's card for half an hour, unreadable in the cookie, and says the card form's problem once", async () => {
    const session = await read(undefined);
    session.rememberCard({ nonce: 'tokencc_sb_one_time', brand: 'visa', last4: '1111' });
    const jar = jarOf(await session.commit());
    expect(jar).not.toContain('tokencc_sb_one_time');
    expect((await read(jar, NOW + 29 * 60_000)).card).toEqual({ nonce: 'tokencc_sb_one_time', brand: 'visa', last4: '1111' });
    expect((await read(jar, NOW + 30 * 60_000)).card).toBeUndefined();

    const refused = await read(jar);
    refused.forgetCard();
    refused.flashCardProblem({ code: 'cvv' });
    const afterRefusal = jarOf(await refused.commit());
    const page = await read(afterRefusal);
    expect(page.card).toBeUndefined();
    expect(page.takeCardProblem()).toEqual({ code: 'cvv' });
    expect((await read(jarOf(await page.commit()))).takeCardProblem()).toBeUndefined();
  });

  it('keeps the customer token until its end, with a readable hint of that end', async () => {
    const session = await read(undefined);
    session.signIn(TOKEN, 600);
    const lines = await session.commit();
    const jar = jarOf(lines);
    expect(readSessionEnd(jar)).toBe(NOW + 600_000);
    expect(jar).not.toContain(TOKEN);
    expect((await read(jar, NOW + 599_000)).customerToken).toBe(TOKEN);
    expect((await read(jar, NOW + 599_000)).role).toBe('customer');
    const ended = await read(jar, NOW + 600_000);
    expect(ended.customerToken).toBeUndefined();
    expect(ended.role).toBe('guest');
  });

  it('ends a session past its time once: says so, forgets the account bags and clears their counts', async () => {
    const session = await read(undefined);
    session.signIn(TOKEN, 600);
    session.rememberCart(CART, 3);
    const jar = jarOf(await session.commit());
    expect((await read(jar, NOW + 599_000)).sessionEndNoticePending).toBe(false);

    const ended = await read(jar, NOW + 600_000);
    expect(ended.signedIn).toBe(false);
    expect(ended.cartId).toBeUndefined();
    expect(ended.sessionEndNoticePending).toBe(true);
    const lines = await ended.commit();
    expect(lines).toContainEqual(expect.stringMatching(/^cart_count_base=; .*Max-Age=0/));
    expect(lines).toContainEqual(expect.stringMatching(/^signed_in=; .*Max-Age=0/));

    // A redirect on the way leaves the notice for the page after, which says it once.
    const redirected = await read(jarOf(lines), NOW + 601_000);
    expect(redirected.readSessionEndNotice()).toBe(true);
    const stillPending = await read(jarOf([...lines, ...(await redirected.commit())]), NOW + 601_000);
    expect(stillPending.readSessionEndNotice()).toBe(true);
    const after = await read(jarOf(await stillPending.commit({ pageDrawn: true })), NOW + 602_000);
    expect(after.sessionEndNoticePending).toBe(false);
    expect(after.readSessionEndNotice()).toBe(false);
    expect(after.cartId).toBeUndefined();
  });

  it('believes no session cookie it did not sign', async () => {
    const session = await read(undefined);
    session.signIn(TOKEN, 600);
    const line = (await session.commit()).find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))!;
    const [value] = line.slice(SESSION_COOKIE.length + 1).split(';');
    const forged = `${value.slice(0, -4)}AAAA`;
    expect((await read(`${SESSION_COOKIE}=${forged}`)).signedIn).toBe(false);
  });

  it('moves the cookies of before the session into it, once, and clears them', async () => {
    const endsAt = NOW / 1000 + 900;
    const session = await read(`cart_id_base=${CART}; customer_token=${TOKEN}; signed_in=${endsAt}`);
    expect(session.cartId).toBe(CART);
    expect(session.customerToken).toBe(TOKEN);
    const lines = await session.commit();
    expect(lines).toContainEqual(expect.stringMatching(/^customer_token=; .*Max-Age=0/));
    expect(lines).toContainEqual(expect.stringMatching(/^cart_id_base=; .*Max-Age=0/));
    const moved = await read(jarOf(lines.filter((line) => line.startsWith(`${SESSION_COOKIE}=`))), NOW + 1000);
    expect(moved.cartId).toBe(CART);
    expect(moved.customerToken).toBe(TOKEN);
  });

  it('keeps the order just placed for an hour', async () => {
    const session = await read(undefined);
    session.rememberPlacedOrder({ number: '000000042', accessKey: 'key', cartId: CART, state: 'pending', wallet: null, receipt: {} as never });
    const jar = jarOf(await session.commit());
    expect((await read(jar, NOW + 3_599_000)).placedOrder?.number).toBe('000000042');
    expect((await read(jar, NOW + 3_600_000)).placedOrder).toBeUndefined();
  });
});

describe('the storefront client', () => {
  it('adds the store, the client address and the session token to every operation, unless asked as a guest', async () => {
    const calls: GraphQLRequest[] = [];
    const session = await read(undefined);
    const client = createStorefrontClient({
      transport: async (request) => {
        calls.push(request);
        return { data: { cart: null } };
      },
      store: 'tsl_en',
      customerToken: () => session.customerToken,
      clientIp: '203.0.113.9',
    });
    await client.query(CART_PAGE, { cartId: CART });
    session.signIn(TOKEN, 600);
    await client.query(CART_PAGE, { cartId: CART });
    await client.query(CART_PAGE, { cartId: CART }, { anonymous: true });
    await client.mutate(REVOKE_TOKEN);
    expect(calls.map(({ store, clientIp, token }) => ({ store, clientIp, token }))).toEqual([
      { store: 'tsl_en', clientIp: '203.0.113.9', token: undefined },
      { store: 'tsl_en', clientIp: '203.0.113.9', token: TOKEN },
      { store: 'tsl_en', clientIp: '203.0.113.9', token: undefined },
      { store: 'tsl_en', clientIp: '203.0.113.9', token: TOKEN },
    ]);
    expect(() => client.mutate(CART_PAGE, { cartId: CART })).toThrow(TypeError);
    expect(() => client.query(REVOKE_TOKEN)).toThrow(TypeError);
  });
});
