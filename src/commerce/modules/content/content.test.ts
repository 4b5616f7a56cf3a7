import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/harness.ts';
import { cmsBlocks, cmsPages } from '../../db/schema.ts';
import { findStoreView } from '../../../rules/storeViews.ts';

const PAGE = `query Page($identifier: String, $id: Int) {
  cmsPage(identifier: $identifier, id: $id) { identifier url_key title content content_heading page_layout page_type meta_title meta_description }
}`;
const BLOCKS = `query Blocks($identifiers: [String!]!) { cmsBlocks(identifiers: $identifiers) { items { identifier title content } } }`;

interface PageAnswer {
  cmsPage: { identifier: string; title: string; content: string; page_type: string; meta_title: string | null } | null;
}

const viewId = (code: string) => findStoreView(code)!.id;

describe('CMS pages and blocks', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
    const { db } = testApp.database;
    // Pages the demo store does not have: one for every view only, one hidden, one with a script.
    await db.insert(cmsPages).values([
      { identifier: 'test-shared', storeViewId: null, title: 'Shared page', content: '<p>For every view</p>' },
      { identifier: 'test-shared', storeViewId: viewId('tsl_sc'), title: '停用的译本', content: '<p>off</p>', isActive: false },
      { identifier: 'test-hidden', storeViewId: null, title: 'Hidden', content: '<p>hidden</p>', isActive: false },
      {
        identifier: 'test-script',
        storeViewId: null,
        title: 'Script',
        content: '<div data-content-type="text" onmouseover="steal()">Safe<script>steal()</script></div>',
      },
    ]);
    await db.insert(cmsBlocks).values([
      { identifier: 'test-shared-block', storeViewId: null, title: 'Shared block', content: '<p>shared</p>' },
      { identifier: 'test-hidden-block', storeViewId: null, title: 'Hidden block', content: '<p>x</p>', isActive: false },
    ]);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('answers a page in the store view language', async () => {
    const titles: Record<string, string> = { tsl_en: 'Home', tsl_tc: '主頁', tsl_sc: '首页', tsl_mo_en: 'Home', tsl_my_sc: '首页' };
    for (const [store, title] of Object.entries(titles)) {
      const answer = await testApp.graphql<PageAnswer>(PAGE, { identifier: 'home' }, { store });
      expect(answer.errors, store).toBeUndefined();
      expect(answer.data!.cmsPage).toMatchObject({ identifier: 'home', title, page_type: 'home' });
    }
    const contact = await testApp.graphql<PageAnswer>(PAGE, { identifier: 'contact-us' }, { store: 'tsl_tc' });
    expect(contact.data!.cmsPage).toMatchObject({ title: '聯絡我們', page_type: 'contact-us' });
    expect(contact.data!.cmsPage!.content).toContain('data-content-type');
  });

  it('falls back to the page for every view, skipping an inactive translation', async () => {
    for (const store of ['tsl_en', 'tsl_tc', 'tsl_sc', 'tsl_my_en']) {
      const answer = await testApp.graphql<PageAnswer>(PAGE, { identifier: 'test-shared' }, { store });
      expect(answer.data!.cmsPage!.title, store).toBe('Shared page');
    }
  });

  it('finds a page by id only in its own store view', async () => {
    const [row] = await testApp.database.db
      .select({ id: cmsPages.id })
      .from(cmsPages)
      .where(and(eq(cmsPages.identifier, 'faq'), eq(cmsPages.storeViewId, viewId('tsl_tc'))));
    const own = await testApp.graphql<PageAnswer>(PAGE, { id: row.id }, { store: 'tsl_tc' });
    expect(own.data!.cmsPage).toMatchObject({ identifier: 'faq', title: '常見問題' });
    const other = await testApp.graphql<PageAnswer>(PAGE, { id: row.id }, { store: 'tsl_en' });
    expect(other.errors?.[0].extensions?.category).toBe('graphql-no-such-entity');

    const [shared] = await testApp.database.db
      .select({ id: cmsPages.id })
      .from(cmsPages)
      .where(and(eq(cmsPages.identifier, 'faq'), isNull(cmsPages.storeViewId)));
    expect((await testApp.graphql<PageAnswer>(PAGE, { id: shared.id }, { store: 'tsl_mo_en' })).data!.cmsPage!.identifier).toBe('faq');
  });

  it('does not find inactive or unknown pages', async () => {
    for (const variables of [{ identifier: 'test-hidden' }, { identifier: 'no-such-page' }, { id: 999_999 }, { id: -1 }]) {
      const answer = await testApp.graphql<PageAnswer>(PAGE, variables, { store: 'tsl_tc' });
      expect(answer.status).toBe(200);
      expect(answer.data!.cmsPage).toBeNull();
      expect(answer.errors?.[0].extensions?.category, JSON.stringify(variables)).toBe('graphql-no-such-entity');
    }
    const chinese = await testApp.graphql<PageAnswer>(PAGE, { identifier: 'no-such-page' }, { store: 'tsl_tc' });
    expect(chinese.errors?.[0].message).toBe('識別碼為「no-such-page」的頁面不存在');
  });

  it('needs an identifier or an id', async () => {
    for (const variables of [{}, { identifier: '  ' }]) {
      const answer = await testApp.graphql(PAGE, variables);
      expect(answer.errors?.[0].extensions?.category).toBe('graphql-input');
    }
  });

  it('strips scripts and event handlers from content', async () => {
    const answer = await testApp.graphql<PageAnswer>(PAGE, { identifier: 'test-script' });
    expect(answer.data!.cmsPage!.content).toBe('<div data-content-type="text">Safe</div>');
  });

  it('answers blocks in the order asked, in the store view language, leaving out missing ones', async () => {
    type BlocksAnswer = { cmsBlocks: { items: Array<{ identifier: string; title: string; content: string }> } };
    const english = await testApp.graphql<BlocksAnswer>(BLOCKS, {
      identifiers: ['footer-links', 'no-such-block', 'test-hidden-block', 'promo-message', 'test-shared-block', 'footer-links'],
    });
    expect(english.errors).toBeUndefined();
    expect(english.data!.cmsBlocks.items.map((block) => block.identifier)).toEqual(['footer-links', 'promo-message', 'test-shared-block']);
    expect(english.data!.cmsBlocks.items[1].title).toBe('Promo message');

    const traditional = await testApp.graphql<BlocksAnswer>(BLOCKS, { identifiers: ['promo-message', 'test-shared-block'] }, { store: 'tsl_tc' });
    expect(traditional.data!.cmsBlocks.items.map((block) => block.title)).toEqual(['推廣訊息', 'Shared block']);
    // Macau's promo message quotes Macau's currency.
    const macau = await testApp.graphql<BlocksAnswer>(BLOCKS, { identifiers: ['promo-message'] }, { store: 'tsl_mo_en' });
    expect(macau.data!.cmsBlocks.items[0].content).not.toBe(english.data!.cmsBlocks.items[1].content);
  });

  it('needs at least one block identifier, and not too many', async () => {
    for (const identifiers of [[], [' '], Array.from({ length: 51 }, (_, index) => `block-${index}`)]) {
      const answer = await testApp.graphql(BLOCKS, { identifiers });
      expect(answer.errors?.[0].extensions?.category, `${identifiers.length} identifiers`).toBe('graphql-input');
    }
  });
});
