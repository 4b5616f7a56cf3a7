import { describe, expect, it } from 'vitest';
import { activeTopCategory, buildMenu, type MenuCategoryNode } from './menu.ts';

const node = (id: number, name: string, url: string, extra: Partial<MenuCategoryNode> = {}): MenuCategoryNode => ({
  id,
  name,
  url_path: url,
  url_suffix: '.html',
  position: id,
  include_in_menu: 1,
  is_page_internal: false,
  is_store_brand: false,
  ...extra,
});

const label = (code: string) => ({ menu_collection_label_v1: { code, label: code.toUpperCase() } });

describe('buildMenu', () => {
  const roots = [
    node(1, 'Root', '', {
      children: [
        node(3, 'Rings', 'rings', {
          children: [
            node(6, 'Round', 'rings/round', label('cutting')),
            node(5, 'Halo', 'rings/halo', label('style')),
            node(7, 'GIA', 'rings/gia', label('certificate')),
            node(8, 'Hidden', 'rings/hidden', { ...label('style'), include_in_menu: 0 }),
            node(4, 'Sale', 'rings/sale', { ...label('style'), is_page_internal: true, page_url: 'wedding-season', position: 99 }),
          ],
        }),
        node(2, 'Gold', 'gold', { position: 1 }),
      ],
    }),
  ];

  it('orders by position then id, leaves out items not in the menu, groups by label', () => {
    const menu = buildMenu(roots, 'https://shop.example');
    expect(menu.map((item) => item.name)).toEqual(['Gold', 'Rings']);
    const rings = menu[1];
    expect(rings.groups.map((group) => [group.code, group.links.map((link) => link.name)])).toEqual([['style', ['Halo', 'Sale']]]);
    expect(rings.diamondGroups.map((group) => group.code)).toEqual(['cutting', 'certificate']);
    expect(rings.groups[0].links[1].path).toBe('/wedding-season');
  });

  it('finds the active top category from the current path', () => {
    const menu = buildMenu(roots, 'https://shop.example');
    expect(activeTopCategory(menu, '/rings/gia.html')).toBe(3);
    expect(activeTopCategory(menu, '/gold.html')).toBe(2);
    expect(activeTopCategory(menu, '/other.html')).toBeNull();
  });
});
