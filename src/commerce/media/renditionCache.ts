/**
 * Rendered images on disk, one file per (source version, rendition). Several server processes may
 * share the directory: files are written to a private temporary name and renamed into place, so a
 * reader sees either no file or a whole one, and two processes rendering the same image at once
 * merely replace identical bytes.
 *
 * Nothing is ever stale: a changed source has a new mtime or size and therefore new keys. Old
 * entries are only dead weight, and the whole directory can be emptied at any time.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RenditionPlan } from './renderImage.ts';

/** Bump when the rendering itself changes (encoder settings, padding colour) to retire old files. */
const RENDERING_VERSION = 1;

export interface SourceVersion {
  relativePath: string;
  mtimeMs: number;
  size: number;
}

export function renditionKey(source: SourceVersion, plan: RenditionPlan): string {
  const identity = JSON.stringify([
    RENDERING_VERSION,
    source.relativePath,
    Math.floor(source.mtimeMs),
    source.size,
    plan.width ?? null,
    plan.height ?? null,
    plan.fit,
    plan.quality,
    plan.format,
  ]);
  return createHash('sha256').update(identity).digest('hex');
}

export class RenditionCache {
  constructor(private readonly directory: string) {}

  /** Two-character shards keep any one directory to a few thousand entries. */
  fileOf(key: string, format: string): string {
    return path.join(this.directory, key.slice(0, 2), `${key}.${format}`);
  }

  /** The size of a cached rendition, or undefined when it is not cached. */
  async sizeOf(key: string, format: string): Promise<number | undefined> {
    try {
      return (await stat(this.fileOf(key, format))).size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async write(key: string, format: string, image: Buffer): Promise<void> {
    const target = this.fileOf(key, format);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, image);
      await rename(temporary, target);
    } catch (error) {
      await unlink(temporary).catch(() => {});
      throw error;
    }
  }
}
