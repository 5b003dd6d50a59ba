import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Readings taken when Prometheus scrapes, not on every request (pool sizes, outbox lag, OCR queue). */
export interface ScrapeTimeSources {
  /** Connections of the state database's pool; idle and waiting are absent for the embedded database. */
  databasePool(): { inUse: number; idle?: number; waiting?: number };
  /** Age in seconds of the oldest webhook delivery still pending, 0 when none is. */
  outboxLagSeconds(): Promise<number>;
  /** Images waiting for an OCR worker. */
  ocrQueueDepth(): number;
}

/** Latency buckets (seconds) from a cached decode (~1 ms) to a slow batch or image (~10 s). */
const HTTP_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** An image reading takes 0.1 s (a barcode) to the OCR deadline and beyond (a cold worker). */
const OCR_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 16];

/**
 * Every metric family of one gateway process, in a registry of its own (not prom-client's global
 * one), so two servers in one process (tests) never count into each other. Label values are all
 * drawn from fixed sets: route patterns, schema fields, error codes, outcomes; never raw paths,
 * VINs, account ids or client-chosen names.
 */
export class GatewayMetrics {
  readonly registry = new Registry();

  readonly httpRequests = new Counter({
    name: 'vin_gateway_http_requests_total',
    help: 'HTTP requests answered, by route pattern (REST) or GraphQL operation (type and root field), and status.',
    labelNames: ['route', 'operation', 'status'] as const,
    registers: [this.registry],
  });

  readonly httpDuration = new Histogram({
    name: 'vin_gateway_http_request_duration_seconds',
    help: 'Time from request to the end of the response, by route and operation.',
    labelNames: ['route', 'operation'] as const,
    buckets: HTTP_BUCKETS,
    registers: [this.registry],
  });

  readonly decodes = new Counter({
    name: 'vin_gateway_decodes_total',
    help: 'VIN decodes by result: catalog_hit (decoded from the catalog), cache_hit (from the result cache), catalog_miss (VIN_NOT_FOUND), invalid (INVALID_VIN).',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });

  readonly quotaChargedUnits = new Counter({
    name: 'vin_gateway_quota_charged_units_total',
    help: 'Decodes billed, within the daily quota (kind="quota") or past it (kind="overage").',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });

  readonly quotaRefundedUnits = new Counter({
    name: 'vin_gateway_quota_refunded_units_total',
    help: 'Units granted and then taken back because their decodes never reached the caller (decision 0044), by kind as charged.',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });

  readonly quotaRefusals = new Counter({
    name: 'vin_gateway_quota_refusals_total',
    help: 'Charges that were granted fewer units than asked because the daily quota was used up.',
    registers: [this.registry],
  });

  readonly quotaRefusedUnits = new Counter({
    name: 'vin_gateway_quota_refused_units_total',
    help: 'Units asked for and not granted because the daily quota was used up.',
    registers: [this.registry],
  });

  readonly rateLimitRefusals = new Counter({
    name: 'vin_gateway_rate_limit_refusals_total',
    help: 'Requests refused by a rate limit, by limit (requests, login, failed-keys, public).',
    labelNames: ['limit'] as const,
    registers: [this.registry],
  });

  readonly ocrReadings = new Counter({
    name: 'vin_gateway_ocr_readings_total',
    help: 'Images read, by outcome: read, no_vin, or the error code that ended the reading (e.g. unavailable when the OCR queue is full).',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly ocrDuration = new Histogram({
    name: 'vin_gateway_ocr_reading_duration_seconds',
    help: 'Time to open an image and read a VIN from it (decode and billing excluded).',
    labelNames: ['outcome'] as const,
    buckets: OCR_BUCKETS,
    registers: [this.registry],
  });

  readonly webhookDeliveries = new Counter({
    name: 'vin_gateway_webhook_deliveries_total',
    help: 'Webhook delivery attempts, by outcome: delivered (2xx), rejected (another status), failed (no answer: timeout, connection), aborted (shutdown).',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  constructor(sources: ScrapeTimeSources) {
    collectDefaultMetrics({ register: this.registry, prefix: 'vin_gateway_' });
    const registers = [this.registry];
    new Gauge({
      name: 'vin_gateway_ocr_queue_depth',
      help: 'Images waiting for an OCR worker.',
      registers,
      collect() {
        this.set(sources.ocrQueueDepth());
      },
    });
    new Gauge({
      name: 'vin_gateway_webhook_outbox_lag_seconds',
      help: 'Age of the oldest webhook delivery still pending (0 when none is); read from the database when scraped.',
      registers,
      async collect() {
        this.set(await sources.outboxLagSeconds());
      },
    });
    new Gauge({
      name: 'vin_gateway_db_pool_connections',
      help: 'State database pool connections by state: in_use, idle, waiting (clients queued for a connection). The embedded database reports in_use only.',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const pool = sources.databasePool();
        this.set({ state: 'in_use' }, pool.inUse);
        if (pool.idle !== undefined) this.set({ state: 'idle' }, pool.idle);
        if (pool.waiting !== undefined) this.set({ state: 'waiting' }, pool.waiting);
      },
    });
  }

  /**
   * Reports the bytes of request bodies being received now, all requests together (the body budget,
   * decision 0506), read when scraped: what stalled senders pin, and a test's proof that a body it
   * sent has been taken in.
   */
  watchBufferedBodies(bytes: () => number): void {
    new Gauge({
      name: 'vin_gateway_http_buffered_body_bytes',
      help: 'Bytes of request bodies being received now, all requests together (bounded by MAX_BUFFERED_BODY_BYTES).',
      registers: [this.registry],
      collect() {
        this.set(bytes());
      },
    });
  }

  /**
   * Reports the job-progress streams open on this replica and the job readers feeding them (one per
   * job, decision 0523), read when scraped: both fall to 0 once the streams close.
   */
  watchJobProgress(stats: () => { watchers: number; pollers: number }): void {
    new Gauge({
      name: 'vin_gateway_job_progress_watchers',
      help: 'Job-progress streams (GraphQL batchJobProgress) open on this replica.',
      registers: [this.registry],
      collect() {
        this.set(stats().watchers);
      },
    });
    new Gauge({
      name: 'vin_gateway_job_progress_pollers',
      help: 'Jobs whose progress this replica reads for its streams: one reader per job, however many streams watch it.',
      registers: [this.registry],
      collect() {
        this.set(stats().pollers);
      },
    });
  }

  /** The exposition text and its content type. */
  async scrape(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
