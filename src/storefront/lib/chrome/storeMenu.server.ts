/**
 * The store view's menu tree (menu.ts) as the header draws it, from the category tree the store
 * layout reads with its chrome, or read on its own for the drawer (routes/menuTree.ts).
 */
import type { AppLoadContext } from 'react-router';
import { MENU_TREE } from '../api/fragments.ts';
import { graphql, pageData } from '../api/graphql.ts';
import { isGoldPricePath } from '../content/sitePages.ts';
import { buildMenu, menuNodesOf, type MenuTopCategory } from './menu.ts';

type CategoryListAnswer = Parameters<typeof menuNodesOf>[0];

/**
 * The header and drawer draw their own Gold Price link (spec 000 §2 Layout): the menu's entry for
 * that page would name it twice.
 */
export function storeMenuOf(categoryList: CategoryListAnswer, ownOrigin: string): MenuTopCategory[] {
  return buildMenu(menuNodesOf(categoryList), ownOrigin).filter((category) => category.external || !isGoldPricePath(category.path));
}

export async function readStoreMenu(context: Pick<AppLoadContext, 'client' | 'settings'>): Promise<MenuTopCategory[]> {
  const { categoryList } = await context.client.query(STORE_MENU, undefined, { anonymous: true }).then(pageData);
  return storeMenuOf(categoryList, context.settings.publicUrl);
}

const STORE_MENU = graphql(`
  query StoreMenu {
    categoryList {
      ...MenuTree
    }
  }
  ${MENU_TREE}
`);
