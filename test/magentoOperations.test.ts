/**
 * The fields and arguments Magento clients ask for that the API lacked or shaped differently
 * (issue 6), answered through the real server with the seeded store: store configuration, CMS
 * blocks as Magento declares them, routes by CategoryInterface, category paging and products,
 * aggregation filters, configurable option labels, the older price shape, gallery videos.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from './kits/catalog.ts';
import { startTestApp, type TestApp } from './harness.ts';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { RESPONSE_CACHE: 'false' } });
});

afterAll(async () => {
  await app?.close();
});

const uid = (id: number | string) => Buffer.from(String(id)).toString('base64');

async function answer<T = Record<string, any>>(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>): Promise<T> {
  const result = await app.graphql<T>(query, variables, headers);
  expect(result.errors).toBeUndefined();
  return result.data!;
}

async function rootCategory(): Promise<{ id: number }> {
  const [root] = await queryRows<{ id: number }>(app, sql`select id from categories where level = 0 and is_active order by id limit 1`);
  return root;
}

describe('storeConfig', () => {
  it("names the root category, the listing page size and the default sort", async () => {
    const root = await rootCategory();
    const { storeConfig } = await answer('{ storeConfig { root_category_uid root_category_id grid_per_page catalog_default_sort_by store_code website_code } }');
    expect(storeConfig).toEqual({
      root_category_uid: uid(root.id),
      root_category_id: root.id,
      grid_per_page: 24,
      catalog_default_sort_by: 'position',
      store_code: 'tsl_en',
      website_code: 'base',
    });
  });

  it('gives the root whose children categoryList lists as the menu', async () => {
    const { storeConfig, categories } = await answer(`{
      storeConfig { root_category_uid }
      categories(filters: { parent_category_uid: { eq: "${uid((await rootCategory()).id)}" } }) { total_count }
    }`);
    const { categoryList } = await answer('{ categoryList { uid children { uid } } }');
    expect(categoryList[0].uid).toBe(storeConfig.root_category_uid);
    expect(categories.total_count).toBeGreaterThanOrEqual(categoryList[0].children.length);
  });
});

describe('cmsBlocks', () => {
  it('takes identifiers as Magento declares them: a [String] variable, with null entries left out', async () => {
    const query = 'query Blocks($identifiers: [String]!) { cmsBlocks(identifiers: $identifiers) { items { identifier content } } }';
    const { cmsBlocks } = await answer(query, { identifiers: ['footer-links', null, 'promo-message'] });
    expect(cmsBlocks.items.map((block: { identifier: string }) => block.identifier)).toEqual(['footer-links', 'promo-message']);
  });

  it('refuses a call without identifiers as input, not as a failure', async () => {
    const result = await app.graphql('{ cmsBlocks { items { identifier } } }');
    expect(result.errors?.[0].extensions?.category).toBe('graphql-input');
  });
});

describe('categories', () => {
  it('are CategoryInterface, so route() answers a fragment on it', async () => {
    const [category] = await queryRows<{ id: number; url_path: string }>(
      app,
      sql`select id, url_path from categories where level = 2 and is_active order by id limit 1`,
    );
    const { route } = await answer(
      'query ($url: String!) { route(url: $url) { __typename relative_url ... on CategoryInterface { uid name url_suffix } } }',
      { url: `${category.url_path}.html` },
    );
    expect(route).toMatchObject({ __typename: 'CategoryTree', uid: uid(category.id), url_suffix: '.html' });
  });

  it('page categoryList like categories', async () => {
    const [parent] = await queryRows<{ id: number }>(
      app,
      sql`select parent_id as id from categories where is_active and parent_id is not null group by parent_id having count(*) > 2 order by parent_id limit 1`,
    );
    const filters = { parent_id: { eq: String(parent.id) } };
    const { categoryList: all } = await answer('query ($filters: CategoryFilterInput) { categoryList(filters: $filters) { uid } }', { filters });
    const { categoryList: second } = await answer(
      'query ($filters: CategoryFilterInput) { categoryList(filters: $filters, pageSize: 2, currentPage: 2) { uid } }',
      { filters },
    );
    expect(second).toEqual(all.slice(2, 4));
  });

  it('filter by parent_category_uid as by parent_id', async () => {
    const root = await rootCategory();
    const byUid = await answer(`{ categories(filters: { parent_category_uid: { eq: "${uid(root.id)}" } }) { items { uid } } }`);
    const byId = await answer(`{ categories(filters: { parent_id: { eq: "${root.id}" } }) { items { uid } } }`);
    expect(byUid.categories.items.length).toBeGreaterThan(0);
    expect(byUid).toEqual(byId);
  });

  it('list their products, as the products query does for the category', async () => {
    const [category] = await queryRows<{ id: number }>(
      app,
      sql`select c.id from categories c join product_categories pc on pc.category_id = c.id where c.level = 1 and c.is_active group by c.id order by count(*) desc limit 1`,
    );
    const { categories, products } = await answer(
      `query ($uid: String!) {
        categories(filters: { category_uid: { eq: $uid } }) { items { products(pageSize: 3, currentPage: 2) { total_count page_info { current_page page_size total_pages } items { sku } } } }
        products(filter: { category_uid: { eq: $uid } }, pageSize: 3, currentPage: 2) { total_count page_info { current_page page_size total_pages } items { sku } }
      }`,
      { uid: uid(category.id) },
    );
    expect(products.items).toHaveLength(3);
    expect(categories.items[0].products).toEqual(products);
  });
});

describe('aggregations(filter:)', () => {
  const facetQuery = `query ($filter: ProductAttributeFilterInput, $aggregations: AggregationsFilterInput) {
    products(filter: $filter, pageSize: 1) { aggregations(filter: $aggregations) { attribute_code options { value count } } }
  }`;

  async function categoryFacet(categoryId: number, includeDirectChildrenOnly?: boolean) {
    const { products } = await answer(facetQuery, {
      filter: { category_uid: { eq: uid(categoryId) } },
      aggregations: includeDirectChildrenOnly === undefined ? null : { category: { includeDirectChildrenOnly } },
    });
    return products.aggregations.find((aggregation: { attribute_code: string }) => aggregation.attribute_code === 'category_id');
  }

  it('offers every category below the browsed one by default, only its children with includeDirectChildrenOnly', async () => {
    const [parent] = await queryRows<{ id: number }>(
      app,
      sql`select p.id from categories p join categories c on c.parent_id = p.id join categories g on g.parent_id = c.id
          join product_categories pc on pc.category_id = g.id
          where p.level = 1 and p.is_active and c.is_active and g.is_active order by p.id limit 1`,
    );
    const children = await queryRows<{ id: number }>(app, sql`select id from categories where parent_id = ${parent.id} and is_active`);
    const childIds = new Set(children.map((child) => String(child.id)));

    const direct = await categoryFacet(parent.id, true);
    expect(direct.options.length).toBeGreaterThan(0);
    for (const option of direct.options) expect(childIds.has(option.value)).toBe(true);

    const everyLevel = await categoryFacet(parent.id);
    expect(await categoryFacet(parent.id, false)).toEqual(everyLevel);
    const deeper = everyLevel.options.filter((option: { value: string }) => !childIds.has(option.value));
    expect(deeper.length).toBeGreaterThan(0);
    // A deeper category's count is what filtering by it lists.
    const { products } = await answer('query ($filter: ProductAttributeFilterInput) { products(filter: $filter) { total_count } }', {
      filter: { category_uid: { eq: uid(parent.id) }, category_id: { eq: deeper[0].value } },
    });
    expect(products.total_count).toBe(deeper[0].count);
  });
});

describe('configurable options', () => {
  it("carry the attribute's uid and the value labels of the default and the current store view", async () => {
    const [product] = await queryRows<{ sku: string }>(
      app,
      sql`select p.sku from products p where p.type_id = 'configurable' and p.is_active
          and exists (select 1 from configurable_options o where o.product_id = p.id and o.attribute_code = 'metal_colour') order by p.id limit 1`,
    );
    const query = `query ($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { ... on ConfigurableProduct {
      configurable_options { attribute_code attribute_uid values { label default_label store_label use_default_value swatch_data { __typename value ... on ImageSwatchData { thumbnail } } } }
    } } } }`;
    const chinese = await answer(query, { sku: product.sku }, { Store: 'tsl_tc' });
    const english = await answer(query, { sku: product.sku }, { Store: 'tsl_en' });
    const option = (data: any) => data.products.items[0].configurable_options.find((candidate: any) => candidate.attribute_code === 'metal_colour');

    const [yellow] = await queryRows<{ en: string; hant: string }>(
      app,
      sql`select label->>'en' as en, label->>'zh-Hant' as hant from attribute_options where attribute_code = 'metal_colour' and value_index = 1`,
    );
    expect(option(chinese).attribute_uid).toBe(uid('catalog_product/metal_colour'));
    const chineseYellow = option(chinese).values[0];
    expect(chineseYellow).toMatchObject({ label: yellow.hant, store_label: yellow.hant, default_label: yellow.en, use_default_value: false });
    expect(chineseYellow.swatch_data.__typename).toBe('ImageSwatchData');
    expect(chineseYellow.swatch_data.value).toMatch(/^http:\/\/localhost:3000\/media\/attribute\/swatch\/.+\.png$/);
    expect(chineseYellow.swatch_data.thumbnail).toContain('width=');
    expect(option(english).values[0]).toMatchObject({ label: yellow.en, store_label: yellow.en, default_label: yellow.en, use_default_value: true });
  });
});

describe('price (Magento\'s older price shape)', () => {
  it('answers from the same prices as price_range', async () => {
    const [product] = await queryRows<{ sku: string }>(app, sql`select sku from products where type_id = 'configurable' and is_active order by id limit 1`);
    const { products } = await answer(
      `query ($sku: String!) { products(filter: { sku: { eq: $sku } }) { items {
        price { regularPrice { amount { value currency } } minimalPrice { amount { value currency } } maximalPrice { amount { value currency } } }
        price_range { minimum_price { regular_price { value currency } final_price { value currency } } maximum_price { final_price { value currency } } }
      } } }`,
      { sku: product.sku },
    );
    const [item] = products.items;
    expect(item.price.regularPrice.amount).toEqual(item.price_range.minimum_price.regular_price);
    expect(item.price.minimalPrice.amount).toEqual(item.price_range.minimum_price.final_price);
    expect(item.price.maximalPrice.amount).toEqual(item.price_range.maximum_price.final_price);
  });
});

describe('media gallery', () => {
  it('gives every entry a uid', async () => {
    const { products } = await answer('{ products(pageSize: 3) { items { media_gallery_entries { uid id } } } }');
    for (const item of products.items) {
      for (const entry of item.media_gallery_entries) expect(Buffer.from(entry.uid, 'base64').toString()).toBe(String(entry.id));
    }
  });

  it('shows product videos as ProductVideo, poster first, with what plays', async () => {
    const videos = await queryRows<{ sku: string; video_url: string }>(
      app,
      sql`select p.sku, m.video_url from product_media m join products p on p.id = m.product_id
          where m.media_type = 'external-video' and p.is_active and p.visible_in_catalog order by p.id`,
    );
    expect(videos.length).toBeGreaterThan(0);
    const { products } = await answer(
      `query ($sku: String!) { products(filter: { sku: { eq: $sku } }) { items {
        media_gallery { __typename url label position ... on ProductVideo { file video_content { media_type video_provider video_url video_title } } }
        media_gallery_entries { media_type file video_content { video_url } }
      } } }`,
      { sku: videos[0].sku },
    );
    const [item] = products.items;
    const video = item.media_gallery.find((entry: { __typename: string }) => entry.__typename === 'ProductVideo');
    expect(video.video_content).toMatchObject({ media_type: 'external-video', video_url: videos[0].video_url });
    expect(video.video_content.video_title).toBeTruthy();
    // The poster is an image the media server can draw.
    expect(video.url).toMatch(/\/media\/catalog\/product\/.+\.(png|jpg)$/);
    const poster = await app.app.inject({ method: 'GET', url: new URL(video.url).pathname });
    expect(poster.statusCode).toBe(200);
    expect(item.media_gallery_entries.find((entry: { media_type: string }) => entry.media_type === 'external-video').video_content.video_url).toBe(
      videos[0].video_url,
    );
  });
});
