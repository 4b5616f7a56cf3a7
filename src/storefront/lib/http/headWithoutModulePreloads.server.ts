/**
 * Takes React Router's module preload links out of a page's <head> as it streams. React hoists
 * them there, so a phone on a slow network would spend its first seconds fetching 140 kB of
 * scripts alongside the page and its first picture, and a browser that has them early runs them
 * before its first paint. Without them the scripts are fetched once the page has been read (the
 * import statements at the end of <body> name every route module), so the page shows first and
 * comes alive a moment later, as server rendering intends.
 */
import { Transform } from 'node:stream';

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\/?>/g;
const HEAD_END = Buffer.from('</head>');

export function headWithoutModulePreloads(): Transform {
  // Bytes, not text, until </head>: a character cut between chunks stays whole, and the cut after
  // </head> (plain ASCII) always falls between characters.
  let head = Buffer.alloc(0);
  let headDone = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (headDone) return callback(null, chunk);
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf(HEAD_END);
      if (end === -1) return callback();
      headDone = true;
      const cut = end + HEAD_END.length;
      this.push(Buffer.from(head.subarray(0, cut).toString('utf8').replace(MODULE_PRELOAD, '')));
      callback(null, head.subarray(cut));
      head = Buffer.alloc(0);
    },
    flush(callback) {
      callback(null, headDone ? undefined : Buffer.from(head.toString('utf8').replace(MODULE_PRELOAD, '')));
    },
  });
}
