/**
 * Where the store that uses a data directory listens. The server writes DATA_DIR/store.json once it
 * listens and removes it as it starts to close; the operations commands read it to talk to that
 * store, whatever PORT or PUBLIC_URL they were given, rather than to its database behind its back.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { isProcessRunning } from './db/embeddedDatabaseLock.ts';

export interface RunningStore {
  pid: number;
  /** Origin the store answers at on this machine, e.g. http://127.0.0.1:3000. */
  url: string;
  since: string;
}

export function runningStoreFile(dataDir: string): string {
  return path.join(dataDir, 'store.json');
}

function readRecord(dataDir: string): RunningStore | undefined {
  try {
    const value = JSON.parse(readFileSync(runningStoreFile(dataDir), 'utf8')) as Partial<RunningStore>;
    return typeof value.pid === 'number' && typeof value.url === 'string' ? { pid: value.pid, url: value.url, since: String(value.since ?? '') } : undefined;
  } catch {
    return undefined;
  }
}

/** The store recorded in the data directory, if its process still runs (a crash leaves the file). */
export function findRunningStore(dataDir: string): RunningStore | undefined {
  const record = readRecord(dataDir);
  return record && isProcessRunning(record.pid) ? record : undefined;
}

/** An origin to reach a listening socket from this machine: a wildcard address means loopback. */
export function localOrigin(address: AddressInfo): string {
  const host =
    address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '[::1]' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

export function recordRunningStore(dataDir: string, url: string): RunningStore {
  const record: RunningStore = { pid: process.pid, url, since: new Date().toISOString() };
  mkdirSync(dataDir, { recursive: true });
  // Renamed into place, so a reader sees the old record or the new one, never half of one.
  const draft = `${runningStoreFile(dataDir)}.${randomUUID()}`;
  writeFileSync(draft, `${JSON.stringify(record)}\n`);
  renameSync(draft, runningStoreFile(dataDir));
  return record;
}

/** Removes the record if it is this process's (another store may have taken the directory since). */
export function forgetRunningStore(dataDir: string): void {
  if (readRecord(dataDir)?.pid === process.pid) rmSync(runningStoreFile(dataDir), { force: true });
}
