/**
 * Fault scenario b's buyers beyond the plain guest (bench/faults.ts): a member spending a one-use
 * wallet coupon, a guest paying part of the order with a gift card, and a guest buying a
 * made-to-order ring with a diamond, each paying the rest by card. The coupons, gift cards and
 * members are the bench's own, made before the traffic starts; afterwards `codeLedger` checks by
 * SQL that no coupon, gift card balance or stone was lost or sold twice.
 */
import { randomInt } from 'node:crypto';
import { graphql } from './support.ts';
import type { Checkout } from './orders.ts';

export type Sql = <T = Record<string, any>>(text: string, values?: unknown[]) => Promise<T[]>;

/** What each bench gift card holds at first: less than any stocked piece, so it pays part of an order. */
const GIFT_CARD_BALANCE = 10_000;
const PASSWORD = 'Jewel2025!';
/** The wallet coupons' discount: the club's HK$100 reward coupon (seeded as a template rule). */
const COUPON_TEMPLATE = 'REWARD-SMALL';
/** The stones the ring buyers pick from: the cheapest few hundred, so two buyers seldom want one. */
const STONES_PICKED_FROM = 300;
/** Gift cards handed out so far: each buyer takes the next. */
let takenGiftCards = 0;

export type BuyerKind = 'plain' | 'coupon' | 'giftCard' | 'diamond';
export const BUYER_KINDS: readonly BuyerKind[] = ['plain', 'coupon', 'giftCard', 'diamond'];

interface RingStep {
  option_id: number;
  code: string;
  values: Array<{ value_id: number; code: string }>;
}

export interface CodeFixtures {
  /** Per coupon buyer: the member's token and their unused wallet coupons. */
  members: Array<{ token: string; coupons: string[] }>;
  giftCards: string[];
  ring: RingStep[];
}

/** The buyers' members, coupons and gift cards, and the ring design's steps. */
export async function prepareCodes(storeUrl: string, sql: Sql, counts: { members: number; couponsEach: number; giftCards: number }): Promise<CodeFixtures> {
  const members: CodeFixtures['members'] = [];
  for (let index = 0; index < counts.members; index += 1) {
    const { id, token } = await newMember(storeUrl, `bench.member${index}@example.com`);
    const coupons = await sql<{ code: string }>(
      `insert into member_coupons (customer_id, code, rule_id, name, channel, released_at, valid_until)
       select $1::int, 'BENCHC-' || $1::int || '-' || n, r.id, '{"en": "Bench coupon", "zh-Hant": "Bench coupon", "zh-Hans": "Bench coupon"}', 'online', now() - interval '1 hour', now() + interval '30 days'
       from generate_series(1, $2::int) n, cart_price_rules r
       where r.coupon_code = $3 and not r.is_active and r.website_id = (select id from websites where code = 'base')
       returning code`,
      [id, counts.couponsEach, COUPON_TEMPLATE],
    );
    if (coupons.length !== counts.couponsEach) throw new Error(`no ${COUPON_TEMPLATE} coupon template in the demo store`);
    members.push({ token, coupons: coupons.map((row) => row.code) });
  }
  const giftCards = await sql<{ code: string }>(
    `insert into gift_cards (code, website_id, currency, balance)
     select 'BENCH-GC-' || n, (select id from websites where code = 'base'), 'HKD', $1 from generate_series(1, $2::int) n returning code`,
    [GIFT_CARD_BALANCE, counts.giftCards],
  );
  const design = await graphql<{ customizerDesign: { steps: RingStep[] } }>(storeUrl, '{ customizerDesign(sku: "CM1001") { steps { option_id code values { value_id code } } } }');
  return { members, giftCards: giftCards.map((row) => row.code), ring: design.customizerDesign.steps };
}

/** A member made as a shopper makes one (with the store's local captcha), signed in. */
async function newMember(storeUrl: string, email: string): Promise<{ id: number; token: string }> {
  const { localCaptchaToken } = await graphql<{ localCaptchaToken: string }>(storeUrl, '{ localCaptchaToken(form: CUSTOMER_CREATE) }');
  const response = await fetch(`${storeUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', store: 'tsl_en', 'x-recaptcha': localCaptchaToken },
    body: JSON.stringify({
      query: 'mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { customer_id } } }',
      variables: { input: { firstname: 'Bench', lastname: 'Buyer', email, password: PASSWORD, consent: true } },
    }),
  });
  const created = (await response.json()) as { data?: { createCustomerV2: { customer: { customer_id: string } } }; errors?: unknown };
  if (created.errors || !created.data) throw new Error(`could not make the member ${email}: ${JSON.stringify(created.errors)}`);
  const signedIn = await graphql<{ generateCustomerToken: { token: string } }>(
    storeUrl,
    'mutation($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }',
    { email, password: PASSWORD },
  );
  return { id: Number(created.data.createCustomerV2.customer.customer_id), token: signedIn.generateCustomerToken.token };
}

/**
 * The checkouts of one kind of buyer, one after another: each coupon buyer is a member of its own
 * spending its next wallet coupon, gift card buyers share the pool (each card once), and ring
 * buyers pick a stone at random among the cheapest on offer.
 */
export function checkoutsOf(storeUrl: string, fixtures: CodeFixtures, kind: BuyerKind, buyer: number, sku: string): () => Promise<Checkout> {
  const piece = [{ sku, quantity: 1 }];
  let coupons = 0;
  switch (kind) {
    case 'plain':
      return async () => ({ items: piece });
    case 'coupon': {
      const member = fixtures.members[buyer % fixtures.members.length];
      return async () => ({ items: piece, token: member.token, coupon: member.coupons[coupons++ % member.coupons.length] });
    }
    case 'giftCard':
      return async () => ({ items: piece, giftCard: fixtures.giftCards[takenGiftCards++ % fixtures.giftCards.length] });
    case 'diamond':
      return async () => {
        const { diamonds } = await graphql<{ diamonds: { items: Array<{ identifier: string }> } }>(
          storeUrl,
          'query($page: Int!) { diamonds(sort: { price: ASC }, pageSize: 1, currentPage: $page) { items { identifier } } }',
          { page: 1 + randomInt(STONES_PICKED_FROM) },
        );
        const pick = (code: string, value: string) => {
          const step = fixtures.ring.find((candidate) => candidate.code === code)!;
          return { option_id: step.option_id, value_id: step.values.find((candidate) => candidate.code === value)!.value_id };
        };
        const options = [pick('material', '18k_white_gold'), pick('ring_size', '12'), pick('finishing', 'polished')];
        return { items: [{ sku: 'CM1001', quantity: 1, custom_made_options: { options, diamond_identifier: diamonds.items[0].identifier } }] };
      };
  }
}

/** What must hold of the bench's codes and the stones of its orders, with how many were used. */
export interface CodeLedger {
  couponsUsed: number;
  /** Coupons whose use differs from the placed (not cancelled) orders carrying them: used without one, or with two, or free while one holds it. */
  couponMismatches: number;
  giftCardsUsed: number;
  /** Gift cards whose balance is not what they held less what placed orders took. */
  giftCardMismatches: number;
  stonesSold: number;
  /** Stones on more than one placed order. */
  stonesOnTwoOrders: number;
  /** Stones sold with no placed order for them, or on a placed order but not sold to it. */
  stoneMismatches: number;
  /** Stones held for bags that were never placed (a checkout cut short): free again when the hold ends. */
  stonesHeldForBags: number;
  /** Cancelled orders whose card the gateway approved and was not voided. */
  approvedOnCancelled: number;
}

export async function codeLedger(sql: Sql, ordersOf: string): Promise<CodeLedger> {
  const [coupons] = await sql<{ used: number; mismatches: number }>(
    `select count(*) filter (where c.used_order_id is not null)::int as used,
       count(*) filter (where
         (select count(*) from orders o where o.coupon_code = c.code and o.status <> 'canceled') <> (case when c.used_order_id is null then 0 else 1 end)
         or (c.used_order_id is not null and not exists (select 1 from orders o where o.id = c.used_order_id and o.coupon_code = c.code and o.status <> 'canceled')))::int as mismatches
     from member_coupons c where c.code like 'BENCHC-%'`,
  );
  const [cards] = await sql<{ used: number; mismatches: number }>(
    `select count(*) filter (where g.balance <> $1)::int as used,
       count(*) filter (where g.balance <> $1 - (select coalesce(sum(o.gift_card_amount), 0) from orders o where o.gift_card_code = g.code and o.status <> 'canceled'))::int as mismatches
     from gift_cards g where g.code like 'BENCH-GC-%'`,
    [GIFT_CARD_BALANCE],
  );
  const [stones] = await sql<{ sold: number; twice: number; mismatches: number; held: number }>(
    `with ordered as (
       select o.cart_id, o.status, part->'diamond'->>'identifier' as identifier
       from orders o join order_items i on i.order_id = o.id cross join lateral jsonb_array_elements(i.custom_design->'parts') part
       where ${ordersOf} and jsonb_typeof(part->'diamond') = 'object'
     ), placed as (select * from ordered where status <> 'canceled')
     select (select count(*) from placed)::int as sold,
       (select count(*) from (select identifier from placed group by identifier having count(*) > 1) twice)::int as twice,
       ((select count(*) from diamonds d where d.sold_at is not null
           and not exists (select 1 from placed p where p.identifier = d.identifier and p.cart_id = d.sold_cart_id))
        + (select count(*) from placed p where not exists (select 1 from diamonds d where d.identifier = p.identifier and d.sold_at is not null and d.sold_cart_id = p.cart_id)))::int as mismatches,
       (select count(*) from diamonds d where d.sold_at is null and d.held_until > now())::int as held`,
  );
  const [approved] = await sql<{ n: number }>(
    `select count(*)::int as n from orders o join payments p on p.order_id = o.id join payment_sandbox_transactions t on t.payment_id = p.public_id
     where ${ordersOf} and o.status = 'canceled' and t.state in ('approved', 'paid')`,
  );
  return {
    couponsUsed: coupons.used,
    couponMismatches: coupons.mismatches,
    giftCardsUsed: cards.used,
    giftCardMismatches: cards.mismatches,
    stonesSold: stones.sold,
    stonesOnTwoOrders: stones.twice,
    stoneMismatches: stones.mismatches,
    stonesHeldForBags: stones.held,
    approvedOnCancelled: approved.n,
  };
}

export function codesWhole(ledger: CodeLedger): boolean {
  return ledger.couponMismatches === 0 && ledger.giftCardMismatches === 0 && ledger.stonesOnTwoOrders === 0 && ledger.stoneMismatches === 0 && ledger.approvedOnCancelled === 0;
}
