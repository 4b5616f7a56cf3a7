import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { GraphQLRequest } from '../api/graphql.ts';
import { createStorefrontClient } from '../session/storefrontClient.server.ts';
import { memberCouponChoices } from './checkout.server.ts';

const COUPONS = [
  { code: 'DEMO-VALID-BASE', name: 'HK$100 cash coupon', channel: 'ONLINE', valid_until: '2027-01-31T15:59:59Z' },
  { code: 'SHOP-ONLY', name: 'In-store coupon', channel: 'IN_STORE', valid_until: '2027-01-31T15:59:59Z' },
];

/** The checkout's coupon list for a signed-in account of `roleId`, the API answering as told. */
async function choicesFor(roleId: number) {
  const calls: GraphQLRequest[] = [];
  const client = createStorefrontClient({
    transport: async (sent) => {
      calls.push(sent);
      return { data: { customer: { role_id: roleId, coupons: COUPONS } } };
    },
    store: 'tsl_tc',
    customerToken: () => 'a-token-of-the-account',
  });
  const context = { client, session: { signedIn: true } } as unknown as AppLoadContext;
  const choices = await memberCouponChoices({ request: new Request('http://shop.example/tc-hk/checkout'), params: { store: 'tc-hk' }, context });
  return { choices, calls };
}

describe("the checkout's coupon choices", () => {
  it('offers a member their own coupons for the web, and staff the code field only (spec 001 §5)', async () => {
    const member = await choicesFor(1);
    expect(member.choices.map((choice) => choice.code)).toEqual(['DEMO-VALID-BASE']);
    const staff = await choicesFor(2);
    expect(staff.choices).toEqual([]);
    expect(staff.calls).toHaveLength(1);
  });
});
