/**
 * English messages of the wishlist: its page, the shared list (/favourite/), and the hearts on
 * product pages and cards. Merged into the reference catalog (../en.ts). Spec 001 §8 names the
 * situations ("wishlist removal error", "add to cart from wishlist error") but not their words.
 */
const wishlistEn = {
  'wishlist.pageDescription': 'The pieces you keep, ready to add to your bag or share.',
  'wishlist.empty': 'Your wishlist is empty.',
  'wishlist.emptyHint': 'Tap the heart on any piece to keep it here.',
  'wishlist.remove': 'Remove',
  'wishlist.removeNamed': 'Remove {name} from your wishlist',
  'wishlist.addToBag': 'Add to bag',
  'wishlist.chooseOptions': 'Choose options',
  'wishlist.gone': 'No longer available',
  'wishlist.quantity': 'Quantity: {quantity}',
  'wishlist.share': 'Share my wishlist',
  'wishlist.shareTitle': 'My wishlist',
  'wishlist.removed': 'Removed from your wishlist.',
  'wishlist.addedToBag': 'Added to your bag.',
  'wishlist.removeFailed': 'Sorry, we could not remove this piece from your wishlist. Please try again.',
  'wishlist.addToBagFailed': 'Sorry, we could not add this piece to your bag from your wishlist. {reason}',
  'wishlist.heartAdd': 'Add {name} to your wishlist',
  'wishlist.heartRemove': 'Remove {name} from your wishlist',
  'wishlist.heartFailed': 'Sorry, your wishlist could not be changed. Please try again.',
  'wishlist.sharedTitle': '{name}’s wishlist',
  'wishlist.sharedDescription': 'Pieces {name} has chosen.',
  'wishlist.sharedNotFound': 'This wishlist link is not valid any more. Ask for a new one, or browse our pieces.',
  'wishlist.sharedEmpty': 'There is nothing in this wishlist yet.',
} as const;

export type WishlistMessageId = keyof typeof wishlistEn;
export default wishlistEn;
