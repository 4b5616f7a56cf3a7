/**
 * Wishlists as resolvers hand them on: the list's record, read per field, and its items as the
 * API shows them.
 */
import type { View } from '../../core/views.ts';
import type { SelectedConfigurableOption, SharedWishlist, WishlistOutput } from '../../graphql/generated/schemaTypes.ts';
import type { ProductView } from '../catalog/index.ts';
import type { CustomMadeLineView } from '../madeToOrder/index.ts';
import type { WishlistRecord } from './service.ts';

/** A list: its fields are read from the record when asked for. */
export interface WishlistParent {
  record: WishlistRecord;
}

/** Magento's deprecated WishlistOutput: the list's fields as they stand, its items read when asked for. */
export type WishlistOutputParent = View<WishlistOutput, 'items', WishlistParent>;

/** A list opened by its sharing code: what its owner shares, its items read when asked for. */
export type SharedWishlistParent = View<SharedWishlist, 'items_v2', WishlistParent>;

/** One item of a list, as the concrete type its product makes it. */
export interface WishlistItemView extends Partial<Omit<CustomMadeLineView, 'customizable_options'>> {
  __typename: 'SimpleWishlistItem' | 'VirtualWishlistItem' | 'ConfigurableWishlistItem' | 'CustomMadeSimpleWishlistItem' | 'CustomMadeBundleWishlistItem';
  id: string;
  quantity: number;
  description: string | null;
  added_at: string;
  product: ProductView | null;
  customizable_options: CustomMadeLineView['customizable_options'];
  product_sku: string;
  selected_options: string[];
  child_sku: string;
  configured_variant: ProductView | null;
  configurable_options: SelectedConfigurableOption[];
}
