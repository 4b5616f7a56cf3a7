import { useEffect } from 'react';
import { PROMO_MESSAGE_WINDOW_MS } from '../../../rules/limits.ts';
import { serializeCookie } from '../../lib/http/cookies.ts';
import { PROMO_SESSION_COOKIE, PROMO_VIEWED_AT_COOKIE, type PromoDecision } from '../../lib/chrome/promoMessage.ts';

/** The home page always shows the promo bar; elsewhere the promotion-view rule decides (spec 000 §4). */
export function showsPromoBar(decision: PromoDecision, isHome: boolean): boolean {
  return isHome || decision !== 'hide';
}

/**
 * Whether the promo bar shows (home page, or the promotion-view rule), and the rule's bookkeeping:
 * a new window stores the view time and marks this session (spec 000 §4).
 */
export function usePromoMessage(decision: PromoDecision, isHome: boolean): boolean {
  useEffect(() => {
    if (decision !== 'show-and-reset') return;
    document.cookie = serializeCookie(PROMO_VIEWED_AT_COOKIE, String(Date.now()), { maxAge: (2 * PROMO_MESSAGE_WINDOW_MS) / 1000 });
    document.cookie = serializeCookie(PROMO_SESSION_COOKIE, '1');
  }, [decision]);
  return showsPromoBar(decision, isHome);
}
