/** The search box's list: which row the arrow keys choose, and what is said when there is no list. */
import { describe, expect, it } from 'vitest';
import type { SearchSuggestions } from '../../../lib/catalog/searchSuggestions.ts';
import { nextActiveRow, suggestionNotice } from './useSearchSuggestions.ts';

const nothingFound: SearchSuggestions = { query: 'zz', total: 0, categories: [], products: [], allResultsHref: '/en-hk/search?q=zz' };

describe('the search suggestions', () => {
  it('move down and up through the rows, passing through the text box between the last row and the first', () => {
    expect(nextActiveRow(-1, 1, 3)).toBe(0);
    expect(nextActiveRow(0, 1, 3)).toBe(1);
    expect(nextActiveRow(2, 1, 3)).toBe(-1);
    expect(nextActiveRow(-1, -1, 3)).toBe(2);
    expect(nextActiveRow(0, -1, 3)).toBe(-1);
  });

  it('say nothing was found only once an answer came back empty, and that they failed when they did', () => {
    expect(suggestionNotice(true, false, nothingFound, 0)).toBe('none');
    expect(suggestionNotice(true, false, null, 0)).toBeNull();
    expect(suggestionNotice(true, true, null, 0)).toBe('failed');
    expect(suggestionNotice(true, false, { ...nothingFound, total: 1 }, 2)).toBeNull();
  });

  it('say nothing while the list is closed', () => {
    expect(suggestionNotice(false, true, null, 0)).toBeNull();
    expect(suggestionNotice(false, false, nothingFound, 0)).toBeNull();
  });
});
