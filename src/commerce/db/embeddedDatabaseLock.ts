/**
 * One process at a time on an embedded database. PGlite is PostgreSQL compiled to WebAssembly,
 * running inside the process that opens it: a second process opening the same directory does not
 * fail, it silently writes the same files (its postmaster.pid names no real process), and the
 * database is corrupted. So whoever opens a PGlite directory first claims it in a lock file beside
 * it (`<dir>.lock`, naming the process and what it is), and everyone else is refused while that
 * process lives. A lock left by a process that ended without closing (a crash, SIGKILL) is taken
 * over.
 */
import { randomUUID } from 'node:crypto';
import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface DatabaseHolder {
  pid: number;
  /** What holds it, for people: "the store", "npm run seed". */
  holder: string;
  since: string;
}

export class DatabaseInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: DatabaseHolder,
  ) {
    super(
      `The database in ${dataDir} is in use by ${holder.holder} (process ${holder.pid}, since ${holder.since}): ` +
        `only one process may open it. If process ${holder.pid} is not ${holder.holder}, remove ${lockFileOf(dataDir)}.`,
    );
  }
}

export function lockFileOf(dataDir: string): string {
  return `${path.resolve(dataDir)}.lock`;
}

/** Whether a process with this id exists (one of another user answers EPERM, and does exist). */
export function isProcessRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): DatabaseHolder | undefined {
  try {
    const value = JSON.parse(readFileSync(file, 'utf8')) as Partial<DatabaseHolder>;
    return typeof value.pid === 'number' ? { pid: value.pid, holder: String(value.holder ?? 'another process'), since: String(value.since ?? '') } : undefined;
  } catch {
    return undefined;
  }
}

/** The live process holding the directory, if any. */
export function embeddedDatabaseHolder(dataDir: string): DatabaseHolder | undefined {
  const holder = readHolder(lockFileOf(dataDir));
  return holder && isProcessRunning(holder.pid) ? holder : undefined;
}

/**
 * Claims the directory for this process, or throws DatabaseInUseError. Returns the release, which
 * removes the lock only while it is still this claim's.
 */
export function claimEmbeddedDatabase(dataDir: string, holder: string): () => void {
  const file = lockFileOf(dataDir);
  const claim: DatabaseHolder = { pid: process.pid, holder, since: new Date().toISOString() };
  // Written whole under a private name, then linked into place: link fails if the lock exists, so
  // of two processes claiming at once exactly one wins, and nobody reads a half-written lock.
  const draft = `${file}.${randomUUID()}`;
  writeFileSync(draft, `${JSON.stringify(claim)}\n`, { mode: 0o644 });
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        linkSync(draft, file);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const current = readHolder(file);
        if (attempt > 0 || (current && isProcessRunning(current.pid))) {
          throw new DatabaseInUseError(dataDir, current ?? { pid: 0, holder: 'another process', since: '' });
        }
        // Left behind by a process that is gone: take it over once.
        rmSync(file, { force: true });
      }
    }
  } finally {
    rmSync(draft, { force: true });
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const current = readHolder(file);
    if (current?.pid === claim.pid && current.since === claim.since) rmSync(file, { force: true });
  };
}
