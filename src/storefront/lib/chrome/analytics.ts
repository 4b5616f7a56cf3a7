/**
 * GA4 events through `window.dataLayer` (docs/design.md, Storefront). Menu clicks (spec 001 §3.2): campaign links
 * are promotion selections, others content selections; the customer id is the member card number.
 */
declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** Pages under this path are campaigns (spec 000 §2: "A campaign path prefix exists"); the menu also marks its page links as campaigns (menu.ts). */
export const CAMPAIGN_PATH_PREFIX = '/campaign';

export function isCampaignPath(path: string): boolean {
  return path === CAMPAIGN_PATH_PREFIX || path.startsWith(`${CAMPAIGN_PATH_PREFIX}/`) || path.startsWith(`${CAMPAIGN_PATH_PREFIX}-`);
}

export function pushDataLayer(event: Record<string, unknown>): void {
  if (typeof window === 'undefined') return;
  (window.dataLayer ??= []).push(event);
}

export function trackMenuClick(link: { path: string; name: string; campaign: boolean }, customerId: string | null): void {
  const customer_id = customerId ?? '';
  if (link.campaign) {
    pushDataLayer({ event: 'select_promotion', customer_id, promotion_name: link.name });
  } else {
    pushDataLayer({ event: 'select_content', customer_id, content_type: 'menu', content_id: link.path });
  }
}
