/**
 * The mega menu and drawer tree (spec 001 §3.2): up to three levels under the first root category,
 * children in menu order, submenus grouped by collection-label code, and the codes of the diamond
 * group (cutting, certificate) set apart.
 */
import { DIAMOND_GROUP_LABEL_CODES } from '../../../rules/catalog.ts';
import { isCampaignPath } from './analytics.ts';
import { resolveLink } from '../storeView/links.ts';
import type { MenuCategoryFragment } from '../generated/operations.ts';

/** A category as the menu tree returns it (MENU_TREE in fragments.ts). */
export interface MenuCategoryNode {
  id: number;
  name: string;
  url_path: string;
  url_suffix: string;
  position: number;
  include_in_menu: number;
  is_page_internal: boolean;
  page_url?: string | null;
  browser_more_url?: string | null;
  is_store_brand: boolean;
  image?: string | null;
  category_code?: string | null;
  menu_collection_label_v1?: { code: string; label: string } | null;
  children?: MenuCategoryNode[];
}

/** A category of the menu tree as codegen types the answer: fields the API may leave null, children one level down. */
type MenuTreeAnswer = MenuCategoryFragment & { children?: ReadonlyArray<MenuTreeAnswer | null> | null };

/** The menu tree's answer as the menu reads it: categories without an id or a name are left out. */
export function menuNodesOf(answer: ReadonlyArray<MenuTreeAnswer | null> | null | undefined): MenuCategoryNode[] {
  return (answer ?? []).flatMap((node) =>
    node && node.id !== null && node.name
      ? [
          {
            ...node,
            id: node.id,
            name: node.name,
            url_path: node.url_path ?? '',
            url_suffix: node.url_suffix ?? '',
            position: node.position ?? 0,
            include_in_menu: node.include_in_menu ?? 1,
            children: menuNodesOf(node.children),
          },
        ]
      : [],
  );
}

export interface MenuLink {
  id: number;
  name: string;
  /** Path within the store view (`/rings.html`) or an external URL. */
  path: string;
  external: boolean;
  /**
   * A campaign link, tracked as a promotion (spec 001 §3.2): an entry that opens an internal page
   * (page_url, such as a campaign landing page) or a path under the campaign prefix.
   */
  campaign: boolean;
  image: string | null;
  children: MenuLink[];
}

export interface MenuGroup {
  code: string;
  label: string;
  links: MenuLink[];
}

export interface MenuTopCategory extends MenuLink {
  groups: MenuGroup[];
  /** The cutting and certificate groups, drawn together like a diamond group. */
  diamondGroups: MenuGroup[];
  isStoreBrand: boolean;
}

function byMenuOrder(a: MenuCategoryNode, b: MenuCategoryNode): number {
  return a.position - b.position || a.id - b.id;
}

function inMenu(nodes: MenuCategoryNode[] | undefined): MenuCategoryNode[] {
  return (nodes ?? []).filter((node) => node.include_in_menu !== 0).sort(byMenuOrder);
}

/**
 * A link of the menu. Only the diamond groups draw their pictures (the shapes); every other link
 * leaves its category image out, since the menu rides in every page's data.
 */
function toLink(node: MenuCategoryNode, ownOrigin: string, depth: number, withImage = false): MenuLink {
  const target = node.is_page_internal && node.page_url ? node.page_url : `/${node.url_path}${node.url_suffix}`;
  const resolved = resolveLink(target, ownOrigin) ?? { internal: true as const, path: `/${node.url_path}${node.url_suffix}` };
  return {
    id: node.id,
    name: node.name,
    path: resolved.internal ? resolved.path : resolved.href,
    external: !resolved.internal,
    campaign: (node.is_page_internal && !!node.page_url) || (resolved.internal && isCampaignPath(resolved.path)),
    image: withImage && node.image ? imagePath(node.image, ownOrigin) : null,
    children: depth < 3 ? inMenu(node.children).map((child) => toLink(child, ownOrigin, depth + 1)) : [],
  };
}

/** Category images as the API gives them (absolute, or a path under /media). */
function imagePath(image: string, ownOrigin: string): string | null {
  const resolved = resolveLink(image, ownOrigin);
  if (!resolved) return null;
  return resolved.internal ? resolved.path : resolved.href;
}

const diamondCodes: readonly string[] = DIAMOND_GROUP_LABEL_CODES;

function groupChildren(nodes: MenuCategoryNode[], ownOrigin: string): { groups: MenuGroup[]; diamondGroups: MenuGroup[] } {
  const byCode = new Map<string, MenuGroup>();
  for (const node of nodes) {
    const code = node.menu_collection_label_v1?.code ?? '';
    let group = byCode.get(code);
    if (!group) {
      group = { code, label: node.menu_collection_label_v1?.label ?? '', links: [] };
      byCode.set(code, group);
    }
    group.links.push(toLink(node, ownOrigin, 2, diamondCodes.includes(code)));
  }
  const all = [...byCode.values()];
  return {
    groups: all.filter((group) => !diamondCodes.includes(group.code)),
    diamondGroups: all.filter((group) => diamondCodes.includes(group.code)),
  };
}

/** Builds the menu from `categoryList`'s first root. */
export function buildMenu(roots: MenuCategoryNode[], ownOrigin: string): MenuTopCategory[] {
  const root = roots[0];
  if (!root) return [];
  return inMenu(root.children).map((node) => {
    const children = inMenu(node.children);
    return {
      // The second level lives in the groups only: the page carries the tree once.
      ...toLink({ ...node, children: [] }, ownOrigin, 1),
      ...groupChildren(children, ownOrigin),
      isStoreBrand: node.is_store_brand,
    };
  });
}

/** A top category as the footer and the pages that lead back to shopping link it. */
export type MenuTopLink = Pick<MenuTopCategory, 'id' | 'name' | 'path' | 'external'>;

/**
 * The top categories alone: what the store layout's data carries of the menu (the mega menu itself
 * is the server's HTML, and the drawer asks for the tree when first opened).
 */
export function topLinksOf(menu: MenuTopCategory[]): MenuTopLink[] {
  return menu.map(({ id, name, path, external }) => ({ id, name, path, external }));
}

/** An item is active when the current path equals its url_path plus url_suffix (spec 001 §3.2). */
export function isActiveLink(link: MenuLink, pathWithinStore: string): boolean {
  return !link.external && link.path === pathWithinStore;
}

/** The top category holding the current page, if any: it is drawn as active. */
export function activeTopCategory(menu: MenuTopCategory[], pathWithinStore: string): number | null {
  const contains = (link: MenuLink): boolean => isActiveLink(link, pathWithinStore) || link.children.some(contains);
  const top = menu.find(
    (category) =>
      isActiveLink(category, pathWithinStore) ||
      [...category.groups, ...category.diamondGroups].some((group) => group.links.some(contains)),
  );
  return top?.id ?? null;
}
