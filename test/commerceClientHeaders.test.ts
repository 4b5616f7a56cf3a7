/**
 * The storefront's in-process client passes on what account operations need: the shopper's
 * address (which sign-in limits count by) and a reCAPTCHA token.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcessCommerceClient } from '../src/server/commerceClient.ts';
import { queryRows } from './kits/catalog.ts';
import { issueLocalCaptchaToken } from '../src/commerce/modules/customers/captcha.ts';
import { startTestApp, type TestApp } from './harness.ts';

describe('the in-process commerce client', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  it('sends the shopper address as X-Forwarded-For and the reCAPTCHA token as X-ReCaptcha', async () => {
    const client = inProcessCommerceClient(app.app);
    const signIn = await client({
      query: 'mutation { generateCustomerToken(email: "mei.chan@example.com", password: "Wrong2025!") { token } }',
      store: 'tsl_en',
      clientIp: '203.0.113.44',
    });
    expect(signIn.errors?.[0].extensions?.category).toBe('graphql-authentication');
    const [attempt] = await queryRows<{ ip: string }>(app, sql`select ip from sign_in_attempts order by id desc limit 1`);
    expect(attempt.ip).toBe('203.0.113.44');

    const created = await client({
      query: 'mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
      variables: { input: { firstname: 'Hoi Ying', lastname: 'Lam', email: 'hoi.ying@example.com', password: 'Jewel2025!', consent: true } },
      store: 'tsl_tc',
      captchaToken: issueLocalCaptchaToken(app.config.accounts.localCaptchaSecret, 'CUSTOMER_CREATE'),
    });
    expect(created.errors).toBeUndefined();
  });
});
