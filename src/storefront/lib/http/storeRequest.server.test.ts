import { describe, expect, it } from 'vitest';
import { firstVisitStoreView, redirectToStoredStoreView } from './storeRequest.server.ts';

const prefixOf = (acceptLanguage: string | null) => firstVisitStoreView(acceptLanguage)?.urlPrefix;

describe('the store view of a path without a prefix', () => {
  it('reads a first visitor’s language for the Hong Kong view in its script', () => {
    expect(prefixOf('zh-HK,zh;q=0.9,en;q=0.8')).toBe('tc-hk');
    expect(prefixOf('zh-Hant-TW')).toBe('tc-hk');
    expect(prefixOf('zh-CN,zh;q=0.9')).toBe('sc-hk');
    expect(prefixOf('zh-Hans')).toBe('sc-hk');
    expect(prefixOf('en-GB,zh-HK;q=0.5')).toBe('en-hk');
    expect(prefixOf('fr-FR,zh-TW;q=0.4')).toBe('tc-hk');
    expect(prefixOf('en;q=0.2,zh-HK;q=0.9')).toBe('tc-hk');
    expect(prefixOf('fr')).toBeUndefined();
    expect(prefixOf(null)).toBeUndefined();
  });

  it('keeps a stored store view over the language, and says the answer depends on both', () => {
    const request = (headers: Record<string, string>) => new Request('http://shop.example/customizer/?x=1', { headers });
    expect(redirectToStoredStoreView(request({ 'accept-language': 'zh-HK' })).headers.get('location')).toBe('/tc-hk/customizer/?x=1');
    const stored = redirectToStoredStoreView(request({ 'accept-language': 'zh-HK', cookie: 'store_view_url_code=sc-my' }));
    expect(stored.headers.get('location')).toBe('/sc-my/customizer/?x=1');
    expect(stored.headers.get('vary')).toBe('cookie, accept-language');
    expect(redirectToStoredStoreView(request({})).headers.get('location')).toBe('/en-hk/customizer/?x=1');
  });
});
