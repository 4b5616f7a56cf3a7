/**
 * Registration with Google's reCAPTCHA v3 configured (RECAPTCHA_SITE_KEY and _SECRET_KEY): the
 * page loads Google's script with the site key, issues no local token, and its security policy lets
 * Google's script, frame and calls through. Google itself is not reached here: the page is read as
 * served.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStore, type RunningStore } from './support/server.ts';

const SITE_KEY = '6LeTestSiteKeyForTheStoreOnly0000000000AB';

let store: RunningStore;

beforeAll(async () => {
  store = await startStore({ env: { RECAPTCHA_SITE_KEY: SITE_KEY, RECAPTCHA_SECRET_KEY: 'test-secret-key' } });
});

afterAll(async () => {
  await store?.close();
});

describe('registration with Google reCAPTCHA', () => {
  it('loads Google’s script with the site key and leaves the token to it', async () => {
    const response = await fetch(`${store.origin}/en-hk/create-account`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`https://www.google.com/recaptcha/api.js?render=${SITE_KEY}`);
    expect(html).toMatch(/<input type="hidden" name="g-recaptcha-response" value=""\/>/);
    expect(html).toContain('This form is protected by reCAPTCHA.');
  });

  it('lets Google’s reCAPTCHA through the page’s security policy', async () => {
    const policy = (await fetch(`${store.origin}/en-hk/create-account`)).headers.get('content-security-policy')!;
    const directive = (name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';
    for (const name of ['script-src', 'frame-src', 'connect-src']) expect(directive(name)).toContain('https://www.google.com/recaptcha/');
    expect(directive('script-src')).toContain('https://www.gstatic.com/recaptcha/');
  });
});
