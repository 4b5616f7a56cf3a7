/**
 * CMS pages and blocks per store view. A page or block may exist once for every view (store view
 * null) and again for a particular view, usually its translation; the view's own active row wins,
 * as in Magento, and an inactive row is as good as absent.
 *
 * Rows are read once per catalog version (keptUntilCatalogChanges.ts): the header's promotion bar
 * and the footer are on every page, and only the seed writes these tables, bumping the version.
 */
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { CatalogChanges } from '../../catalogChanges.ts';
import type { Database } from '../../db/connect.ts';
import { KeptUntilCatalogChanges } from '../../keptUntilCatalogChanges.ts';
import { cmsBlocks, cmsPages } from '../../db/schema.ts';
import type { StoreScope } from '../../core/requestContext.ts';
import { inputError, notFoundError } from '../../core/errors.ts';
import { sanitizeContent } from '../../../rules/contentHtml.ts';
import { TextMemo } from '../../../rules/textMemo.ts';

export type CmsPageRecord = typeof cmsPages.$inferSelect;
export type CmsBlockRecord = typeof cmsBlocks.$inferSelect;

/** The home page's identifier: the URL resolver answers "/" with it. */
export const HOME_PAGE_IDENTIFIER = 'home';
/** A storefront page asks for a handful of blocks; more in one request is a mistake or abuse. */
export const MAX_BLOCKS_PER_REQUEST = 50;
const MAX_IDENTIFIER_LENGTH = 255;

export interface CmsPageQuery {
  identifier?: string | null;
  id?: number | null;
}

/** Rows for every view sort after the view's own, so the first row per identifier wins. */
const viewRowFirst = (storeViewId: typeof cmsPages.storeViewId | typeof cmsBlocks.storeViewId) =>
  sql`${storeViewId} is null`;

/** Page and block lookups kept per catalog version; bots asking for made-up identifiers push out the oldest. */
const MOST_KEPT_LOOKUPS = 5_000;

export class ContentService {
  private readonly pages: KeptUntilCatalogChanges<CmsPageRecord[]>;
  private readonly blocks: KeptUntilCatalogChanges<CmsBlockRecord[]>;
  /** The identifier of the page a URL rewrite names, by the page row's id. */
  private readonly routeTargets: KeptUntilCatalogChanges<Array<{ identifier: string }>>;

  constructor(
    private readonly db: Database,
    changes: CatalogChanges,
  ) {
    this.pages = new KeptUntilCatalogChanges(changes, MOST_KEPT_LOOKUPS);
    this.blocks = new KeptUntilCatalogChanges(changes, MOST_KEPT_LOOKUPS);
    this.routeTargets = new KeptUntilCatalogChanges(changes, MOST_KEPT_LOOKUPS);
  }

  /** An active page by identifier or id in the scope's store view; its content sanitized. */
  async cmsPage(query: CmsPageQuery, scope: StoreScope): Promise<CmsPageRecord> {
    const identifier = query.identifier?.trim();
    if (identifier) {
      const page = await this.pageByIdentifier(identifier, scope);
      if (!page) throw notFoundError('cms.pageNotFound', { identifier: identifier.slice(0, MAX_IDENTIFIER_LENGTH) });
      return page;
    }
    if (query.id != null) {
      const page = await this.pageById(query.id, scope);
      if (!page) throw notFoundError('cms.pageNotFound', { identifier: String(query.id) });
      return page;
    }
    throw inputError('cms.pageArgs');
  }

  /**
   * The page a URL rewrite points at, in the scope's language: rewrites name one page row, while a
   * view may have its own translation under the same identifier. Null when not active here.
   */
  async pageForRoute(pageId: number, scope: StoreScope): Promise<CmsPageRecord | null> {
    const [target] = await this.routeTargets.get(String(pageId), () => this.db.select({ identifier: cmsPages.identifier }).from(cmsPages).where(eq(cmsPages.id, pageId)));
    return target ? this.pageByIdentifier(target.identifier, scope) : null;
  }

  async pageByIdentifier(identifier: string, scope: StoreScope): Promise<CmsPageRecord | null> {
    if (identifier.length > MAX_IDENTIFIER_LENGTH) return null;
    const [page] = await this.keptPages(`identifier ${scope.view.id} ${identifier}`, () =>
      this.db
        .select()
        .from(cmsPages)
        .where(and(eq(cmsPages.identifier, identifier), eq(cmsPages.isActive, true), this.inView(cmsPages.storeViewId, scope)))
        .orderBy(viewRowFirst(cmsPages.storeViewId))
        .limit(1),
    );
    return page ?? null;
  }

  /** Active blocks in the order asked for; identifiers without a block here are left out. */
  async cmsBlocks(identifiers: readonly string[], scope: StoreScope): Promise<CmsBlockRecord[]> {
    const wanted = [...new Set(identifiers.map((identifier) => identifier.trim()).filter(Boolean))];
    if (!wanted.length) throw inputError('cms.blocksEmpty');
    if (wanted.length > MAX_BLOCKS_PER_REQUEST) throw inputError('cms.blocksTooMany', { max: MAX_BLOCKS_PER_REQUEST });
    const lookup = wanted.filter((identifier) => identifier.length <= MAX_IDENTIFIER_LENGTH);
    if (!lookup.length) return [];
    const rows = await this.blocks.get(`${scope.view.id} ${[...lookup].sort().join('\n')}`, async () =>
      cleanContentOf(
        await this.db
          .select()
          .from(cmsBlocks)
          .where(and(inArray(cmsBlocks.identifier, lookup), eq(cmsBlocks.isActive, true), this.inView(cmsBlocks.storeViewId, scope)))
          .orderBy(viewRowFirst(cmsBlocks.storeViewId)),
      ),
    );
    const byIdentifier = new Map<string, CmsBlockRecord>();
    for (const row of rows) if (!byIdentifier.has(row.identifier)) byIdentifier.set(row.identifier, row);
    return wanted.flatMap((identifier) => {
      const block = byIdentifier.get(identifier);
      return block ? [block] : [];
    });
  }

  private async pageById(id: number, scope: StoreScope): Promise<CmsPageRecord | null> {
    if (!Number.isInteger(id) || id < 1) return null;
    const [page] = await this.keptPages(`id ${scope.view.id} ${id}`, () =>
      this.db
        .select()
        .from(cmsPages)
        .where(and(eq(cmsPages.id, id), eq(cmsPages.isActive, true), this.inView(cmsPages.storeViewId, scope))),
    );
    return page ?? null;
  }

  /** Page rows with their content cleaned, read by `read` once per catalog version. */
  private keptPages(key: string, read: () => PromiseLike<CmsPageRecord[]>): Promise<CmsPageRecord[]> {
    return this.pages.get(key, async () => cleanContentOf(await read()));
  }

  private inView(storeViewId: typeof cmsPages.storeViewId | typeof cmsBlocks.storeViewId, scope: StoreScope) {
    return or(eq(storeViewId, scope.view.id), isNull(storeViewId));
  }
}

/** Cleaned content by the stored HTML it came from: the same few blocks are read for every page. */
const cleaned = new TextMemo<string>(2_000_000);

function cleanContentOf<Row extends { content: string }>(rows: Row[]): Row[] {
  return rows.map((row) => ({ ...row, content: cleaned.get(row.content, (html) => sanitizeContent(html)) }));
}
