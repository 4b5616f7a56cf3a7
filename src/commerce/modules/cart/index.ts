/** The cart module's face: what the rest of the backend may use of it. */
export { cartNotActive, findCart, lockCartRow } from './cartAccess.ts';
export type { CartRecord } from './cartAccess.ts';
export { selectedConfigurableOptions } from './cartViews.ts';
export type { CartItemView, CartView } from './cartViews.ts';
export { chooseLines } from './lineChoice.ts';
export type { AddItemInput, CartUserErrorCode } from './lineChoice.ts';
export { stockPartsOf } from './linePrices.ts';
export { CartService } from './service.ts';
export { ProductCodes } from './productCodes.ts';
export { StaffBag } from './staffBag.ts';
export type { MessageRenderer, PersonalCoupons, PricedCart } from './service.ts';
export { debitGiftCardOfOrder, giftCardPays, restoreGiftCardOfOrder } from './giftCards.ts';
export {
  cartRowId,
  closeCartsOfDeletedAccount,
  closeOrderedCart,
  reopenWithdrawnCart,
  saveCheckoutChoices,
  saveChoicesOnChangeableCart,
  saveShippingAddressOnChangeableCart,
  setOpenCartEmail,
  type CheckoutChoices,
  type Delivery,
} from './cartRecords.ts';
