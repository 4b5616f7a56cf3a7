/** The wishlist module's face: what the rest of the backend may use of it. */
export { WishlistService } from './service.ts';
export { subscribeWishlist } from './subscribers.ts';
export type { SharedWishlistParent, WishlistItemView, WishlistOutputParent, WishlistParent } from './wishlistViews.ts';
