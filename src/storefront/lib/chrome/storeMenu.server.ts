/**
 * The store view's menu tree (menu.ts) as the header draws it, from the category tree the store
 * layout reads with its chrome, or read on its own for the drawer (routes/menuTree.ts).
 */
import type { AppLoadContext } from 'react-router';
import { MENU_TREE } from '../api/fragments.ts';
import { graphql, pageData } from '../api/graphql.ts';
import { isGoldPricePath } from '../content/sitePages.ts';
import type { StorefrontSettings } from '../http/loadContext.ts';
import type { StoreViewDefinition } from '../storeView/storeView.ts';
import { megaMenuMarkup } from './megaMenuMarkup.server.tsx';
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

/** A store view's menu and its HTML, as of one catalog version. */
export interface KeptMenu {
  version: string;
  menu: MenuTopCategory[];
  /** The mega menu's HTML, no page marked current (megaMenuMarkup.server.tsx). */
  markup: string;
}

/**
 * Each store view's menu, kept in the process by the catalog version it was read under
 * (docs/decisions.md, "The menu kept by the catalog's version"): the category tree answered under
 * one version stays as it was, so a page asks for the tree only when the version its store layout
 * was answered under is not the one kept.
 */
const keptMenus = new WeakMap<StorefrontSettings, Map<string, KeptMenu>>();

/** The menus of one storefront, known by its settings (a process may run several, as the tests do, each on its own catalog). */
function menusOf(settings: StorefrontSettings): Map<string, KeptMenu> {
  let menus = keptMenus.get(settings);
  if (!menus) keptMenus.set(settings, (menus = new Map()));
  return menus;
}

/** The view's kept menu, whatever its version: whether the store layout needs to ask for the tree. */
export function keptMenuOf(settings: StorefrontSettings, view: StoreViewDefinition): KeptMenu | undefined {
  return menusOf(settings).get(view.code);
}

/**
 * The view's menu as of `version` (the store layout's answer's `catalog_version`): from the tree
 * answered with it when it was asked for, from the kept menu when that is of the version, or else
 * read now. A menu read under a later version is kept as of `version` and read again by the next page.
 */
export async function menuAtVersion(context: Pick<AppLoadContext, 'client' | 'settings'>, view: StoreViewDefinition, version: string, answered: CategoryListAnswer | undefined): Promise<KeptMenu> {
  const menus = menusOf(context.settings);
  const kept = menus.get(view.code);
  if (!answered && kept?.version === version) return kept;
  const menu = answered ? storeMenuOf(answered, context.settings.publicUrl) : await readStoreMenu(context);
  const fresh = { version, menu, markup: megaMenuMarkup(view, menu) };
  menus.set(view.code, fresh);
  return fresh;
}
