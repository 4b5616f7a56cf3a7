/**
 * Wishlist items as the wishlist page and the shared list draw them: the product's card, what the
 * shopper chose (a configurable piece's options), and whether it can go to the bag now: in stock,
 * out of stock, options still to choose on its page, or no longer sold.
 */
import type { ProductCardFields } from '../api/fragments.ts';
import type { WishlistItemFieldsFragment } from '../generated/operations.ts';
import { toProductCard, type ProductCardData } from '../catalog/productCard.ts';
import type { StoreViewDefinition } from '../storeView/storeView.ts';
import { formatPrice } from '../catalog/productCard.ts';
import { isCustomMade, lineChoicesOf, type LineChoices, type MoneyLike } from '../cart/lineChoices.ts';

export type WishlistAvailability = 'inStock' | 'outOfStock' | 'chooseOptions' | 'gone';

export interface WishlistEntry {
  itemId: string;
  sku: string;
  quantity: number;
  /** Null when the product is no longer sold: only its SKU is left to name it. */
  card: ProductCardData | null;
  /** What the shopper chose: a configurable piece's options, a made-to-order piece's design. */
  choices: LineChoices;
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
    const options = 'configurable_options' in item ? (item.configurable_options ?? []).flatMap((option) => (option ? [{ label: option.option_label, value: option.value_label }] : [])) : [];
    const custom = isCustomMade(item) ? item : null;
    const money = (value: MoneyLike) => formatPrice({ value: value.minor_units / 100, currency: value.currency ?? null, minor_units: value.minor_units });
    const card = item.product ? toProductCard(item.product as ProductCardFields) : null;
    return [
      {
        itemId: item.id,
        sku: item.product_sku,
        quantity: item.quantity,
        // A made-to-order design shows its own picture and the price it was designed at.
        card: card && custom && 'price' in custom ? { ...card, image: custom.custom_image ? { file: custom.custom_image, alt: card.name } : card.image, price: money(custom.price as MoneyLike), regularPrice: null } : card,
        choices: lineChoicesOf(options, custom, money, view.localeKey),
        // A design is kept whole: it goes to the bag as chosen.
        availability: custom && item.product ? 'inStock' : availabilityOf(item),
      },
    ];
  });
}
