/**
 * categoryList() and categories(): the mega menu tree of spec 001 §3.2 and category lookups.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { queryRows } from '../../../../test/kits/catalog.ts';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { RESPONSE_CACHE: 'false' } });
});

afterAll(async () => {
  await app?.close();
});

const MENU_QUERY = `{
  categoryList {
    id level name is_page_internal browser_more_url url_path menu_collection_label is_store_brand
    menu_collection_label_v1 { code label }
    children {
      id include_in_menu is_page_internal menu_collection_label page_url name position url_path url_suffix
      image image_banner is_store_brand category_code menu_collection_label_v1 { code label } children_count
      children { id name position url_path url_suffix children { id name position } }
    }
  }
}`;

interface MenuNode {
  id: number;
  name: string;
  position: number;
  children?: MenuNode[];
  [field: string]: unknown;
}

async function menu(headers: Record<string, string> = {}): Promise<MenuNode> {
  const answer = await app.graphql<{ categoryList: MenuNode[] }>(MENU_QUERY, undefined, headers);
  expect(answer.errors).toBeUndefined();
  expect(answer.data!.categoryList).toHaveLength(1);
  return answer.data!.categoryList[0];
}

async function menuChildrenInDatabase(parentId: number): Promise<Array<{ id: number; hant: string }>> {
  return queryRows(
    app,
    sql`select id, name->>'zh-Hant' as hant from categories
        where parent_id = ${parentId} and include_in_menu and is_active order by position, id`,
  );
}

async function announceCatalogChange(): Promise<void> {
  const { changes } = app.app.commerce;
  const version = await app.database.db.transaction((tx) => changes.bump(tx));
  await changes.notify(version);
}

describe('the menu', () => {
  it('starts at the root category with its menu children, in Traditional Chinese for tsl_tc', async () => {
    const root = await menu({ Store: 'tsl_tc' });
    expect(root).toMatchObject({ id: 1, level: 0 });
    const expected = await menuChildrenInDatabase(1);
    expect(root.children!.map((child) => child.id)).toEqual(expected.map((row) => row.id));
    expect(root.children!.map((child) => child.name)).toEqual(expected.map((row) => row.hant));
    for (const child of root.children!) {
      expect(child.include_in_menu).toBe(1);
      expect(child.url_suffix).toBe('.html');
      const grandchildren = await menuChildrenInDatabase(child.id);
      expect(child.children!.map((node) => node.id)).toEqual(grandchildren.map((row) => row.id));
      expect(child.children_count).toBe(String(grandchildren.length));
    }
  });

  it('leaves out categories hidden from the menu or inactive', async () => {
    const [hidden] = await queryRows<{ id: number; parent_id: number }>(
      app,
      sql`select id, parent_id from categories where level = 2 and include_in_menu and is_active order by id limit 1`,
    );
    await app.database.db.execute(sql`update categories set include_in_menu = false where id = ${hidden.id}`);
    await announceCatalogChange();
    const root = await menu();
    const parent = root.children!.find((child) => child.id === hidden.parent_id)!;
    expect(parent.children!.map((child) => child.id)).not.toContain(hidden.id);

    await app.database.db.execute(sql`update categories set include_in_menu = true, is_active = false where id = ${hidden.id}`);
    await announceCatalogChange();
    const again = (await menu()).children!.find((child) => child.id === hidden.parent_id)!;
    expect(again.children!.map((child) => child.id)).not.toContain(hidden.id);

    await app.database.db.execute(sql`update categories set is_active = true where id = ${hidden.id}`);
    await announceCatalogChange();
  });

  it('orders children by position, then id', async () => {
    const siblings = await menuChildrenInDatabase(1);
    expect(siblings.length).toBeGreaterThan(2);
    // Give the last two the first one's position: they now tie with it and order by id.
    const [first, ...rest] = siblings;
    const [{ position }] = await queryRows<{ position: number }>(app, sql`select position from categories where id = ${first.id}`);
    for (const sibling of rest.slice(-2)) {
      await app.database.db.execute(sql`update categories set position = ${position} where id = ${sibling.id}`);
    }
    await announceCatalogChange();
    const expected = await menuChildrenInDatabase(1);
    const root = await menu();
    expect(root.children!.map((child) => child.id)).toEqual(expected.map((row) => row.id));
    const tied = root.children!.filter((child) => child.position === position).map((child) => child.id);
    expect(tied).toEqual([...tied].sort((a, b) => a - b));
    expect(tied.length).toBe(3);
  });

  it('serves category images from the media host', async () => {
    const root = await menu();
    const withImage = root.children!.flatMap((child) => [child, ...(child.children ?? [])]).find((node) => typeof node.image === 'string');
    if (withImage) expect(withImage.image).toMatch(/^http:\/\/localhost:3000\/media\/catalog\/category\//);
  });
});

describe('category lookups', () => {
  const LOOKUP = `query ($filters: CategoryFilterInput) {
    categoryList(filters: $filters) { id name url_path level product_count breadcrumbs { category_id category_name category_level } }
  }`;

  it('finds categories by url path, id and name in either script', async () => {
    const [leaf] = await queryRows<{ id: number; url_path: string; parent_id: number; hant: string }>(
      app,
      sql`select id, url_path, parent_id, name->>'zh-Hant' as hant from categories where level = 2 and is_active and name->>'zh-Hant' like '%鑽石%' order by id limit 1`,
    );
    const byPath = await app.graphql<{ categoryList: MenuNode[] }>(LOOKUP, { filters: { url_path: { eq: leaf.url_path } } }, { Store: 'tsl_tc' });
    expect(byPath.data!.categoryList.map((category) => category.id)).toEqual([leaf.id]);
    expect(byPath.data!.categoryList[0].breadcrumbs).toEqual([expect.objectContaining({ category_id: leaf.parent_id, category_level: 1 })]);

    const byId = await app.graphql<{ categoryList: MenuNode[] }>(LOOKUP, { filters: { ids: { eq: String(leaf.id) } } });
    expect(byId.data!.categoryList.map((category) => category.id)).toEqual([leaf.id]);

    const simplified = await app.graphql<{ categoryList: MenuNode[] }>(LOOKUP, { filters: { name: { match: '钻石' } } });
    const traditional = await app.graphql<{ categoryList: MenuNode[] }>(LOOKUP, { filters: { name: { match: '鑽石' } } });
    expect(simplified.data!.categoryList.map((category) => category.id)).toContain(leaf.id);
    expect(traditional.data!.categoryList).toEqual(simplified.data!.categoryList);
  });

  it('counts the products a category lists', async () => {
    const [category] = await queryRows<{ id: number }>(app, sql`select id from categories where level = 1 and is_active order by position, id limit 1`);
    const lookup = await app.graphql<{ categoryList: MenuNode[] }>(LOOKUP, { filters: { ids: { eq: String(category.id) } } });
    const listing = await app.graphql<{ products: { total_count: number } }>(
      `query ($id: String) { products(filter: { category_id: { eq: $id } }) { total_count } }`,
      { id: String(category.id) },
    );
    expect(lookup.data!.categoryList[0].product_count).toBe(listing.data!.products.total_count);
    expect(listing.data!.products.total_count).toBeGreaterThan(0);
  });

  it('pages categories()', async () => {
    const answer = await app.graphql<{ categories: { total_count: number; page_info: { total_pages: number }; items: MenuNode[] } }>(
      `{ categories(filters: { parent_id: { eq: "1" } }, pageSize: 2, currentPage: 1) { total_count page_info { total_pages } items { id } } }`,
    );
    expect(answer.errors).toBeUndefined();
    const expected = await queryRows<{ id: number }>(app, sql`select id from categories where parent_id = 1 and is_active order by position, id`);
    expect(answer.data!.categories.total_count).toBe(expected.length);
    expect(answer.data!.categories.items.map((item) => item.id)).toEqual(expected.slice(0, 2).map((row) => row.id));
    expect(answer.data!.categories.page_info.total_pages).toBe(Math.ceil(expected.length / 2));
  });

  it('refuses malformed filters and pages', async () => {
    for (const query of [
      `{ categoryList(filters: { ids: { eq: "one" } }) { id } }`,
      `{ categoryList(filters: { category_uid: { eq: "%%%" } }) { id } }`,
      `{ categories(pageSize: 0) { total_count } }`,
    ]) {
      const answer = await app.graphql(query);
      expect(answer.status).toBeLessThan(500);
      expect(answer.errors?.[0].extensions?.category).toBe('graphql-input');
    }
  });
});
