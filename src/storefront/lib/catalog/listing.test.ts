import { describe, expect, it } from 'vitest';
import { LISTING_PAGE_SIZE, listingSearch, listingStateOf, pageWindow, priceRangeOf } from './listing.ts';

const params = (query: string) => new URLSearchParams(query);

describe('listing state in the URL', () => {
  it('reads page, size, sort and filters, dropping what the API would refuse', () => {
    const state = listingStateOf(params('page=3&pageSize=48&sort=price_desc&metal=pt950&metal=18k_white_gold&price=0_999.99&category_id=16&colour=D'));
    expect(state).toEqual({
      page: 3,
      pageSize: 48,
      sort: 'price_desc',
      filters: { category_id: ['16'], price: ['0_999.99'], metal: ['pt950', '18k_white_gold'], colour: ['D'] },
    });
    const odd = listingStateOf(params('page=0&pageSize=500&sort=cheapest&price=abc&category_id=x&unknown=1'));
    expect(odd).toEqual({ page: 1, pageSize: LISTING_PAGE_SIZE, sort: 'default', filters: {} });
  });

  it('keeps one price range, the last given', () => {
    expect(listingStateOf(params('price=0_99.99&price=100_199.99')).filters.price).toEqual(['100_199.99']);
    expect(priceRangeOf('100_199.99')).toEqual({ from: '100', to: '199.99' });
  });

  it('builds links that keep the other choices and go back to page 1 on a new sort or filter', () => {
    const current = params('query=ring&page=3&sort=newest&metal=pt950');
    expect(listingSearch(current, { page: 4 })).toBe('?query=ring&page=4&sort=newest&metal=pt950');
    expect(listingSearch(current, { page: 1 })).toBe('?query=ring&sort=newest&metal=pt950');
    expect(listingSearch(current, { sort: 'default' })).toBe('?query=ring&metal=pt950');
    expect(listingSearch(current, { toggle: { code: 'metal', value: '18k_rose_gold' } })).toBe('?query=ring&sort=newest&metal=pt950&metal=18k_rose_gold');
    expect(listingSearch(current, { toggle: { code: 'metal', value: 'pt950' } })).toBe('?query=ring&sort=newest');
    expect(listingSearch(params('price=0_99.99'), { toggle: { code: 'price', value: '100_199.99' } })).toBe('?price=100_199.99');
    expect(listingSearch(current, { clearFilters: true })).toBe('?query=ring&sort=newest');
  });

  it('offers the first, the last and two pages either side of the current one', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(6, 20)).toEqual([1, null, 4, 5, 6, 7, 8, null, 20]);
    expect(pageWindow(2, 9)).toEqual([1, 2, 3, 4, null, 9]);
  });
});
