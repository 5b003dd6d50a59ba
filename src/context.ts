import type { Kysely } from 'kysely';
import type { Config } from './config.js';
import type { Catalog, CatalogRelease } from './data/catalog/index.js';
import type { Database } from './data/tables/index.js';
import type { AccessTokens } from './domain/auth/access-tokens.js';
import { authenticate } from './domain/auth/authenticate.js';
import type { Viewer } from './domain/auth/viewer.js';
import type { ViewerCache } from './domain/auth/viewer-cache.js';
import type { OcrEngine } from './domain/ocr/ocr-port.js';
import type { ChargeCoalescer } from './domain/quota/charge-coalescer.js';
import type { RateLimiter } from './domain/rate-limit/rate-limiter.js';
import type { VinDecoder } from './domain/vin/decoder/index.js';
import type { Clock } from './infra/clock.js';
import type { Logger } from './infra/logger.js';

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
  viewerCache: ViewerCache;
  charges: ChargeCoalescer;
  /** The image reader's engine; its workers start on the first image. */
  ocr: OcrEngine;
}

/** What either surface knows about the incoming HTTP request before any resolver runs. */
export interface IncomingRequestInfo {
  requestId: string;
  /** Lower-case header name → value. */
  header(name: string): string | undefined;
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
}

export function createContext(services: AppServices, request: IncomingRequestInfo): RequestContext {
  let viewer: Promise<Viewer | null> | undefined;
  let logger: Logger | undefined;
  // Fields are listed rather than spread: this runs on every request, and a literal of known shape
  // is several times cheaper to build than a copy of an arbitrary object.
  return {
    config: services.config,
    db: services.db,
    clock: services.clock,
    tokens: services.tokens,
    rateLimiter: services.rateLimiter,
    refreshTokenTtlSeconds: services.refreshTokenTtlSeconds,
    catalog: services.catalog,
    catalogRelease: services.catalogRelease,
    decoder: services.decoder,
    viewerCache: services.viewerCache,
    charges: services.charges,
    ocr: services.ocr,
    requestId: request.requestId,
    request,
    // Most requests never log: the child logger is made on first use only.
    get logger() {
      return (logger ??= services.logger.child({ requestId: request.requestId }));
    },
    responseHeaders: new ResponseHeaders(),
    viewer: () =>
      (viewer ??= authenticate(services, { apiKey: request.header('x-api-key'), authorization: request.header('authorization') })),
  };
}
