/**
 * The promotion-view rule (spec 000 §4 App chrome): the promo message shows on the home page, or
 * when the rule allows: a last-view timestamp younger than 24 hours shows it only within the
 * session that set it (the refresh flag); an older or absent timestamp is reset and shows it.
 * Both values are cookies, so the server draws the bar as the browser would: no layout shift.
 */
import { PROMO_MESSAGE_WINDOW_MS } from '../../../rules/limits.ts';
import { readCookie } from '../http/cookies.ts';

export const PROMO_VIEWED_AT_COOKIE = 'promo_viewed_at';
export const PROMO_SESSION_COOKIE = 'promo_session';

export type PromoDecision =
  /** Show, and start a new window: write the timestamp and the session flag. */
  | 'show-and-reset'
  | 'show'
  | 'hide';

export function promoDecision(input: { viewedAt: number | null; sessionFlag: boolean; now: number }): PromoDecision {
  const { viewedAt, now } = input;
  if (viewedAt === null || !Number.isFinite(viewedAt) || now - viewedAt > PROMO_MESSAGE_WINDOW_MS || viewedAt > now) {
    return 'show-and-reset';
  }
  return input.sessionFlag ? 'show' : 'hide';
}

/** The decision for a request, from its cookies. */
export function promoDecisionOfCookies(cookieHeader: string | null, now: number): PromoDecision {
  const viewedAt = Number(readCookie(cookieHeader, PROMO_VIEWED_AT_COOKIE) ?? Number.NaN);
  return promoDecision({
    viewedAt: Number.isFinite(viewedAt) ? viewedAt : null,
    sessionFlag: readCookie(cookieHeader, PROMO_SESSION_COOKIE) === '1',
    now,
  });
}
