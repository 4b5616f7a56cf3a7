/**
 * English messages of the bag: the bag page, the mini cart, adding to the bag, coupons and the
 * gift dialog. Merged into the reference catalog (../en.ts). The API's own refusals ("The
 * requested qty is not available", "A coupon is already applied to the cart…") arrive already in
 * the shopper's language and are shown as they are.
 */
const cartEn = {
  'cart.itemCount': '{count, plural, one {# item} other {# items}}',
  'cart.lines': 'Pieces in your bag',
  'cart.quantity': 'Quantity',
  'cart.quantityValue': 'Quantity: {quantity}',
  'cart.quantityOf': 'Quantity of {name}',
  'cart.update': 'Update',
  'cart.remove': 'Remove',
  'cart.removeItem': 'Remove {name} from your bag',
  'cart.unitPrice': '{price} each',
  'cart.gift': 'Gift',
  'cart.goldPriced': 'Priced at today’s gold price',
  'cart.goldRepriced': 'The gold price has changed since you added this piece (it was {was} each).',
  'cart.goldNotice': 'Gold pieces follow the day’s gold price: your bag shows today’s prices, and the price is kept once you place your order.',
  'cart.summary': 'Order summary',
  'cart.subtotal': 'Subtotal',
  'cart.grandTotal': 'Total',
  'cart.checkout': 'Checkout',
  'cart.memberPrompt': 'Have an account?',
  'cart.memberSignIn': 'Sign in',
  'cart.couponCode': 'Coupon code',
  'cart.applyCoupon': 'Apply',
  'cart.removeCoupon': 'Remove',
  'cart.couponOnePerOrder': 'One coupon per order.',
  'cart.couponInUse': 'Coupon {code}',
  'cart.notice.added': 'Added to your bag.',
  'cart.notice.removed': 'Removed from your bag.',
  'cart.notice.updated': 'Your bag has been updated.',
  'cart.notice.couponApplied': 'Your coupon has been applied.',
  'cart.notice.couponRemoved': 'Your coupon has been removed.',
  'cart.notice.giftAdded': 'Your gifts have been added to your bag.',
  'cart.notice.outOfStockRemoved':
    '{count, plural, one {This piece has sold out and was removed from your bag: {names}.} other {These pieces have sold out and were removed from your bag: {names}.}}',
  'cart.notice.invalid': 'Please check your choice and try again.',
  'cart.notice.failed': 'Your bag could not be updated. Please refresh the page and try again.',
  'cart.chooseOptions': 'Choose every option first.',
  'cart.adding': 'Adding…',
  'cart.viewBagCount': 'View bag ({count})',
  'gift.choose': 'Choose your gifts',
  'gift.offer': '{label}: you can choose {count, plural, one {# gift} other {# gifts}} with your order.',
  'gift.quantityOf': 'Quantity of {name}',
  'gift.available': '{count} available',
  'gift.add': 'Add to bag',
  'gift.later': 'Not now',
  'minicart.loading': 'Loading your bag…',
} as const;

export default cartEn;
export type CartMessageId = keyof typeof cartEn;
