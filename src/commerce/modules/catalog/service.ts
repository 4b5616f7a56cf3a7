/**
 * The catalog: product listings and search, product views, categories and the menu tree, all per
 * store view (language, website prices and stock, display currency).
 *
 * Listings without typed search terms are answered from the website's listing index kept in the
 * process (listingIndex.ts): the page of ids, the total and the facets cost no statement, and the
 * page's products are built from rows kept in the process (keptProductRows.ts), read with their
 * members in six statements the first time a product is shown after a change. A search by text
 * runs one statement for the page and one for the facets (productQuery.ts). Categories,
 * attributes and their labels are read once per catalog version. Identical listings asked for at once are computed once.
 */
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import type { CatalogChanges } from '../../catalogChanges.ts';
import type { StoreScope } from '../../core/requestContext.ts';
import { inputError } from '../../core/errors.ts';
import type { CurrencyCode } from '../../../rules/money.ts';
import type { GoldService } from '../gold/index.ts';
import type { StoreService } from '../store/index.ts';
import { aggregationStatement, toAggregations, type AggregationView, type CategoryFacet, type FacetRow } from './aggregations.ts';
import type { CategoryFilter } from './categoryInput.ts';
import type { CategoryRecord, CategoryTree } from './categoryTree.ts';
import { categoryFacet, resolveProductFilter } from './categoryConditions.ts';
import { toCategoryView, type CategoryView } from './categoryViews.ts';
import { InFlight } from './inFlight.ts';
import { KeptProductRows } from './keptProductRows.ts';
import type { ListingPage } from './listingIndex.ts';
import { ListingIndexes } from './listingIndexes.ts';
import { goldQuotesFor } from './pricing.ts';
import { categoryCountStatement, countStatement, listingStatement, type ListingScope, type ResolvedProductFilter } from './productQuery.ts';
import type { ProductRows } from './productRows.ts';
import type { ProductSearchRequest } from './productSearchInput.ts';
import { buildProductViews, type ProductView, type ViewContext } from './productViews.ts';
import { ReferenceDataCache, type ReferenceData } from './referenceData.ts';
import { sortFields, type SortFieldsView } from './sortFields.ts';

export type { ProductView } from './productViews.ts';
export type { CategoryView } from './categoryViews.ts';

export interface PageInfo {
  current_page: number;
  page_size: number;
  total_pages: number;
}

export interface ProductSearchResult {
  /** The page's products in order; the `items` field turns them into views. */
  ids: number[];
  total_count: number;
  page_info: PageInfo;
  sort_fields: SortFieldsView;
  /** What the `aggregations` field counts over, fixed when the listing ran. */
  listing: { request: ProductSearchRequest; filter: ResolvedProductFilter; scope: ListingScope; facet: CategoryFacet; facetParentId: number | undefined };
}

export interface CategorySearchResult {
  items: CategoryView[];
  total_count: number;
  page_info: PageInfo;
}

export interface CatalogDependencies {
  store: StoreService;
  gold: GoldService;
  changes: CatalogChanges;
}

/** Rows of a raw statement: node-postgres and PGlite both answer `{ rows }`. */
async function selectRows<T>(db: Database, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

/** Typed search terms are matched by the database; everything else the listing index answers. */
function answeredByIndex(request: ProductSearchRequest, filter: ResolvedProductFilter): boolean {
  return request.searchTerms === undefined && filter.nameTerms === undefined;
}

function pageInfo(total: number, pageSize: number, currentPage: number): PageInfo {
  const totalPages = Math.ceil(total / pageSize);
  // Magento's rule: asking past the last page is an error, unless there is nothing to page through.
  if (total > 0 && currentPage > totalPages) throw inputError('input.currentPageTooLarge', { page: currentPage, total: totalPages });
  return { current_page: currentPage, page_size: pageSize, total_pages: totalPages };
}

export class CatalogService {
  private readonly store: StoreService;
  private readonly gold: GoldService;
  private readonly reference: ReferenceDataCache;
  private productCounts = new Map<number, Promise<Map<number, number>>>();
  private readonly changes: CatalogChanges;
  /** The listing indexes of this process; public for the tests that count their reads. */
  readonly listingIndexes: ListingIndexes;
  /** The rows product views are built from; public for the tests that count their reads. */
  readonly productRows: KeptProductRows;
  private readonly pages = new InFlight<ListingPage>();
  private readonly facetRows = new InFlight<FacetRow[]>();

  constructor(
    private readonly db: Database,
    deps: CatalogDependencies,
  ) {
    this.store = deps.store;
    this.gold = deps.gold;
    this.reference = new ReferenceDataCache(db, deps.changes);
    this.changes = deps.changes;
    this.listingIndexes = new ListingIndexes(db, deps.changes, (baseCurrency) => goldQuotesFor(baseCurrency, this.gold, this.store));
    this.productRows = new KeptProductRows(db, deps.changes);
    deps.changes.onChange(() => {
      this.productCounts = new Map();
    });
  }

  // -------------------------------------------------------------------------------------------
  // Products

  /** One page of a search or category listing: ids in order, the total and the sort menu. */
  async searchProducts(request: ProductSearchRequest, scope: StoreScope): Promise<ProductSearchResult> {
    const reference = await this.reference.current();
    const { filter, facet, facetParentId } = resolveProductFilter(request.filter, reference.categories);
    const listingScope = this.listingScope(scope);
    const { ids, total } = await this.pages.run(this.listingKey('page', scope, listingScope, request), () =>
      answeredByIndex(request, filter) ? this.indexPage(request, filter, listingScope, scope) : this.sqlPage(request, filter, listingScope),
    );
    return {
      ids,
      total_count: total,
      page_info: pageInfo(total, request.pageSize, request.currentPage),
      sort_fields: sortFields(request.searchTerms !== undefined, scope.locale),
      listing: { request, filter, scope: listingScope, facet, facetParentId },
    };
  }

  /**
   * Layered navigation for a listing, counted over the same products and prices as its page. The
   * category facet offers every category below the browsed one, or only its children.
   */
  async aggregations(
    listing: ProductSearchResult['listing'],
    options: { directChildrenOnly: boolean },
    scope: StoreScope,
  ): Promise<AggregationView[]> {
    const reference = await this.reference.current();
    const facet = options.directChildrenOnly ? listing.facet : categoryFacet(listing.facetParentId, reference.categories, false);
    const rows = await this.facetRows.run(this.listingKey(`facets:${options.directChildrenOnly}`, scope, listing.scope, listing.request), async () => {
      if (answeredByIndex(listing.request, listing.filter)) {
        const index = await this.listingIndexes.current(scope.website.id, scope.baseCurrency, listing.scope.now);
        return index.facets(listing.filter, facet, listing.scope.displayRate);
      }
      return selectRows<FacetRow>(this.db, aggregationStatement(listing.request, listing.filter, listing.scope, facet));
    });
    return toAggregations(
      rows.map((row) => ({ facet: row.facet, value: row.value, count: Number(row.count), upper: row.upper == null ? null : Number(row.upper) })),
      { locale: scope.locale, reference, currency: this.priceCurrency(scope) },
    );
  }

  /**
   * Product views (the same objects as listing items) in the order of `ids`, with their variants,
   * bundle options or grouped items. Products that are inactive or not priced in the scope's
   * website are left out. Other modules (routes, orders, wishlists) use this too; what sells (a
   * cart's prices, its stock checks) reads its own rows instead (productsFromRows).
   */
  async productsByIds(ids: readonly number[], scope: StoreScope): Promise<ProductView[]> {
    const unique = [...new Set(ids)].filter((id) => Number.isInteger(id) && id > 0);
    if (!unique.length) return [];
    const [rows, reference] = await Promise.all([this.productRows.rowsFor(unique, scope.website.id), this.reference.current()]);
    return buildProductViews(unique, rows, this.viewContext(scope, reference));
  }

  /** productsByIds from rows the caller already loaded for these ids (a cart priced from them), so they are read once. */
  async productsFromRows(ids: readonly number[], rows: ProductRows, scope: StoreScope): Promise<ProductView[]> {
    const unique = [...new Set(ids)].filter((id) => Number.isInteger(id) && id > 0);
    if (!unique.length) return [];
    return buildProductViews(unique, rows, this.viewContext(scope, await this.reference.current()));
  }

  /** Attribute and option labels, for what other modules name by code (an order line's options). */
  referenceData(): Promise<ReferenceData> {
    return this.reference.current();
  }

  // -------------------------------------------------------------------------------------------
  // Categories

  /** The store's root category, whose children are the menu: what categoryList answers without filters. */
  async rootCategoryId(): Promise<number | undefined> {
    const { categories } = await this.reference.current();
    return categories.root()?.id;
  }

  /** Magento's categories and categoryList: with no filter, the store's root category. */
  async categories(filter: CategoryFilter | undefined, page: { pageSize: number; currentPage: number }, scope: StoreScope): Promise<CategorySearchResult> {
    const { categories } = await this.reference.current();
    const records = this.findCategories(categories, filter);
    const info = pageInfo(records.length, page.pageSize, page.currentPage);
    const start = (page.currentPage - 1) * page.pageSize;
    return {
      items: records.slice(start, start + page.pageSize).map((record) => toCategoryView(record, categories, scope.locale)),
      total_count: records.length,
      page_info: info,
    };
  }

  /** Views of reachable categories in the order of `ids`; others are left out. */
  async categoriesByIds(ids: readonly number[], scope: StoreScope): Promise<CategoryView[]> {
    const { categories } = await this.reference.current();
    return [...new Set(ids)].flatMap((id) => {
      const record = categories.get(id);
      return record ? [toCategoryView(record, categories, scope.locale)] : [];
    });
  }

  /** A category's menu children: include_in_menu and active, by position then id (spec 001 §3.2). */
  async categoryChildren(categoryId: number, scope: StoreScope): Promise<CategoryView[]> {
    const { categories } = await this.reference.current();
    return categories.menuChildren(categoryId).map((record) => toCategoryView(record, categories, scope.locale));
  }

  /** Products listed in a category or below it, in the scope's website. */
  async categoryProductCount(categoryId: number, scope: StoreScope): Promise<number> {
    const counts = await this.productCountsOf(scope);
    return counts.get(categoryId) ?? 0;
  }

  // -------------------------------------------------------------------------------------------

  /**
   * What a listing's answer depends on, for coalescing: the catalog version, the website and its
   * currencies, the locale (names sort by it) and the whole request.
   */
  private listingKey(kind: string, scope: StoreScope, listingScope: ListingScope, request: ProductSearchRequest): string {
    return JSON.stringify([kind, this.changes.version, scope.website.id, scope.baseCurrency, listingScope.displayRate ?? null, scope.locale, request]);
  }

  private async indexPage(request: ProductSearchRequest, filter: ResolvedProductFilter, listingScope: ListingScope, scope: StoreScope): Promise<ListingPage> {
    const index = await this.listingIndexes.current(scope.website.id, scope.baseCurrency, listingScope.now);
    return index.page(request, filter, scope.locale, listingScope.displayRate);
  }

  private async sqlPage(request: ProductSearchRequest, filter: ResolvedProductFilter, listingScope: ListingScope): Promise<ListingPage> {
    const page = await selectRows<{ id: number; total: number }>(this.db, listingStatement(request, filter, listingScope));
    let total = page.length ? Number(page[0].total) : 0;
    if (!page.length && request.currentPage > 1) {
      // A page past the end has no rows to carry the total.
      const [counted] = await selectRows<{ total: number }>(this.db, countStatement(request, filter, listingScope));
      total = Number(counted?.total ?? 0);
    }
    return { ids: page.map((row) => Number(row.id)), total };
  }

  private findCategories(tree: CategoryTree, filter: CategoryFilter | undefined): CategoryRecord[] {
    if (!filter) {
      const root = tree.root();
      return root ? [root] : [];
    }
    return tree.find(filter);
  }

  /** Counted once per website and catalog version: every menu item asks for its count. */
  private productCountsOf(scope: StoreScope): Promise<Map<number, number>> {
    const websiteId = scope.website.id;
    let counts = this.productCounts.get(websiteId);
    if (!counts) {
      counts = this.countProductsByCategory(scope);
      const cache = this.productCounts;
      cache.set(websiteId, counts);
      counts.catch(() => cache.delete(websiteId));
    }
    return counts;
  }

  private async countProductsByCategory(scope: StoreScope): Promise<Map<number, number>> {
    const { categories } = await this.reference.current();
    const pairs = categories.all().flatMap((record) =>
      record.path
        .split('/')
        .map(Number)
        .filter((ancestorId) => categories.get(ancestorId))
        .map((ancestorId) => [ancestorId, record.id] as const),
    );
    if (!pairs.length) return new Map();
    const rows = await selectRows<{ category_id: number; count: number }>(this.db, categoryCountStatement(this.listingScope(scope), pairs));
    return new Map(rows.map((row) => [Number(row.category_id), Number(row.count)]));
  }

  /** The currency prices are shown in: the display currency when there is a rate to it. */
  private priceCurrency(scope: StoreScope): CurrencyCode {
    return this.store.convert(0, scope.baseCurrency, scope.displayCurrency).currency;
  }

  private listingScope(scope: StoreScope): ListingScope {
    const { baseCurrency, displayCurrency } = scope;
    return {
      websiteId: scope.website.id,
      locale: scope.locale,
      now: new Date(),
      quotes: goldQuotesFor(baseCurrency, this.gold, this.store),
      displayRate: baseCurrency === displayCurrency ? undefined : this.store.rate(baseCurrency, displayCurrency),
    };
  }

  private viewContext(scope: StoreScope, reference: ReferenceData): ViewContext {
    return {
      locale: scope.locale,
      now: new Date(),
      quotes: goldQuotesFor(scope.baseCurrency, this.gold, this.store),
      reference,
      toDisplay: (amount) => this.store.convert(amount, scope.baseCurrency, scope.displayCurrency),
    };
  }
}
