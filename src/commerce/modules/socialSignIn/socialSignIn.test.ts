/**
 * WeChat and Facebook sign-in through the real server: the sandbox consent page and its codes,
 * signing in with an unbound identity (a binding ticket), binding by ticket and by code, signing in
 * by a binding, the one-time code, an identity bound elsewhere, a Facebook phone number that is
 * another account's, unbinding (and not someone else's), and the provider being unavailable.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { issueLocalCaptchaToken } from '../customers/index.ts';

const REDIRECT_URI = 'http://localhost:3000/en-hk/authorizedUser/login';
const PASSWORD = 'Jewel2025!';
const SIGN_IN = `mutation($provider: SocialProvider!, $code: String!, $uri: String!) {
  generateCustomerTokenBySocial(provider: $provider, code: $code, redirect_uri: $uri) { is_bound token binding_ticket display_name }
}`;
const BIND = `mutation($input: BindSocialAccountInput!) { bindSocialAccount(input: $input) { id provider display_name bound_at } }`;
const UNBIND = `mutation($id: Int!) { unbindSocialAccount(id: $id) }`;
const ACCOUNTS = `{ customer { email social_accounts { id provider display_name } } }`;

let app: TestApp;
let serial = 0;

beforeAll(async () => {
  app = await startTestApp({ env: { RESPONSE_CACHE: 'false' } });
});

afterAll(async () => {
  await app?.close();
});

const bearer = (token: string, store = 'tsl_en') => ({ store, authorization: `Bearer ${token}` });

/** Answers the sandbox consent page as a tester would; the redirect's query (code, state or error). */
async function consent(provider: 'wechat' | 'facebook', fields: Record<string, string>, redirectUri = REDIRECT_URI): Promise<URLSearchParams> {
  const state = `state${Date.now()}${(serial += 1)}`;
  const page = await app.app.inject({ method: 'GET', url: `/oauth-sandbox/${provider}/authorize?${new URLSearchParams({ redirect_uri: redirectUri, state })}` });
  expect(page.statusCode).toBe(200);
  const token = /name="token" value="([^"]+)"/.exec(page.body)![1];
  const answer = await app.app.inject({
    method: 'POST',
    url: `/oauth-sandbox/${provider}/authorize`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ redirect_uri: redirectUri, state, token, decision: 'allow', ...fields }).toString(),
  });
  expect(answer.statusCode).toBe(303);
  const location = new URL(String(answer.headers.location), 'http://localhost:3000');
  expect(location.pathname).toBe('/en-hk/authorizedUser/login');
  expect(location.searchParams.get('state')).toBe(state);
  return location.searchParams;
}

async function codeFor(provider: 'wechat' | 'facebook', userId: string, extra: Record<string, string> = {}): Promise<string> {
  return (await consent(provider, { user_id: userId, name: `Tester ${userId}`, ...extra })).get('code')!;
}

async function signInWith(provider: 'WECHAT' | 'FACEBOOK', code: string, store = 'tsl_en') {
  return app.graphql(SIGN_IN, { provider, code, uri: REDIRECT_URI }, { store });
}

async function passwordToken(email: string): Promise<string> {
  const answer = await app.graphql(`mutation($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }`, {
    email,
    password: PASSWORD,
  }, { store: 'tsl_en' });
  return answer.data!.generateCustomerToken.token as string;
}

async function newMember(): Promise<string> {
  serial += 1;
  const email = `social.${serial}.${Date.now()}@example.com`;
  const created = await app.graphql(
    `mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
    { input: { firstname: 'Ka Yan', lastname: 'Wong', email, password: PASSWORD, consent: true } },
    { store: 'tsl_en', 'x-recaptcha': issueLocalCaptchaToken(app.config.accounts.localCaptchaSecret, 'CUSTOMER_CREATE') },
  );
  expect(created.errors).toBeUndefined();
  return passwordToken(email);
}

describe('the sandbox provider', () => {
  it('answers socialSignInUrl with its consent page, for addresses of this store only', async () => {
    const url = await app.graphql(`query($uri: String!) { socialSignInUrl(provider: WECHAT, redirect_uri: $uri, state: "abcdefgh123") }`, { uri: REDIRECT_URI });
    expect(url.data!.socialSignInUrl).toMatch(/^\/oauth-sandbox\/wechat\/authorize\?client_id=sandbox-wechat&redirect_uri=/);
    const elsewhere = await app.graphql(`{ socialSignInUrl(provider: WECHAT, redirect_uri: "https://evil.example/cb", state: "abcdefgh123") }`);
    expect(elsewhere.errors![0].message).toBe('redirect_uri must be an address of this store');
    const page = await app.app.inject({ method: 'GET', url: `/oauth-sandbox/wechat/authorize?redirect_uri=${encodeURIComponent('https://evil.example/cb')}&state=abcdefgh123` });
    expect(page.statusCode).toBe(400);
  });

  it('refuses a forged consent form and sends a cancelled one back with access_denied', async () => {
    const forged = await app.app.inject({
      method: 'POST',
      url: '/oauth-sandbox/wechat/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ redirect_uri: REDIRECT_URI, state: 'abcdefgh123', token: 'forged', decision: 'allow', user_id: 'x', name: 'x' }).toString(),
    });
    expect(forged.statusCode).toBe(403);
    const cancelled = await consent('wechat', { decision: 'deny' });
    expect(cancelled.get('error')).toBe('access_denied');
    expect(cancelled.get('code')).toBeNull();
  });
});

describe('signing in and binding', () => {
  it('answers a binding ticket for an unbound identity, binds it to the member who signs in, then signs in by it', async () => {
    const first = await signInWith('WECHAT', await codeFor('wechat', 'wx-mei'));
    expect(first.errors).toBeUndefined();
    expect(first.data!.generateCustomerTokenBySocial).toMatchObject({ is_bound: false, token: null, display_name: 'Tester wx-mei' });
    const ticket = first.data!.generateCustomerTokenBySocial.binding_ticket as string;

    const mei = await passwordToken('mei.chan@example.com');
    const bound = await app.graphql(BIND, { input: { provider: 'WECHAT', binding_ticket: ticket } }, bearer(mei));
    expect(bound.errors).toBeUndefined();
    expect(bound.data!.bindSocialAccount).toMatchObject({ provider: 'WECHAT', display_name: 'Tester wx-mei' });
    const listed = await app.graphql(ACCOUNTS, {}, bearer(mei));
    expect(listed.data!.customer.social_accounts).toEqual([{ id: bound.data!.bindSocialAccount.id, provider: 'WECHAT', display_name: 'Tester wx-mei' }]);

    const again = await signInWith('WECHAT', await codeFor('wechat', 'wx-mei'));
    const token = again.data!.generateCustomerTokenBySocial.token as string;
    expect(again.data!.generateCustomerTokenBySocial.is_bound).toBe(true);
    const customer = await app.graphql(ACCOUNTS, {}, bearer(token));
    expect(customer.data!.customer.email).toBe('mei.chan@example.com');
    const status = await app.graphql('{ getLoginStatus { is_logged_in expires_in } }', {}, bearer(token));
    expect(status.data!.getLoginStatus.is_logged_in).toBe(true);

    // The ticket was for the Hong Kong website: it binds nothing in Malaysia.
    const malaysian = await app.graphql(BIND, { input: { provider: 'WECHAT', binding_ticket: ticket } }, bearer('x'.repeat(43), 'tsl_my_en'));
    expect(malaysian.errors![0].extensions!.category).toBe('graphql-authorization');
  });

  it('exchanges a code once: the same code again is refused', async () => {
    const code = await codeFor('wechat', 'wx-once');
    expect((await signInWith('WECHAT', code)).errors).toBeUndefined();
    const replay = await signInWith('WECHAT', code);
    expect(replay.errors![0].message).toBe('The WeChat sign-in has expired or was already used. Please try again.');
    // A WeChat code is no Facebook code either.
    const other = await signInWith('FACEBOOK', await codeFor('wechat', 'wx-crossed'));
    expect(other.errors![0].message).toContain('Facebook sign-in has expired or was already used');
  });

  it('binds by the provider code too, refuses an identity bound to another account and a second WeChat account', async () => {
    const member = await newMember();
    const bound = await app.graphql(BIND, { input: { provider: 'WECHAT', code: await codeFor('wechat', 'wx-second'), redirect_uri: REDIRECT_URI } }, bearer(member));
    expect(bound.errors).toBeUndefined();

    const other = await newMember();
    const taken = await app.graphql(BIND, { input: { provider: 'WECHAT', code: await codeFor('wechat', 'wx-second'), redirect_uri: REDIRECT_URI } }, bearer(other));
    expect(taken.errors![0]).toMatchObject({ message: 'This WeChat account is already bound to another account.', extensions: { category: 'graphql-already-exists' } });
    const takenTc = await app.graphql(BIND, { input: { provider: 'WECHAT', code: await codeFor('wechat', 'wx-second'), redirect_uri: REDIRECT_URI } }, bearer(other, 'tsl_tc'));
    expect(takenTc.errors![0].message).toBe('此微信帳戶已綁定其他帳戶。');

    const secondWechat = await app.graphql(BIND, { input: { provider: 'WECHAT', code: await codeFor('wechat', 'wx-another'), redirect_uri: REDIRECT_URI } }, bearer(member));
    expect(secondWechat.errors![0].message).toBe('Your account is already bound to a WeChat account. Unbind it first.');
    const neither = await app.graphql(BIND, { input: { provider: 'WECHAT' } }, bearer(member));
    expect(neither.errors![0].message).toBe('Give either the code with its redirect_uri, or a binding_ticket');
  });

  it('refuses a Facebook identity whose phone number is another account, and binds it to that account', async () => {
    const member = await newMember();
    const code = await codeFor('facebook', 'fb-mei-phone', { phone: '+852 9123 4567' });
    const refused = await app.graphql(BIND, { input: { provider: 'FACEBOOK', code, redirect_uri: REDIRECT_URI } }, bearer(member));
    expect(refused.errors![0].message).toBe('The phone number of this Facebook account is already bound to another account.');

    const mei = await passwordToken('mei.chan@example.com');
    const own = await app.graphql(BIND, { input: { provider: 'FACEBOOK', code: await codeFor('facebook', 'fb-mei-phone', { phone: '+85291234567' }), redirect_uri: REDIRECT_URI } }, bearer(mei));
    expect(own.errors).toBeUndefined();
    expect(own.data!.bindSocialAccount.provider).toBe('FACEBOOK');
  });

  it('unbinds only the customer own binding; the identity then signs in unbound', async () => {
    const owner = await newMember();
    const bound = await app.graphql(BIND, { input: { provider: 'FACEBOOK', code: await codeFor('facebook', 'fb-unbind'), redirect_uri: REDIRECT_URI } }, bearer(owner));
    const id = bound.data!.bindSocialAccount.id as number;

    const stranger = await newMember();
    const notYours = await app.graphql(UNBIND, { id }, bearer(stranger));
    expect(notYours.errors![0]).toMatchObject({ message: `Could not find a linked account with ID "${id}"`, extensions: { category: 'graphql-no-such-entity' } });
    expect((await app.graphql(ACCOUNTS, {}, bearer(owner))).data!.customer.social_accounts).toHaveLength(1);
    const guest = await app.graphql(UNBIND, { id });
    expect(guest.errors![0].extensions!.category).toBe('graphql-authorization');

    const unbound = await app.graphql(UNBIND, { id }, bearer(owner));
    expect(unbound.data!.unbindSocialAccount).toBe(true);
    expect((await app.graphql(ACCOUNTS, {}, bearer(owner))).data!.customer.social_accounts).toEqual([]);
    const signIn = await signInWith('FACEBOOK', await codeFor('facebook', 'fb-unbind'));
    expect(signIn.data!.generateCustomerTokenBySocial.is_bound).toBe(false);
  });

  it('forgets a deleted account binding: the identity signs in unbound and can bind to another account', async () => {
    const leaving = await newMember();
    const bound = await app.graphql(BIND, { input: { provider: 'WECHAT', code: await codeFor('wechat', 'wx-leaving'), redirect_uri: REDIRECT_URI } }, bearer(leaving));
    expect(bound.errors).toBeUndefined();
    const deleted = await app.graphql('mutation { deleteCustomer }', {}, bearer(leaving));
    expect(deleted.data!.deleteCustomer).toBe(true);

    const signIn = await signInWith('WECHAT', await codeFor('wechat', 'wx-leaving'));
    expect(signIn.data!.generateCustomerTokenBySocial.is_bound).toBe(false);
    const next = await newMember();
    const again = await app.graphql(BIND, { input: { provider: 'WECHAT', code: await codeFor('wechat', 'wx-leaving'), redirect_uri: REDIRECT_URI } }, bearer(next));
    expect(again.errors).toBeUndefined();
  });

  it('is under the sign-in limits: a locked account is refused, a success clears its count', async () => {
    serial += 1;
    const email = `social.locked.${serial}.${Date.now()}@example.com`;
    await app.graphql(
      `mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
      { input: { firstname: 'Ka Yan', lastname: 'Wong', email, password: PASSWORD, consent: true } },
      { store: 'tsl_en', 'x-recaptcha': issueLocalCaptchaToken(app.config.accounts.localCaptchaSecret, 'CUSTOMER_CREATE') },
    );
    const token = await passwordToken(email);
    await app.graphql(BIND, { input: { provider: 'WECHAT', code: await codeFor('wechat', 'wx-locked'), redirect_uri: REDIRECT_URI } }, bearer(token));
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await app.graphql(`mutation($email: String!) { generateCustomerToken(email: $email, password: "Wrong-2025!") { token } }`, { email }, { store: 'tsl_en' });
    }
    const locked = await signInWith('WECHAT', await codeFor('wechat', 'wx-locked'));
    expect(locked.errors![0]).toMatchObject({ extensions: { category: 'graphql-authentication' } });
    expect(locked.errors![0].message).toMatch(/^Too many failed sign-in attempts/);
  });

  it('says the provider is unavailable, in the store view language', async () => {
    const outage = await consent('facebook', { decision: 'outage' });
    const answer = await signInWith('FACEBOOK', outage.get('code')!);
    expect(answer.errors![0].message).toBe('Facebook is unavailable at the moment. Please try again later, or sign in with your email or mobile number.');
    const wechat = await consent('wechat', { decision: 'outage' });
    const tc = await signInWith('WECHAT', wechat.get('code')!, 'tsl_tc');
    expect(tc.errors![0].message).toBe('微信暫時無法使用，請稍後再試，或以電郵或手提電話號碼登入。');
  });
});

describe('live providers without their keys', () => {
  it('are unavailable', async () => {
    const live = await startTestApp({ env: { SOCIAL_SIGN_IN: 'live', FACEBOOK_APP_ID: 'app', FACEBOOK_APP_SECRET: 'secret' } });
    try {
      const wechat = await live.graphql(`query($uri: String!) { socialSignInUrl(provider: WECHAT, redirect_uri: $uri, state: "abcdefgh123") }`, { uri: REDIRECT_URI });
      expect(wechat.errors![0].message).toMatch(/^WeChat is unavailable at the moment/);
      const facebook = await live.graphql(`query($uri: String!) { socialSignInUrl(provider: FACEBOOK, redirect_uri: $uri, state: "abcdefgh123") }`, { uri: REDIRECT_URI });
      expect(facebook.data!.socialSignInUrl).toMatch(/^https:\/\/www\.facebook\.com\/v19\.0\/dialog\/oauth\?client_id=app&/);
    } finally {
      await live.close();
    }
  });
});
