/**
 * The URL resolver (spec 000 §2: any path that is not a named route is resolved here). A path is
 * looked up in url_rewrites for the request's store view (its own row wins over the row for every
 * view) and answers with the entity behind it, or with a redirect the storefront follows.
 *
 * The store view is the request's (the Store header), as in Magento; a store prefix in the URL is
 * only removed. Relative URLs never carry a prefix: the storefront adds its own.
 *
 * A path's rewrites are read once per catalog version (keptUntilCatalogChanges.ts): every page
 * drawn resolves its URL, and only the seed writes url_rewrites, bumping the version.
 */
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { CatalogChanges } from '../../catalogChanges.ts';
import type { Database } from '../../db/connect.ts';
import { KeptUntilCatalogChanges } from '../../keptUntilCatalogChanges.ts';
import { urlRewrites } from '../../db/schema.ts';
import type { StoreScope } from '../../core/requestContext.ts';
import { encodeUid } from '../catalog/index.ts';
import { HOME_PAGE_IDENTIFIER, type ContentService, cmsPageView } from '../content/index.ts';
import { candidatePaths, decodePath, splitRequestedUrl } from './paths.ts';

export type UrlEntityType = 'PRODUCT' | 'CATEGORY' | 'CMS_PAGE';
export type RedirectCode = 301 | 302;

/** What the resolver needs of the catalog: entities in a store view, leaving out inactive ones. */
export interface RoutableCatalog {
  productsByIds(ids: number[], scope: StoreScope): Promise<Array<{ type_id: string | null }>>;
  categoriesByIds(ids: number[], scope: StoreScope): Promise<object[]>;
}

/** A match in url_rewrites, before the entity is loaded. */
export type UrlMatch =
  | { kind: 'entity'; type: UrlEntityType; id: number; relativeUrl: string; loaded?: Record<string, unknown> }
  | { kind: 'redirect'; type: UrlEntityType | null; id: number; relativeUrl: string; redirectCode: RedirectCode };

/** route(): an entity with the RoutableInterface fields, or a RoutableUrl for a redirect. */
export type RoutedEntity = { type: UrlEntityType | null; relative_url: string; redirect_code: number } & Record<string, unknown>;

export interface EntityUrl {
  id: number;
  entity_uid: string;
  canonical_url: string;
  relative_url: string;
  redirectCode: number;
  type: UrlEntityType | null;
}

export interface UrlReserve {
  store_code: string;
  url_path: string;
}

type RewriteRow = typeof urlRewrites.$inferSelect;

/** Magento writes entity types as product, category and cms-page; underscores are accepted too. */
function entityTypeOf(stored: string): UrlEntityType | null {
  switch (stored.toLowerCase().replace(/_/g, '-')) {
    case 'product':
      return 'PRODUCT';
    case 'category':
      return 'CATEGORY';
    case 'cms-page':
      return 'CMS_PAGE';
    default:
      return null;
  }
}

function isRedirect(code: number): code is RedirectCode {
  return code === 301 || code === 302;
}

/** Paths kept per catalog version; made-up paths (crawlers, probes) push out the least recently asked. */
const MOST_KEPT_PATHS = 20_000;

export class UrlService {
  private readonly rewrites: KeptUntilCatalogChanges<RewriteRow[]>;

  constructor(
    private readonly db: Database,
    private readonly deps: { catalog: RoutableCatalog; content: ContentService; changes: CatalogChanges },
  ) {
    this.rewrites = new KeptUntilCatalogChanges(deps.changes, MOST_KEPT_PATHS);
  }

  /** Magento's route query: the entity at a URL, a redirect, or null when nothing active is there. */
  async route(url: string, scope: StoreScope): Promise<RoutedEntity | null> {
    const match = await this.match(url, scope);
    if (!match) return null;
    if (match.kind === 'redirect') {
      return { type: match.type, relative_url: match.relativeUrl, redirect_code: match.redirectCode };
    }
    const entity = match.loaded ?? (await this.loadEntity(match.type, match.id, scope));
    return entity ? { ...entity, type: match.type, relative_url: match.relativeUrl, redirect_code: 0 } : null;
  }

  /** The older urlResolver query (spec call ResolveURL): the same answer as route, without the entity. */
  async urlResolver(url: string, scope: StoreScope): Promise<EntityUrl | null> {
    const match = await this.match(url, scope);
    if (!match) return null;
    let id = match.id;
    if (match.kind === 'entity') {
      const entity = match.loaded ?? (await this.loadEntity(match.type, match.id, scope));
      if (!entity) return null;
      // A page may be answered by the view's own translation, a different row from the rewrite's.
      if (match.type === 'CMS_PAGE') id = Number(entity.id);
    }
    return {
      id,
      entity_uid: encodeUid(id),
      canonical_url: match.relativeUrl,
      relative_url: match.relativeUrl,
      redirectCode: match.kind === 'redirect' ? match.redirectCode : 0,
      type: match.type,
    };
  }

  /**
   * The spec's urlReserve: which store view a URL belongs to by its prefix (longest first; the
   * request's store view when it has none) and its path without prefix, leading slash or query.
   * The storefront uses it to keep a shopper's path when it adds or changes the store prefix.
   */
  urlReserve(url: string, scope: StoreScope): UrlReserve {
    const { prefixView, path } = splitRequestedUrl(url);
    return { store_code: (prefixView ?? scope.view).code, url_path: path };
  }

  /** Looks the URL up in url_rewrites; "/" is the home page. */
  async match(url: string, scope: StoreScope): Promise<UrlMatch | null> {
    const path = decodePath(splitRequestedUrl(url).path);
    if (!path) return this.homeMatch(scope);

    const candidates = candidatePaths(path);
    const rows = await this.rewrites.get(`${scope.view.id} ${path}`, () =>
      this.db
        .select()
        .from(urlRewrites)
        .where(and(inArray(urlRewrites.requestPath, candidates), or(eq(urlRewrites.storeViewId, scope.view.id), isNull(urlRewrites.storeViewId)))),
    );
    const best = pickBest(rows, candidates);
    if (!best) return null;

    const type = entityTypeOf(best.entityType);
    if (isRedirect(best.redirectType)) {
      return { kind: 'redirect', type, id: best.entityId, relativeUrl: best.targetPath, redirectCode: best.redirectType };
    }
    if (!type) return null;
    if (best.requestPath === path) return { kind: 'entity', type, id: best.entityId, relativeUrl: best.requestPath };
    // Found under another spelling: send the shopper to the stored one, if there is a page there.
    const entity = await this.loadEntity(type, best.entityId, scope);
    return entity ? { kind: 'redirect', type, id: best.entityId, relativeUrl: best.requestPath, redirectCode: 301 } : null;
  }

  private async homeMatch(scope: StoreScope): Promise<UrlMatch | null> {
    const home = await this.deps.content.pageByIdentifier(HOME_PAGE_IDENTIFIER, scope);
    return home ? { kind: 'entity', type: 'CMS_PAGE', id: home.id, relativeUrl: '', loaded: cmsPageView(home) } : null;
  }

  private async loadEntity(type: UrlEntityType, id: number, scope: StoreScope): Promise<Record<string, unknown> | null> {
    switch (type) {
      case 'PRODUCT': {
        const [product] = await this.deps.catalog.productsByIds([id], scope);
        return (product as Record<string, unknown> | undefined) ?? null;
      }
      case 'CATEGORY': {
        const [category] = await this.deps.catalog.categoriesByIds([id], scope);
        return (category as Record<string, unknown> | undefined) ?? null;
      }
      case 'CMS_PAGE': {
        const page = await this.deps.content.pageForRoute(id, scope);
        return page ? cmsPageView(page) : null;
      }
    }
  }
}

/** The row for the earliest candidate (the exact path first); the store view's own row before the shared one. */
function pickBest(rows: RewriteRow[], candidates: string[]): RewriteRow | undefined {
  const rank = (row: RewriteRow) => candidates.indexOf(row.requestPath) * 2 + (row.storeViewId === null ? 1 : 0);
  return rows.toSorted((a, b) => rank(a) - rank(b))[0];
}
