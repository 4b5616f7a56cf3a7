/**
 * Product cards as pages draw them. Prices are formatted on the server, in the store view's locale,
 * and travel as text: the browser's Intl data may differ from the server's by a space or a symbol,
 * which would break hydration.
 */
import { formatMoney, isCurrencyCode } from '../../../rules/money.ts';
import { formatPoints } from '../club/clubView.ts';
import type { MoneyFields, ProductCardFields } from '../api/fragments.ts';

export interface PriceText {
  price: string;
  /** Shown struck through when the product is discounted. */
  regularPrice: string | null;
  /** Whole percent off the regular price, when discounted. */
  percentOff: number | null;
}

export interface ProductCardData extends PriceText {
  sku: string;
  name: string;
  /** Path within the store view: `/rose-gold-ring.html`. */
  path: string;
  image: { file: string; alt: string } | null;
  inStock: boolean;
  /** A member reward's cost in points, shown instead of its price (it has none in money). */
  points: RewardPoints | null;
}

export interface RewardPoints {
  count: number;
  /** "12,000", grouped as the store writes numbers. */
  text: string;
}

/** Member rewards (point simple products, spec 000 §3) are exchanged for points, never sold. */
export function rewardPointsOf(pointsCost: number | null | undefined): RewardPoints | null {
  if (pointsCost == null) return null;
  return { count: pointsCost, text: formatPoints(pointsCost) };
}

/** Money as the API writes it (`MoneyFields`), its currency read as any code a view may hold. */
type WrittenMoney = Omit<MoneyFields, 'currency'> & { currency: string | null };

export function formatPrice(money: WrittenMoney): string {
  // The API names every currency it prices in; an unknown one is written as it came.
  if (!money.currency || !isCurrencyCode(money.currency)) return `${money.currency ?? ''} ${money.value ?? ''}`.trim();
  return formatMoney({ amount: money.minor_units, currency: money.currency });
}

/** The price a product is sold at, and the regular price struck through beside it when lower. */
export function priceTextOf(price: ProductCardFields['price_range']['minimum_price']): PriceText {
  const { regular_price, final_price, discount } = price;
  const discounted = final_price.minor_units < regular_price.minor_units;
  return {
    price: formatPrice(final_price),
    regularPrice: discounted ? formatPrice(regular_price) : null,
    percentOff: discounted && discount?.percent_off && discount.percent_off >= 1 ? Math.floor(discount.percent_off) : null,
  };
}

export function toProductCard(product: ProductCardFields): ProductCardData {
  return {
    sku: product.sku ?? '',
    name: product.name ?? '',
    path: `/${product.url_key ?? ''}${product.url_suffix ?? ''}`,
    image: product.small_image?.file ? { file: product.small_image.file, alt: product.small_image.label || (product.name ?? '') } : null,
    ...priceTextOf(product.price_range.minimum_price),
    inStock: product.stock_status === 'IN_STOCK',
    points: rewardPointsOf(product.points_cost),
  };
}
