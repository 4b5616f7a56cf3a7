/** Whether the promo bar shows (spec 000 §4 App chrome), drawn on the server as the first paint is. */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PromoDecision } from '../../lib/chrome/promoMessage.ts';
import { showsPromoBar, usePromoMessage } from './usePromoMessage.ts';

function PromoProbe({ decision, isHome }: { decision: PromoDecision; isHome: boolean }) {
  return createElement('p', null, usePromoMessage(decision, isHome) ? 'shown' : 'hidden');
}

describe('the promo bar', () => {
  it('always shows on the home page', () => {
    expect(showsPromoBar('hide', true)).toBe(true);
  });

  it('elsewhere shows as the promotion-view rule decides', () => {
    expect(showsPromoBar('show-and-reset', false)).toBe(true);
    expect(showsPromoBar('show', false)).toBe(true);
    expect(showsPromoBar('hide', false)).toBe(false);
  });

  it('is decided the same on the server, where the bookkeeping waits for the browser', () => {
    expect(renderToString(createElement(PromoProbe, { decision: 'hide', isHome: false }))).toBe('<p>hidden</p>');
    expect(renderToString(createElement(PromoProbe, { decision: 'show-and-reset', isHome: false }))).toBe('<p>shown</p>');
  });
});
