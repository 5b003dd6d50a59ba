import { z } from 'zod';

/**
 * Every setting of the service, read from environment variables in one place.
 * loadConfig reports all problems at once so an operator fixes them in one go.
 */
const booleanFlag = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

/** Secrets copied from an example file: anyone who read the example could sign tokens. */
const PLACEHOLDER_SECRET = /change-?me|replace-?me|placeholder|example|^(.)\1*$/i;

/** Exported for the test that keeps README.md's configuration table in step with it. */
export const configSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(4000),
    // Unset: 127.0.0.1 with the embedded database (a trial on a laptop), 0.0.0.0 with PostgreSQL.
    HOST: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .refine((v) => v === 'memory://' || /^postgres(ql)?:\/\//.test(v), {
          message: "must be 'memory://' or a postgres:// URL (leave unset for the embedded database in DATA_DIR)",
        })
        .optional(),
    ),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(3000),
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(10_000),
    REDIS_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
        .optional(),
    ),
    REDIS_TIMEOUT_MS: z.coerce.number().int().min(10).max(60_000).default(500),
    RESPONSE_SHAPE: z.enum(['A', 'B']).default('A'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    JWT_SECRET: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .min(32, 'must be at least 32 characters (or leave unset to have one generated in DATA_DIR)')
        .refine((v) => !PLACEHOLDER_SECRET.test(v), {
          message: 'is a placeholder: set a random value, e.g. the output of `openssl rand -base64 48`',
        })
        .optional(),
    ),
    VPIC_DB_PATH: z.preprocess(emptyAsUndefined, z.string().optional()),
    MAX_BODY_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(1024 * 1024),
    MAX_BUFFERED_BODY_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(128 * 1024 * 1024),
    CORS_ORIGINS: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().regex(/^https?:\/\/[^/\s]+$/, 'each origin must look like https://app.example.com (no path)'))),
    COOKIE_SECURE: booleanFlag.default(true),
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().positive().max(365).default(30),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(100),
    RATE_LIMIT_FALLBACK_REPLICAS: z.coerce.number().int().min(1).max(1000).default(1),
    SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    TRUST_PROXY: booleanFlag.default(false),
    OCR_WORKERS: z.coerce.number().int().min(1).max(16).default(1),
    OCR_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    OCR_QUEUE_LIMIT: z.coerce.number().int().min(0).max(1000).default(8),
    OCR_MIN_CONFIDENCE: z.coerce.number().min(0).max(1).default(0.3),
    OCR_DEADLINE_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
    OCR_PRELOAD: booleanFlag.default(true),
    OCR_WORKER_IDLE_MS: z.coerce.number().int().min(0).max(86_400_000).default(300_000),
    AUTH_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
    QUOTA_COMMIT: z.enum(['durable', 'async']).default('durable'),
    QUOTA_LEASES: z.enum(['on', 'off']).default('on'),
    QUOTA_LEASE_SETTLE_MS: z.coerce.number().int().min(10).max(10_000).default(200),
    QUOTA_LEASE_TTL_MS: z.coerce.number().int().min(1000).max(600_000).default(10_000),
    VPIC_ENRICH: z.enum(['off', 'online']).default('off'),
    VPIC_API_URL: z
      .string()
      .regex(/^https?:\/\/[^\s]+$/, 'must be an http(s) URL such as https://vpic.nhtsa.dot.gov/api')
      .default('https://vpic.nhtsa.dot.gov/api'),
    VPIC_ENRICH_TIMEOUT_MS: z.coerce.number().int().min(50).max(30_000).default(1500),
    VPIC_ENRICH_TTL_DAYS: z.coerce.number().positive().max(3650).default(90),
    VPIC_ENRICH_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
    VPIC_ENRICH_CALLS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(60),
    VPIC_ENRICH_BREAKER_FAILURES: z.coerce.number().int().min(1).max(1000).default(5),
    VPIC_ENRICH_BREAKER_COOLDOWN_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
    WEBHOOKS_ALLOW_PRIVATE: booleanFlag.default(false),
    WEBHOOKS_TIMEOUT_MS: z.coerce.number().int().min(10).max(60_000).default(15_000),
    WEBHOOKS_POLL_INTERVAL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
    WEBHOOKS_CLAIM_LEASE_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
    WEBHOOKS_MAX_IN_FLIGHT: z.coerce.number().int().min(1).max(1000).default(16),
    WEBHOOKS_PER_ENDPOINT: z.coerce.number().int().min(1).max(100).default(2),
    BATCH_JOB_RETENTION_DAYS: z.coerce.number().positive().max(365).default(7),
    BATCH_JOB_WORKERS: z.coerce.number().int().min(0).max(16).default(1),
    BATCH_JOB_LEASE_SECONDS: z.coerce.number().int().min(2).max(3600).default(60),
    BATCH_JOB_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
    BATCH_JOB_QUOTA_RECHECK_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
    METRICS_TOKEN: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .min(16, 'must be at least 16 characters (or leave unset: /metrics is then not served on the public port)')
        .refine((v) => !PLACEHOLDER_SECRET.test(v), {
          message: 'is a placeholder: set a random value, e.g. the output of `openssl rand -hex 24`',
        })
        .optional(),
    ),
    METRICS_PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).optional()),
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  })
  .refine((e) => e.WEBHOOKS_CLAIM_LEASE_MS > e.WEBHOOKS_TIMEOUT_MS, {
    path: ['WEBHOOKS_CLAIM_LEASE_MS'],
    message: 'must be longer than WEBHOOKS_TIMEOUT_MS, or a slow delivery could be claimed and sent twice',
  });

export type ResponseShape = 'A' | 'B';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** undefined: embedded PGlite in dataDir; 'memory://': in-memory PGlite; otherwise PostgreSQL. */
  databaseUrl: string | undefined;
  /** PostgreSQL connections this process may hold. */
  databasePoolSize: number;
  /** Longest wait for a PostgreSQL connection, a new one or a free one from the pool. */
  databaseConnectTimeoutMs: number;
  /** PostgreSQL's statement_timeout; the client also gives up on a silent server shortly after it. */
  databaseStatementTimeoutMs: number;
  redisUrl: string | undefined;
  /** Longest wait for Redis to connect or answer one command before rate limits fall back to per-process counts. */
  redisTimeoutMs: number;
  responseShape: ResponseShape;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** undefined: generated once and kept in dataDir (see infra/secrets). */
  jwtSecret: string | undefined;
  /** Where the unpacked vPIC catalog lives; defaults to a file in dataDir. */
  vpicDbPath: string | undefined;
  maxBodyBytes: number;
  /** What the bodies of all requests being received may hold together; past it a body gets 503. */
  maxBufferedBodyBytes: number;
  /** Browser origins allowed to call the API with credentials (CORS) and to use the refresh cookie. */
  corsOrigins: string[];
  /** Secure attribute of the refresh cookie; false only for local plain-http development. */
  cookieSecure: boolean;
  refreshTokenTtlSeconds: number;
  rateLimitPerMinute: number;
  /**
   * Replicas sharing Redis: while Redis is unreachable each process enforces every limit divided by
   * this, so the fleet as a whole stays near the shared limit.
   */
  rateLimitFallbackReplicas: number;
  /** After SIGTERM/SIGINT, how long /readyz answers 503 while requests are still served, so a load balancer notices. */
  shutdownDelayMs: number;
  /** After the delay, how long requests in flight (and webhook deliveries) may take before connections are cut. */
  shutdownTimeoutMs: number;
  /** Take the client address from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean;
  /** tesseract.js workers (~175 MB each), started on the first image. */
  ocrWorkers: number;
  /** Longest one recognition pass may take before its worker is replaced. */
  ocrTimeoutMs: number;
  /** Recognitions that may wait for a worker; beyond that images get 503 UNAVAILABLE. */
  ocrQueueLimit: number;
  /** Below this ocrConfidence an image answers NO_VIN_DETECTED instead of a guess. */
  ocrMinConfidence: number;
  /** No recognition pass starts that would end later than this after an image's reading began. */
  ocrDeadlineMs: number;
  /** Load the image reader's models once the server listens, so the first image does not wait for them. */
  ocrPreload: boolean;
  /** tesseract workers and the glyph thread idle this long are stopped (restarted by the next image); 0 keeps them. */
  ocrWorkerIdleMs: number;
  /** How long a resolved API key or account is reused without a database read (0: never). */
  authCacheTtlMs: number;
  /**
   * How a quota charge commits: durable waits for the WAL flush; async lets PostgreSQL flush it
   * moments later (a database crash may forget the last ~0.6 s of charges, never half of one).
   */
  quotaCommit: 'durable' | 'async';
  /** Quota leases: far from the limit, grant from blocks reserved in the database and settle them every quotaLeaseSettleMs. */
  quotaLeases: boolean;
  quotaLeaseSettleMs: number;
  quotaLeaseTtlMs: number;
  /** Fill the fields the catalog cannot from NHTSA's vPIC API (see docs/enrichment.md); off by default. */
  vpicEnrich: VpicEnrichConfig;
  /** Admit loopback/private webhook targets and plain http (tests and local development only). */
  webhooksAllowPrivate: boolean;
  /** Per-attempt limit of a webhook delivery, connection to response status. */
  webhooksTimeoutMs: number;
  /** How often each process's dispatcher looks for due deliveries. */
  webhooksPollIntervalMs: number;
  /** How long a claimed delivery stays with its dispatcher before another may take it over. */
  webhooksClaimLeaseMs: number;
  /** Deliveries one process sends at once. */
  webhooksMaxInFlight: number;
  /** Deliveries of one endpoint in flight at once, across the fleet: a slow endpoint holds no more. */
  webhooksPerEndpoint: number;
  /** Bulk decode jobs (docs/batch-jobs.md). */
  batchJobs: BatchJobsConfig;
  /** Prometheus metrics (docs/running-a-fleet.md); counted only when served somewhere. */
  metrics: MetricsConfig;
}

export interface BatchJobsConfig {
  /** Days an ended job's results are kept before they are deleted. */
  retentionDays: number;
  /** Chunks this process runs side by side; 0: this replica serves HTTP only and runs no chunks. */
  workers: number;
  /** How long a chunk may run before the queue hands it to another replica (a dead replica's chunk waits this long). */
  leaseSeconds: number;
  /** How often an idle worker asks the queue for work. */
  pollMs: number;
  /** How often a job paused for quota tries again (it also tries at the next UTC day): overage turned on resumes it by then. */
  quotaRecheckSeconds: number;
}

export interface MetricsConfig {
  /** Serves /metrics on the public port to `Authorization: Bearer <token>` only; unset: not there at all (404). */
  token: string | undefined;
  /** A listener of its own serving /metrics without a token; unset: none. */
  port: number | undefined;
  /** Where that listener binds. */
  host: string;
}

export interface VpicEnrichConfig {
  mode: 'off' | 'online';
  /** vPIC API base, e.g. https://vpic.nhtsa.dot.gov/api (DecodeVINValuesBatch lives under /vehicles). */
  apiUrl: string;
  /** The whole time a decode may wait for enrichment, cache lookup included. */
  timeoutMs: number;
  /** Age limit of cached vPIC answers. */
  ttlDays: number;
  /** vPIC calls in flight per process. */
  concurrency: number;
  /** vPIC calls started per minute per process (each up to 50 VINs). */
  callsPerMinute: number;
  /** Consecutive failed calls that open the circuit. */
  breakerFailures: number;
  /** How long an open circuit refuses calls before one trial call. */
  breakerCooldownMs: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST ?? (e.DATABASE_URL === undefined || e.DATABASE_URL === 'memory://' ? '127.0.0.1' : '0.0.0.0'),
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseConnectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
    databaseStatementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    redisUrl: e.REDIS_URL,
    redisTimeoutMs: e.REDIS_TIMEOUT_MS,
    responseShape: e.RESPONSE_SHAPE,
    logLevel: e.LOG_LEVEL,
    jwtSecret: e.JWT_SECRET,
    vpicDbPath: e.VPIC_DB_PATH,
    maxBodyBytes: e.MAX_BODY_BYTES,
    maxBufferedBodyBytes: e.MAX_BUFFERED_BODY_BYTES,
    corsOrigins: e.CORS_ORIGINS,
    cookieSecure: e.COOKIE_SECURE,
    refreshTokenTtlSeconds: Math.round(e.REFRESH_TOKEN_TTL_DAYS * 86_400),
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    rateLimitFallbackReplicas: e.RATE_LIMIT_FALLBACK_REPLICAS,
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    trustProxy: e.TRUST_PROXY,
    ocrWorkers: e.OCR_WORKERS,
    ocrTimeoutMs: e.OCR_TIMEOUT_MS,
    ocrQueueLimit: e.OCR_QUEUE_LIMIT,
    ocrMinConfidence: e.OCR_MIN_CONFIDENCE,
    ocrDeadlineMs: e.OCR_DEADLINE_MS,
    ocrPreload: e.OCR_PRELOAD,
    ocrWorkerIdleMs: e.OCR_WORKER_IDLE_MS,
    authCacheTtlMs: e.AUTH_CACHE_TTL_MS,
    quotaCommit: e.QUOTA_COMMIT,
    quotaLeases: e.QUOTA_LEASES === 'on',
    quotaLeaseSettleMs: e.QUOTA_LEASE_SETTLE_MS,
    quotaLeaseTtlMs: e.QUOTA_LEASE_TTL_MS,
    vpicEnrich: {
      mode: e.VPIC_ENRICH,
      apiUrl: e.VPIC_API_URL.replace(/\/+$/, ''),
      timeoutMs: e.VPIC_ENRICH_TIMEOUT_MS,
      ttlDays: e.VPIC_ENRICH_TTL_DAYS,
      concurrency: e.VPIC_ENRICH_CONCURRENCY,
      callsPerMinute: e.VPIC_ENRICH_CALLS_PER_MINUTE,
      breakerFailures: e.VPIC_ENRICH_BREAKER_FAILURES,
      breakerCooldownMs: e.VPIC_ENRICH_BREAKER_COOLDOWN_MS,
    },
    webhooksAllowPrivate: e.WEBHOOKS_ALLOW_PRIVATE,
    webhooksTimeoutMs: e.WEBHOOKS_TIMEOUT_MS,
    webhooksPollIntervalMs: e.WEBHOOKS_POLL_INTERVAL_MS,
    webhooksClaimLeaseMs: e.WEBHOOKS_CLAIM_LEASE_MS,
    webhooksMaxInFlight: e.WEBHOOKS_MAX_IN_FLIGHT,
    webhooksPerEndpoint: e.WEBHOOKS_PER_ENDPOINT,
    batchJobs: {
      retentionDays: e.BATCH_JOB_RETENTION_DAYS,
      workers: e.BATCH_JOB_WORKERS,
      leaseSeconds: e.BATCH_JOB_LEASE_SECONDS,
      pollMs: e.BATCH_JOB_POLL_MS,
      quotaRecheckSeconds: e.BATCH_JOB_QUOTA_RECHECK_SECONDS,
    },
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT, host: e.METRICS_HOST },
  };
}
