import type { View } from '../../core/views.ts';
import type { StoreConfig } from '../../graphql/generated/schemaTypes.ts';

/** The store's configuration; the cart, catalog, content, customers and wishlist modules answer their own fields (their resolvers.ts). */
export type StoreConfigView = View<StoreConfig, 'grid_per_page' | 'catalog_default_sort_by' | 'root_category_id' | 'root_category_uid' | 'magento_wishlist_general_is_enabled' | 'minimum_password_length' | 'required_character_classes_number' | 'customer_access_token_lifetime' | 'newsletter_enabled' | 'contact_enabled' | 'product_canonical_tag' | 'category_canonical_tag' | 'configurable_thumbnail_source'>;
