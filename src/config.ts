import { z } from 'zod';

/**
 * Every setting of the service, read from environment variables in one place.
 * Each setting is written once below: the property it fills in Config, the variable it is read
 * from, and the zod schema that validates it (and gives its default). The Config type is derived
 * from those schemas, and README.md's configuration table is checked against them.
 * loadConfig reports all problems at once so an operator fixes them in one go.
 */
const booleanFlag = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

/** Secrets copied from an example file: anyone who read the example could sign tokens. */
const PLACEHOLDER_SECRET = /change-?me|replace-?me|placeholder|example|^(.)\1*$/i;

/**
 * One environment variable and the Config property it fills. `toConfig` turns the variable's unit
 * into the one the code works in (days into seconds, 'on' into true); the schema alone keeps the
 * variable's own value so its default can be compared with README.md's.
 */
class EnvSetting<Name extends string = string, Parsed = unknown, Value = unknown> {
  /** The type the schema parses the variable into; for types only (zod's own types are too heavy to carry here). */
  declare readonly parsed: Parsed;
  readonly #read: (parsedEnv: Record<string, unknown>) => Value;

  constructor(
    readonly env: Name,
    readonly schema: z.ZodType,
    toConfig: (parsed: Parsed) => Value,
  ) {
    this.#read = (parsedEnv) => toConfig(parsedEnv[env] as Parsed);
  }

  /** The Config value of this setting, from the environment configSchema parsed. */
  read(parsedEnv: Record<string, unknown>): Value {
    return this.#read(parsedEnv);
  }
}

function env<const Name extends string, Schema extends z.ZodType, Value = z.output<Schema>>(
  name: Name,
  schema: Schema,
  toConfig: (parsed: z.output<Schema>) => Value = (parsed) => parsed as Value,
): EnvSetting<Name, z.output<Schema>, Value> {
  return new EnvSetting(name, schema, toConfig);
}

interface SettingTree {
  readonly [property: string]: EnvSetting | SettingTree;
}

const settings = {
  /**
   * What this process does (decision 0053): `api` answers HTTP and runs no background work;
   * `worker` runs bulk job chunks, webhook deliveries and sweeps and serves only /healthz, /readyz
   * and /metrics; `all` does both in one process (the embedded default).
   */
  role: env('ROLE', z.enum(['all', 'api', 'worker']).default('all')),
  port: env('PORT', z.coerce.number().int().min(0).max(65535).default(4000)),
  /** Unset: 127.0.0.1 with the embedded database (a trial on a laptop), 0.0.0.0 with PostgreSQL (see loadConfig). */
  host: env('HOST', z.preprocess(emptyAsUndefined, z.string().min(1).optional())),
  dataDir: env('DATA_DIR', z.string().min(1).default('./data')),
  /** undefined: embedded PGlite in dataDir; 'memory://': in-memory PGlite; otherwise PostgreSQL. */
  databaseUrl: env(
    'DATABASE_URL',
    z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .refine((v) => v === 'memory://' || /^postgres(ql)?:\/\//.test(v), {
          message: "must be 'memory://' or a postgres:// URL (leave unset for the embedded database in DATA_DIR)",
        })
        .optional(),
    ),
  ),
  /** PostgreSQL connections this process may hold. */
  databasePoolSize: env('DATABASE_POOL_SIZE', z.coerce.number().int().min(1).max(1000).default(10)),
  /** Longest wait for a PostgreSQL connection, a new one or a free one from the pool. */
  databaseConnectTimeoutMs: env('DATABASE_CONNECT_TIMEOUT_MS', z.coerce.number().int().min(100).max(120_000).default(3000)),
  /** PostgreSQL's statement_timeout; the client also gives up on a silent server shortly after it. */
  databaseStatementTimeoutMs: env('DATABASE_STATEMENT_TIMEOUT_MS', z.coerce.number().int().min(100).max(3_600_000).default(10_000)),
  redisUrl: env(
    'REDIS_URL',
    z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
        .optional(),
    ),
  ),
  /** Longest wait for Redis to connect or answer one command before rate limits fall back to per-process counts. */
  redisTimeoutMs: env('REDIS_TIMEOUT_MS', z.coerce.number().int().min(10).max(60_000).default(500)),
  responseShape: env('RESPONSE_SHAPE', z.enum(['A', 'B']).default('A')),
  logLevel: env('LOG_LEVEL', z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  /** undefined: generated once and kept in dataDir (see infra/secrets). */
  jwtSecret: env(
    'JWT_SECRET',
    z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .min(32, 'must be at least 32 characters (or leave unset to have one generated in DATA_DIR)')
        .refine((v) => !PLACEHOLDER_SECRET.test(v), {
          message: 'is a placeholder: set a random value, e.g. the output of `openssl rand -base64 48`',
        })
        .optional(),
    ),
  ),
  /** Where the unpacked vPIC catalog lives; defaults to a file in dataDir. */
  vpicDbPath: env('VPIC_DB_PATH', z.preprocess(emptyAsUndefined, z.string().optional())),
  maxBodyBytes: env(
    'MAX_BODY_BYTES',
    z.coerce
      .number()
      .int()
      .positive()
      .default(1024 * 1024),
  ),
  /** What the bodies of all requests being received may hold together; past it a body gets 503. */
  maxBufferedBodyBytes: env(
    'MAX_BUFFERED_BODY_BYTES',
    z.coerce
      .number()
      .int()
      .positive()
      .default(128 * 1024 * 1024),
  ),
  /** Browser origins allowed to call the API with credentials (CORS) and to use the refresh cookie. */
  corsOrigins: env(
    'CORS_ORIGINS',
    z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().regex(/^https?:\/\/[^/\s]+$/, 'each origin must look like https://app.example.com (no path)'))),
  ),
  /** Secure attribute of the refresh cookie; false only for local plain-http development. */
  cookieSecure: env('COOKIE_SECURE', booleanFlag.default(true)),
  refreshTokenTtlSeconds: env('REFRESH_TOKEN_TTL_DAYS', z.coerce.number().positive().max(365).default(30), (days) =>
    Math.round(days * 86_400),
  ),
  rateLimitPerMinute: env('RATE_LIMIT_PER_MINUTE', z.coerce.number().int().positive().default(100)),
  /**
   * Replicas sharing Redis: while Redis is unreachable each process enforces every limit divided by
   * this, so the fleet as a whole stays near the shared limit.
   */
  rateLimitFallbackReplicas: env('RATE_LIMIT_FALLBACK_REPLICAS', z.coerce.number().int().min(1).max(1000).default(1)),
  /**
   * Tokens of new GraphQL documents one account may have parsed and validated a minute (documents
   * already parsed cost nothing): hundreds of ordinary documents, five of the largest. Decision 0522.
   */
  accountParseTokensPerMinute: env('GRAPHQL_ACCOUNT_TOKENS_PER_MINUTE', z.coerce.number().int().min(1).default(50_000)),
  /** Subscription streams (job progress) one account may hold open on one replica. Decision 0523. */
  streamsPerAccount: env('STREAMS_PER_ACCOUNT', z.coerce.number().int().min(1).max(10_000).default(20)),
  /** After SIGTERM/SIGINT, how long /readyz answers 503 while requests are still served, so a load balancer notices. */
  shutdownDelayMs: env('SHUTDOWN_DELAY_MS', z.coerce.number().int().min(0).max(120_000).default(0)),
  /** After the delay, how long requests in flight (and webhook deliveries) may take before connections are cut. */
  shutdownTimeoutMs: env('SHUTDOWN_TIMEOUT_MS', z.coerce.number().int().min(0).max(600_000).default(10_000)),
  /** Take the client address from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: env('TRUST_PROXY', booleanFlag.default(false)),
  /**
   * Image-reader processes at most, server-wide (decision 0520): each reads one image at a time off
   * the server's event loop. Unset: one per core (os.availableParallelism(), resolved where the pool is built).
   */
  ocrReaders: env('OCR_READERS', z.coerce.number().int().min(1).max(64).optional()),
  /**
   * How the reader processes yield the cores (decision 0528): `idle`, Linux's SCHED_IDLE (they run
   * only on a core nothing else wants; set by each reader with chrt, nice 10 where that cannot be
   * had); `nice`, nice 10 (they still take about a ninth of a contended core).
   */
  ocrReaderScheduling: env('OCR_READER_SCHEDULING', z.enum(['idle', 'nice']).default('idle')),
  /**
   * How a `worker` replica yields its cores (decision 0613): `idle`, Linux's SCHED_IDLE for the whole
   * process, set with chrt as it starts (it runs only on a core nothing else wants: an api replica on
   * the same host comes first); `normal`, the priority it was started with.
   */
  workerScheduling: env('WORKER_SCHEDULING', z.enum(['idle', 'normal']).default('idle')),
  /** tesseract.js workers (~175 MB each) in each reader process, started on its first image. */
  ocrWorkers: env('OCR_WORKERS', z.coerce.number().int().min(1).max(16).default(1)),
  /** Longest one recognition pass may take before its worker is replaced. */
  ocrTimeoutMs: env('OCR_TIMEOUT_MS', z.coerce.number().int().min(100).max(120_000).default(10_000)),
  /** Images that may wait for a reader process, all accounts together; beyond that images get 503 UNAVAILABLE. */
  ocrQueueLimit: env('OCR_QUEUE_LIMIT', z.coerce.number().int().min(0).max(1000).default(8)),
  /**
   * How long an image not yet received waits for a place (its account's share, a reader or the
   * queue) before it is refused with 429 or 503 (decision 0528); 0 refuses at once.
   */
  ocrRoomWaitMs: env('OCR_ROOM_WAIT_MS', z.coerce.number().int().min(0).max(30_000).default(1000)),
  /** Below this ocrConfidence an image answers NO_VIN_DETECTED instead of a guess. */
  ocrMinConfidence: env('OCR_MIN_CONFIDENCE', z.coerce.number().min(0).max(1).default(0.3)),
  /** The whole reading's time budget, its wait for a reader included: cut there with 503 UNAVAILABLE (decision 0521). */
  ocrDeadlineMs: env('OCR_DEADLINE_MS', z.coerce.number().int().min(50).max(60_000).default(20_000)),
  /** Load the image reader's models once the server listens, so the first image does not wait for them. */
  ocrPreload: env('OCR_PRELOAD', booleanFlag.default(true)),
  /** tesseract workers and the glyph thread idle this long are stopped (restarted by the next image); 0 keeps them. */
  ocrWorkerIdleMs: env('OCR_WORKER_IDLE_MS', z.coerce.number().int().min(0).max(86_400_000).default(300_000)),
  /** How long a resolved API key or account is reused without a database read (0: never). */
  authCacheTtlMs: env('AUTH_CACHE_TTL_MS', z.coerce.number().int().min(0).max(60_000).default(2000)),
  /**
   * How a quota charge commits: durable waits for the WAL flush; async lets PostgreSQL flush it
   * moments later (a database crash may forget the last ~0.6 s of charges, never half of one).
   */
  quotaCommit: env('QUOTA_COMMIT', z.enum(['durable', 'async']).default('durable')),
  /** Quota leases: far from the limit, grant from blocks reserved in the database and settle them every quotaLeaseSettleMs. */
  quotaLeases: env('QUOTA_LEASES', z.enum(['on', 'off']).default('on'), (mode) => mode === 'on'),
  quotaLeaseSettleMs: env('QUOTA_LEASE_SETTLE_MS', z.coerce.number().int().min(10).max(10_000).default(200)),
  quotaLeaseTtlMs: env('QUOTA_LEASE_TTL_MS', z.coerce.number().int().min(1000).max(600_000).default(10_000)),
  /** Fill the fields the catalog cannot from NHTSA's vPIC API (see docs/enrichment.md); off by default. */
  vpicEnrich: {
    mode: env('VPIC_ENRICH', z.enum(['off', 'online']).default('off')),
    /** vPIC API base, e.g. https://vpic.nhtsa.dot.gov/api (DecodeVINValuesBatch lives under /vehicles). */
    apiUrl: env(
      'VPIC_API_URL',
      z
        .string()
        .regex(/^https?:\/\/[^\s]+$/, 'must be an http(s) URL such as https://vpic.nhtsa.dot.gov/api')
        .default('https://vpic.nhtsa.dot.gov/api'),
      (url) => url.replace(/\/+$/, ''),
    ),
    /** The whole time a decode may wait for enrichment, cache lookup included. */
    timeoutMs: env('VPIC_ENRICH_TIMEOUT_MS', z.coerce.number().int().min(50).max(30_000).default(1500)),
    /** Age limit of cached vPIC answers. */
    ttlDays: env('VPIC_ENRICH_TTL_DAYS', z.coerce.number().positive().max(3650).default(90)),
    /** vPIC calls in flight per process. */
    concurrency: env('VPIC_ENRICH_CONCURRENCY', z.coerce.number().int().min(1).max(64).default(4)),
    /** vPIC calls started per minute per process (each up to 50 VINs). */
    callsPerMinute: env('VPIC_ENRICH_CALLS_PER_MINUTE', z.coerce.number().int().min(1).max(10_000).default(60)),
    /** Consecutive failed calls that open the circuit. */
    breakerFailures: env('VPIC_ENRICH_BREAKER_FAILURES', z.coerce.number().int().min(1).max(1000).default(5)),
    /** How long an open circuit refuses calls before one trial call. */
    breakerCooldownMs: env('VPIC_ENRICH_BREAKER_COOLDOWN_MS', z.coerce.number().int().min(100).max(3_600_000).default(30_000)),
  },
  /** Admit loopback/private webhook targets and plain http (tests and local development only). */
  webhooksAllowPrivate: env('WEBHOOKS_ALLOW_PRIVATE', booleanFlag.default(false)),
  /** Per-attempt limit of a webhook delivery, connection to response status. */
  webhooksTimeoutMs: env('WEBHOOKS_TIMEOUT_MS', z.coerce.number().int().min(10).max(60_000).default(15_000)),
  /** How often each process's dispatcher looks for due deliveries. */
  webhooksPollIntervalMs: env('WEBHOOKS_POLL_INTERVAL_MS', z.coerce.number().int().min(10).max(60_000).default(1000)),
  /** How long a claimed delivery stays with its dispatcher before another may take it over. */
  webhooksClaimLeaseMs: env('WEBHOOKS_CLAIM_LEASE_MS', z.coerce.number().int().min(100).max(3_600_000).default(60_000)),
  /** Deliveries one process sends at once. */
  webhooksMaxInFlight: env('WEBHOOKS_MAX_IN_FLIGHT', z.coerce.number().int().min(1).max(1000).default(16)),
  /** Deliveries of one endpoint in flight at once, across the fleet: a slow endpoint holds no more. */
  webhooksPerEndpoint: env('WEBHOOKS_PER_ENDPOINT', z.coerce.number().int().min(1).max(100).default(2)),
  /** Bulk decode jobs (docs/batch-jobs.md). */
  batchJobs: {
    /** Days an ended job's results are kept before they are deleted. */
    retentionDays: env('BATCH_JOB_RETENTION_DAYS', z.coerce.number().positive().max(365).default(7)),
    /** Days a job may stay paused (for quota or a suspension) before it ends as failed, unbilled (decision 0054). */
    pausedExpiryDays: env('BATCH_JOB_PAUSED_EXPIRY_DAYS', z.coerce.number().positive().max(365).default(7)),
    /** Chunks this process runs side by side; 0: this replica serves HTTP only and runs no chunks. */
    workers: env('BATCH_JOB_WORKERS', z.coerce.number().int().min(0).max(16).default(1)),
    /** How long a chunk may run before the queue hands it to another replica (a dead replica's chunk waits this long). */
    leaseSeconds: env('BATCH_JOB_LEASE_SECONDS', z.coerce.number().int().min(2).max(3600).default(60)),
    /** Deliveries of a chunk after the first before the queue gives up on it (and its job fails). */
    retryLimit: env('BATCH_JOB_RETRY_LIMIT', z.coerce.number().int().min(0).max(20).default(5)),
    /** How often an idle worker asks the queue for work. */
    pollMs: env('BATCH_JOB_POLL_MS', z.coerce.number().int().min(50).max(60_000).default(1000)),
    /** How often a job paused for quota tries again (it also tries at the next UTC day): overage turned on resumes it by then. */
    quotaRecheckSeconds: env('BATCH_JOB_QUOTA_RECHECK_SECONDS', z.coerce.number().int().min(1).max(86_400).default(300)),
  },
  /** Prometheus metrics (docs/running-a-fleet.md); counted only when served somewhere. */
  metrics: {
    /** Serves /metrics on the public port to `Authorization: Bearer <token>` only; unset: not there at all (404). */
    token: env(
      'METRICS_TOKEN',
      z.preprocess(
        emptyAsUndefined,
        z
          .string()
          .min(16, 'must be at least 16 characters (or leave unset: /metrics is then not served on the public port)')
          .refine((v) => !PLACEHOLDER_SECRET.test(v), {
            message: 'is a placeholder: set a random value, e.g. the output of `openssl rand -hex 24`',
          })
          .optional(),
      ),
    ),
    /** A listener of its own serving /metrics without a token; unset: none. */
    port: env('METRICS_PORT', z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).optional())),
    /** Where that listener binds. */
    host: env('METRICS_HOST', z.string().min(1).default('127.0.0.1')),
  },
};

/** What a setting gives the code. The types below match on this alone: comparing zod's deep schema types exhausts tsc's memory. */
interface Reads<Value> {
  read(parsedEnv: never): Value;
}

/** The settings as the code reads them: each property typed by its schema's output (after toConfig). */
type ConfigOf<Tree> = {
  [Property in keyof Tree]: Tree[Property] extends Reads<infer Value>
    ? Value
    : Tree[Property] extends SettingTree
      ? ConfigOf<Tree[Property]>
      : never;
};

/** Every EnvSetting of a tree, nested ones included. */
type SettingsIn<Tree> = {
  [Property in keyof Tree]: Tree[Property] extends EnvSetting
    ? Tree[Property]
    : Tree[Property] extends SettingTree
      ? SettingsIn<Tree[Property]>
      : never;
}[keyof Tree];

/** The environment variables, each with its schema: what is parsed, and what README.md's table is checked against. */
type EnvShape<Tree> = {
  [Setting in SettingsIn<Tree> as Setting extends EnvSetting<infer Name> ? Name : never]: z.ZodType<
    Setting extends EnvSetting<string, infer Parsed> ? Parsed : never
  >;
};

/** HOST alone has a default that depends on another setting; loadConfig fills it in. */
export type Config = Omit<ConfigOf<typeof settings>, 'host'> & { host: string };

export type ResponseShape = Config['responseShape'];

function envShapeOf(tree: SettingTree): Record<string, z.ZodType> {
  return Object.fromEntries(
    Object.values(tree).flatMap((node) => (node instanceof EnvSetting ? [[node.env, node.schema]] : Object.entries(envShapeOf(node)))),
  );
}

function configOf(tree: SettingTree, env: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(tree).map(([property, node]) => [property, node instanceof EnvSetting ? node.read(env) : configOf(node, env)]),
  );
}

/** Exported for the test that keeps README.md's configuration table in step with it. */
export const configSchema = z
  .object(envShapeOf(settings) as EnvShape<typeof settings>)
  .refine((e) => e.WEBHOOKS_CLAIM_LEASE_MS > e.WEBHOOKS_TIMEOUT_MS, {
    path: ['WEBHOOKS_CLAIM_LEASE_MS'],
    message: 'must be longer than WEBHOOKS_TIMEOUT_MS, or a slow delivery could be claimed and sent twice',
  });

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
  const config = configOf(settings, parsed.data) as ConfigOf<typeof settings>;
  const embedded = config.databaseUrl === undefined || config.databaseUrl === 'memory://';
  return { ...config, host: config.host ?? (embedded ? '127.0.0.1' : '0.0.0.0') };
}
