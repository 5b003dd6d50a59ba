import { InputParser } from './domain/batch-jobs/input-parser.js';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism } from 'node:os';
import { GatewayResponse } from './http/gateway-response.js';
import { createApp } from './app.js';
import { trackConnections } from './http/connection-drain.js';
import { RequestsInFlight } from './http/requests-in-flight.js';
import type { Config } from './config.js';
import type { AppServices } from './context.js';
import { openStateDatabase, stateDatabaseOptions, type StateDatabase } from './data/db.js';
import { migrateToLatest } from './data/migrations/index.js';
import { systemClock, type Clock } from './infra/clock.js';
import { findCatalogRelease, openCatalog, type Catalog } from './data/catalog/index.js';
import { createAccessTokens } from './domain/auth/access-tokens.js';
import { chargeUsage, refundUsage } from './data/repos/usage.repo.js';
import { ViewerCache } from './domain/auth/viewer-cache.js';
import { ChargeCoalescer } from './domain/quota/charge-coalescer.js';
import type { ChargeGate } from './domain/quota/charge-gate.js';
import { QuotaLeases } from './domain/quota/quota-leases.js';
import { settleQuotaLease } from './data/repos/quota-lease.repo.js';
import { createVinDecoder, type DecodeTally, type VinDecoder } from './domain/vin/decoder/index.js';
import { VehicleEnricher } from './domain/vin/enrichment/vehicle-enricher.js';
import { createVpicApiClient } from './infra/vpic/vpic-api-client.js';
import { WebhookDispatcher } from './domain/webhooks/webhook-dispatcher.js';
import { BatchJobProgressHub } from './domain/batch-jobs/batch-job-progress-hub.js';
import { BatchJobWorker } from './domain/batch-jobs/batch-job-worker.js';
import { PgBossChunkQueue } from './data/job-queue/pg-boss-chunk-queue.js';
import { StrandedJobReconciler } from './domain/batch-jobs/stranded-jobs.js';
import { postWebhook } from './infra/webhooks/webhook-http-client.js';
import { createLogger, type Logger } from './infra/logger.js';
import { createPooledImageReader, type PooledImageReader } from './domain/ocr/pooled-image-reader.js';
import { createRateLimitStore, type RateLimitStore } from './infra/rate-limit/create-rate-limiter.js';
import { createRedisProbe } from './infra/redis-probe.js';
import { loadOrCreateSecret } from './infra/secrets.js';
import { instrumentChargeGate } from './domain/quota/instrument-charge-gate.js';
import { instrumentRateLimiter } from './domain/rate-limit/instrument-rate-limiter.js';
import { instrumentWebhookPost } from './infra/metrics/instrument-webhook-post.js';
import { GatewayMetrics } from './infra/metrics/gateway-metrics.js';
import { stateDbGauges } from './data/state-db-gauges.js';
import { metricsWanted, startMetricsPort } from './http/metrics-endpoint.js';

export interface RunningServer {
  url: string;
  server: Server;
  services: AppServices;
  stateDb: StateDatabase;
  /** Sends the webhook outbox; started with the server, stopped by close(). */
  webhooks: WebhookDispatcher;
  /** Runs bulk job chunks from the shared queue (none when BATCH_JOB_WORKERS=0). */
  batchJobWorker: BatchJobWorker;
  /** Present when METRICS_TOKEN or METRICS_PORT is set. */
  metrics: GatewayMetrics | undefined;
  /** The METRICS_PORT listener's base URL, when there is one. */
  metricsUrl: string | undefined;
  /**
   * The graceful way down (SIGTERM, SIGINT): /readyz answers 503 for SHUTDOWN_DELAY_MS while
   * requests are still served, then the server stops accepting connections and requests and webhook
   * deliveries in flight get SHUTDOWN_TIMEOUT_MS to finish before what is left is cut; then quota
   * leases are settled and everything is closed.
   */
  shutdown(): Promise<ShutdownReport>;
  /** The same without the delay, and webhook deliveries in flight are handed back at once (tests, embedding). */
  close(): Promise<void>;
}

export interface ShutdownReport {
  /** From closing the listener until every connection was closed. */
  drainMs: number;
  /** Connections destroyed at the deadline (requests that did not finish, half-sent requests). */
  cutConnections: number;
  totalMs: number;
}

export interface StartOptions {
  clock?: Clock;
  logger?: Logger;
  /** An already open state database (tests share one); otherwise opened from config and closed on close(). */
  stateDb?: StateDatabase;
  /** An already open vPIC catalog (tests share one); otherwise opened (and unpacked once) from config. */
  catalog?: Catalog;
  /**
   * Whether every WMI is read ahead once the server listens (the default). Tests, which start a
   * server per file and decode a few VINs, turn it off: ~150 ms of CPU per start for nothing they
   * use (decodes read their WMIs per batch until then anyway).
   */
  preloadWmis?: boolean;
}

/** The composition root: config → database → migrations → services → one HTTP server. */
export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const stateDb = options.stateDb ?? (await openStateDatabase(stateDatabaseOptions(config)));
  const ownsDb = !options.stateDb;
  let catalog: Catalog | undefined;
  let built: BuiltServices | undefined;
  try {
    catalog =
      options.catalog ??
      (await openCatalog({
        dataDir: config.dataDir,
        vpicDbPath: config.vpicDbPath,
        onProgress: (message: string) => logger.info({ catalog: message }, 'preparing the vPIC catalog'),
      }));
    const applied = await migrateToLatest(stateDb.db);
    if (applied.length > 0) logger.info({ applied }, 'database migrations applied');
    built = await buildServices(config, stateDb, catalog, logger, options.clock ?? systemClock);
    const listening = await listen(config, built);
    const { services, metrics } = built;
    const down = shutdownOnce(config, logger, built, listening, {
      catalog: options.catalog ? undefined : catalog,
      stateDb: ownsDb ? stateDb : undefined,
    });
    // The image reader's models load in the background once the server listens: the first image
    // does not wait for them, and /readyz says when they are in.
    if (config.ocrPreload) {
      built.ocr.warm().catch((error: unknown) => {
        if (!down.stopping) logger.warn({ err: error }, 'loading the image reader failed; it is loaded again on the first image');
      });
    }
    // In pages, with the event loop free between them: requests are answered while it reads.
    if (options.preloadWmis !== false) {
      services.decoder.preloadWmis().catch((error: unknown) => {
        // A server closed while it was still reading (a short-lived start) has nothing to report.
        if (!down.stopping) logger.warn({ err: error }, 'reading every WMI ahead failed; they are read per batch');
      });
    }
    return {
      url: urlOf(listening.server.address() as AddressInfo, config.host),
      server: listening.server,
      services,
      stateDb,
      webhooks: listening.webhooks,
      batchJobWorker: built.batchJobWorker,
      metrics,
      metricsUrl: listening.metricsServer ? urlOf(listening.metricsServer.address() as AddressInfo, config.metrics.host) : undefined,
      shutdown: () => down.stop(config.shutdownDelayMs, true),
      close: async () => {
        await down.stop(0, false);
      },
    };
  } catch (error) {
    await built?.chunkQueue.stop().catch(() => undefined);
    await built?.limits.close();
    if (!options.catalog) await catalog?.close();
    if (ownsDb) await stateDb.close();
    throw error;
  }
}

/** What one gateway process serves with, built once from the configuration. */
interface BuiltServices {
  services: AppServices;
  /** The rate-limit store itself (services.rateLimiter may be it wrapped in counters). */
  limits: RateLimitStore;
  metrics: GatewayMetrics | undefined;
  /** The bulk jobs' queue (pg-boss) and the worker that runs their chunks, started once listening. */
  chunkQueue: PgBossChunkQueue;
  strandedJobs: StrandedJobReconciler;
  batchJobWorker: BatchJobWorker;
  /** The HTTP server's unanswered requests: the worker's chunks step back while there are some. */
  requests: RequestsInFlight;
  /** The image reader, warmed once the server listens. */
  ocr: PooledImageReader;
}

/** The services of AppServices over an open state database and catalog; nothing listens yet. */
async function buildServices(
  config: Config,
  stateDb: StateDatabase,
  catalog: Catalog,
  logger: Logger,
  clock: Clock,
): Promise<BuiltServices> {
  const jwtSecret = config.jwtSecret ?? loadOrCreateSecret(config.dataDir, 'jwt-secret');
  if (!config.jwtSecret && stateDb.kind === 'postgres') {
    logger.warn('JWT_SECRET is unset: using a secret generated in DATA_DIR; replicas sharing a database must share JWT_SECRET');
  }
  // Created once; the engine is loaded after listening (OCR_PRELOAD) or on the first image.
  const ocr = createPooledImageReader({
    readers: config.ocrReaders ?? availableParallelism(),
    scheduling: config.ocrReaderScheduling,
    queueLimit: config.ocrQueueLimit,
    engine: { size: config.ocrWorkers, timeoutMs: config.ocrTimeoutMs, queueLimit: config.ocrQueueLimit, idleMs: config.ocrWorkerIdleMs },
  });
  const metrics = metricsWanted(config)
    ? new GatewayMetrics({ ...stateDbGauges(stateDb, clock), ocrQueueDepth: () => ocr.queueDepth() })
    : undefined;
  const limits = await createRateLimitStore({
    limit: config.rateLimitPerMinute,
    windowSeconds: 60,
    redisUrl: config.redisUrl,
    redisTimeoutMs: config.redisTimeoutMs,
    fallbackReplicas: config.rateLimitFallbackReplicas,
    logger: logger.child({ component: 'rate-limit' }),
  });
  // The job queue's own schema (pg-boss) is created or upgraded here, beside the migrations.
  const chunkQueue = new PgBossChunkQueue(stateDb.db, {
    leaseSeconds: config.batchJobs.leaseSeconds,
    retryLimit: config.batchJobs.retryLimit,
    onError: (error) => logger.warn({ err: error }, 'the bulk job queue reported an error'),
  });
  try {
    await chunkQueue.start();
    // Jobs whose chunk the queue gave up on are failed, looked for about once a lease (decision 0056).
    const strandedJobs = new StrandedJobReconciler(
      { db: stateDb.db, clock, logger: logger.child({ component: 'batch-jobs' }), retentionDays: config.batchJobs.retentionDays },
      config.batchJobs.leaseSeconds * 1000,
    );
    // Every WMI is read once the server listens (startServer), not before: a start waits for less.
    const decoder = await createVinDecoder(catalog, {
      clock: () => clock.now(),
      preloadWmis: false,
      serialCheck: config.vpicEnrich.mode === 'online',
      ...(metrics ? { onDecoded: (result: DecodeTally) => metrics.decodes.inc({ result }) } : {}),
    });
    const charges = createChargeGate(stateDb.db, config, clock, logger);
    const requests = new RequestsInFlight();
    const batchJobWorker = new BatchJobWorker(
      {
        db: stateDb.db,
        clock,
        decoder,
        queue: chunkQueue,
        logger: logger.child({ component: 'batch-jobs' }),
        retentionDays: config.batchJobs.retentionDays,
        quotaRecheckMs: config.batchJobs.quotaRecheckSeconds * 1000,
        // A worker replica answers no requests its chunks could delay: no pacing there.
        busy: config.role === 'worker' ? () => false : () => requests.busy(),
      },
      {
        concurrency: config.batchJobs.workers,
        pollMs: config.batchJobs.pollMs,
        sweepMs: 10 * 60_000,
        pausedExpiryDays: config.batchJobs.pausedExpiryDays,
      },
    );
    // How often a watched job's row is read: once per job on this replica, whatever its streams.
    const jobProgress = new BatchJobProgressHub(stateDb.db, 500);
    metrics?.watchJobProgress(() => jobProgress.stats());
    const services: AppServices = {
      catalog,
      catalogRelease: await findCatalogRelease(catalog.db),
      decoder,
      enricher: createEnricher(config, decoder, stateDb.db, clock, logger),
      viewerCache: new ViewerCache(config.authCacheTtlMs),
      ocr,
      ocrReadings:
        metrics &&
        ((outcome, seconds) => {
          metrics.ocrReadings.inc({ outcome });
          metrics.ocrDuration.observe({ outcome }, seconds);
        }),
      charges: metrics ? instrumentChargeGate(charges, metrics) : charges,
      config,
      db: stateDb.db,
      clock,
      logger,
      tokens: createAccessTokens(jwtSecret, clock),
      rateLimiter: metrics ? instrumentRateLimiter(limits, metrics) : limits,
      refreshTokenTtlSeconds: config.refreshTokenTtlSeconds,
      redisProbe: config.redisUrl ? createRedisProbe(config.redisUrl) : undefined,
      batchJobs: {
        db: stateDb.db,
        clock,
        queue: chunkQueue,
        shape: config.responseShape,
        retentionDays: config.batchJobs.retentionDays,
        onQueued: () => batchJobWorker.wake(),
        // Submitted files are read on a thread of their own (decision 0527); started on first use.
        parser: new InputParser(),
      },
      jobProgress,
    };
    return { services, limits, metrics, chunkQueue, strandedJobs, batchJobWorker, requests, ocr };
  } catch (error) {
    await chunkQueue.stop().catch(() => undefined);
    await limits.close();
    throw error;
  }
}

/** The HTTP server listening, the metrics port when configured, and the webhook dispatcher running. */
interface Listening {
  server: Server;
  connections: ReturnType<typeof trackConnections>;
  metricsServer: Server | undefined;
  webhooks: WebhookDispatcher;
}

async function listen(config: Config, { services, metrics, batchJobWorker, strandedJobs, requests }: BuiltServices): Promise<Listening> {
  // Read at request time: /readyz answers 503 from the moment a shutdown begins.
  const server = createServer(
    // Holds the headers every answer carries until it is written (gateway-response.ts).
    { ServerResponse: GatewayResponse },
    createApp(services, {
      lifecycle: {
        get draining() {
          return connections.draining;
        },
      },
      ...(metrics ? { metrics: { registry: metrics, token: config.metrics.token } } : {}),
    }),
  );
  const connections = trackConnections(server);
  requests.track(server);
  // Bounded waits so a slow or silent client can never hold a connection forever.
  server.headersTimeout = 15_000;
  server.requestTimeout = 60_000;
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const webhooks = new WebhookDispatcher(
    {
      db: services.db,
      clock: services.clock,
      logger: services.logger,
      post: metrics ? instrumentWebhookPost(postWebhook, metrics) : postWebhook,
    },
    {
      pollIntervalMs: config.webhooksPollIntervalMs,
      timeoutMs: config.webhooksTimeoutMs,
      leaseMs: config.webhooksClaimLeaseMs,
      allowPrivate: config.webhooksAllowPrivate,
      maxInFlight: config.webhooksMaxInFlight,
      perEndpoint: config.webhooksPerEndpoint,
    },
  );
  const metricsServer = await startMetricsPort(config, metrics).catch(async (error: unknown) => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    throw error;
  });
  // An API replica runs no background work (decision 0053): its event loop answers requests only.
  if (config.role !== 'api') {
    webhooks.start();
    // With BATCH_JOB_WORKERS=0 it takes no chunks but still runs its sweeps (retention, expiry, resumes).
    await batchJobWorker.start();
    strandedJobs.start();
  }
  return { server, connections, metricsServer, webhooks };
}

/**
 * One way down, whoever asks first (SIGTERM, close()): drain HTTP and webhooks, settle leases,
 * close the rest. `owned` names what this process opened itself and so closes.
 */
function shutdownOnce(
  config: Config,
  logger: Logger,
  { services, limits, chunkQueue, strandedJobs, batchJobWorker }: BuiltServices,
  { connections, webhooks, metricsServer }: Listening,
  owned: { catalog: Catalog | undefined; stateDb: StateDatabase | undefined },
): { stop(delayMs: number, webhookGrace: boolean): Promise<ShutdownReport>; readonly stopping: boolean } {
  let stopping: Promise<ShutdownReport> | undefined;
  const stop = (delayMs: number, webhookGrace: boolean) =>
    (stopping ??= (async () => {
      const began = performance.now();
      connections.startDraining();
      if (delayMs > 0) {
        logger.info({ delayMs }, 'draining: /readyz answers 503 before the server stops accepting connections');
        await new Promise((resolve) => setTimeout(resolve, delayMs));
      }
      const drainBegan = performance.now();
      // Requests in flight and webhook deliveries in flight share one deadline.
      const [{ cutConnections }] = await Promise.all([
        connections.drain(config.shutdownTimeoutMs),
        webhooks.stop(webhookGrace ? config.shutdownTimeoutMs : 0),
        // A chunk running now commits or is undone whole; either way the queue has it again.
        batchJobWorker.stop(),
        strandedJobs.stop(),
      ]);
      await chunkQueue.stop();
      const drainMs = Math.round(performance.now() - drainBegan);
      if (metricsServer) await new Promise<void>((resolve) => metricsServer.close(() => resolve()));
      if (cutConnections > 0)
        logger.warn({ cutConnections, timeoutMs: config.shutdownTimeoutMs }, 'connections still open at the shutdown deadline were cut');
      // Bills what the leases granted and gives the reservations back.
      await services.charges.close();
      await limits.close();
      await services.redisProbe?.close();
      await services.ocr.close();
      await services.batchJobs.parser?.close();
      await owned.catalog?.close();
      await owned.stateDb?.close();
      return { drainMs, cutConnections, totalMs: Math.round(performance.now() - began) };
    })());
  return {
    stop,
    get stopping() {
      return stopping !== undefined;
    },
  };
}

/** Quota charges: group commit straight to the database, with leases in front when configured. */
function createChargeGate(db: StateDatabase['db'], config: Config, clock: Clock, logger: Logger): ChargeGate {
  const direct = new ChargeCoalescer(
    (request) => chargeUsage(db, request, clock.now(), { commit: config.quotaCommit }),
    (request) => refundUsage(db, request),
  );
  if (!config.quotaLeases) return direct;
  return new QuotaLeases(
    direct,
    (settlement, at) => settleQuotaLease(db, settlement, at),
    { holder: randomUUID(), settleMs: config.quotaLeaseSettleMs, ttlMs: config.quotaLeaseTtlMs, now: () => clock.now() },
    (error) => logger.warn({ err: error }, 'settling a quota lease failed; retrying at the next settlement'),
  );
}

/** Enrichment from NHTSA's vPIC API when VPIC_ENRICH=online; nothing otherwise. */
function createEnricher(
  config: Config,
  decoder: VinDecoder,
  db: StateDatabase['db'],
  clock: Clock,
  logger: Logger,
): VehicleEnricher | undefined {
  const settings = config.vpicEnrich;
  if (settings.mode === 'off') return undefined;
  const source = createVpicApiClient(settings.apiUrl, () => clock.now());
  logger.info({ url: source.url }, 'vPIC enrichment is on');
  return new VehicleEnricher(
    { db, source, clock, logger: logger.child({ component: 'vpic-enrichment' }), elementsByCode: decoder.elementsByCode },
    settings,
  );
}

function urlOf(address: AddressInfo, host: string): string {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${shown.includes(':') ? `[${shown}]` : shown}:${address.port}`;
}
