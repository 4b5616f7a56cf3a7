/** Business constants and limits of spec 001 §9 that both halves use. */
export const TOKEN_LIFETIME_SECONDS = 3600;
export const CART_COUNT_CAP = 99;
export const TOAST_TIMEOUT_MS = 5000;
export const UNEXPECTED_ERROR_TOAST_MS = 15_000;
export const CONNECTIVITY_TOAST_MS = 3000;
export const PROMO_MESSAGE_WINDOW_MS = 24 * 60 * 60 * 1000;
export const HEADER_FIXED_AFTER_PX = 30;
export const MENU_NAVIGATION_DELAY_MS = 1000;
export const VIDEO_END_CHECK_MS = 150;
export const MAP_ZOOM = 8;
export const RETRY_ATTEMPTS = 5;
export const RETRY_FIRST_DELAY_MS = 300;

/** GraphQL guard rails (docs/design.md, API). */
export const GRAPHQL_MAX_DEPTH = 12;
export const GRAPHQL_MAX_ALIASES = 30;
export const GRAPHQL_MAX_QUERY_LENGTH = 20_000;

/** Breakpoints in px (spec 001 §9). */
export const BREAKPOINTS = {
  small: 460,
  accountTrigger: 640,
  mobile: 768,
  cartTrigger: 960,
  tablet: 1024,
  desktop: 1025,
  header: 1181,
  maxPageWidth: 1640,
} as const;

/**
 * Refused coupon and gift card codes (docs/design.md, Security): ten on one bag, or thirty from one
 * address, within fifteen minutes stop further tries until the oldest of them is that old. Enough
 * for a shopper's typos, too few to guess codes.
 */
export const CODE_ATTEMPT_WINDOW_SECONDS = 15 * 60;
export const CODE_FAILURES_PER_CART = 10;
export const CODE_FAILURES_PER_ADDRESS = 30;
