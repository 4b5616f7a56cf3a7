import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { headWithoutModulePreloads } from './headWithoutModulePreloads.server.ts';

async function through(chunks: string[]): Promise<string> {
  let out = '';
  for await (const chunk of Readable.from(chunks.map((text) => Buffer.from(text))).pipe(headWithoutModulePreloads())) out += chunk.toString();
  return out;
}

const page =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/a.js" nonce="n"/><title>T</title>' +
  '<link rel="modulepreload" href="/assets/b.js"/><link rel="icon" href="/favicon.svg"/></head>' +
  '<body><p>text that mentions <link rel="modulepreload"/> stays</p><script type="module">import "/assets/a.js";</script></body></html>';

const expected =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>T</title><link rel="icon" href="/favicon.svg"/></head>' +
  '<body><p>text that mentions <link rel="modulepreload"/> stays</p><script type="module">import "/assets/a.js";</script></body></html>';

describe('headWithoutModulePreloads', () => {
  it('drops module preloads from <head> only, leaving the rest byte for byte', async () => {
    expect(await through([page])).toBe(expected);
  });

  it('finds them however the stream is cut, through tags and the end of <head>', async () => {
    for (const size of [1, 7, 40, 97]) {
      const chunks = [];
      for (let index = 0; index < page.length; index += size) chunks.push(page.slice(index, index + size));
      expect(await through(chunks)).toBe(expected);
    }
  });

  it('keeps UTF-8 characters cut between chunks whole', async () => {
    const bytes = Buffer.from('<head><title>謝瑞麟</title></head><body>鑽石</body>');
    const cuts = [Buffer.from(bytes.subarray(0, 15)), Buffer.from(bytes.subarray(15))];
    let out = '';
    for await (const chunk of Readable.from(cuts).pipe(headWithoutModulePreloads())) out += chunk.toString();
    expect(out).toBe('<head><title>謝瑞麟</title></head><body>鑽石</body>');
  });
});

describe('headWithoutModulePreloads after </head>', () => {
  it('keeps a character cut in the chunk that ends the head', async () => {
    const bytes = Buffer.from('<head><link rel="modulepreload" href="/a.js"/></head><body>鑽石</body>');
    const cut = bytes.indexOf(Buffer.from('</head>')) + '</head><body>'.length + 1;
    let out = '';
    for await (const chunk of Readable.from([bytes.subarray(0, cut), bytes.subarray(cut)]).pipe(headWithoutModulePreloads())) out += chunk.toString('latin1');
    expect(Buffer.from(out, 'latin1').toString('utf8')).toBe('<head></head><body>鑽石</body>');
  });
});
