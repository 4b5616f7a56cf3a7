/** Cart rules both halves apply: quantities, coupon codes, the gift dialog's choices. */

/** The most pieces of one product a cart line may hold: a jeweller's cart, not a wholesaler's. */
export const CART_LINE_MAX_QUANTITY = 99;

/** Lines in one cart; past this a shopper is refused rather than the page slowed. */
export const CART_MAX_LINES = 100;

/** Coupon codes are matched without regard to case or surrounding spaces. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

export const COUPON_CODE_MAX_LENGTH = 64;

/**
 * The quantities the gift dialog offers for one product (spec 001 §5): 0 up to the smaller of the
 * product's available quantity and the rule's remaining quantity, counting the value already
 * selected for this product.
 */
export function giftQuantityOptions(availableQty: number, ruleLeft: number, selected: number): number[] {
  const top = Math.max(0, Math.min(availableQty, ruleLeft + selected));
  return Array.from({ length: top + 1 }, (_, quantity) => quantity);
}

/**
 * The codes (GraphQL `extensions.code`) of the three refusals that mean the cart itself cannot be
 * used (spec 001 §7: cart not found, cart not active, user cannot operate on cart). The storefront
 * recognises them by code, whatever language the message is in, and starts a new cart.
 */
export const INVALID_CART_CODES = {
  notFound: 'CART_NOT_FOUND',
  notActive: 'CART_NOT_ACTIVE',
  notYours: 'CART_NOT_YOURS',
} as const;

export type InvalidCartCode = (typeof INVALID_CART_CODES)[keyof typeof INVALID_CART_CODES];

const INVALID_CART_CODE_SET: ReadonlySet<string> = new Set(Object.values(INVALID_CART_CODES));

export function isInvalidCartCode(code: unknown): code is InvalidCartCode {
  return typeof code === 'string' && INVALID_CART_CODE_SET.has(code);
}

/** Gift card codes: stored upper case, typed in any case; as long as a coupon code at most. */
export const GIFT_CARD_CODE_MAX_LENGTH = 64;

/** A staff shelf tag's code: a SKU of at most 64 characters, a dot, and a 10-character signature (docs/decisions.md, "The staff bag"). */
export const PRODUCT_CODE_MAX_LENGTH = 75;

/** Name of a gift quantity field in the gift dialog: `gift:<rule id>:<sku>`. */
export function giftFieldName(ruleId: number, giftSku: string): string {
  return `gift:${ruleId}:${giftSku}`;
}
