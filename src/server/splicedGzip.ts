/**
 * Gzip around parts compressed in advance (docs/decisions.md, "The stylesheet compressed once, pages
 * around it"). Every page carries the store's stylesheet in its head ("One stylesheet…"), 112 of a
 * product page's 192 kB, and compressing it again for each page drawn afresh was two thirds of the
 * page's compression. A gzip body is one deflate stream, and deflate may be cut wherever a flush
 * has closed a block on a byte: a part deflated alone, ending on such a flush, reads the same
 * inside any stream, since its back references reach only into itself. So a kept part is deflated
 * once, as tightly as zlib goes, and each page deflates only what is its own, on either side of it.
 */
import { constants as zlibConstants, crc32, deflateRawSync } from 'node:zlib';

/** Parts shorter than this cost less to compress with the page than to look for. */
const SMALLEST_KEPT_PART = 8 * 1024;

/** How much of a part's start is looked for in a page before the whole part is compared. */
const PROBE_LENGTH = 64;

/**
 * A page's own bytes on either side of its kept parts: level 4 deflated a product page's 79 kB of
 * its own in 0.6 ms to 17.7 kB, where 6 took 1.1 ms for 17.0 kB.
 */
const PAGE_LEVEL = 4;

// Gzip's member header (RFC 1952): deflate, no flags, no time, the fastest-or-best byte unset, Unix.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);

interface KeptPart {
  bytes: Buffer;
  probe: Buffer;
  /** The part deflated alone, not final, ending on a byte at a sync flush. */
  deflated: Buffer;
}

export class SplicedGzip {
  private readonly parts: KeptPart[] = [];

  /** Keeps a text that answers carry whole and unchanged (a stylesheet), compressed now. */
  keep(text: string): void {
    const bytes = Buffer.from(text);
    if (bytes.length < SMALLEST_KEPT_PART) return;
    const deflated = deflateRawSync(bytes, { level: zlibConstants.Z_BEST_COMPRESSION, finishFlush: zlibConstants.Z_SYNC_FLUSH });
    this.parts.push({ bytes, probe: bytes.subarray(0, PROBE_LENGTH), deflated });
  }

  /** The body gzipped around the kept parts it carries; undefined when it carries none. */
  compress(body: Buffer): Buffer | undefined {
    const found = this.partsIn(body);
    if (!found.length) return undefined;
    const pieces: Buffer[] = [GZIP_HEADER];
    let from = 0;
    for (const { at, part } of found) {
      if (at > from) pieces.push(deflateRawSync(body.subarray(from, at), { level: PAGE_LEVEL, finishFlush: zlibConstants.Z_SYNC_FLUSH }));
      pieces.push(part.deflated);
      from = at + part.bytes.length;
    }
    // The last piece ends the stream, empty or not.
    pieces.push(deflateRawSync(body.subarray(from), { level: PAGE_LEVEL }));
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc32(body), 0);
    trailer.writeUInt32LE(body.length % 2 ** 32, 4);
    pieces.push(trailer);
    return Buffer.concat(pieces);
  }

  /** Where each kept part stands whole in the body, in order, none overlapping. */
  private partsIn(body: Buffer): Array<{ at: number; part: KeptPart }> {
    const found: Array<{ at: number; part: KeptPart }> = [];
    for (const part of this.parts) {
      const at = body.indexOf(part.probe);
      if (at < 0 || at + part.bytes.length > body.length) continue;
      if (body.compare(part.bytes, 0, part.bytes.length, at, at + part.bytes.length) !== 0) continue;
      found.push({ at, part });
    }
    found.sort((a, b) => a.at - b.at);
    const apart: typeof found = [];
    for (const next of found) {
      const last = apart.at(-1);
      if (!last || next.at >= last.at + last.part.bytes.length) apart.push(next);
    }
    return apart;
  }
}
