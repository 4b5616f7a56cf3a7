/**
 * Seeds one database before the tests: each test file then starts its own copy instead of migrating
 * and seeding again. On the embedded database the copy comes from an archive of the seeded data
 * directory; with DATABASE_URL, from a seeded template database on that server
 * (`create database ... template ...`, a file copy inside PostgreSQL).
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
    seededTemplate: string;
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

/** The seed writes the pictures beside the database's rows: a reused seed needs both. */
function picturesPresent(): boolean {
  return existsSync(SHARED_TEST_MEDIA_DIR) && readdirSync(SHARED_TEST_MEDIA_DIR).length > 0;
}

function reusable(file: string): boolean {
  return existsSync(file) && Date.now() - statSync(file).mtimeMs <= REUSE_WITHIN_MS && picturesPresent();
}

export default async function setup(project: TestProject): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    project.provide('seededSnapshot', '');
    project.provide('seededTemplate', await seededTemplate(serverUrl));
    return;
  }
  project.provide('seededTemplate', '');
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

/**
 * The seeded template database on the server: `tsl_seeded_<code hash>_<minute made>`, reused
 * within the hour like the archive. Templates of other code older than two hours are dropped (a
 * younger one may belong to a run of other code on this machine that is still going).
 */
async function seededTemplate(serverUrl: string): Promise<string> {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const hash = sourceHash();
    const nowMinute = Math.floor(Date.now() / 60_000);
    const { rows } = await admin.query<{ datname: string }>("select datname from pg_database where datname like 'tsl_seeded_%'");
    const templates = rows.map(({ datname }) => ({ name: datname, hash: datname.split('_')[2], minute: Number(datname.split('_')[3]) }));
    for (const old of templates.filter((template) => template.hash !== hash && nowMinute - template.minute > 120)) {
      await admin.query(`drop database if exists ${old.name} with (force)`);
    }
    const fresh = templates.find((template) => template.hash === hash && (nowMinute - template.minute) * 60_000 < REUSE_WITHIN_MS);
    if (fresh && picturesPresent()) return fresh.name;

    const name = `tsl_seeded_${hash}_${nowMinute}`;
    // Made under another name and renamed when whole: a run starting meanwhile never copies half a seed.
    const partial = `tsl_seeding_${process.pid}`;
    await admin.query(`drop database if exists ${partial} with (force)`);
    await admin.query(`create database ${partial}`);
    const url = new URL(serverUrl);
    url.pathname = `/${partial}`;
    const database = await connectDatabase({ databaseUrl: url.toString(), poolSize: 5 });
    await seedDemoStore(database.db, { mediaDir: SHARED_TEST_MEDIA_DIR });
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`alter database ${partial} rename to ${name}`);
    return name;
  } finally {
    await admin.end();
  }
}
