/**
 * The operator's sign-in to the order desk through the API: the admin token is proved, a wrong one
 * refused in the store view's language, and twenty wrong ones from one address lock that address
 * out, the right token included, as members' sign-ins are (docs/decisions.md, "Sign-in lockout").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_ADMIN_TOKEN, type TestApp } from '../../../../test/harness.ts';
import { MAX_FAILURES_PER_ADDRESS } from './signInLimits.ts';

const SIGN_IN = 'mutation { signInOperator { signed_in } }';

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
});
