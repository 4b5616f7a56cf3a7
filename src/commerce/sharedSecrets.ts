/**
 * The secrets every instance of one store must share (docs/operations.md, "Many instances"): a
 * shopper's session cookie, a card nonce of the payment sandbox, an OAuth sandbox ticket or the
 * admin token made by one instance must hold on the next, wherever the load balancer sends the
 * request. Each is given by configuration or made by the store. A made one is kept in DATA_DIR (the
 * operations commands on the machine read the admin token there) and in the database, where the
 * first instance to start leaves it and every later one takes it. A configured one is kept in the
 * database only as its fingerprint, so an instance given another value is refused at start with a
 * message, never discovered by shoppers whose bags vanish.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from './db/connect.ts';
import { storeSecrets } from './db/schema.ts';
import { ConfigError } from './configError.ts';

/** Each shared secret by the setting that gives it, with the file a made one is kept in. */
export const SHARED_SECRETS = {
  SESSION_SECRET: 'session-secret',
  ADMIN_TOKEN: 'admin-token',
  PAYMENT_SANDBOX_SECRET: 'payment-sandbox-secret',
  OAUTH_SANDBOX_SECRET: 'oauth-sandbox-secret',
} as const;

export type SharedSecretName = keyof typeof SHARED_SECRETS;
export type SharedSecrets = Record<SharedSecretName, string>;

/** A secret kept in DATA_DIR (mode 600), made on first use, shared by processes on that directory. */
export function secretFromDataDir(dataDir: string, name: SharedSecretName, bytes = 24): string {
  const file = path.join(dataDir, SHARED_SECRETS[name]);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(bytes).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

function fingerprintOf(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

/**
 * This instance's secrets agreed with the database's: the ones the first instance kept win over the
 * ones this instance made. Throws ConfigError when a configured secret differs from the one kept, or
 * when the other instances are configured with a secret this one is not given.
 */
export async function agreeOnSharedSecrets(
  db: Database,
  dataDir: string,
  local: SharedSecrets,
  configured: ReadonlySet<SharedSecretName>,
): Promise<SharedSecrets> {
  const agreed = { ...local };
  for (const name of Object.keys(SHARED_SECRETS) as SharedSecretName[]) {
    const given = configured.has(name);
    const fingerprint = fingerprintOf(local[name]);
    await db
      .insert(storeSecrets)
      .values({ name, value: given ? null : local[name], fingerprint })
      .onConflictDoNothing();
    const [kept] = await db.select().from(storeSecrets).where(eq(storeSecrets.name, name));
    if (kept.fingerprint === fingerprint) continue;
    const change = `to change it, stop every instance and delete its row (delete from store_secrets where name = '${name}'), docs/operations.md`;
    if (given) {
      throw new ConfigError(`${name} is not the one this store's database keeps for all its instances (since ${kept.createdAt.toISOString()}): give every instance the same ${name}; ${change}`);
    }
    if (kept.value === null) {
      throw new ConfigError(`The other instances of this store are given ${name}: give it to this one too, the same value (docs/operations.md)`);
    }
    agreed[name] = kept.value;
    writeFileSync(path.join(dataDir, SHARED_SECRETS[name]), `${kept.value}\n`, { mode: 0o600 });
  }
  return agreed;
}
