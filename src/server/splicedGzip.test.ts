import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { SplicedGzip } from './splicedGzip.ts';

/** A stylesheet-like text of `rules` rules, different for each seed. */
function stylesheet(seed: string, rules: number): string {
  return Array.from({ length: rules }, (_, index) => `._${seed}_${index.toString(36)}{margin:${index % 17}px;color:var(--c-${(index * 7) % 23})}`).join('');
}

describe('SplicedGzip', () => {
  const sheet = stylesheet('a', 2_000);
  const other = stylesheet('b', 500);
  const gzip = new SplicedGzip();
  gzip.keep(sheet);
  gzip.keep(other);

  it('gzips a page around the kept stylesheets into what any gzip reader reads back', () => {
    const pages = [
      `<!DOCTYPE html><html><head><style>${sheet}</style><title>Ring</title></head><body>${'<p>18K gold ring</p>'.repeat(400)}</body></html>`,
      `<html><head><style>${other}</style><style>${sheet}</style></head><body>價錢 HK$12,800</body></html>`,
      // A kept part at the very start and at the very end.
      `${sheet}<p>between</p>${other}`,
      sheet,
    ];
    for (const page of pages) {
      const body = Buffer.from(page);
      const compressed = gzip.compress(body);
      expect(compressed).toBeDefined();
      expect(gunzipSync(compressed!).equals(body)).toBe(true);
      expect(compressed!.length).toBeLessThan(body.length / 3);
    }
  });

  it('leaves alone a page without a kept stylesheet whole, or with one changed', () => {
    expect(gzip.compress(Buffer.from(`<html><body>${stylesheet('c', 300)}</body></html>`))).toBeUndefined();
    const changed = `${sheet.slice(0, 5_000)}X${sheet.slice(5_001)}`;
    expect(gzip.compress(Buffer.from(`<style>${changed}</style>`))).toBeUndefined();
    expect(gzip.compress(Buffer.from(`<style>${sheet.slice(0, sheet.length - 1)}`))).toBeUndefined();
  });

  it('keeps no text too short to be worth it', () => {
    const small = new SplicedGzip();
    small.keep('.a{color:red}');
    expect(small.compress(Buffer.from('<style>.a{color:red}</style>'))).toBeUndefined();
  });
});
