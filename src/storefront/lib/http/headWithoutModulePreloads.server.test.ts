import { describe, expect, it } from 'vitest';
import { headWithoutModulePreloads } from './headWithoutModulePreloads.server.ts';

const page =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/a.js" nonce="n"/><title>T</title>' +
  '<link rel="modulepreload" href="/assets/b.js"/><link rel="icon" href="/favicon.svg"/></head>' +
  '<body><p>text that mentions <link rel="modulepreload"/> stays</p><script type="module">import "/assets/a.js";</script></body></html>';

const expected =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>T</title><link rel="icon" href="/favicon.svg"/></head>' +
  '<body><p>text that mentions <link rel="modulepreload"/> stays</p><script type="module">import "/assets/a.js";</script></body></html>';

describe('headWithoutModulePreloads', () => {
  it('drops module preloads from <head> only, leaving the rest byte for byte', () => {
    expect(headWithoutModulePreloads(Buffer.from(page)).toString()).toBe(expected);
  });

  it('keeps Chinese text on both sides of </head> whole', () => {
    const bytes = Buffer.from('<head><title>謝瑞麟</title><link rel="modulepreload" href="/a.js"/></head><body>鑽石</body>');
    expect(headWithoutModulePreloads(bytes).toString()).toBe('<head><title>謝瑞麟</title></head><body>鑽石</body>');
  });

  it('cleans a page without a </head> whole, and hands back a page with nothing to drop as it was', () => {
    expect(headWithoutModulePreloads(Buffer.from('<link rel="modulepreload" href="/a.js"/><p>x</p>')).toString()).toBe('<p>x</p>');
    const plain = Buffer.from('<head><title>T</title></head><body></body>');
    expect(headWithoutModulePreloads(plain)).toBe(plain);
  });
});
