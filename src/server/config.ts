/**
 * Configuration, read and validated once at start into one typed object (docs/conventions.md, Fastify): the
 * backend's own settings (src/commerce/config.ts) and the server's.
 */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { Database } from '../commerce/db/connect.ts';
import { agreeOnSharedSecrets, secretFromDataDir } from '../commerce/sharedSecrets.ts';
import { commerceConfigOf, commerceEnvironmentSchema, ConfigError, parseEnvironment, withSharedSecrets, type CommerceConfig } from '../commerce/config.ts';

export { ConfigError };

const flag = z
  .enum(['0', '1', 'true', 'false', 'on', 'off'])
  .transform((value) => value === '1' || value === 'true' || value === 'on');

const environmentSchema = commerceEnvironmentSchema.extend({
  HOST: z.string().min(1).default('0.0.0.0'),
  COMMERCE_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RESPONSE_CACHE: flag.default(true),
  PAGE_CACHE: flag.default(true),
  PAGE_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  PAGE_CACHE_SIZE_MB: z.coerce.number().int().min(1).max(4096).default(64),
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z.string().default('© OpenStreetMap contributors'),
  MEDIA_URL_MACAU: z.url().optional(),
  MEDIA_URL_MALAYSIA: z.url().optional(),
  SEED_ON_START: flag.default(true),
  // Whose X-Forwarded-For to believe for the client address (sign-in limits): proxy-addr's list.
  TRUSTED_PROXIES: z.string().min(1).default('loopback'),
  SESSION_SECRET: z.string().min(16, 'SESSION_SECRET must be at least 16 characters').optional(),
  // Processes serving the store on PostgreSQL: one per core unless told (src/server/main.ts).
  WORKERS: z.coerce.number().int().min(1).max(256).optional(),
});

export interface AppConfig extends CommerceConfig {
  port: number;
  host: string;
  mediaCacheDir: string;
  commerceUrl?: string;
  logLevel: string;
  responseCache: boolean;
  /** Anonymous pages kept whole (src/server/pageCache.ts). */
  pageCache: { enabled: boolean; ttlMs: number; maxBytes: number };
  mapTileUrl: string;
  mapTileAttribution: string;
  mediaUrlByHost: Record<string, string>;
  seedOnStart: boolean;
  /** Addresses (or proxy-addr names such as loopback) whose X-Forwarded-For is the client's. */
  trustedProxies: string;
  /** Signs the storefront's session cookie: the shopper's bag, sign-in and order just placed. */
  sessionSecret: string;
  /** Processes serving the store on PostgreSQL (the embedded database has one). */
  workers: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const values = parseEnvironment(environmentSchema, env);
  const commerce = commerceConfigOf(values);
  const mediaUrlByHost: Record<string, string> = { main: `${commerce.publicUrl}/media/` };
  if (values.MEDIA_URL_MACAU) mediaUrlByHost.macau = values.MEDIA_URL_MACAU;
  if (values.MEDIA_URL_MALAYSIA) mediaUrlByHost.malaysia = values.MEDIA_URL_MALAYSIA;
  return {
    ...commerce,
    port: values.PORT,
    host: values.HOST,
    mediaCacheDir: path.join(commerce.dataDir, 'media-cache'),
    commerceUrl: values.COMMERCE_URL,
    logLevel: values.LOG_LEVEL,
    responseCache: values.RESPONSE_CACHE,
    pageCache: {
      enabled: values.PAGE_CACHE,
      ttlMs: values.PAGE_CACHE_TTL_SECONDS * 1000,
      maxBytes: values.PAGE_CACHE_SIZE_MB * 1024 * 1024,
    },
    mapTileUrl: values.MAP_TILE_URL,
    mapTileAttribution: values.MAP_TILE_ATTRIBUTION,
    mediaUrlByHost,
    seedOnStart: values.SEED_ON_START,
    trustedProxies: values.TRUSTED_PROXIES,
    configuredSecrets: values.SESSION_SECRET ? new Set([...commerce.configuredSecrets, 'SESSION_SECRET']) : commerce.configuredSecrets,
    sessionSecret: values.SESSION_SECRET ?? secretFromDataDir(commerce.dataDir, 'SESSION_SECRET', 32),
    workers: values.WORKERS ?? availableParallelism(),
  };
}

/**
 * The configuration with the secrets this store's instances share, kept in its database
 * (src/commerce/sharedSecrets.ts). Throws ConfigError when this instance is given another.
 */
export async function withAgreedSecrets(db: Database, config: AppConfig): Promise<AppConfig> {
  const agreed = await agreeOnSharedSecrets(
    db,
    config.dataDir,
    {
      SESSION_SECRET: config.sessionSecret,
      ADMIN_TOKEN: config.adminToken,
      PAYMENT_SANDBOX_SECRET: config.payments.sandboxSecret,
      OAUTH_SANDBOX_SECRET: config.social.sandboxSecret,
    },
    config.configuredSecrets,
  );
  return { ...withSharedSecrets(config, agreed), sessionSecret: agreed.SESSION_SECRET };
}
