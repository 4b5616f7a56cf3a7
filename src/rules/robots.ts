/**
 * What the store tells search engines: every page is open to them except the cart, the checkout,
 * search results and the JSON routes; a page that should not be indexed says so itself (noindex).
 * The storefront serves this as /robots.txt; the API answers it to Magento clients (robotsConfig).
 */

/** The robots meta every page has unless it says otherwise. */
export const DEFAULT_ROBOTS = 'INDEX,FOLLOW';

/** The instructions of /robots.txt, naming the sitemap by its absolute URL under `publicUrl`. */
export function robotsInstructions(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /*/checkout',
    'Disallow: /*/cart',
    'Disallow: /*/search.html',
    'Disallow: /*/api/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
