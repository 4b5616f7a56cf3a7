/**
 * Seeds one embedded database before the tests and keeps an archive of it: each test file then
 * starts its own database from the archive instead of migrating and seeding again. (With
 * DATABASE_URL each file creates and seeds its own database on the server.)
 *
 * The archive is named for the code that made it, so the next run on the same code within the
 * hour (the browser suite after the database suite in CI) starts from it without seeding again.
 * Not later: the demo store's dates (orders, gold prices, coupons) are seeded relative to now.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../src/commerce/db/connect.ts';
import { seedDemoStore } from '../src/commerce/seed/demoStore.ts';
import { SHARED_TEST_MEDIA_DIR } from './harness.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    seededSnapshot: string;
  }
}

/** What the seeded database depends on: the backend, its rules and the installed packages. */
const SEED_SOURCES = ['src/commerce', 'src/rules', 'package-lock.json'];
const REUSE_WITHIN_MS = 60 * 60 * 1000;

function sourceHash(): string {
  const hash = createHash('sha256');
  for (const source of SEED_SOURCES) {
    const files = existsSync(source) && !source.endsWith('.json') ? readdirSync(source, { recursive: true, encoding: 'utf8' }).map((file) => path.join(source, file)) : [source];
    for (const file of files.sort()) {
      if (!existsSync(file) || !file.match(/\.(ts|tsx|sql|json|svg|png|jpg|webp)$/)) continue;
      hash.update(file).update(readFileSync(file));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

function reusable(file: string): boolean {
  if (!existsSync(file) || Date.now() - statSync(file).mtimeMs > REUSE_WITHIN_MS) return false;
  // The seed writes the pictures beside the archive's rows: both must be there.
  return existsSync(SHARED_TEST_MEDIA_DIR) && readdirSync(SHARED_TEST_MEDIA_DIR).length > 0;
}

export default async function setup(project: TestProject): Promise<void> {
  if (process.env.DATABASE_URL) {
    project.provide('seededSnapshot', '');
    return;
  }
  const file = path.join(tmpdir(), `tsl-seeded-${sourceHash()}.tar`);
  if (!reusable(file)) {
    const database = await connectDatabase({});
    await seedDemoStore(database.db, { mediaDir: SHARED_TEST_MEDIA_DIR });
    const archive = await database.snapshot!();
    // Written whole, then renamed: a run starting meanwhile never reads half an archive.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await archive.arrayBuffer()));
    renameSync(partial, file);
    await database.close();
  }
  project.provide('seededSnapshot', file);
}
