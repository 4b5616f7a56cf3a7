/**
 * What a wishlist item keeps of `addProductsToWishlist`'s input, checked with the bag's own rules
 * (cart/lineChoice.ts), and how it becomes a bag item again. A piece may be kept before every
 * option is chosen or when the bag could not take it today (a made-to-order piece, a reward): the
 * wishlist remembers, the bag decides when it is added.
 */
import type { MessageKey, MessageValues } from '../../i18n/messages.ts';
import { chooseLines, type AddItemInput } from '../cart/index.ts';
import type { ProductRows } from '../catalog/index.ts';

export interface WishlistChoice {
  /** The product the shopper saw: the configurable product for a variant. */
  productId: number;
  /** The variant, when the choice names one. */
  variantProductId: number | null;
  /** Option value uids, sorted, so equal choices compare equal. */
  selectedOptions: string[];
  /** A made-to-order design's choices (custom_made_options), kept to add it to the bag again. */
  customMadeOptions?: Record<string, unknown> | null;
}

export type WishlistChoiceResult =
  | { choice: WishlistChoice }
  | { error: { code: 'PRODUCT_NOT_FOUND' | 'UNDEFINED'; messageKey: MessageKey; values?: MessageValues } };

/** Refusals of the bag that a wishlist does not share: the piece is kept and the bag decides later. */
const KEPT_ANYWAY: ReadonlySet<MessageKey> = new Set(['cart.optionsRequired', 'cart.madeToOrderNeedsDesign', 'cart.rewardNeedsMember', 'cart.notSalable']);

export function chooseWishlistItem(input: AddItemInput, skuIds: ReadonlyMap<string, number>, rows: ProductRows): WishlistChoiceResult {
  const sku = input.sku.trim();
  const parentSku = input.parent_sku?.trim() || null;
  const result = chooseLines({ ...input, sku, parent_sku: parentSku, quantity: 1 }, skuIds, rows);
  if ('error' in result) {
    const { code, messageKey, values } = result.error;
    if (code === 'PRODUCT_NOT_FOUND') return { error: { code, messageKey, values } };
    if (!KEPT_ANYWAY.has(messageKey)) return { error: { code: 'UNDEFINED', messageKey, values } };
  }
  const productId = skuIds.get(parentSku ?? sku)!;
  const lines = 'lines' in result ? result.lines : [];
  const variant = lines.length === 1 && lines[0].parentProductId !== null ? lines[0].productId : null;
  return {
    choice: {
      productId,
      variantProductId: variant,
      // A chosen variant says it all, however it was named; the others keep their option values.
      selectedOptions: variant !== null ? [] : [...new Set((input.selected_options ?? []).flatMap((uid) => (uid === null ? [] : [uid.trim()])))].sort(),
    },
  };
}

export function sameWishlistChoice(a: WishlistChoice, b: WishlistChoice): boolean {
  return (
    a.productId === b.productId &&
    a.variantProductId === b.variantProductId &&
    a.selectedOptions.join('\n') === b.selectedOptions.join('\n') &&
    canonicalJson(a.customMadeOptions ?? null) === canonicalJson(b.customMadeOptions ?? null)
  );
}

/** JSON with keys sorted: two designs chosen alike compare equal whatever order their fields came in. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .flatMap((key) => ((value as Record<string, unknown>)[key] == null ? [] : [`${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`]))
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The bag item a wishlist item becomes: a variant by its SKU and its parent's, else the product with its options. */
export function bagItemOf(item: WishlistChoice & { quantity: number }, skuOf: ReadonlyMap<number, string>): AddItemInput {
  const sku = skuOf.get(item.productId) ?? '';
  if (item.customMadeOptions) return { sku, quantity: item.quantity, custom_made_options: item.customMadeOptions as AddItemInput['custom_made_options'] };
  if (item.variantProductId !== null) return { sku: skuOf.get(item.variantProductId) ?? '', parent_sku: sku, quantity: item.quantity };
  return { sku, quantity: item.quantity, selected_options: item.selectedOptions.length ? item.selectedOptions : null };
}
