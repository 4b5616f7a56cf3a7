/**
 * Composition: one Fastify process serving /graphql, /media, /healthz and the storefront. Each
 * capability is a plugin; this file only wires them (docs/conventions.md, Fastify).
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { connectDatabase, type Database, type DatabaseHandle } from '../commerce/db/connect.ts';
import { createCommerceServices } from '../commerce/services.ts';
import commercePlugin from '../commerce/plugin.ts';
import mediaPlugin from '../commerce/media/plugin.ts';
import { isDemoStoreSeeded, seedDemoStore } from '../commerce/seed/demoStore.ts';
import storefrontPlugin from './storefront.ts';
import { compressWholeAnswers, COMPRESSION_THRESHOLD } from './compression.ts';
import { SplicedGzip } from './splicedGzip.ts';
import { withAgreedSecrets, type AppConfig } from './config.ts';
import type { Clock } from '../commerce/core/clock.ts';
import type { DiamondSale, DiamondSource } from '../commerce/modules/madeToOrder/index.ts';
import { createLogger, RequestLog } from './logging.ts';
import { embeddedDirectoryOf, openSeededDatabase } from './seedProcess.ts';
import type { JobDefinition } from '../commerce/modules/jobs/index.ts';
import path from 'node:path';

export interface BuildOptions {
  /** An open database (tests); otherwise one is opened from the configuration. */
  database?: DatabaseHandle;
  /** Serve the storefront from the production build (off in API-only tests). */
  storefront?: boolean;
  /** Directory of the storefront build; defaults to ./build. */
  storefrontBuildDir?: string;
  /** The time the services read (tests move their own); the system clock by default. */
  clock?: Clock;
  /** Where the customizer finds diamonds (the diamond inventory); tests bring their own. */
  diamonds?: DiamondSource;
  /** Sells a stone once when an order is placed (the diamond inventory); tests bring their own. */
  diamondSale?: DiamondSale;
  /** Background jobs beside the store's own (tests bring jobs that fail or count their runs). */
  moreJobs?: JobDefinition[];
  /** Settle payments in doubt as the store starts (on unless another worker of this store does). */
  settlePaymentsOnStart?: boolean;
}

/**
 * The start-up work on an open database (its migrations ran as it opened): the secrets this store's
 * instances share, and the demo store on a first start. Each instance does it as it is built; the
 * primary of a store with workers does it once before it starts them (src/server/main.ts). A store
 * that opens its own database has had it seeded in a process of its own first (seedProcess.ts);
 * one given an open database (the tests) is seeded here.
 */
export async function prepareStore(db: Database, given: AppConfig, log: FastifyBaseLogger): Promise<AppConfig> {
  // Instances behind one load balancer sign and check with the same secrets, or a shopper's bag
  // and sign-in would vanish whenever a request lands on another one.
  const config = await withAgreedSecrets(db, given);
  if (config.seedOnStart && !(await isDemoStoreSeeded(db))) {
    log.info('seeding the demo store (a minute or two on a first start)');
    await seedDemoStore(db, { mediaDir: config.mediaDir, onProgress: (message) => log.info(`seeding: ${message}`) });
    log.info('the demo store is seeded');
  }
  return config;
}

export async function buildServer(given: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: createLogger(given.logLevel),
    logController: new RequestLog(),
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: given.trustedProxies,
    // Keeps query strings such as ?width=640 strict and bodies small: nothing here takes uploads.
    bodyLimit: 256 * 1024,
    // Loading the storefront's build (a few megabytes of modules) takes a second on a quiet
    // machine but can pass Fastify's 10 s default on a busy one, which would stop the start.
    pluginTimeout: 120_000,
  });

  const database =
    options.database ??
    (await openSeededDatabase(
      given,
      () =>
        connectDatabase({
          databaseUrl: given.databaseUrl,
          readUrl: given.databaseReadUrl,
          dataDir: embeddedDirectoryOf(given),
          poolSize: given.dbPoolSize,
          onIdleError: (error) => app.log.warn({ err: error }, 'idle database connection failed'),
        }),
      app.log,
    ));
  const config = await prepareStore(database.db, given, app.log).catch(async (error: unknown) => {
    if (!options.database) await database.close();
    throw error;
  });

  const services = await createCommerceServices(
    database,
    { publicUrl: config.publicUrl, mediaUrlByHost: config.mediaUrlByHost },
    {
      payments: config.payments,
      mail: config.mail,
      sms: config.sms,
      smsLog: (entry, message) => app.log.info(entry, message),
      accounts: config.accounts,
      club: config.club,
      social: config.social,
      clock: options.clock,
      diamonds: options.diamonds,
      diamondSale: options.diamondSale,
      processes: database.kind === 'pglite' ? 1 : given.workers,
    },
  );

  // A stopping instance answers the requests it has taken with Connection: close, so their
  // keep-alive connections end with them: the process exits once they are answered, not after the
  // keep-alive timeout, and the balancer sends the next request elsewhere.
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (stopping) reply.header('connection', 'close');
  });

  // The storefront keeps here the stylesheet it draws into every page, compressed once.
  const pageParts = new SplicedGzip();
  compressWholeAnswers(app, pageParts);
  await app.register(compress, { global: true, threshold: COMPRESSION_THRESHOLD, encodings: ['br', 'gzip'] });

  app.get('/healthz', async (_request, reply) => {
    try {
      await database.ping();
      // The process that answered (a store with several workers answers from each in turn) and its memory.
      // The listing index's reads and gold re-pricings: what a catalog or gold price change cost this process.
      const listingIndexes = services.catalog.listingIndexes.stats;
      return { status: 'ok', database: database.kind, catalogVersion: services.changes.version, pid: process.pid, memory: memoryInMegabytes(), listingIndexes };
    } catch (error) {
      app.log.error({ err: error }, 'health check failed');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });

  await app.register(commercePlugin, {
    services,
    adminToken: config.adminToken,
    responseCache: config.responseCache,
    paymentNotifyUrl: config.payments.sandboxNotifyUrl,
    jobs: config.jobs,
    moreJobs: options.moreJobs,
    followCatalogVersion: database.kind === 'postgres',
    settlePaymentsOnStart: options.settlePaymentsOnStart,
  });
  await app.register(mediaPlugin, { mediaDir: config.mediaDir, cacheDir: config.mediaCacheDir });
  if (options.storefront !== false) {
    await app.register(storefrontPlugin, {
      config,
      buildDir: options.storefrontBuildDir ?? path.resolve('build'),
      onCatalogChange: (listener) => services.changes.onChange(listener),
      pageParts,
    });
  }

  app.addHook('onClose', async () => {
    await database.close();
  });

  return app;
}

/**
 * The process's memory for operators and the soak bench (docs/decisions.md, "The embedded database's
 * memory"): resident set, the JavaScript heap, and what lives outside it (external, which holds
 * PGlite's WebAssembly memory, and arrayBuffers within it), in MB.
 */
function memoryInMegabytes(): { rss: number; heapUsed: number; heapTotal: number; external: number; arrayBuffers: number } {
  const usage = process.memoryUsage();
  const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
  return { rss: mb(usage.rss), heapUsed: mb(usage.heapUsed), heapTotal: mb(usage.heapTotal), external: mb(usage.external), arrayBuffers: mb(usage.arrayBuffers) };
}
