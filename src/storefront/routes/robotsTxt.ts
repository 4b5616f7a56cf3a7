/**
 * /robots.txt: pages are open to search engines except the cart, checkout, search results and the
 * JSON routes; it names the sitemap by its absolute URL, which only the server knows (PUBLIC_URL).
 */
import type { Route } from './+types/robotsTxt';

export function loader({ context }: Route.LoaderArgs): Response {
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /*/checkout',
    'Disallow: /*/cart',
    'Disallow: /*/search.html',
    'Disallow: /*/api/',
    '',
    `Sitemap: ${context.settings.publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
}
