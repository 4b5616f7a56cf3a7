#!/usr/bin/env node
// `npm run typecheck` runs this: the migrations must match the schema. drizzle-kit generates into a
// copy of src/commerce/db/migrations; when it writes anything, a schema change has no migration
// (run `npm run db:generate` and commit what it writes).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const migrations = path.join(root, 'src/commerce/db/migrations');
const scratch = mkdtempSync(path.join(tmpdir(), 'tsl-migrations-'));

/** Every file under `dir` with its content, by path relative to `dir`. */
function filesOf(dir) {
  const files = new Map();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, full), readFileSync(full, 'utf8'));
  }
  return files;
}

try {
  cpSync(migrations, scratch, { recursive: true });
  // drizzle-kit reads --out relative to the working directory.
  const generate = spawnSync(
    'npx',
    ['drizzle-kit', 'generate', '--dialect', 'postgresql', '--schema', './src/commerce/db/schema/*.ts', '--out', path.relative(root, scratch)],
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  if (generate.status !== 0) {
    // It asks whether a column was renamed only when the schema changed; without a terminal it fails.
    console.error(`drizzle-kit generate failed (a schema change without its migration?):\n${generate.stdout}${generate.stderr}`);
    process.exit(1);
  }
  const before = filesOf(migrations);
  const after = filesOf(scratch);
  const changed = [...after].filter(([file, text]) => before.get(file) !== text).map(([file]) => file);
  if (changed.length > 0) {
    console.error('The schema has changes no migration holds; `npm run db:generate` would write:');
    for (const file of changed.filter((name) => name.endsWith('.sql'))) console.error(`\n-- ${file}\n${after.get(file)}`);
    console.error(`\nChanged: ${changed.join(', ')}`);
    process.exit(1);
  }
  console.log('Migrations match the schema.');
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
