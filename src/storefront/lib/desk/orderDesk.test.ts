/**
 * The order desk's pages through the real server and the production build (`npm run build` first),
 * as a browser without scripts uses them: sign-in refused and accepted (the admin token never in a
 * page or a URL), the orders listed and found, a move the API refuses shown beside its form in the
 * desk's language, a shipment that moves the order and says so once, a partial refund typed in
 * dollars of an order paid by card, and sign-out, which revokes the desk's own session token (the
 * cookie never holds the admin token).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_TOKEN } from '../../../../test/harness.ts';
import { queryRows } from '../../../../test/kits/catalog.ts';
import { newMember, paidDeliveryOrder } from '../../../../test/kits/club.ts';
import { pieceInMembersBag, placePickupOrder } from '../../../../e2e/support/memberOrders.ts';
import { startStore, type RunningStore } from '../../../../e2e/support/server.ts';
import { storeGraphql } from '../../../../e2e/support/storeApi.ts';

let store: RunningStore;
let number: string;

/** A browser's cookie jar for one operator: the session cookie the desk writes, sent back with each request. */
class Operator {
  private cookies = new Map<string, string>();

  async request(path: string, init: { method?: string; form?: Record<string, string>; headers?: Record<string, string> } = {}) {
    const response = await fetch(`${store.origin}${path}`, {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      redirect: 'manual',
      headers: { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '), ...init.headers },
      body: init.form ? new URLSearchParams(init.form) : undefined,
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
    return { response, status: response.status, location: response.headers.get('location'), html: await response.text() };
  }

  signIn(token: string) {
    return this.request('/desk/sign-in', { form: { form: 'desk-sign-in', admin_token: token } });
  }

  /** What the session cookies hold, as anyone who copied them could read them (signed, not encrypted). */
  sessionText(): string {
    return [...this.cookies.values()].map((value) => Buffer.from(decodeURIComponent(value).split('.')[0], 'base64').toString('utf8')).join('\n');
  }
}

/** The desk session token an operator's cookie holds. */
function deskTokenOf(operator: Operator): string {
  return /"token":"(desk_[A-Za-z0-9_-]+)"/.exec(operator.sessionText())?.[1] ?? '';
}

beforeAll(async () => {
  store = await startStore();
  number = await paidDeliveryOrder(store.app!);
});

afterAll(async () => {
  await store?.close();
});

describe('the order desk', () => {
  it('sends a visitor to sign in, refuses a wrong token with the API’s words and accepts the admin token', async () => {
    const visitor = new Operator();
    const first = await visitor.request(`/desk/orders/${number}`);
    expect(first.status).toBe(302);
    expect(first.location).toBe(`/desk/sign-in?redirect=${encodeURIComponent(`/desk/orders/${number}`)}`);
    expect(first.response.headers.get('cache-control')).toBe('private, no-store');

    const page = await visitor.request('/desk/sign-in');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="en-HK"');
    expect(page.html).toContain('Sign in to the order desk');
    expect(page.html).not.toContain('site-header');

    const empty = await visitor.signIn('');
    expect(empty.status).toBe(200);
    expect(empty.html).toContain('Required');
    const wrong = await visitor.signIn('not-the-admin-token');
    expect(wrong.status).toBe(200);
    expect(wrong.html).toContain('That is not the store’s admin token. Check it and try again.');
    expect(wrong.html).not.toContain('not-the-admin-token');

    const signedIn = await visitor.request('/desk/sign-in', { form: { form: 'desk-sign-in', admin_token: TEST_ADMIN_TOKEN, redirect: `/desk/orders/${number}` } });
    expect(signedIn.status).toBe(302);
    expect(signedIn.location).toBe(`/desk/orders/${number}`);
    const order = await visitor.request(signedIn.location!);
    expect(order.status).toBe(200);
    expect(order.html).toContain(`Order ${number}`);
    expect(order.html).not.toContain(TEST_ADMIN_TOKEN);
    // A sign-in form posted from another site is refused (by React Router, else by the action) and signs nobody in.
    const stranger = new Operator();
    const cross = await stranger.request('/desk/sign-in', { form: { admin_token: TEST_ADMIN_TOKEN }, headers: { origin: 'https://elsewhere.example' } });
    expect([400, 403]).toContain(cross.status);
    expect((await stranger.request('/desk')).location).toBe('/desk/sign-in');
  });

  it('lists the orders with their customer, website, total, status and delivery, and finds one by part of its number', async () => {
    const operator = new Operator();
    await operator.signIn(TEST_ADMIN_TOKEN);
    const list = await operator.request('/desk');
    expect(list.status).toBe(200);
    expect(list.html).toContain('<table');
    const row = new RegExp(`<tr>((?:(?!</tr>).)*href="/desk/orders/${number}"(?:(?!</tr>).)*)</tr>`, 's').exec(list.html)?.[1] ?? '';
    expect(row).toContain('Mei Chan');
    expect(row).toContain('Hong Kong');
    expect(row).toMatch(/HK\$[\d,]+/);
    expect(row).toContain('Awaiting Shipment');
    expect(row).toContain('Home delivery');

    const found = await operator.request(`/desk?status=processing&number=${number.slice(-4)}`);
    expect(found.html).toContain(`/desk/orders/${number}`);
    const none = await operator.request('/desk?status=closed_refunded&number=NOSUCH');
    expect(none.html).toContain('No orders match.');
    const missing = await operator.request('/desk/orders/HK99999999');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('No order has this number.');
  });

  it('shows a move the API refuses beside its form in the desk’s language, then ships the order and says so once', async () => {
    const operator = new Operator();
    await operator.signIn(TEST_ADMIN_TOKEN);
    const path = `/desk/orders/${number}`;

    // The form's own rules first: a shipment needs a tracking number and a carrier.
    const incomplete = await operator.request(path, { form: { form: 'ship', tracking_number: '', carrier: '' } });
    expect(incomplete.status).toBe(200);
    expect(incomplete.html).toMatch(/id="ship-tracking_number-error"[^>]*>Required</);

    // The order was paid by a move, with no payment taken: the API refuses a refund, in Chinese on a Chinese desk.
    const refused = await operator.request(`${path}?lang=zh-Hant`, { form: { form: 'refund', amount: '100.50', confirm: 'on' } });
    expect(refused.status).toBe(200);
    expect(refused.html).toContain('<html lang="zh-Hant-HK"');
    expect(refused.html).toContain('此訂單未有收取款項，無可退款');
    const english = await operator.request(`${path}?lang=en`, { form: { form: 'refund', amount: '10.005', confirm: 'on' } });
    expect(english.html).toContain('Enter an amount above nothing, with at most two decimals, such as 150.50');

    const shipped = await operator.request(path, { form: { form: 'ship', tracking_number: 'SF1234567890', carrier: 'sf_express', note: 'Sent by courier' } });
    expect(shipped.status).toBe(302);
    expect(shipped.location).toBe(path);
    const after = await operator.request(path);
    expect(after.html).toContain('The order was updated: Shipped.');
    expect(after.html).toContain('SF Express · SF1234567890');
    const history = /data-testid="desk-history"(.*?)<\/table>/s.exec(after.html)?.[1] ?? '';
    expect(history).toContain('Shipped');
    expect(history).toContain('Operator');
    expect(history).toContain('Sent by courier');
    // Said once: the next page is quiet.
    expect((await operator.request(path)).html).not.toContain('The order was updated: Shipped.');
    const [row] = await queryRows<{ status: string }>(store.app!, sql`select status from orders where number = ${number}`);
    expect(row.status).toBe('complete_shipped');
  });

  it('refunds part of an order paid by card, the amount typed in its currency', async () => {
    const member = await newMember(store.app!);
    const api = storeGraphql(store.origin);
    await pieceInMembersBag(api, member.headers);
    const pickup = await placePickupOrder(api, store.origin, member.headers);
    const operator = new Operator();
    await operator.signIn(TEST_ADMIN_TOKEN);
    expect((await operator.request(`/desk?number=${pickup}`)).html).toMatch(/Pickup at [^<]+/);

    const refunded = await operator.request(`/desk/orders/${pickup}`, { form: { form: 'refund', amount: '100.50', confirm: 'on', note: 'Scratch on the clasp' } });
    expect(refunded.status).toBe(302);
    const page = await operator.request(refunded.location!);
    expect(page.html).toContain('The order was updated: Refunded in part.');
    expect(/data-testid="desk-facts"(.*?)<\/dl>/s.exec(page.html)?.[1]).toContain('HK$100.50');
    const [row] = await queryRows<{ refunded_total: string | number; status: string }>(store.app!, sql`select refunded_total, status from orders where number = ${pickup}`);
    expect({ refunded: Number(row.refunded_total), status: row.status }).toEqual({ refunded: 10_050, status: 'processing_refunded_partial' });
  });

  it('keeps a desk session token of its own in the cookie, never the admin token, and signing out revokes it', async () => {
    const operator = new Operator();
    await operator.signIn(TEST_ADMIN_TOKEN);
    expect(operator.sessionText()).not.toContain(TEST_ADMIN_TOKEN);
    const token = deskTokenOf(operator);
    expect(token).toMatch(/^desk_/);
    const orders = '{ adminOrders(pageSize: 1) { total_count } }';
    expect((await store.app!.graphql(orders, {}, { store: 'tsl_en', authorization: `Bearer ${token}` })).errors).toBeUndefined();

    const out = await operator.request('/desk/sign-out', { form: {} });
    expect(out.location).toBe('/desk/sign-in');
    expect((await operator.request('/desk/sign-in')).html).toContain('You have signed out of the order desk.');
    expect((await operator.request('/desk')).location).toBe('/desk/sign-in');
    // A copy of the cookie taken before signing out opens nothing at the API.
    expect((await store.app!.graphql(orders, {}, { store: 'tsl_en', authorization: `Bearer ${token}` })).errors?.[0].extensions?.category).toBe('graphql-authorization');
  });

  it('ends the desk session when the API no longer takes its token, and says why', async () => {
    const operator = new Operator();
    await operator.signIn(TEST_ADMIN_TOKEN);
    const token = deskTokenOf(operator);
    await store.app!.graphql('mutation { revokeOperatorToken }', {}, { store: 'tsl_en', authorization: `Bearer ${token}` });
    const refused = await operator.request('/desk');
    expect(refused.location).toBe('/desk/sign-in');
    expect((await operator.request('/desk/sign-in')).html).toContain('The store no longer takes the token you signed in with');
  });
});
