/** The catalog module's face: what the rest of the backend may use of it. */
export { goldQuotesFor, unitPrice } from './pricing.ts';
export type { GoldQuote, GoldQuotes } from './pricing.ts';
export { ListingIndex } from './listingIndex.ts';
export type { ListingRows } from './listingIndex.ts';
export { FACET_ATTRIBUTES, PLAIN_ATTRIBUTES } from './productSearchInput.ts';
export { emptyProductRows, loadPricesAndStock, loadProductRows, mergeProductRows } from './productRows.ts';
export type { LoadedProduct, MemberLink, ProductRows } from './productRows.ts';
export type { KeptProductRows } from './keptProductRows.ts';
export type { CategoryView } from './categoryViews.ts';
export type { BundleItemView, ConfigurableOptionValueView, MediaGalleryView, ProductImageView, ProductVideoView, ProductView } from './productViews.ts';
export type { ReferenceData } from './referenceData.ts';
export { buildSearchText } from './searchText.ts';
export { CatalogService } from './service.ts';
export type { ProductSearchResult } from './service.ts';
export { ONLY_X_LEFT_THRESHOLD, stockStatusOf } from './stock.ts';
export { giveStockBack, takeStock } from './stockMoves.ts';
export type { StockLeft } from './stockMoves.ts';
export { decodeUid, encodeUid } from './uid.ts';
