import { describe, expect, it } from 'vitest';
import type { OrderDetailsQuery } from '../generated/operations.ts';
import { storeViewByPrefix } from '../storeView/storeView.ts';
import { isoOfMagentoDate, orderDetailsOf, orderItemPicture, pageOf, tabOf } from './orderViews.ts';

const tcHk = storeViewByPrefix('tc-hk')!;
type Order = NonNullable<NonNullable<NonNullable<OrderDetailsQuery['customer']>['orders']>['items'][number]>;
const money = (minor_units: number) => ({ value: minor_units / 100, currency: 'HKD' as const, minor_units });

describe('the order history’s address', () => {
  it('reads the tab and the page from the query, anything unknown as the first page of online records', () => {
    expect(tabOf(new URLSearchParams('tab=in-store'))).toBe('in-store');
    expect(tabOf(new URLSearchParams('tab=elsewhere'))).toBe('online');
    expect(pageOf(new URLSearchParams('page=3'))).toBe(3);
    for (const page of ['0', '-2', '1.5', 'two', '99999999']) expect(pageOf(new URLSearchParams({ page }))).toBe(1);
  });

  it('reads Magento’s UTC order dates', () => {
    expect(isoOfMagentoDate('2026-11-26 03:04:05')).toBe('2026-11-26T03:04:05Z');
  });
});

describe('an order for pickup, as its details page draws it', () => {
  const order: Order = {
    number: 'HK10000042',
    order_date: '2026-11-26 03:04:05',
    status: '待取貨',
    status_code: 'complete_pick_pending',
    cm_ready_date: null,
    shipping_method: '門市自取',
    pickup_code: '012345',
    tracking_number: null,
    shipments: [],
    pickup_location: { name: '謝瑞麟 中環皇后大道中店', address: '中環皇后大道中32號地下', phone: '+852 2524 1882' },
    items: [],
    total: { subtotal: money(100_000), total_shipping: money(0), grand_total: money(100_000), total_refunded: money(0), discounts: [] },
    applied_gift_cards: [],
    shipping_address: { firstname: '大文', lastname: '陳', street: [''], city: '', region: '香港島', postcode: null, telephone: '61234567' },
    billing_address: null,
    payment_methods: [{ name: '信用卡或扣賬卡', type: 'card', additional_data: [{ name: 'card_brand', value: 'unionpay' }, { name: 'card_last4', value: '0005' }] }],
    comments: [{ timestamp: '2026-11-26 03:04:05', message: '待付款' }],
  };

  it('shows the shop, the pickup code and who collects, in the website’s time zone', () => {
    const details = orderDetailsOf(order, tcHk);
    expect(details.delivery).toEqual({
      kind: 'pickup',
      method: '門市自取',
      shop: '謝瑞麟 中環皇后大道中店',
      shopAddress: '中環皇后大道中32號地下',
      shopPhone: '+852 2524 1882',
      pickupCode: '012345',
      contact: ['陳大文', '+852 6123 4567'],
    });
    expect(details.payment).toEqual({ name: '信用卡或扣賬卡', card: { brand: 'unionpay', last4: '0005' } });
    expect(details.totals).toMatchObject({ grandTotal: 'HK$1,000', free: true, refunded: null });
    // 03:04 UTC is 11:04 in Hong Kong.
    expect(details.history[0].date).toContain('11:04');
  });
});

describe('a delivered order once shipped, as its details page draws it', () => {
  const shipped = (fields: Partial<Order>): Order => ({
    number: 'HK10000043',
    order_date: '2026-11-26 03:04:05',
    status: '已發貨',
    status_code: 'complete_shipped',
    cm_ready_date: null,
    shipping_method: '送貨上門',
    pickup_code: null,
    tracking_number: 'SF1234567890',
    shipments: [],
    pickup_location: null,
    items: [],
    total: { subtotal: money(100_000), total_shipping: money(0), grand_total: money(100_000), total_refunded: money(0), discounts: [] },
    applied_gift_cards: [],
    shipping_address: { firstname: '大文', lastname: '陳', street: ['皇后大道中18號5樓A室'], city: '中環', region: '香港島', postcode: null, telephone: '61234567' },
    billing_address: null,
    payment_methods: [],
    comments: [],
    ...fields,
  });

  it('names the carrier of the latest shipment and links its tracking page', () => {
    const details = orderDetailsOf(
      shipped({
        shipments: [
          { tracking: [{ number: 'EE1HK', title: '香港郵政', url: 'https://post.example/EE1HK' }] },
          { tracking: [{ number: 'SF1234567890', title: '順豐速運', url: 'https://sf.example/SF1234567890' }] },
        ],
      }),
      tcHk,
    );
    expect(details.delivery).toMatchObject({ kind: 'delivery', tracking: { number: 'SF1234567890', carrier: '順豐速運', url: 'https://sf.example/SF1234567890' } });
  });

  it('says what went back to the way the shopper paid, once something did', () => {
    const returned = shipped({ total: { subtotal: money(100_000), total_shipping: money(0), grand_total: money(100_000), total_refunded: money(40_050), discounts: [] } });
    expect(orderDetailsOf(returned, tcHk).totals.refunded).toBe('HK$400.50');
  });

  it('keeps a tracking number whose carrier the store does not know, without a link', () => {
    expect(orderDetailsOf(shipped({}), tcHk).delivery).toMatchObject({ tracking: { number: 'SF1234567890', carrier: null, url: null } });
    expect(orderDetailsOf(shipped({ tracking_number: null, status_code: 'processing' }), tcHk).delivery).toMatchObject({ tracking: null });
  });
});

describe('a made-to-order order in the workshop', () => {
  it('says the day it is expected ready, in the website’s time zone', () => {
    const making = (cm_ready_date: string | null): Order => ({
      number: 'HK10000044',
      order_date: '2026-11-26 03:04:05',
      status: '製作中',
      status_code: 'processing',
      cm_ready_date,
      shipping_method: '送貨上門',
      pickup_code: null,
      tracking_number: null,
      shipments: [],
      pickup_location: null,
      items: [],
      total: { subtotal: money(100_000), total_shipping: money(0), grand_total: money(100_000), total_refunded: money(0), discounts: [] },
      applied_gift_cards: [],
      shipping_address: null,
      billing_address: null,
      payment_methods: [],
      comments: [],
    });
    // 20:00 UTC on 1 January is already 2 January in Hong Kong.
    expect(orderDetailsOf(making('2027-01-01 20:00:00'), tcHk).readyDate).toBe('2027年1月2日');
    expect(orderDetailsOf(making(null), tcHk).readyDate).toBeNull();
  });
});

describe('an order line’s picture', () => {
  const ring = {
    small_image: { file: '/r/ring-white.jpg', label: 'Ring' },
    variants: [
      { product: { sku: 'R1-W12', small_image: { file: '/r/ring-white.jpg', label: 'Ring, white' } } },
      { product: { sku: 'R1-R12', small_image: { file: '/r/ring-rose.jpg', label: 'Ring, rose' } } },
    ],
  };

  it('shows the variant ordered, a made piece as designed, else the product', () => {
    expect(orderItemPicture({ product_sku: 'R1-R12', custom_image: null, product: ring }, 'Ring')).toEqual({ file: '/r/ring-rose.jpg', alt: 'Ring, rose' });
    expect(orderItemPicture({ product_sku: 'CM1001', custom_image: '/media/custom-made/a.svg', product: null }, 'Solitaire')).toEqual({ file: '/media/custom-made/a.svg', alt: 'Solitaire' });
    expect(orderItemPicture({ product_sku: 'R1-X', custom_image: null, product: ring }, 'Ring')).toEqual({ file: '/r/ring-white.jpg', alt: 'Ring' });
  });
});
