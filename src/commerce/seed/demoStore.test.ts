import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../db/connect.ts';
import { PRODUCT_TYPES, DIAMOND_GROUP_LABEL_CODES } from '../../rules/catalog.ts';
import { GOLD_CODES, convertGoldUnitPrice, type GoldUnit } from '../../rules/gold.ts';
import { STORE_VIEWS, WEBSITES } from '../../rules/storeViews.ts';
import { SeedCommandError, runSeedCommand } from './cli.ts';
import { CMS_PAGE_IDENTIFIERS } from './content/cmsRows.ts';
import { DemoStoreNotEmptyError, isDemoStoreSeeded, seedDemoStore } from './demoStore.ts';
import { GOLD_HISTORY_DAYS } from './gold.ts';
import { queryRows } from './insertRows.ts';

const TODAY = new Date('2025-06-15T09:30:00Z');
const DAY_MS = 86_400_000;

/** The block types of spec 001 §3.3 (with the parts of composite ones). */
const BLOCK_TYPES = [
  'row',
  'column-group',
  'column-line',
  'column',
  'image',
  'heading',
  'text',
  'tabs',
  'tab-item',
  'buttons',
  'button-item',
  'block',
  'products',
  'html',
  'divider',
  'video',
  'map',
  'banner',
  'slider',
  'slide',
];

let handle: DatabaseHandle;
let mediaDir: string;

function rows<T>(statement: ReturnType<typeof sql>): Promise<T[]> {
  return queryRows<T>(handle.db, statement);
}

/**
 * The whole demo store into a media folder of its own, so every picture is drawn (the other suites
 * share one folder drawn once): beside the rest of the suite on two cores of a slow machine it took
 * over the suite's two minutes for a hook.
 */
const SEEDING_TIMEOUT_MS = 300_000;

beforeAll(async () => {
  handle = await connectDatabase({});
  mediaDir = mkdtempSync(path.join(tmpdir(), 'tsl-seed-media-'));
  await seedDemoStore(handle.db, { mediaDir, today: TODAY });
}, SEEDING_TIMEOUT_MS);

afterAll(async () => {
  await handle?.close();
  if (mediaDir) rmSync(mediaDir, { recursive: true, force: true });
});

describe('demo store: catalog', () => {
  it('has at least 400 products in the catalog, of every product type', async () => {
    const [{ visible }] = await rows<{ visible: number }>(sql`select count(*)::int as visible from products where visible_in_catalog`);
    expect(visible).toBeGreaterThanOrEqual(400);
    const types = await rows<{ type_id: string }>(sql`select distinct type_id from products where visible_in_catalog`);
    expect(types.map((row) => row.type_id).sort()).toEqual([...PRODUCT_TYPES].sort());
  });

  it('prices some calculation-gold product by every gold code, with weight, labour fee unit and fees per website', async () => {
    const used = await rows<{ gold_code: string }>(sql`select distinct gold_code from products where type_id = 'calculation_gold'`);
    expect(used.map((row) => row.gold_code).sort()).toEqual([...GOLD_CODES].sort());
    const [{ incomplete }] = await rows<{ incomplete: number }>(sql`
      select count(*)::int as incomplete from products p
      where p.type_id = 'calculation_gold'
        and (p.weight_mg is null or p.labour_fee_unit not in ('piece', 'gram')
             or (select count(*) from product_prices pp where pp.product_id = p.id and pp.labour_fee > 0) <> ${WEBSITES.length})`);
    expect(incomplete).toBe(0);
  });

  it('prices and stocks every product on every website, Macau about 1.03x and Malaysia about 0.6x Hong Kong', async () => {
    const [{ missing }] = await rows<{ missing: number }>(sql`
      select count(*)::int as missing from products p
      where (select count(*) from product_prices pp where pp.product_id = p.id) <> ${WEBSITES.length}
         or (select count(*) from product_stock ps where ps.product_id = p.id) <> ${WEBSITES.length}`);
    expect(missing).toBe(0);
    const ratios = await rows<{ mo: number; my: number }>(sql`
      select (mo.price::float / hk.price) as mo, (my.price::float / hk.price) as my
      from product_prices hk
      join product_prices mo on mo.product_id = hk.product_id and mo.website_id = 2
      join product_prices my on my.product_id = hk.product_id and my.website_id = 3
      where hk.website_id = 1 and hk.price >= 100000`);
    expect(ratios.length).toBeGreaterThan(100);
    for (const ratio of ratios) {
      expect(ratio.mo).toBeGreaterThan(1.02);
      expect(ratio.mo).toBeLessThan(1.04);
      expect(ratio.my).toBeGreaterThan(0.59);
      expect(ratio.my).toBeLessThan(0.61);
    }
    const [stock] = await rows<{ sold_out: number; low: number; backorder: number; sales: number; windows: number }>(sql`
      select (select count(*) from product_stock where not is_in_stock)::int as sold_out,
             (select count(*) from product_stock where is_in_stock and quantity between 1 and 3)::int as low,
             (select count(*) from product_stock where backorders)::int as backorder,
             (select count(*) from product_prices where special_price is not null)::int as sales,
             (select count(*) from product_prices where special_from is not null)::int as windows`);
    expect(stock.sold_out).toBeGreaterThan(0);
    expect(stock.low).toBeGreaterThan(0);
    expect(stock.backorder).toBeGreaterThan(0);
    expect(stock.sales).toBeGreaterThan(0);
    expect(stock.windows).toBeGreaterThan(0);
  });

  it('builds configurable products from hidden variants with option values for every configured attribute', async () => {
    const parents = await rows<{ id: number; options: number; variants: number; hidden: number; valued: number }>(sql`
      select p.id,
        (select count(*) from configurable_options o where o.product_id = p.id)::int as options,
        (select count(*) from product_links l where l.parent_id = p.id and l.kind = 'configurable')::int as variants,
        (select count(*) from product_links l join products c on c.id = l.child_id where l.parent_id = p.id and not c.visible_in_catalog)::int as hidden,
        (select count(*) from product_links l join variant_attribute_values v on v.product_id = l.child_id
           join configurable_options o on o.product_id = p.id and o.attribute_code = v.attribute_code
           join attribute_options ao on ao.attribute_code = v.attribute_code and ao.value_index = v.value_index
         where l.parent_id = p.id)::int as valued
      from products p where p.type_id = 'configurable'`);
    expect(parents.length).toBeGreaterThan(10);
    for (const parent of parents) {
      expect(parent.options).toBeGreaterThan(0);
      expect(parent.variants).toBeGreaterThan(1);
      expect(parent.hidden).toBe(parent.variants);
      expect(parent.valued).toBe(parent.variants * parent.options);
    }
    const labels = await rows<{ code: string }>(sql`select code from attributes where label ? 'zh-Hant' and label ? 'zh-Hans'`);
    expect(labels.map((row) => row.code)).toEqual(expect.arrayContaining(['ring_size', 'metal_colour', 'metal', 'shape']));
  });

  it('gives every bundle a for_her and a for_him option, and every grouped product its members', async () => {
    const bundles = await rows<{ options: string[] }>(sql`
      select array_agg(l.option_code order by l.option_code) as options from products p
      join product_links l on l.parent_id = p.id and l.kind = 'bundle'
      where p.type_id in ('bundle', 'custom_made_bundle') group by p.id`);
    expect(bundles.length).toBeGreaterThanOrEqual(12);
    for (const bundle of bundles) expect(bundle.options).toEqual(['for_her', 'for_him']);
    const [{ lonely }] = await rows<{ lonely: number }>(sql`
      select count(*)::int as lonely from products p where p.type_id = 'grouped'
        and (select count(*) from product_links l where l.parent_id = p.id and l.kind = 'grouped') < 2`);
    expect(lonely).toBe(0);
  });

  it('gives point products a points cost and made-to-order products delivery days and backorders', async () => {
    const [counts] = await rows<{ points: number; made: number }>(sql`
      select (select count(*) from products where type_id = 'point_simple' and (points_cost is null or points_cost <= 0))::int as points,
             (select count(*) from products p where p.type_id like 'custom_made%'
                and (p.delivery_days is null or exists (select 1 from product_stock s where s.product_id = p.id and not s.backorders)))::int as made`);
    expect(counts).toEqual({ points: 0, made: 0 });
  });

  it('has unique, lowercase hyphenated URL keys and search text in Simplified characters', async () => {
    const keys = await rows<{ url_key: string }>(sql`select url_key from products`);
    for (const { url_key } of keys) expect(url_key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(keys.map((row) => row.url_key)).size).toBe(keys.length);
    const [diamond] = await rows<{ search_text: string }>(sql`select search_text from products where sku = 'DR1001'`);
    expect(diamond.search_text).toContain('钻石');
    expect(diamond.search_text).not.toContain('鑽');
  });

  it('names products without a word twice ("999.9 Gold Gold Beans", "Heart Heart Pendant")', async () => {
    const names = await rows<{ sku: string; en: string; hant: string }>(sql`select sku, name->>'en' as en, name->>'zh-Hant' as hant from products`);
    for (const { sku, en, hant } of names) {
      expect(en, sku).not.toMatch(/\b(\w+) \1\b/i);
      expect(hant, sku).not.toMatch(/(心形|頸鏈|吊墜)\1/);
    }
  });

  it('shows 2 to 4 images per catalog product, and every image file exists', async () => {
    const galleries = await rows<{ images: number }>(sql`
      select (select count(*) from product_media m where m.product_id = p.id)::int as images from products p where p.visible_in_catalog`);
    for (const gallery of galleries) {
      expect(gallery.images).toBeGreaterThanOrEqual(2);
      expect(gallery.images).toBeLessThanOrEqual(4);
    }
    const files = await rows<{ file: string }>(sql`select distinct file from product_media`);
    expect(files.some((row) => row.file.endsWith('.png'))).toBe(true);
    for (const { file } of files) {
      expect(file).toMatch(/^\/[a-z0-9_]\/[a-z0-9_]\/[a-z0-9-]+\.(jpg|png)$/);
      expect(existsSync(path.join(mediaDir, 'catalog/product', file)), file).toBe(true);
    }
    const categoryImages = await rows<{ image: string; image_banner: string }>(sql`select image, image_banner from categories where level > 0`);
    for (const category of categoryImages) {
      expect(existsSync(path.join(mediaDir, 'catalog/category', category.image))).toBe(true);
      expect(existsSync(path.join(mediaDir, 'catalog/category', category.image_banner))).toBe(true);
    }
    const swatches = await rows<{ swatch: string }>(sql`select swatch from attribute_options where swatch is not null`);
    expect(swatches.length).toBeGreaterThan(0);
    for (const { swatch } of swatches) expect(existsSync(path.join(mediaDir, 'attribute/swatch', swatch))).toBe(true);
  });
});

describe('demo store: categories', () => {
  it('reaches every category from the root, with consistent paths and levels, three levels deep', async () => {
    const categories = await rows<{ id: number; parent_id: number | null; path: string; level: number; url_path: string }>(
      sql`select id, parent_id, path, level, url_path from categories order by id`,
    );
    const root = categories.find((category) => category.parent_id === null)!;
    expect(root).toMatchObject({ id: 1, level: 0, path: '1' });
    const byId = new Map(categories.map((category) => [category.id, category]));
    const reached = new Set([root.id]);
    for (let frontier = [root.id]; frontier.length > 0; ) {
      frontier = categories.filter((category) => category.parent_id !== null && frontier.includes(category.parent_id)).map((category) => category.id);
      frontier.forEach((id) => reached.add(id));
    }
    expect(reached.size).toBe(categories.length);
    for (const category of categories.filter((entry) => entry.parent_id !== null)) {
      const parent = byId.get(category.parent_id!)!;
      expect(category.path).toBe(`${parent.path}/${category.id}`);
      expect(category.level).toBe(parent.level + 1);
      if (parent.level > 0) expect(category.url_path.startsWith(`${parent.url_path}/`)).toBe(true);
    }
    expect(Math.max(...categories.map((category) => category.level))).toBeGreaterThanOrEqual(3);
  });

  it('lists products (or children) in every category but the root, and links products to ancestors too', async () => {
    const [{ empty }] = await rows<{ empty: number }>(sql`
      select count(*)::int as empty from categories c where c.level > 0
        and not exists (select 1 from product_categories pc where pc.category_id = c.id)
        and not exists (select 1 from categories child where child.parent_id = c.id)`);
    expect(empty).toBe(0);
    const [{ orphans }] = await rows<{ orphans: number }>(sql`
      select count(*)::int as orphans from product_categories pc
      join categories c on c.id = pc.category_id
      join categories parent on parent.id = c.parent_id and parent.level > 0
      where not exists (select 1 from product_categories up where up.product_id = pc.product_id and up.category_id = parent.id)`);
    expect(orphans).toBe(0);
    const [{ unfiled }] = await rows<{ unfiled: number }>(sql`
      select count(*)::int as unfiled from products p where p.visible_in_catalog
        and not exists (select 1 from product_categories pc where pc.product_id = p.id)`);
    expect(unfiled).toBe(0);
  });

  it('fills the menu fields: codes on the first level, collection labels on the second, page links and hidden entries', async () => {
    const categories = await rows<{
      level: number;
      category_code: string | null;
      menu_collection_label_code: string | null;
      menu_collection_label_text: Record<string, string> | null;
      include_in_menu: boolean;
      is_page_internal: boolean;
      page_url: string | null;
    }>(sql`select level, category_code, menu_collection_label_code, menu_collection_label_text, include_in_menu, is_page_internal, page_url from categories where level > 0`);
    for (const category of categories.filter((entry) => entry.level === 1)) expect(category.category_code).toBeTruthy();
    for (const category of categories.filter((entry) => entry.level === 2)) {
      expect(category.menu_collection_label_code).toBeTruthy();
      expect(Object.keys(category.menu_collection_label_text ?? {}).sort()).toEqual(['en', 'zh-Hans', 'zh-Hant']);
    }
    for (const category of categories.filter((entry) => entry.level === 3)) expect(category.menu_collection_label_code).toBeNull();
    const codes = new Set(categories.map((category) => category.menu_collection_label_code));
    for (const code of DIAMOND_GROUP_LABEL_CODES) expect(codes.has(code)).toBe(true);
    expect(categories.some((category) => !category.include_in_menu)).toBe(true);
    expect(categories.filter((category) => category.is_page_internal).map((category) => category.page_url)).toEqual(expect.arrayContaining(['dynamicGoldPrice', 'wedding-season']));
  });
});

describe('demo store: gold prices', () => {
  it('keeps 90 days of history for every gold code, ending today, with some days updated twice', async () => {
    const history = await rows<{ gold_code: string; quoted_unit: GoldUnit; sell_per_gram: number; sell_per_tael: number; buy_per_gram: number; buy_per_tael: number; effective_at: Date | string; source: string }>(
      sql`select gold_code, quoted_unit, sell_per_gram, sell_per_tael, buy_per_gram, buy_per_tael, effective_at, source from gold_prices order by effective_at`,
    );
    const today = Date.UTC(TODAY.getUTCFullYear(), TODAY.getUTCMonth(), TODAY.getUTCDate());
    for (const code of GOLD_CODES) {
      const prices = history.filter((row) => row.gold_code === code);
      const days = new Set(prices.map((row) => Math.floor(new Date(row.effective_at).getTime() / DAY_MS)));
      expect(days.size).toBe(GOLD_HISTORY_DAYS);
      expect(Math.max(...days) * DAY_MS).toBe(today);
      expect(Math.min(...days) * DAY_MS).toBe(today - (GOLD_HISTORY_DAYS - 1) * DAY_MS);
      expect(prices.length).toBeGreaterThan(GOLD_HISTORY_DAYS);
      for (const price of prices) {
        expect(price.source).toBe('seed');
        expect(price.buy_per_gram).toBeLessThan(price.sell_per_gram);
        const quoted = price.quoted_unit === 'tael' ? price.sell_per_tael : price.sell_per_gram;
        const other = price.quoted_unit === 'tael' ? price.sell_per_gram : price.sell_per_tael;
        expect(other).toBe(convertGoldUnitPrice(quoted, price.quoted_unit, price.quoted_unit === 'tael' ? 'gram' : 'tael'));
      }
    }
    const hongKongGold = history.filter((row) => row.gold_code === 'HK-CK9999').map((row) => row.sell_per_tael);
    expect(Math.min(...hongKongGold)).toBeGreaterThanOrEqual(4_000_000);
    expect(Math.max(...hongKongGold)).toBeLessThanOrEqual(4_600_000);
    const mainlandGold = history.filter((row) => row.gold_code === 'CN-CK9999').map((row) => row.sell_per_gram);
    expect(Math.min(...mainlandGold)).toBeGreaterThanOrEqual(60_000);
    expect(Math.max(...mainlandGold)).toBeLessThanOrEqual(80_000);
  });
});

describe('demo store: stores, websites and currencies', () => {
  it('has 25+ shops over the three websites with unique POS codes and 7-day opening hours', async () => {
    const shops = await rows<{ website_id: number; pos_code: string; services: string[]; opening_hours: { days: unknown[] }; name: Record<string, string> }>(
      sql`select website_id, pos_code, services, opening_hours, name from store_locations`,
    );
    expect(shops.length).toBeGreaterThanOrEqual(25);
    for (const site of WEBSITES) expect(shops.some((shop) => shop.website_id === site.id)).toBe(true);
    expect(new Set(shops.map((shop) => shop.pos_code)).size).toBe(shops.length);
    for (const shop of shops) {
      expect(shop.opening_hours.days).toHaveLength(7);
      expect(shop.services.every((service) => ['pickup', 'engraving', 'gold_buyback', 'customizer', 'ring_sizing'].includes(service))).toBe(true);
      expect(Object.keys(shop.name).sort()).toEqual(['en', 'zh-Hans', 'zh-Hant']);
    }
  });

  it('has every website and store view, and rates between all five currencies both ways', async () => {
    const [counts] = await rows<{ websites: number; views: number; whatsapp: number; rates: number }>(sql`
      select (select count(*) from websites)::int as websites, (select count(*) from store_views)::int as views,
             (select count(*) from websites where whatsapp_number is not null)::int as whatsapp,
             (select count(*) from currency_rates)::int as rates`);
    expect(counts).toEqual({ websites: WEBSITES.length, views: STORE_VIEWS.length, whatsapp: WEBSITES.length, rates: 5 * 4 });
  });
});

describe('demo store: content and URLs', () => {
  it('has every CMS page for the default and every store view, Chinese views in Chinese', async () => {
    const pages = await rows<{ identifier: string; store_view_id: number | null; content: string; page_type: string }>(
      sql`select identifier, store_view_id, content, page_type from cms_pages`,
    );
    for (const identifier of CMS_PAGE_IDENTIFIERS) {
      const views = pages.filter((page) => page.identifier === identifier).map((page) => page.store_view_id);
      expect(views).toContain(null);
      for (const view of STORE_VIEWS.filter((entry) => entry.code !== 'tsl_en')) expect(views).toContain(view.id);
    }
    for (const view of STORE_VIEWS.filter((entry) => entry.localeKey !== 'en')) {
      const home = pages.find((page) => page.identifier === 'home' && page.store_view_id === view.id)!;
      expect(home.content).toMatch(view.localeKey === 'zh-Hant' ? /鑽石/ : /钻石/);
    }
    expect(new Set(pages.map((page) => page.page_type))).toEqual(new Set(['home', 'campaign', 'contact-us', 'faq', 'default']));
  });

  it('uses every block type of spec 001 §3.3, hides one element, and shows only seeded SKUs in carousels', async () => {
    const contents = [
      ...(await rows<{ content: string }>(sql`select content from cms_pages`)),
      ...(await rows<{ content: string }>(sql`select content from cms_blocks`)),
    ].map((row) => row.content);
    const all = contents.join('\n');
    for (const type of BLOCK_TYPES) expect(all, type).toContain(`data-content-type="${type}"`);
    expect(all).toMatch(/style="[^"]*display: none;/);
    const skus = [...all.matchAll(/data-skus="([^"]*)"/g)].flatMap((match) => match[1].split(','));
    expect(skus.length).toBeGreaterThan(10);
    const known = await rows<{ sku: string }>(sql`select sku from products where visible_in_catalog`);
    const knownSkus = new Set(known.map((row) => row.sku));
    for (const sku of skus) expect(knownSkus.has(sku), sku).toBe(true);
    const images = [...new Set([...all.matchAll(/\/media\/(wysiwyg\/[a-z0-9/_-]+\.(?:jpg|png))/g)].map((match) => match[1]))];
    expect(images.length).toBeGreaterThan(5);
    for (const image of images) expect(existsSync(path.join(mediaDir, image)), image).toBe(true);
  });

  it('has the blocks of the header, the footer and the made-to-order pages in every store view', async () => {
    const blocks = await rows<{ identifier: string; views: number }>(sql`select identifier, count(*)::int as views from cms_blocks group by identifier`);
    expect(blocks.map((block) => block.identifier).sort()).toEqual([
      'footer-links',
      'member-benefits',
      'promo-message',
      'tosi-core-jewels',
      'tosi-diamond-rings',
      'tosi-entry-banner',
      'tosi-entry-content',
      'tosi-pair-rings',
    ]);
    for (const block of blocks) expect(block.views).toBe(STORE_VIEWS.length);
  });

  it('has a URL for every category, catalog product and page, and 301 and 302 redirects to known paths', async () => {
    const rewrites = await rows<{ request_path: string; entity_type: string; entity_id: number; target_path: string; redirect_type: number }>(
      sql`select request_path, entity_type, entity_id, target_path, redirect_type from url_rewrites`,
    );
    expect(new Set(rewrites.map((rewrite) => rewrite.request_path)).size).toBe(rewrites.length);
    const [counts] = await rows<{ categories: number; products: number; pages: number }>(sql`
      select (select count(*) from categories where level > 0)::int as categories,
             (select count(*) from products where visible_in_catalog)::int as products,
             (select count(distinct identifier) from cms_pages)::int as pages`);
    const direct = rewrites.filter((rewrite) => rewrite.redirect_type === 0);
    expect(direct.filter((rewrite) => rewrite.entity_type === 'CATEGORY')).toHaveLength(counts.categories);
    expect(direct.filter((rewrite) => rewrite.entity_type === 'PRODUCT')).toHaveLength(counts.products);
    expect(direct.filter((rewrite) => rewrite.entity_type === 'CMS_PAGE')).toHaveLength(counts.pages);
    const redirects = rewrites.filter((rewrite) => rewrite.redirect_type !== 0);
    expect(redirects.length).toBeGreaterThanOrEqual(4);
    expect(new Set(redirects.map((rewrite) => rewrite.redirect_type))).toEqual(new Set([301, 302]));
    const paths = new Set(direct.map((rewrite) => rewrite.request_path));
    for (const redirect of redirects) {
      if (redirect.entity_type === 'CUSTOM') expect(['dynamicGoldPrice', 'storelocator']).toContain(redirect.target_path);
      else expect(paths.has(redirect.target_path), redirect.target_path).toBe(true);
    }
    expect(redirects).toContainEqual(expect.objectContaining({ request_path: 'gold-price', target_path: 'dynamicGoldPrice', redirect_type: 302 }));
  });
});

describe('demo store: seeding', () => {
  it('reports itself seeded, bumps the catalog version and refuses to seed a database that is not empty', async () => {
    expect(await isDemoStoreSeeded(handle.db)).toBe(true);
    const [{ version }] = await rows<{ version: number }>(sql`select version::int as version from catalog_version where id = 1`);
    expect(version).toBeGreaterThan(1);
    await expect(seedDemoStore(handle.db, { mediaDir, today: TODAY })).rejects.toBeInstanceOf(DemoStoreNotEmptyError);
  });

  it('writes the same products again when the store is replaced, whatever the day', async () => {
    const before = await rows<{ id: number; sku: string; url_key: string }>(sql`select id, sku, url_key from products order by id`);
    const beforePrices = await rows<{ price: number }>(sql`select price from product_prices order by product_id, website_id`);
    await seedDemoStore(handle.db, { mediaDir, today: new Date(TODAY.getTime() + 40 * DAY_MS), replaceExisting: true });
    const after = await rows<{ id: number; sku: string; url_key: string }>(sql`select id, sku, url_key from products order by id`);
    const afterPrices = await rows<{ price: number }>(sql`select price from product_prices order by product_id, website_id`);
    expect(after).toEqual(before);
    expect(afterPrices).toEqual(beforePrices);
  });

  it('refuses to reseed a PGlite directory another process has open, naming it', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tsl-seed-cli-'));
    const holding = await connectDatabase({ dataDir: path.join(dataDir, 'pglite'), holder: 'the store' });
    try {
      const seeding = runSeedCommand({ DATA_DIR: dataDir, ADMIN_TOKEN: 'seed-test-admin-token-0123' });
      await expect(seeding).rejects.toBeInstanceOf(SeedCommandError);
      await expect(seeding).rejects.toThrow(`in use by the store (process ${process.pid}`);
    } finally {
      await holding.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
