/**
 * Wishlist items as the wishlist page and the shared list draw them: the product's card, what the
 * shopper chose (a configurable piece's options), and whether it can go to the bag now: in stock,
 * out of stock, options still to choose on its page, or no longer sold.
 */
import type { ProductCardFields } from '../api/fragments.ts';
import type { WishlistItemFieldsFragment } from '../generated/operations.ts';
import { toProductCard, type ProductCardData } from '../catalog/productCard.ts';
import type { StoreViewDefinition } from '../storeView/storeView.ts';

export type WishlistAvailability = 'inStock' | 'outOfStock' | 'chooseOptions' | 'gone';

export interface WishlistEntry {
  itemId: string;
  sku: string;
  quantity: number;
  /** Null when the product is no longer sold: only its SKU is left to name it. */
  card: ProductCardData | null;
  /** "Metal: Rose gold · Size: 12" for a configurable piece's chosen options. */
  options: string;
  availability: WishlistAvailability;
}

function availabilityOf(item: WishlistItemFieldsFragment): WishlistAvailability {
  if (!item.product) return 'gone';
  if ('configured_variant' in item) {
    if (!item.configured_variant) return 'chooseOptions';
    return item.configured_variant.stock_status === 'IN_STOCK' ? 'inStock' : 'outOfStock';
  }
  return item.product.stock_status === 'IN_STOCK' ? 'inStock' : 'outOfStock';
}

export function toWishlistEntries(items: ReadonlyArray<WishlistItemFieldsFragment | null>, view: StoreViewDefinition): WishlistEntry[] {
  return items.flatMap((item) => {
    if (!item) return [];
    const options = 'configurable_options' in item ? (item.configurable_options ?? []).flatMap((option) => (option ? [`${option.option_label}: ${option.value_label}`] : [])) : [];
    return [
      {
        itemId: item.id,
        sku: item.product_sku,
        quantity: item.quantity,
        card: item.product ? toProductCard(item.product as ProductCardFields, view) : null,
        options: options.join(' · '),
        availability: availabilityOf(item),
      },
    ];
  });
}
