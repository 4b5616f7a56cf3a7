/**
 * Hong Kong dollar amounts as the Macau and Malaysia websites price them: products, labour fees and
 * the amounts content quotes (free delivery over HK$1,000 is MOP 1,030 and RM 600).
 */
import type { WebsiteCode } from '../../rules/storeViews.ts';

/** Website price multipliers against Hong Kong dollars: MOP is pegged at 1.03; MYR is set by the Malaysian shop. */
const PRICE_FACTOR: Record<WebsiteCode, number> = { base: 1, mo: 1.03, my: 0.6 };

/**
 * A Hong Kong dollar amount (major units) in a website's currency, rounded to whole `step`s of it
 * as shops there tag prices. Free stays free everywhere; a positive price too small to reach a step
 * costs one step rather than nothing.
 */
export function websitePrice(hkd: number, website: WebsiteCode, step = 10): number {
  const factor = PRICE_FACTOR[website];
  if (factor === 1 || hkd === 0) return hkd;
  return Math.max(step, Math.round((hkd * factor) / step) * step);
}
