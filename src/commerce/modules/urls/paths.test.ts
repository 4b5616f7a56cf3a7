import { describe, expect, it } from 'vitest';
import { CommerceError } from '../../core/errors.ts';
import { candidatePaths, decodePath, MAX_URL_LENGTH, splitRequestedUrl } from './paths.ts';

describe('requested URL paths', () => {
  it('drops origin, query, fragment, leading slash and store prefix', () => {
    expect(splitRequestedUrl('https://shop.example.com/tc-hk/rings/gold.html?page=2#top')).toEqual({
      prefixView: expect.objectContaining({ code: 'tsl_tc' }),
      path: 'rings/gold.html',
    });
    expect(splitRequestedUrl('//cdn.example.com/en-mo/a.html').prefixView?.code).toBe('tsl_mo_en');
    expect(splitRequestedUrl('rings.html')).toEqual({ prefixView: undefined, path: 'rings.html' });
    expect(splitRequestedUrl('/sc-my')).toMatchObject({ prefixView: { code: 'tsl_my_sc' }, path: '' });
    expect(splitRequestedUrl('/').path).toBe('');
    expect(splitRequestedUrl('//')).toEqual({ prefixView: undefined, path: '' });
    // A path that only starts like a prefix keeps it.
    expect(splitRequestedUrl('/tc-hkx/a')).toEqual({ prefixView: undefined, path: 'tc-hkx/a' });
  });

  it('refuses empty and overlong URLs', () => {
    for (const url of ['', '   ', 'x'.repeat(MAX_URL_LENGTH + 1)]) {
      expect(() => splitRequestedUrl(url)).toThrow(CommerceError);
    }
  });

  it('decodes percent-encoded paths, keeping malformed ones as given', () => {
    expect(decodePath('%E6%88%92%E6%8C%87.html')).toBe('戒指.html');
    expect(decodePath('100%.html')).toBe('100%.html');
  });

  it('tries the exact path first, then forgiving spellings', () => {
    expect(candidatePaths('rings.html')).toEqual(['rings.html', 'rings.html/', 'rings']);
    expect(candidatePaths('rings/')).toEqual(['rings/', 'rings', 'rings.html']);
    expect(candidatePaths('Rings')).toEqual(['Rings', 'Rings/', 'Rings.html', 'rings', 'rings/', 'rings.html']);
  });
});
