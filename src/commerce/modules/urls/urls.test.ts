import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { categories, cmsPages, products, urlRewrites } from '../../db/schema.ts';
import { findStoreView } from '../../../rules/storeViews.ts';

const ROUTE = `query Route($url: String!) {
  route(url: $url) {
    __typename type relative_url redirect_code
    ... on ProductInterface { sku name type_id }
    ... on CategoryTree { id name url_path }
    ... on CmsPage { identifier title }
  }
}`;
const RESOLVER = `query Resolve($url: String!) { urlResolver(url: $url) { id entity_uid canonical_url relative_url redirectCode type } }`;
const RESERVE = `query Reserve($url: String!) { urlReserve(url: $url) { store_code url_path } }`;

interface Routed {
  __typename: string;
  type: string | null;
  relative_url: string;
  redirect_code: number;
  sku?: string;
  name?: string;
  type_id?: string;
  id?: number;
  identifier?: string;
  title?: string;
}

describe('URL resolver', () => {
  let testApp: TestApp;
  let simple: { id: number; sku: string; urlKey: string; name: { en: string; 'zh-Hant'?: string } };
  let goldProduct: { sku: string; urlKey: string };
  let category: { id: number; urlPath: string; name: { en: string; 'zh-Hant'?: string } };

  beforeAll(async () => {
    testApp = await startTestApp();
    const { db } = testApp.database;
    [simple] = await db
      .select({ id: products.id, sku: products.sku, urlKey: products.urlKey, name: products.name })
      .from(products)
      .where(and(eq(products.typeId, 'simple'), eq(products.visibleInCatalog, true), eq(products.isActive, true)))
      .orderBy(asc(products.id))
      .limit(1);
    [goldProduct] = await db
      .select({ sku: products.sku, urlKey: products.urlKey })
      .from(products)
      .where(and(eq(products.typeId, 'calculation_gold'), eq(products.visibleInCatalog, true)))
      .limit(1);
    [category] = await db
      .select({ id: categories.id, urlPath: categories.urlPath, name: categories.name })
      .from(categories)
      .where(and(eq(categories.level, 2), eq(categories.isActive, true)))
      .orderBy(asc(categories.id))
      .limit(1);
    // A redirect only for Traditional Chinese, over the one for every view.
    await db.insert(urlRewrites).values({
      storeViewId: findStoreView('tsl_tc')!.id,
      requestPath: 'promotions',
      entityType: 'CUSTOM',
      targetPath: 'tc-offers',
      redirectType: 302,
    });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  async function route(url: string, store = 'tsl_en'): Promise<Routed | null> {
    const answer = await testApp.graphql<{ route: Routed | null }>(ROUTE, { url }, { store });
    expect(answer.errors, url).toBeUndefined();
    return answer.data!.route;
  }

  it('resolves a product, with or without store prefix, in the store view language', async () => {
    const path = `${simple.urlKey}.html`;
    for (const url of [path, `/${path}`, `/en-hk/${path}`, `https://shop.example.com/en-hk/${path}?utm_source=mail#reviews`]) {
      expect(await route(url), url).toMatchObject({
        __typename: 'SimpleProduct',
        type: 'PRODUCT',
        sku: simple.sku,
        name: simple.name.en,
        relative_url: path,
        redirect_code: 0,
      });
    }
    const chinese = await route(`/tc-hk/${path}`, 'tsl_tc');
    expect(chinese?.name).toBe(simple.name['zh-Hant'] || simple.name.en);

    expect(await route(`/en-hk/${goldProduct.urlKey}.html`)).toMatchObject({ __typename: 'CalculationGoldProduct', sku: goldProduct.sku });
  });

  it('resolves a category and a CMS page', async () => {
    expect(await route(`/en-hk/${category.urlPath}.html`)).toMatchObject({
      __typename: 'CategoryTree',
      type: 'CATEGORY',
      id: category.id,
      name: category.name.en,
      relative_url: `${category.urlPath}.html`,
      redirect_code: 0,
    });
    expect(await route('/tc-hk/contact-us', 'tsl_tc')).toMatchObject({
      __typename: 'CmsPage',
      type: 'CMS_PAGE',
      identifier: 'contact-us',
      title: '聯絡我們',
      relative_url: 'contact-us',
      redirect_code: 0,
    });
    for (const url of ['/', '/sc-hk', '/sc-hk/', 'https://shop.example.com/?ref=x']) {
      expect(await route(url, 'tsl_sc'), url).toMatchObject({ __typename: 'CmsPage', identifier: 'home', title: '首页', relative_url: '' });
    }
  });

  it('answers moved pages with their redirect', async () => {
    expect(await route('/en-hk/customer-service')).toEqual({ __typename: 'RoutableUrl', type: 'CMS_PAGE', relative_url: 'contact-us', redirect_code: 301 });
    expect(await route('/en-hk/jewellery/gold.html')).toEqual({ __typename: 'RoutableUrl', type: 'CATEGORY', relative_url: 'gold.html', redirect_code: 301 });
    expect(await route('promotions')).toEqual({ __typename: 'RoutableUrl', type: 'CMS_PAGE', relative_url: 'wedding-season', redirect_code: 302 });
    expect(await route('/gold-price')).toEqual({ __typename: 'RoutableUrl', type: null, relative_url: 'dynamicGoldPrice', redirect_code: 302 });
    // The store view's own rewrite wins over the one for every view.
    expect(await route('/tc-hk/promotions', 'tsl_tc')).toMatchObject({ relative_url: 'tc-offers', redirect_code: 302 });

    const [renamed] = await testApp.database.db
      .select({ requestPath: urlRewrites.requestPath, targetPath: urlRewrites.targetPath, redirectType: urlRewrites.redirectType })
      .from(urlRewrites)
      .where(and(eq(urlRewrites.entityType, 'PRODUCT'), sql`${urlRewrites.redirectType} in (301, 302)`))
      .limit(1);
    expect(await route(`/en-hk/${renamed.requestPath}`)).toEqual({
      __typename: 'RoutableUrl',
      type: 'PRODUCT',
      relative_url: renamed.targetPath,
      redirect_code: renamed.redirectType,
    });
  });

  it('sends other spellings of a path to its stored one', async () => {
    const canonical = `${category.urlPath}.html`;
    for (const url of [`/en-hk/${category.urlPath}`, `/en-hk/${category.urlPath}/`, `/en-hk/${canonical}/`, `/en-hk/${canonical.toUpperCase()}`]) {
      expect(await route(url), url).toEqual({ __typename: 'RoutableUrl', type: 'CATEGORY', relative_url: canonical, redirect_code: 301 });
    }
    expect(await route('/en-hk/contact-us/')).toMatchObject({ relative_url: 'contact-us', redirect_code: 301 });
    expect(await route('/en-hk/contact-us.html')).toMatchObject({ relative_url: 'contact-us', redirect_code: 301 });
  });

  it('answers null for unknown paths and inactive entities, without an error', async () => {
    for (const url of ['/en-hk/no-such-thing.html', '/en-hk/%E6%88%92%E6%8C%87', '/en-hk/100%zz', '/tc-hkx/contact-us']) {
      expect(await route(url), url).toBeNull();
    }
    const { db } = testApp.database;
    const [page] = await db
      .select({ id: cmsPages.id })
      .from(cmsPages)
      .where(and(eq(cmsPages.identifier, 'privacy'), eq(cmsPages.storeViewId, findStoreView('tsl_mo_en')!.id)));
    // As every write of the store's content does (the seed's): change, bump the version, then tell the caches.
    const { changes } = testApp.app.commerce;
    const retiredPages = await db.transaction(async (tx) => {
      await tx.update(cmsPages).set({ isActive: false }).where(eq(cmsPages.id, page.id));
      await tx.update(cmsPages).set({ isActive: false }).where(and(eq(cmsPages.identifier, 'privacy'), sql`${cmsPages.storeViewId} is null`));
      return changes.bump(tx);
    });
    await changes.notify(retiredPages);
    expect(await route('/en-mo/privacy', 'tsl_mo_en')).toBeNull();
    expect(await route('/en-hk/privacy/', 'tsl_en')).toBeNull();
    expect(await route('/tc-hk/privacy', 'tsl_tc')).toMatchObject({ identifier: 'privacy' });

    const [retired] = await db
      .select({ id: products.id, urlKey: products.urlKey })
      .from(products)
      .where(and(eq(products.typeId, 'configurable'), eq(products.visibleInCatalog, true)))
      .limit(1);
    expect(await route(`/en-hk/${retired.urlKey}.html`)).toMatchObject({ __typename: 'ConfigurableProduct' });
    // As every catalog write does: change, bump the version in the transaction, then tell the caches.
    const version = await db.transaction(async (tx) => {
      await tx.update(products).set({ isActive: false }).where(eq(products.id, retired.id));
      return changes.bump(tx);
    });
    await changes.notify(version);
    expect(await route(`/en-hk/${retired.urlKey}.html/`)).toBeNull();
    expect(await route(`/en-hk/${retired.urlKey}.html`)).toBeNull();
  });

  it('refuses an empty URL as bad input', async () => {
    for (const url of ['', '   ', 'x'.repeat(3000)]) {
      const answer = await testApp.graphql(ROUTE, { url });
      expect(answer.status).toBe(200);
      expect(answer.errors?.[0].extensions?.category).toBe('graphql-input');
    }
  });

  it('answers urlResolver with ids and redirect codes', async () => {
    type Resolved = { urlResolver: { id: number; entity_uid: string; relative_url: string; redirectCode: number; type: string | null } | null };
    const resolve = async (url: string, store = 'tsl_en') => (await testApp.graphql<Resolved>(RESOLVER, { url }, { store })).data!.urlResolver;

    expect(await resolve(`/en-hk/${simple.urlKey}.html`)).toEqual({
      id: simple.id,
      entity_uid: Buffer.from(String(simple.id)).toString('base64'),
      canonical_url: `${simple.urlKey}.html`,
      relative_url: `${simple.urlKey}.html`,
      redirectCode: 0,
      type: 'PRODUCT',
    });
    expect(await resolve(`${category.urlPath}.html`)).toMatchObject({ id: category.id, type: 'CATEGORY', redirectCode: 0 });
    const [tcContact] = await testApp.database.db
      .select({ id: cmsPages.id })
      .from(cmsPages)
      .where(and(eq(cmsPages.identifier, 'contact-us'), eq(cmsPages.storeViewId, findStoreView('tsl_tc')!.id)));
    // The page the store view shows: its own translation.
    expect(await resolve('/tc-hk/contact-us', 'tsl_tc')).toMatchObject({ id: tcContact.id, type: 'CMS_PAGE', relative_url: 'contact-us' });
    expect(await resolve('/en-hk/customer-service')).toMatchObject({ type: 'CMS_PAGE', relative_url: 'contact-us', redirectCode: 301 });
    expect(await resolve('/en-hk/promotions')).toMatchObject({ relative_url: 'wedding-season', redirectCode: 302 });
    expect(await resolve('/en-hk/nothing-here')).toBeNull();
    expect((await testApp.graphql(RESOLVER, { url: '' })).errors?.[0].extensions?.category).toBe('graphql-input');
  });

  it('tells which store view a URL belongs to', async () => {
    const reserve = async (url: string, store = 'tsl_en') =>
      (await testApp.graphql<{ urlReserve: { store_code: string; url_path: string } }>(RESERVE, { url }, { store })).data!.urlReserve;
    expect(await reserve('/tc-hk/rings.html?sort=price#top')).toEqual({ store_code: 'tsl_tc', url_path: 'rings.html' });
    expect(await reserve('https://shop.example.com/sc-my/checkout/success/')).toEqual({ store_code: 'tsl_my_sc', url_path: 'checkout/success/' });
    expect(await reserve('/en-mo')).toEqual({ store_code: 'tsl_mo_en', url_path: '' });
    expect(await reserve('/rings.html', 'tsl_mo_tc')).toEqual({ store_code: 'tsl_mo_tc', url_path: 'rings.html' });
    expect(await reserve('/tc-hkx/a')).toEqual({ store_code: 'tsl_en', url_path: 'tc-hkx/a' });
    expect((await testApp.graphql(RESERVE, { url: ' ' })).errors?.[0].extensions?.category).toBe('graphql-input');
  });
});
