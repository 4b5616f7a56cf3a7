/**
 * Configuration, read and validated once at start into one typed object (STYLE.md, Fastify).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const flag = z
  .enum(['0', '1', 'true', 'false', 'on', 'off'])
  .transform((value) => value === '1' || value === 'true' || value === 'on');

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('var'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  COMMERCE_URL: z.url().optional(),
  ADMIN_TOKEN: z.string().min(16, 'ADMIN_TOKEN must be at least 16 characters').optional(),
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
});

export interface AppConfig {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  mediaDir: string;
  mediaCacheDir: string;
  databaseUrl?: string;
  dbPoolSize: number;
  commerceUrl?: string;
  adminToken: string;
  logLevel: string;
  responseCache: boolean;
  /** Anonymous pages kept whole (src/server/pageCache.ts). */
  pageCache: { enabled: boolean; ttlMs: number; maxBytes: number };
  mapTileUrl: string;
  mapTileAttribution: string;
  mediaUrlByHost: Record<string, string>;
  seedOnStart: boolean;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable means "not set", as shells and service managers commonly leave them.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = environmentSchema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const values = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR);
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, '');
  const mediaUrlByHost: Record<string, string> = { main: `${publicUrl}/media/` };
  if (values.MEDIA_URL_MACAU) mediaUrlByHost.macau = values.MEDIA_URL_MACAU;
  if (values.MEDIA_URL_MALAYSIA) mediaUrlByHost.malaysia = values.MEDIA_URL_MALAYSIA;
  return {
    port: values.PORT,
    host: values.HOST,
    publicUrl,
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    mediaCacheDir: path.join(dataDir, 'media-cache'),
    databaseUrl: values.DATABASE_URL,
    dbPoolSize: values.DB_POOL_SIZE,
    commerceUrl: values.COMMERCE_URL,
    adminToken: values.ADMIN_TOKEN ?? adminTokenFromDataDir(dataDir),
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
  };
}

/**
 * Without ADMIN_TOKEN the store makes one and keeps it in DATA_DIR/admin-token (mode 600), so the
 * operations commands on the same machine can use it.
 */
export function adminTokenFromDataDir(dataDir: string): string {
  const file = path.join(dataDir, 'admin-token');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const token = randomBytes(24).toString('base64url');
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  return token;
}
