import type { Kysely } from 'kysely';
import type { Config } from './config.js';
import type { Catalog, CatalogRelease } from './data/catalog/index.js';
import { RequestLoaders } from './data/loaders.js';
import type { Database } from './data/tables/index.js';
import type { AccessTokens } from './domain/auth/access-tokens.js';
import { authenticate } from './domain/auth/authenticate.js';
import { keyLookupGuard } from './domain/auth/key-lookup-guard.js';
import type { Viewer } from './domain/auth/viewer.js';
import type { ViewerCache } from './domain/auth/viewer-cache.js';
import type { BatchJobDeps } from './domain/batch-jobs/batch-jobs.service.js';
import type { OcrReadingTally } from './domain/ocr/decode-image.service.js';
import type { ImageReader } from './domain/ocr/ocr-port.js';
import { BillingTab } from './domain/quota/billing-tab.js';
import type { ChargeGate } from './domain/quota/charge-gate.js';
import type { RateLimiter } from './domain/rate-limit/rate-limiter.js';
import { RequestCharge } from './domain/rate-limit/request-charge.js';
import type { BatchJobProgressHub } from './domain/batch-jobs/batch-job-progress-hub.js';
import type { VinDecoder } from './domain/vin/decoder/index.js';
import type { VehicleEnricher } from './domain/vin/enrichment/vehicle-enricher.js';
import type { Clock } from './infra/clock.js';
import type { Logger } from './infra/logger.js';
import type { RedisProbe } from './infra/redis-probe.js';

/** Long-lived parts of the running service, built once by the composition root. */
export interface AppServices {
  config: Config;
  db: Kysely<Database>;
  clock: Clock;
  logger: Logger;
  tokens: AccessTokens;
  rateLimiter: RateLimiter;
  refreshTokenTtlSeconds: number;
  catalog: Catalog;
  catalogRelease: CatalogRelease | undefined;
  decoder: VinDecoder;
  /** Fills what the catalog lacks from NHTSA's vPIC API; undefined when VPIC_ENRICH is off. */
  enricher: VehicleEnricher | undefined;
  viewerCache: ViewerCache;
  charges: ChargeGate;
  /** The image reader: a pool of reader processes, started once listening or by the first image. */
  ocr: ImageReader;
  /** Told how each image reading ended (the server counts them for /metrics). */
  ocrReadings?: OcrReadingTally | undefined;
  /** Asks Redis for /readyz; undefined without REDIS_URL. */
  redisProbe?: RedisProbe | undefined;
  /** Bulk decode jobs: the queue they run on and their settings. */
  batchJobs: BatchJobDeps;
  /** Job progress pushed to the streams watching it: one reader per job on this replica. */
  jobProgress: BatchJobProgressHub;
}

/** What either surface knows about the incoming HTTP request before any resolver runs. */
export interface IncomingRequestInfo {
  requestId: string;
  /** Lower-case header name → value. */
  header(name: string): string | undefined;
  /** The client's address as the limits per address count it: an IPv6 client is its /64. */
  ip: string;
}

/** Headers a resolver wants on the HTTP response (quota, rate limit, cookies). Multi-valued by design. */
export class ResponseHeaders {
  readonly entries: Array<[string, string]> = [];
  set(name: string, value: string): void {
    const lower = name.toLowerCase();
    for (let i = this.entries.length - 1; i >= 0; i--) if (this.entries[i]![0] === lower) this.entries.splice(i, 1);
    this.entries.push([lower, value]);
  }
  append(name: string, value: string): void {
    this.entries.push([name.toLowerCase(), value]);
  }
  setAll(headers: Record<string, string>): void {
    for (const name in headers) this.set(name, headers[name]!);
  }
}

/** One context per request, identical for GraphQL and the REST adapter. */
export interface RequestContext extends AppServices {
  requestId: string;
  request: IncomingRequestInfo;
  logger: Logger;
  responseHeaders: ResponseHeaders;
  /** The caller, resolved from X-API-Key or Authorization on first use; rejects for bad credentials. */
  viewer(): Promise<Viewer | null>;
  /** Whether the request carries credentials at all (an API key or an Authorization header), valid or not. */
  hasCredentials(): boolean;
  /** Shared data read at most once per request, however many fields ask for it. */
  readonly loaders: RequestLoaders;
  /** The request's charges, settled against its answer: a decode is billed only when delivered (decision 0044). */
  readonly billing: BillingTab;
  /** What the request has counted against its account's rate limit (decision 0522). */
  readonly rateCharge: RequestCharge;
}

/**
 * A class rather than an object literal with closures: this runs on every request, and the
 * members on the prototype cost nothing per request (no closures to allocate and name).
 */
class Context implements RequestContext {
  readonly config: Config;
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly tokens: AccessTokens;
  readonly rateLimiter: RateLimiter;
  readonly refreshTokenTtlSeconds: number;
  readonly catalog: Catalog;
  readonly catalogRelease: CatalogRelease | undefined;
  readonly decoder: VinDecoder;
  readonly enricher: VehicleEnricher | undefined;
  readonly viewerCache: ViewerCache;
  readonly charges: ChargeGate;
  readonly ocr: ImageReader;
  readonly ocrReadings: OcrReadingTally | undefined;
  readonly batchJobs: BatchJobDeps;
  readonly jobProgress: BatchJobProgressHub;
  readonly requestId: string;
  readonly responseHeaders = new ResponseHeaders();
  readonly billing = new BillingTab();
  readonly rateCharge = new RequestCharge();
  private resolvedViewer: Promise<Viewer | null> | undefined;
  private childLogger: Logger | undefined;
  private requestLoaders: RequestLoaders | undefined;

  constructor(
    private readonly services: AppServices,
    readonly request: IncomingRequestInfo,
  ) {
    // Fields are listed rather than spread: a copy of an arbitrary object costs several times more.
    this.config = services.config;
    this.db = services.db;
    this.clock = services.clock;
    this.tokens = services.tokens;
    this.rateLimiter = services.rateLimiter;
    this.refreshTokenTtlSeconds = services.refreshTokenTtlSeconds;
    this.catalog = services.catalog;
    this.catalogRelease = services.catalogRelease;
    this.decoder = services.decoder;
    this.enricher = services.enricher;
    this.viewerCache = services.viewerCache;
    this.charges = services.charges;
    this.ocr = services.ocr;
    this.ocrReadings = services.ocrReadings;
    this.batchJobs = services.batchJobs;
    this.jobProgress = services.jobProgress;
    this.requestId = request.requestId;
  }

  /** Most requests never log: the child logger is made on first use only. */
  get logger(): Logger {
    return (this.childLogger ??= this.services.logger.child({ requestId: this.requestId }));
  }

  /** Most requests read nothing twice: the loaders are made on first use only. */
  get loaders(): RequestLoaders {
    return (this.requestLoaders ??= new RequestLoaders(this.db));
  }

  hasCredentials(): boolean {
    return this.request.header('x-api-key') !== undefined || this.request.header('authorization') !== undefined;
  }

  viewer(): Promise<Viewer | null> {
    return (this.resolvedViewer ??= authenticate(
      this.services,
      { apiKey: this.request.header('x-api-key'), authorization: this.request.header('authorization') },
      keyLookupGuard(this.rateLimiter, this.request.ip),
    ));
  }
}

export function createContext(services: AppServices, request: IncomingRequestInfo): RequestContext {
  return new Context(services, request);
}
