/**
 * Seeds one embedded database before the tests and keeps an archive of it: each test file then
 * starts its own database from the archive instead of migrating and seeding again. (With
 * DATABASE_URL each file creates and seeds its own database on the server.)
 */
import { writeFileSync } from 'node:fs';
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

export default async function setup(project: TestProject): Promise<void> {
  if (process.env.DATABASE_URL) {
    project.provide('seededSnapshot', '');
    return;
  }
  const database = await connectDatabase({});
  await seedDemoStore(database.db, { mediaDir: SHARED_TEST_MEDIA_DIR });
  const archive = await database.snapshot!();
  const file = path.join(tmpdir(), `tsl-seeded-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await archive.arrayBuffer()));
  await database.close();
  project.provide('seededSnapshot', file);
}
