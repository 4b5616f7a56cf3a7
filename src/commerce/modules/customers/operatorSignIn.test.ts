/**
 * The operator's sign-in to the order desk through the API: the admin token is proved, a wrong one
 * refused in the store view's language, and twenty wrong ones from one address lock that address
 * out, the right token included, as members' sign-ins are (docs/decisions.md, "Sign-in lockout").
 * A proved sign-in answers a desk session token of its own, which acts as the operator until it
 * expires or is revoked (docs/decisions.md, "The desk's own session token").
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_ADMIN_TOKEN, type TestApp } from '../../../../test/harness.ts';
import { queryRows } from '../../../../test/kits/catalog.ts';
import { MAX_FAILURES_PER_ADDRESS } from './signInLimits.ts';

const SIGN_IN = 'mutation { signInOperator { signed_in } }';
const OPEN_DESK = 'mutation { signInOperator { signed_in token expires_in } }';
const SIGN_OUT = 'mutation { revokeOperatorToken }';
const ORDERS = '{ adminOrders(pageSize: 1) { total_count } }';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
});

const signIn = (token: string, address: string, store = 'tsl_en') => app.graphql(SIGN_IN, {}, { store, authorization: `Bearer ${token}`, 'x-forwarded-for': address });

describe('the operator’s sign-in', () => {
  it('proves the admin token and refuses another, in the store view’s language', async () => {
    expect((await signIn(TEST_ADMIN_TOKEN, '203.0.113.40')).data).toEqual({ signInOperator: { signed_in: true } });
    const wrong = await signIn('not-the-admin-token', '203.0.113.40');
    expect(wrong.errors?.[0]).toMatchObject({ message: 'That is not the store’s admin token. Check it and try again.', extensions: { category: 'graphql-authentication' } });
    expect((await signIn('not-the-admin-token', '203.0.113.40', 'tsl_tc')).errors?.[0].message).toBe('這不是本店的管理員令牌，請核對後再試。');
    const guest = await app.graphql(SIGN_IN, {}, { 'x-forwarded-for': '203.0.113.40' });
    expect(guest.errors?.[0].extensions?.category).toBe('graphql-authentication');
  });

  it('locks an address out after twenty wrong tokens, the right one too, and no other address', async () => {
    for (let attempt = 0; attempt < MAX_FAILURES_PER_ADDRESS; attempt++) await signIn(`guess-${attempt}`, '198.51.100.40');
    const locked = await signIn(TEST_ADMIN_TOKEN, '198.51.100.40');
    expect(locked.errors?.[0].message).toBe('Too many failed sign-in attempts. Please wait 15 minutes and try again.');
    expect((await signIn(TEST_ADMIN_TOKEN, '198.51.100.41')).data?.signInOperator.signed_in).toBe(true);
  });

  it('answers a desk session token that acts as the operator, cannot open another, and ends when revoked or expired', async () => {
    const opened = await app.graphql<{ signInOperator: { signed_in: boolean; token: string; expires_in: number } }>(OPEN_DESK, {}, { store: 'tsl_en', authorization: `Bearer ${TEST_ADMIN_TOKEN}`, 'x-forwarded-for': '203.0.113.42' });
    expect(opened.errors).toBeUndefined();
    const { token, expires_in: expiresIn } = opened.data!.signInOperator;
    expect(token).toMatch(/^desk_[A-Za-z0-9_-]{43}$/);
    expect(token).not.toContain(TEST_ADMIN_TOKEN);
    expect(expiresIn).toBe(8 * 60 * 60);
    const desk = { store: 'tsl_en', authorization: `Bearer ${token}`, 'x-forwarded-for': '203.0.113.42' };
    expect((await app.graphql(ORDERS, {}, desk)).errors).toBeUndefined();
    // Only the admin token opens a session: a desk session cannot prolong itself.
    expect((await app.graphql(SIGN_IN, {}, desk)).errors?.[0].extensions?.category).toBe('graphql-authentication');
    // Only its hash is kept.
    const [{ kept }] = await queryRows<{ kept: number }>(app, sql`select count(*)::int as kept from operator_sessions where token_hash = ${token}`);
    expect(kept).toBe(0);

    expect(await app.graphql(SIGN_OUT, {}, desk)).toMatchObject({ data: { revokeOperatorToken: true } });
    expect((await app.graphql(ORDERS, {}, desk)).errors?.[0].extensions?.category).toBe('graphql-authorization');
    // Another token than a desk session's has nothing to revoke.
    expect((await app.graphql(SIGN_OUT, {}, { store: 'tsl_en', authorization: `Bearer ${TEST_ADMIN_TOKEN}` })).data).toEqual({ revokeOperatorToken: false });

    const later = (await app.graphql<{ signInOperator: { token: string } }>(OPEN_DESK, {}, { store: 'tsl_en', authorization: `Bearer ${TEST_ADMIN_TOKEN}`, 'x-forwarded-for': '203.0.113.43' })).data!.signInOperator.token;
    const lateDesk = { store: 'tsl_en', authorization: `Bearer ${later}` };
    expect((await app.graphql(ORDERS, {}, lateDesk)).errors).toBeUndefined();
    await app.database.db.execute(sql`update operator_sessions set expires_at = now() - interval '1 minute' where revoked_at is null`);
    expect((await app.graphql(ORDERS, {}, lateDesk)).errors?.[0].extensions?.category).toBe('graphql-authorization');
    // A made-up token of the desk's shape is a guest.
    expect((await app.graphql(ORDERS, {}, { store: 'tsl_en', authorization: `Bearer desk_${'A'.repeat(43)}` })).errors?.[0].extensions?.category).toBe('graphql-authorization');
  });
});
