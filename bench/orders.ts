/**
 * Checkout throughput on PostgreSQL: 20 buyers at once, each going through a whole guest checkout
 * (create a cart, add a piece, email, address, delivery, card details to the sandbox card form for a
 * nonce, payment method, place the order, which takes the card) again and again, measured for 20 s
 * after 3 s of the same to warm up. Prints orders placed per second and the latency of add-to-cart
 * (p50/p99), and writes bench/results/orders.json.
 *
 *   npm run bench -- orders
 */
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { createBenchDatabase, databaseProcessorMs, databaseProcessorSince, dropBenchDatabase, graphql, processorMs, startStore } from './support.ts';

const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 20);
const BUYERS = Number(process.env.BENCH_BUYERS ?? 20);
const WARMUP_SECONDS = 3;
export const ADDRESS = { firstname: 'Mei', lastname: 'Chan', street: ['1 Harbour Road'], city: 'Wan Chai', region_code: 'HK-HKI', country_code: 'HK', telephone: '51182338' };

export const CARD = { number: '4111 1111 1111 1111', expiry_month: '12', expiry_year: String(new Date().getFullYear() + 2), cvv: '123', name: 'Mei Chan' };

/** The card form's nonce, as the shopper's browser gets it before paying. */
async function cardNonce(storeUrl: string): Promise<string> {
  const response = await fetch(`${storeUrl}/payment-sandbox/v1/nonces`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(CARD) });
  if (!response.ok) throw new Error(`card form answered ${response.status}`);
  return ((await response.json()) as { nonce: string }).nonce;
}

/** What one checkout buys and how: the bag's lines, and the codes and account it uses. */
export interface Checkout {
  /** `addProductsToCart`'s cart items. */
  items: ReadonlyArray<Record<string, unknown>>;
  /** A member's token: the member's own bag, address and email. A guest's bag otherwise. */
  token?: string;
  /** A coupon code (a member's wallet coupon), applied before paying. */
  coupon?: string;
  /** A gift card code paying part of the order. */
  giftCard?: string;
}

/**
 * One buyer's whole checkout, paid by card through the sandbox's card form (what a gift card
 * leaves to pay); `addTook` is told how long adding the pieces took. Answers the order's number.
 */
export async function placeOrder(storeUrl: string, checkout: Checkout, addTook: (ms: number) => void = () => {}): Promise<string> {
  const { token } = checkout;
  const ask = <T>(query: string, variables: Record<string, unknown>) => graphql<T>(storeUrl, query, variables, 'tsl_en', token);
  const id = token ? await emptiedMemberBag(storeUrl, token) : (await ask<{ createCart: string }>('mutation { createCart }', {})).createCart;
  const started = performance.now();
  await ask('mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { cart { total_quantity } user_errors { message } } }', { id, items: checkout.items }).then(refusedLines);
  addTook(performance.now() - started);
  if (!token) await ask('mutation($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: "bench@example.com" }) { cart { id } } }', { id });
  await ask('mutation($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) { cart { id } } }', { id, a: ADDRESS });
  await ask('mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }', { id });
  if (checkout.coupon) await ask('mutation($id: String!, $code: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: $code }) { cart { id } } }', { id, code: checkout.coupon });
  if (checkout.giftCard) await ask('mutation($id: String!, $code: String!) { applyGiftCardToCart(input: { cart_id: $id, gift_card_code: $code }) { cart { id } } }', { id, code: checkout.giftCard });
  const nonce = await cardNonce(storeUrl);
  await ask(
    'mutation($id: String!, $nonce: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "card", braintree: { payment_method_nonce: $nonce, is_active_payment_token_enabler: false } } }) { cart { id } } }',
    { id, nonce },
  );
  const placed = await ask<{ placeOrder: { order: { order_number: string } } }>('mutation($id: String!) { placeOrder(input: { cart_id: $id }) { order { order_number } } }', { id });
  return placed.placeOrder.order.order_number;
}

/** One guest's checkout of one piece. */
export function placeGuestOrder(storeUrl: string, sku: string, addTook?: (ms: number) => void): Promise<string> {
  return placeOrder(storeUrl, { items: [{ sku, quantity: 1 }] }, addTook);
}

/** A line the bag refused (a stone held for another bag, say) fails the checkout as an error would. */
function refusedLines(answer: unknown): void {
  const { user_errors: refused } = (answer as { addProductsToCart: { user_errors: Array<{ message: string }> } }).addProductsToCart;
  if (refused.length) throw new Error(refused[0].message);
}

/**
 * The member's bag, empty: a checkout cut short (a store killed, a code refused) leaves its lines
 * and coupon in it for the next.
 */
async function emptiedMemberBag(storeUrl: string, token: string): Promise<string> {
  const { customerCart } = await graphql<{ customerCart: { id: string; items: Array<{ uid: string }>; applied_coupons: unknown[] | null } }>(
    storeUrl,
    '{ customerCart { id items { uid } applied_coupons { code } } }',
    {},
    'tsl_en',
    token,
  );
  const { id } = customerCart;
  if (customerCart.applied_coupons?.length) await graphql(storeUrl, 'mutation($id: String!) { removeCouponFromCart(input: { cart_id: $id }) { cart { id } } }', { id }, 'tsl_en', token);
  for (const { uid } of customerCart.items) {
    await graphql(storeUrl, 'mutation($id: String!, $uid: ID!) { removeItemFromCart(input: { cart_id: $id, cart_item_uid: $uid }) { cart { id } } }', { id, uid }, 'tsl_en', token);
  }
  return id;
}

/** Twenty pieces that never run out, so the bench measures checkout, not sold-out answers: their SKUs. */
export async function stockedPieces(databaseUrl: string): Promise<string[]> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ sku: string }>(
      `update product_stock set quantity = ${STOCKED}, is_in_stock = true, backorders = false
       where website_id = (select id from websites where code = 'base') and product_id in (
         select id from products where type_id = 'simple' and visible_in_catalog order by sku limit 20)
       returning (select sku from products where id = product_id)`,
    );
    return rows.map((row) => row.sku);
  } finally {
    await client.end();
  }
}

/** What stockedPieces leaves each piece with. */
export const STOCKED = 1_000_000;

function percentile(sorted: readonly number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;
}

export interface CheckoutFigures {
  buyers: number;
  seconds: number;
  placed: number;
  ordersPerSecond: number;
  addToCartP50Ms: number;
  addToCartP99Ms: number;
}

/**
 * `buyers` guest checkouts at once, again and again, against a running store: `warmupSeconds` of
 * them first, then `seconds` measured while the same buyers go on. Orders count when placed within
 * the measured seconds, and adds to the bag when begun within them. The buyers are not stopped and
 * started again between the two: twenty buyers all beginning at the same instant send twenty bags
 * and twenty adds at once, a burst a steady load never has, and its few slow adds were the whole
 * 1 % of a thousand that the p99 reads (docs/decisions.md, "The checkout measured in a steady load").
 */
export async function playCheckouts(
  storeUrl: string,
  skus: readonly string[],
  options: { buyers: number; seconds: number; warmupSeconds?: number; atMeasuredStart?: () => unknown; atMeasuredEnd?: () => unknown },
): Promise<CheckoutFigures> {
  const addLatencies: number[] = [];
  let placed = 0;
  const measuredFrom = performance.now() + (options.warmupSeconds ?? 0) * 1000;
  const stopAt = measuredFrom + options.seconds * 1000;
  const buyer = async (index: number) => {
    while (performance.now() < stopAt) {
      const addCounts = performance.now() >= measuredFrom;
      await placeGuestOrder(storeUrl, skus[index % skus.length], (ms) => addCounts && addLatencies.push(ms));
      const placedAt = performance.now();
      if (placedAt >= measuredFrom && placedAt < stopAt) placed += 1;
    }
  };
  // What the caller reads at the window's edges (the processor time spent so far, say).
  const edges = [sleep(measuredFrom - performance.now()).then(options.atMeasuredStart), sleep(stopAt - performance.now()).then(options.atMeasuredEnd)];
  await Promise.all([...Array.from({ length: options.buyers }, (_, index) => buyer(index)), ...edges]);
  addLatencies.sort((a, b) => a - b);
  return {
    buyers: options.buyers,
    seconds: options.seconds,
    placed,
    ordersPerSecond: Number((placed / options.seconds).toFixed(1)),
    addToCartP50Ms: Math.round(percentile(addLatencies, 50)),
    addToCartP99Ms: Math.round(percentile(addLatencies, 99)),
  };
}

export async function runOrdersBench(): Promise<void> {
  const databaseUrl = await createBenchDatabase(POSTGRES_URL);
  const store = await startStore({ port: 3411, databaseUrl, env: { PAGE_CACHE: 'off' } });
  try {
    const skus = await stockedPieces(databaseUrl);
    // Warmed up first, as the peer bench's loads are: a new process's first orders compile their paths.
    let storeBefore: number | undefined, storeAfter: number | undefined;
    let databaseBefore: Awaited<ReturnType<typeof databaseProcessorMs>> | undefined;
    let databaseAfter: Awaited<ReturnType<typeof databaseProcessorMs>> | undefined;
    const { placed, ...checkouts } = await playCheckouts(store.url, skus, {
      buyers: BUYERS,
      seconds: DURATION_SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      atMeasuredStart: async () => {
        storeBefore = processorMs(store.process.pid!);
        databaseBefore = await databaseProcessorMs(databaseUrl);
      },
      atMeasuredEnd: async () => {
        storeAfter = processorMs(store.process.pid!);
        databaseAfter = await databaseProcessorMs(databaseUrl);
      },
    });
    const databaseUsed = databaseProcessorSince(databaseBefore!, databaseAfter!);
    // Processor time an order moves far less with the machine's other work than orders a second.
    const perOrder = (ms: number) => (placed ? Number((ms / placed).toFixed(1)) : null);
    const result = {
      ...checkouts,
      storeProcessorMsPerOrder: storeBefore === undefined || storeAfter === undefined ? null : perOrder(storeAfter - storeBefore),
      databaseProcessorMsPerOrder: perOrder(databaseUsed),
    };
    console.log(
      `PostgreSQL, ${BUYERS} buyers, ${result.seconds} s: ${placed} orders, ${result.ordersPerSecond} orders/s; add to cart p50 ${result.addToCartP50Ms} ms, p99 ${result.addToCartP99Ms} ms; ` +
        `processor time an order: store ${result.storeProcessorMsPerOrder} ms, database ${result.databaseProcessorMsPerOrder} ms`,
    );
    writeFileSync('bench/results/orders.json', `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await store.stop();
    await dropBenchDatabase(POSTGRES_URL, databaseUrl);
  }
}
