/**
 * Every page lives under a store view prefix (`/:store/…`, DESIGN.md §7). Pages sit inside a
 * pathless layout whose error boundary keeps the header and footer around the not-found and error
 * views. Named routes of spec 000 §2 come first; any other path goes to the URL resolver.
 */
import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/** CMS pages with routes of their own (spec 000 §2 "Routes named exactly"). */
const NAMED_CMS_PAGES = ['contact-us', 'terms-n-conditions', 'privacy-policy', 'privacy'];

export default [
  index('routes/storeRedirect.tsx'),
  // Resources outside the pages: crawler files, and the search box's JSON in the store's language.
  route('sitemap.xml', 'routes/sitemapXml.ts'),
  route('robots.txt', 'routes/robotsTxt.ts'),
  route(':store/api/search-suggestions', 'routes/searchSuggestions.ts'),
  route(':store', 'routes/store.tsx', [
    layout('routes/page.tsx', [
      index('routes/home.tsx'),
      ...NAMED_CMS_PAGES.map((identifier) => route(identifier, 'routes/cmsPage.tsx', { id: `cms-${identifier}` })),
      route('search.html', 'routes/search.tsx'),
      route('dynamicGoldPrice', 'routes/goldPrice.tsx'),
      route('storelocator', 'routes/storeLocator.tsx'),
      route('sitemap', 'routes/sitemap.tsx'),
      route('*', 'routes/resolveUrl.tsx'),
    ]),
  ]),
] satisfies RouteConfig;
