/** /sitemap.xml: every store view's pages with their hreflang alternates (lib/content/sitemapXml.server.ts). */
import type { Route } from './+types/sitemapXml';
import { sitemapXml } from '../lib/content/sitemapXml.server.ts';

/** Built from some sixty catalog queries: search engines may keep it an hour. */
const CACHE_CONTROL = 'public, max-age=3600';

export async function loader(args: Route.LoaderArgs): Promise<Response> {
  return new Response(await sitemapXml(args), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': CACHE_CONTROL },
  });
}
