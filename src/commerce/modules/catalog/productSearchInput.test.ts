import { describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE } from '../../../rules/catalog.ts';
import { CommerceError } from '../../core/errors.ts';
import { MAX_FILTER_VALUES, parseProductSearch } from './productSearchInput.ts';
import { encodeUid } from './uid.ts';

function rejection(run: () => unknown): CommerceError {
  try {
    run();
  } catch (error) {
    if (error instanceof CommerceError) return error;
    throw error;
  }
  throw new Error('expected a CommerceError');
}

describe('products arguments', () => {
  it('default to page 1 of 6', () => {
    expect(parseProductSearch({}, 6)).toMatchObject({ pageSize: 6, currentPage: 1, sort: [] });
  });

  it('bound the page size and page', () => {
    expect(rejection(() => parseProductSearch({ pageSize: 0 }, 6)).messageKey).toBe('input.pageSize');
    expect(rejection(() => parseProductSearch({ pageSize: MAX_PAGE_SIZE + 1 }, 6)).messageKey).toBe('input.pageSize');
    expect(rejection(() => parseProductSearch({ currentPage: 0 }, 6)).messageKey).toBe('input.currentPage');
  });

  it('fold the search into terms and check its length', () => {
    expect(parseProductSearch({ search: '  鑽石 戒指 ' }, 6)).toMatchObject({ searchText: '鑽石 戒指', searchTerms: ['钻石', '戒指'] });
    expect(rejection(() => parseProductSearch({ search: ' a ' }, 6))).toMatchObject({ category: 'graphql-input', messageKey: 'search.tooShort' });
    expect(rejection(() => parseProductSearch({ search: 'x'.repeat(200) }, 6)).messageKey).toBe('search.tooLong');
  });

  it('read category ids, uids and url paths', () => {
    const { filter } = parseProductSearch(
      { filter: { category_id: { in: ['2', '3'] }, category_uid: { eq: encodeUid(7) }, category_url_path: { eq: '/gold/rings.html' } } },
      6,
    );
    expect(filter.categories).toEqual([
      { field: 'category_id', ids: [2, 3] },
      { field: 'category_uid', ids: [7] },
      { field: 'category_url_path', urlPaths: ['gold/rings'] },
    ]);
    expect(rejection(() => parseProductSearch({ filter: { category_id: { eq: 'two' } } }, 6)).messageKey).toBe('filter.invalidValue');
    expect(rejection(() => parseProductSearch({ filter: { category_uid: { eq: '!!' } } }, 6)).messageKey).toBe('filter.invalidValue');
  });

  it('read price bounds in minor units', () => {
    expect(parseProductSearch({ filter: { price: { from: '1000', to: '1999.99' } } }, 6).filter.price).toEqual({ from: 100_000, to: 199_999 });
    expect(parseProductSearch({ filter: { price: { from: '', to: '50.5' } } }, 6).filter.price).toEqual({ from: undefined, to: 5_050 });
    expect(rejection(() => parseProductSearch({ filter: { price: { from: 'cheap' } } }, 6)).messageKey).toBe('filter.priceRange');
    expect(rejection(() => parseProductSearch({ filter: { price: { from: '20', to: '10' } } }, 6)).messageKey).toBe('filter.priceRange');
  });

  it('treat an empty list as no condition and refuse huge ones', () => {
    expect(parseProductSearch({ filter: { shape: { in: [] } } }, 6).filter.attributes.shape).toBeUndefined();
    const many = Array.from({ length: MAX_FILTER_VALUES + 1 }, (_, index) => `v${index}`);
    expect(rejection(() => parseProductSearch({ filter: { shape: { in: many } } }, 6)).messageKey).toBe('filter.tooManyValues');
  });

  it('check stock statuses', () => {
    expect(parseProductSearch({ filter: { stock_status: { eq: 'in_stock' } } }, 6).filter.stockStatuses).toEqual(['IN_STOCK']);
    expect(rejection(() => parseProductSearch({ filter: { stock_status: { eq: 'maybe' } } }, 6)).messageKey).toBe('filter.invalidValue');
  });

  it('keep the sort keys in the schema order', () => {
    expect(parseProductSearch({ sort: { newest: 'DESC', price: 'ASC' } }, 6).sort).toEqual([
      { key: 'price', direction: 'ASC' },
      { key: 'newest', direction: 'DESC' },
    ]);
  });
});
