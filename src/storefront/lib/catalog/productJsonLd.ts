/**
 * schema.org Product data for search engines: name, SKU, images and an offer with price, currency
 * and availability. Written into the page head as JSON-LD by the product route's meta.
 */
import { MINOR_UNITS_PER_MAJOR } from '../../../rules/money.ts';
import type { MoneyFields } from '../api/fragments.ts';

export interface ProductJsonLdInput {
  name: string;
  sku: string;
  brand: string | null;
  description: string | null;
  /** Absolute URL of the page. */
  url: string;
  /** Absolute image URLs, main image first. */
  images: string[];
  price: MoneyFields;
  inStock: boolean;
}

export function productJsonLd(product: ProductJsonLdInput): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    ...(product.images.length ? { image: product.images } : {}),
    ...(product.description ? { description: product.description } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    offers: {
      '@type': 'Offer',
      url: product.url,
      // schema.org prices are decimal text: the minor units, never a float's rounding.
      price: (product.price.minor_units / MINOR_UNITS_PER_MAJOR).toFixed(2),
      priceCurrency: product.price.currency,
      availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
}
