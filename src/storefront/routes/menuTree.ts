/**
 * The store view's menu (`/{prefix}/api/menu`), for what the page's data no longer carries
 * (docs/decisions.md, "The mega menu as the server's HTML"): the tree, which the navigation drawer
 * draws when first opened, and the mega menu's HTML, for a header first drawn in the browser (after
 * a page without one, such as the checkout). Websites without a menu (Malaysia) answer an empty one.
 */
import type { Route } from './+types/menuTree';
import { megaMenuMarkup } from '../lib/chrome/megaMenuMarkup.server.tsx';
import type { MenuTopCategory } from '../lib/chrome/menu.ts';
import { readStoreMenu } from '../lib/chrome/storeMenu.server.ts';
import { requireStoreView } from '../lib/http/storeRequest.server.ts';

export interface MenuAnswer {
  tree: MenuTopCategory[];
  /** The mega menu's HTML, no page marked current. */
  markup: string;
}

/** A catalog edit reaches an open page's drawer within a minute; the answer is the same for every shopper. */
const CACHE_CONTROL = 'public, max-age=60';

export async function loader(args: Route.LoaderArgs): Promise<Response> {
  const view = requireStoreView(args);
  const tree = view.websiteCode === 'my' ? [] : await readStoreMenu(args.context);
  const answer: MenuAnswer = { tree, markup: megaMenuMarkup(view, tree) };
  return Response.json(answer, { headers: { 'cache-control': CACHE_CONTROL } });
}
