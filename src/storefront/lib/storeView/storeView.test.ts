import { describe, expect, it } from 'vitest';
import { resolveLink } from './links.ts';
import { intlLocaleOf, regionStoreView, storeViewByPrefix, switchStorePath } from './storeView.ts';

const view = (prefix: string) => storeViewByPrefix(prefix)!;

describe('store views in URLs', () => {
  it('switches the same page to another view, keeping the query', () => {
    expect(switchStorePath('/tc-hk/gold.html', '?page=2', view('en-hk'))).toBe('/en-hk/gold.html?page=2');
    expect(switchStorePath('/tc-hk', '', view('sc-hk'))).toBe('/sc-hk/');
  });

  it('finds the region view in the same language, else the first', () => {
    expect(regionStoreView(view('tc-hk'), 'mo').urlPrefix).toBe('tc-mo');
    expect(regionStoreView(view('tc-hk'), 'my').urlPrefix).toBe('sc-my');
  });

  it('formats for the region of the view', () => {
    expect(intlLocaleOf(view('sc-my'))).toBe('zh-Hans-MY');
  });
});

describe('resolveLink', () => {
  const origin = 'https://shop.example';
  it('makes links to the own host internal and strips store prefixes', () => {
    expect(resolveLink('https://shop.example/tc-hk/gold.html?x=1', origin)).toEqual({ internal: true, path: '/gold.html?x=1' });
    expect(resolveLink('/en-mo/faq', origin)).toEqual({ internal: true, path: '/faq' });
    expect(resolveLink('wedding-season', origin)).toEqual({ internal: true, path: '/wedding-season' });
  });
  it('keeps other hosts external and refuses script URLs', () => {
    expect(resolveLink('https://example.com/a', origin)).toEqual({ internal: false, href: 'https://example.com/a' });
    expect(resolveLink('javascript:alert(1)', origin)).toBeNull();
  });
});
