import createClient, { type Client } from 'openapi-fetch';
import {
  INPUT_CONTENT_TYPES,
  isBatchJobFinished,
  jsonLines,
  type BatchJob,
  type BatchJobInputFormat,
  type BatchJobLine,
  type BatchJobResultsFormat,
  type BatchJobState,
  type WaitOptions,
} from './batch-jobs.js';
import { UnexpectedResponseError, VinGatewayError, type ErrorCode } from './errors.js';
import {
  normalizeBatch,
  normalizeUsage,
  normalizeVehicle,
  vehicleFromSummary,
  type BatchResult,
  type Usage,
  type Vehicle,
} from './normalize.js';
import type { components, paths } from './openapi.js';
import { quotaOf, rateLimitOf, responseInfoOf, retryAfterOf, warningsOf, type ResponseInfo } from './response-info.js';
import { refusingRedirects } from './redirects.js';
import { fetchWithRetry, type RetryOptions } from './retry.js';

type Schemas = components['schemas'];

const NO_COOKIE_STORE =
  'refreshSession() needs the refresh cookie, which only a browser keeps: outside a browser, call the API with an API key ' +
  '(createVinGatewayClient({ baseUrl, apiKey })) or log in again; or pass a `fetch` that keeps cookies';
/** A result's data together with the request id, quota and rate limit its response reported. */
export type Result<T> = T & ResponseInfo;

export interface ClientOptions {
  /** The gateway's root, e.g. https://vin.example.com (paths start with /api/v1). */
  baseUrl: string;
  /** X-API-Key: for server-to-server calls. */
  apiKey?: string;
  /** Authorization: Bearer, for logged-in calls (login() sets it). */
  accessToken?: string;
  /** Retries of 429 and 503 after Retry-After. */
  retry?: RetryOptions;
  /** Another fetch (default: the global one). */
  fetch?: (request: Request) => Promise<Response>;
  /** Browsers: 'include' or 'same-origin' sends the refresh cookie to refreshSession and logout. */
  credentials?: RequestCredentials;
  /**
   * Outside browsers: the device cookie an earlier login got (`client.deviceCookie`), so that
   * login() comes from a known device, never held by others' password guesses. Browsers keep it.
   */
  deviceCookie?: string;
}

/** Options of the calls that bill quota (decode, batch, image). */
export interface BillableCallOptions {
  /**
   * The Idempotency-Key sent with the call and with each of its retries, so that a retry of a call
   * whose answer was lost is not billed twice. Default: a new random UUID per call. Pass your own
   * to make a call safe to repeat across processes (the same key within 24 h replays its answer).
   */
  idempotencyKey?: string;
}

interface Answer<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** The typed client of /api/v1: one method per operation of the OpenAPI document. */
export class VinGatewayClient {
  private readonly api: Client<paths>;
  private accessToken: string | undefined;
  private knownDevice: string | undefined;

  constructor(private readonly options: ClientOptions) {
    this.accessToken = options.accessToken;
    this.knownDevice = options.deviceCookie;
    const base = options.fetch ?? ((request: Request) => globalThis.fetch(request));
    this.api = createClient<paths>({
      baseUrl: options.baseUrl.replace(/\/+$/, ''),
      fetch: fetchWithRetry(refusingRedirects(base), options.retry),
      ...(options.credentials ? { credentials: options.credentials } : {}),
    });
    this.api.use({
      onRequest: ({ request }) => {
        if (this.options.apiKey && !request.headers.has('x-api-key')) request.headers.set('x-api-key', this.options.apiKey);
        if (this.accessToken && !request.headers.has('authorization')) request.headers.set('authorization', `Bearer ${this.accessToken}`);
        return request;
      },
    });
  }

  /** Use this access token from now on (login() and refreshSession() set it themselves). */
  setAccessToken(token: string | undefined): void {
    this.accessToken = token;
  }

  // Decoding and usage

  async decodeVin(vin: string, options: BillableCallOptions = {}): Promise<Result<{ vehicle: Vehicle; warnings: string[] }>> {
    const { data, response } = unwrap(await this.api.POST('/api/v1/decode', { body: { vin }, params: keyed(options) }));
    return { ...responseInfoOf(response), vehicle: normalizeVehicle(data, vin), warnings: warningsOf(response.headers) };
  }

  async batchDecode(vins: string[], options: BillableCallOptions = {}): Promise<Result<BatchResult>> {
    const { data, response } = unwrap(await this.api.POST('/api/v1/batch-decode', { body: { vins }, params: keyed(options) }));
    return { ...responseInfoOf(response), ...normalizeBatch(data, vins.length) };
  }

  /**
   * Reads the VIN from a photo (JPEG or PNG) and decodes it. `characterConfidence` holds the 17
   * characters' confidences (0–1) and `unsureCharacters` the positions (1–17) to mark, in both
   * response shapes (from the body in shape B, from headers in shape A).
   */
  async decodeVinImage(image: Blob, filename = 'vin.jpg', options: BillableCallOptions = {}): Promise<Result<ImageDecode>> {
    const form = new FormData();
    form.append('image', image, filename);
    const { data, response } = unwrap(
      await this.api.POST('/api/v1/decode-from-image', {
        body: form as never,
        bodySerializer: (body: unknown) => body as FormData,
        params: keyed(options),
      }),
    );
    const characters = characterEvidence(response.headers);
    const info = { ...responseInfoOf(response), warnings: warningsOf(response.headers), ...characters };
    if ('ocrConfidence' in data) return { ...info, vin: data.vin, ocrConfidence: data.ocrConfidence, vehicle: vehicleFromSummary(data) };
    const header = response.headers.get('x-ocr-confidence');
    return { ...info, vin: data.vin, ocrConfidence: header === null ? null : Number(header), vehicle: normalizeVehicle(data, data.vin) };
  }

  async usage(): Promise<Result<{ usage: Usage }>> {
    const { data, response } = unwrap(await this.api.GET('/api/v1/usage'));
    return { ...responseInfoOf(response), usage: normalizeUsage(data) };
  }

  /** Decodes billed per UTC day, oldest first, today included: `days` 1–90 (default 30). */
  async usageHistory(days?: number): Promise<Result<{ history: Array<Schemas['UsageDay']> }>> {
    return spread(await this.api.GET('/api/v1/usage/history', { params: { query: days === undefined ? {} : { days } } }));
  }

  async validateVin(vin: string): Promise<Result<Schemas['VinValidation']>> {
    return spread(await this.api.POST('/api/v1/validate-vin', { body: { vin } }));
  }

  // Sessions

  /**
   * Logs in and uses the access token for the calls that follow. Outside browsers the client keeps
   * the device cookie the login set (`deviceCookie`) and sends it with its next login: a known
   * device is never held by other sources' failed guesses. A browser does the same by itself.
   */
  async login(email: string, password: string): Promise<Result<Schemas['LoginResult']>> {
    const headers = this.knownDevice ? { cookie: `deviceCookie=${this.knownDevice}` } : {};
    const answer = await this.api.POST('/api/v1/auth/login', { body: { email, password }, headers });
    const result = spread(answer);
    this.knownDevice = deviceCookieOf(answer.response) ?? this.knownDevice;
    this.accessToken = result.accessToken;
    return result;
  }

  /** The device cookie of the last login (outside browsers): keep it to log in from a known device later. */
  get deviceCookie(): string | undefined {
    return this.knownDevice;
  }

  /**
   * A new access token for the refresh cookie (HttpOnly) that login set. A browser keeps that
   * cookie; Node, Deno and Bun keep none, so there this throws unless `fetch` was given (one with
   * a cookie store of its own). Servers should use an API key instead.
   */
  async refreshSession(): Promise<Result<Schemas['RefreshResult']>> {
    if (!('document' in globalThis) && !this.options.fetch) throw new Error(NO_COOKIE_STORE);
    const result = spread(await this.api.POST('/api/v1/auth/refresh'));
    this.accessToken = result.accessToken;
    return result;
  }

  async logout(): Promise<Result<{ loggedOut: true }>> {
    const result = spread(await this.api.POST('/api/v1/auth/logout'));
    this.accessToken = undefined;
    return result;
  }

  // API keys (an access token, not a key)

  async apiKeys() {
    return spread(await this.api.GET('/api/v1/api-keys'));
  }
  async createApiKey(name: string) {
    return spread(await this.api.POST('/api/v1/api-keys', { body: { name } }));
  }
  async revokeApiKey(id: string) {
    return spread(await this.api.DELETE('/api/v1/api-keys/{id}', { params: { path: { id } } }));
  }

  // Webhooks (Pro and Business)

  async registerWebhook(url: string, events: Array<Schemas['Webhook']['events'][number]>) {
    return spread(await this.api.POST('/api/v1/webhooks', { body: { url, events } }));
  }
  async webhooks() {
    return spread(await this.api.GET('/api/v1/webhooks'));
  }
  async webhook(id: string) {
    return spread(await this.api.GET('/api/v1/webhooks/{id}', { params: { path: { id } } }));
  }
  async updateWebhook(id: string, change: Schemas['UpdateWebhookRequest']) {
    return spread(await this.api.PATCH('/api/v1/webhooks/{id}', { params: { path: { id } }, body: change }));
  }
  async deleteWebhook(id: string) {
    return spread(await this.api.DELETE('/api/v1/webhooks/{id}', { params: { path: { id } } }));
  }
  async rotateWebhookSecret(id: string) {
    return spread(await this.api.POST('/api/v1/webhooks/{id}/rotate-secret', { params: { path: { id } } }));
  }
  async sendTestWebhook(id: string) {
    return spread(await this.api.POST('/api/v1/webhooks/{id}/test', { params: { path: { id } } }));
  }
  async webhookDeliveries(id: string, limit?: number) {
    return spread(
      await this.api.GET('/api/v1/webhooks/{id}/deliveries', { params: { path: { id }, query: limit === undefined ? {} : { limit } } }),
    );
  }

  // Bulk jobs (Starter, Pro and Business; billed as they run, never on submission)

  /**
   * Submits a file of VINs (≤ 1,000,000 VINs, ≤ 50 MB) as the raw body, its Content-Type saying
   * the format. `retryAfterSeconds` says when to poll batchJob(). Sent with an Idempotency-Key
   * (`options.idempotencyKey` or a new UUID) and retried with the same key after 429, 503 or a
   * lost connection, so a retry gets the job already queued instead of queuing it twice.
   */
  async submitBatchJob(
    file: Blob | string | Uint8Array,
    format: BatchJobInputFormat = 'csv',
    options: BillableCallOptions = {},
  ): Promise<Result<BatchJob & { retryAfterSeconds: number | null }>> {
    const { data, response } = unwrap(
      await this.api.POST('/api/v1/batch-jobs', {
        body: file as never,
        bodySerializer: (body: unknown) => body as BodyInit,
        headers: { 'content-type': INPUT_CONTENT_TYPES[format], ...keyed(options).header },
      }),
    );
    return { ...data, ...responseInfoOf(response), retryAfterSeconds: retryAfterOf(response.headers) };
  }

  /** Your jobs, newest first: `limit` 1–100 (default 20). */
  async batchJobs(limit?: number): Promise<Result<{ jobs: BatchJob[] }>> {
    return spread(await this.api.GET('/api/v1/batch-jobs', { params: { query: limit === undefined ? {} : { limit } } }));
  }

  /** A job's state, counts and progress; `retryAfterSeconds` (while unfinished) says when to ask again. */
  async batchJob(id: string): Promise<Result<BatchJob & { retryAfterSeconds: number | null }>> {
    const { data, response } = unwrap(await this.api.GET('/api/v1/batch-jobs/{id}', { params: { path: { id } } }));
    return { ...data, ...responseInfoOf(response), retryAfterSeconds: retryAfterOf(response.headers) };
  }

  /** Stops a job: what it stored stays downloadable (and billed). An ended job is answered as it is. */
  async cancelBatchJob(id: string): Promise<Result<BatchJob>> {
    return spread(await this.api.POST('/api/v1/batch-jobs/{id}/cancel', { params: { path: { id } } }));
  }

  /**
   * A job's results as the gateway streams them, in input order: `body` is the file (JSON lines or
   * CSV) to pipe elsewhere, `state` the job's state when the download began (an unfinished job
   * gives the lines done so far). To read the lines as objects, use batchJobLines().
   */
  async batchJobResults(
    id: string,
    format: BatchJobResultsFormat = 'jsonl',
  ): Promise<Result<{ state: BatchJobState; format: BatchJobResultsFormat; body: ReadableStream<Uint8Array> }>> {
    const answer = await this.api.GET('/api/v1/batch-jobs/{id}/results', {
      params: { path: { id }, query: { format } },
      parseAs: 'stream',
    });
    const { response } = answer;
    if (!response.ok || !answer.data) unwrap(answer as never);
    return {
      ...responseInfoOf(response),
      state: response.headers.get('x-batch-job-state') as BatchJobState,
      format,
      body: answer.data as ReadableStream<Uint8Array>,
    };
  }

  /** A job's result lines, parsed as they stream in, in input order, each vehicle in one type whichever the shape. */
  async *batchJobLines(id: string): AsyncGenerator<BatchJobLine> {
    yield* jsonLines((await this.batchJobResults(id, 'jsonl')).body);
  }

  /** Polls a job at the Retry-After the gateway sends until it has ended (succeeded, failed or cancelled). */
  async waitForBatchJob(id: string, options: WaitOptions = {}): Promise<Result<BatchJob>> {
    const { signal } = options;
    const sleep = options.sleep ?? ((ms: number) => abortableDelay(ms, signal));
    for (;;) {
      signal?.throwIfAborted();
      const { retryAfterSeconds, ...job } = await this.batchJob(id);
      options.onProgress?.(job);
      if (isBatchJobFinished(job)) return job;
      await sleep((retryAfterSeconds ?? options.intervalSeconds ?? 2) * 1000);
    }
  }

  // Administration (an admin's access token)

  async adminAccounts(query: { search?: string; limit?: number; offset?: number } = {}) {
    return spread(await this.api.GET('/api/v1/admin/accounts', { params: { query } }));
  }
  async adminCreateAccount(account: Schemas['AdminCreateAccountRequest']) {
    return spread(await this.api.POST('/api/v1/admin/accounts', { body: account }));
  }
  async adminVerifyAccount(id: string) {
    return spread(await this.api.POST('/api/v1/admin/accounts/{id}/verify', { params: { path: { id } } }));
  }
  async adminSuspendAccount(id: string) {
    return spread(await this.api.POST('/api/v1/admin/accounts/{id}/suspend', { params: { path: { id } } }));
  }
  async adminActivateAccount(id: string) {
    return spread(await this.api.POST('/api/v1/admin/accounts/{id}/activate', { params: { path: { id } } }));
  }
  async adminSetPlan(id: string, plan: string) {
    return spread(await this.api.PUT('/api/v1/admin/accounts/{id}/plan', { params: { path: { id } }, body: { plan } }));
  }
  async adminSetOverage(id: string, enabled: boolean) {
    return spread(await this.api.PUT('/api/v1/admin/accounts/{id}/overage', { params: { path: { id } }, body: { enabled } }));
  }
  async adminRevokeApiKey(id: string) {
    return spread(await this.api.POST('/api/v1/admin/api-keys/{id}/revoke', { params: { path: { id } } }));
  }
}

export function createVinGatewayClient(options: ClientOptions): VinGatewayClient {
  return new VinGatewayClient(options);
}

/** A timer that an abort ends at once (the wait between polls can be 300 s while a job waits for quota). */
function abortableDelay(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(done, ms);
    function done() {
      signal?.removeEventListener('abort', abort);
      resolve();
    }
    function abort() {
      clearTimeout(timer);
      reject(signal!.reason as Error);
    }
    signal?.addEventListener('abort', abort, { once: true });
  });
}

/** The Idempotency-Key header of a billable call: the caller's, or a new random one. */
function keyed(options: BillableCallOptions): { header: { 'Idempotency-Key': string } } {
  return { header: { 'Idempotency-Key': options.idempotencyKey ?? globalThis.crypto.randomUUID() } };
}

/** The deviceCookie a login response set, where the runtime shows Set-Cookie (not in browsers). */
function deviceCookieOf(response: Response): string | undefined {
  for (const cookie of response.headers.getSetCookie?.() ?? []) {
    const match = /^deviceCookie=([^;]+)/.exec(cookie);
    if (match) return match[1];
  }
  return undefined;
}

/** The success envelope's data, or the failure as a typed error. */
function unwrap<T extends { data: unknown }>(answer: Answer<T>): { data: T['data']; response: Response } {
  const { response } = answer;
  if (response.ok && answer.data !== undefined) return { data: answer.data.data, response };
  const envelope = answer.error as
    { success?: boolean; error?: { code: ErrorCode; message: string; requestId: string; details?: Record<string, unknown> } } | undefined;
  if (envelope?.success === false && envelope.error) {
    throw new VinGatewayError({
      ...envelope.error,
      status: response.status,
      retryAfterSeconds: retryAfterOf(response.headers),
      quota: quotaOf(response.headers),
      rateLimit: rateLimitOf(response.headers),
    });
  }
  throw new UnexpectedResponseError(
    response.status,
    typeof answer.error === 'string' ? answer.error : JSON.stringify(answer.error ?? null),
  );
}

/** For operations whose data needs no normalising: its fields beside the response's info. */
function spread<T extends { data: object }>(answer: Answer<T>): Result<T['data']> {
  const { data, response } = unwrap(answer);
  return { ...data, ...responseInfoOf(response) };
}

/** What `decodeVinImage` gives. */
export interface ImageDecode {
  vin: string;
  ocrConfidence: number | null;
  /** Each of the VIN's 17 characters' confidence, 0–1, in order; null from a gateway that sends none. */
  characterConfidence: number[] | null;
  /** The positions (1–17) of the characters a reader should check, in order. */
  unsureCharacters: number[];
  vehicle: Vehicle;
  warnings: string[];
}

/** The per-character evidence of an image decode, which both response shapes send as headers. */
function characterEvidence(headers: Headers): Pick<ImageDecode, 'characterConfidence' | 'unsureCharacters'> {
  const numbers = (text: string | null) => (text === null || text === '' ? [] : text.split(',').map(Number));
  const confidence = headers.get('x-ocr-character-confidence');
  return {
    characterConfidence: confidence === null ? null : numbers(confidence),
    unsureCharacters: numbers(headers.get('x-ocr-unsure-characters')),
  };
}
