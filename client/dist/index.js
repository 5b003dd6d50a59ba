// src/client.ts
import createClient from "openapi-fetch";

// src/normalize.ts
function isShapeB(vehicle) {
  return "normalizedVin" in vehicle;
}
function normalizeVehicle(vehicle, requestedVin) {
  if (isShapeB(vehicle)) {
    return {
      shape: "B",
      vin: vehicle.normalizedVin,
      requestedVin: vehicle.requestedVin,
      modelYear: vehicle.modelYear,
      make: vehicle.make,
      model: vehicle.model,
      trim: vehicle.trim,
      series: vehicle.series,
      vehicleType: null,
      bodyClass: vehicle.bodyClass,
      doors: vehicle.doors,
      engine: {
        cylinders: vehicle.engineCylinders,
        displacementL: vehicle.engineDisplacementL,
        fuelType: vehicle.fuelTypePrimary,
        horsepower: vehicle.engineHP,
        model: vehicle.engineModel,
        configuration: vehicle.engineConfiguration
      },
      transmission: null,
      driveType: vehicle.driveType,
      manufacturer: { name: null, country: null },
      plant: { city: vehicle.plantCity, state: vehicle.plantState, country: vehicle.plantCountry },
      gvwr: vehicle.gvwr,
      electrificationLevel: vehicle.electrificationLevel,
      batteryKWh: vehicle.batteryKWh,
      safetyFeatures: []
    };
  }
  return {
    shape: "A",
    vin: vehicle.vin,
    requestedVin,
    modelYear: vehicle.modelYear,
    make: vehicle.make,
    model: vehicle.model,
    trim: vehicle.trim,
    series: null,
    vehicleType: vehicle.vehicleType,
    bodyClass: vehicle.bodyStyle,
    doors: null,
    engine: { ...vehicle.engine, horsepower: null, model: null, configuration: null },
    transmission: vehicle.transmission,
    driveType: vehicle.drivetrain,
    manufacturer: { ...vehicle.manufacturer },
    plant: { city: null, state: null, country: null },
    gvwr: null,
    electrificationLevel: null,
    batteryKWh: null,
    safetyFeatures: vehicle.safetyFeatures.map((f) => ({ ...f }))
  };
}
function vehicleFromSummary(summary) {
  return {
    shape: "B",
    vin: summary.vin,
    requestedVin: summary.vin,
    modelYear: summary.modelYear,
    make: summary.make,
    model: summary.model,
    trim: null,
    series: null,
    vehicleType: null,
    bodyClass: null,
    doors: null,
    engine: { cylinders: null, displacementL: null, fuelType: null, horsepower: null, model: null, configuration: null },
    transmission: null,
    driveType: null,
    manufacturer: { name: null, country: null },
    plant: { city: null, state: null, country: null },
    gvwr: null,
    electrificationLevel: null,
    batteryKWh: null,
    safetyFeatures: []
  };
}
function normalizeBatch(batch, submitted) {
  const results = batch.results.map((item) => {
    const origin = { index: item.index, vin: item.vin, requestedVin: item.requestedVin };
    return item.status === "success" ? { ...origin, status: "success", vehicle: normalizeVehicle(item.vehicle, item.requestedVin), warnings: [...item.warnings] } : { ...origin, status: "error", errorCode: item.errorCode, message: item.message };
  });
  const duplicates = batch.duplicates.map((d) => ({ ...d }));
  if ("summary" in batch) return { summary: { ...batch.summary }, results, duplicates };
  return {
    summary: {
      totalSubmitted: submitted,
      successful: batch.successCount,
      failed: batch.failureCount,
      duplicates: duplicates.length,
      billableCount: batch.successCount
    },
    results,
    duplicates
  };
}
function normalizeUsage(usage) {
  if ("plan" in usage) return { ...usage };
  return { ...usage, plan: null, overageEnabled: null, overageToday: null, periodEndsAt: null };
}

// src/batch-jobs.ts
var INPUT_CONTENT_TYPES = {
  csv: "text/csv",
  jsonl: "application/x-ndjson",
  json: "application/json"
};
var UNFINISHED = /* @__PURE__ */ new Set(["queued", "running", "paused_quota", "paused_suspended"]);
function isBatchJobFinished(job) {
  return !UNFINISHED.has(job.state);
}
function parseBatchJobLine(text) {
  const raw = JSON.parse(text);
  const origin = { index: raw.index, vin: raw.vin, duplicateOf: raw.duplicateOf ?? null };
  return raw.status === "success" ? { ...origin, status: "success", vehicle: normalizeVehicle(raw.vehicle, raw.vin), warnings: [...raw.warnings] } : { ...origin, status: "error", errorCode: raw.errorCode, message: raw.message };
}
async function* jsonLines(body) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending = "";
  try {
    for (; ; ) {
      const { done, value } = await reader.read();
      pending += done ? decoder.decode() : decoder.decode(value, { stream: true });
      const lines = pending.split("\n");
      pending = done ? "" : lines.pop();
      for (const line of lines) if (line.trim() !== "") yield parseBatchJobLine(line);
      if (done) return;
    }
  } finally {
    await reader.cancel().catch(() => {
    });
  }
}

// src/errors.ts
var VinGatewayError = class extends Error {
  name = "VinGatewayError";
  code;
  status;
  requestId;
  details;
  retryAfterSeconds;
  quota;
  rateLimit;
  constructor(init) {
    super(`${init.code}: ${init.message} (request ${init.requestId})`);
    this.code = init.code;
    this.status = init.status;
    this.requestId = init.requestId;
    this.details = init.details;
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.quota = init.quota;
    this.rateLimit = init.rateLimit;
  }
};
var UnexpectedResponseError = class extends Error {
  constructor(status, body) {
    super(`unexpected response ${status}: ${body.slice(0, 200)}`);
    this.status = status;
    this.body = body;
  }
  status;
  body;
  name = "UnexpectedResponseError";
};

// src/response-info.ts
var integer = (value) => value !== null && /^\d+$/.test(value) ? Number(value) : null;
function quotaOf(headers) {
  const limit = integer(headers.get("x-quota-limit"));
  const remaining = integer(headers.get("x-quota-remaining"));
  const resetAt = headers.get("x-quota-reset");
  const overage = integer(headers.get("x-quota-overage")) ?? 0;
  return limit === null || remaining === null || resetAt === null ? null : { limit, remaining, resetAt, overage };
}
function rateLimitOf(headers) {
  const limit = integer(headers.get("ratelimit-limit"));
  const remaining = integer(headers.get("ratelimit-remaining"));
  const resetSeconds = integer(headers.get("ratelimit-reset"));
  return limit === null || remaining === null || resetSeconds === null ? null : { limit, remaining, resetSeconds };
}
function responseInfoOf(response) {
  const { headers } = response;
  return {
    requestId: headers.get("x-request-id") ?? "",
    quota: quotaOf(headers),
    rateLimit: rateLimitOf(headers),
    replayed: headers.get("idempotent-replayed") === "true"
  };
}
function warningsOf(headers) {
  const raw = headers.get("x-decode-warnings");
  return raw ? raw.split(",").map((w) => w.trim()).filter(Boolean) : [];
}
function retryAfterOf(headers) {
  return integer(headers.get("retry-after"));
}

// src/redirects.ts
function refusingRedirects(fetchImpl) {
  return async (request) => {
    const response = await fetchImpl(new Request(request, { redirect: "manual" }));
    if (response.type !== "opaqueredirect" && (response.status < 300 || response.status > 399)) return response;
    await response.body?.cancel();
    const location = response.headers.get("location");
    throw new VinGatewayError({
      code: "REDIRECT_REFUSED",
      message: `the gateway answered ${response.status || "a redirect"}${location ? ` to ${location}` : ""}; the client never follows redirects, so credentials stay with baseUrl's origin: set baseUrl to the address the gateway serves`,
      status: response.status,
      requestId: response.headers.get("x-request-id") ?? "",
      details: { location },
      retryAfterSeconds: null,
      quota: quotaOf(response.headers),
      rateLimit: rateLimitOf(response.headers)
    });
  };
}

// src/retry.ts
var RETRYABLE = /* @__PURE__ */ new Set([409, 429, 503]);
function fetchWithRetry(fetchImpl, options = {}) {
  const retries = options.retries ?? 2;
  const maxDelaySeconds = options.maxDelaySeconds ?? 30;
  const sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  return async (request) => {
    for (let attempt = 0; ; attempt++) {
      let response;
      try {
        response = await fetchImpl(attempt < retries ? request.clone() : request);
      } catch (error) {
        if (attempt >= retries || !request.headers.has("idempotency-key") || error instanceof VinGatewayError) throw error;
        await sleep((attempt + 1) * 1e3);
        continue;
      }
      if (!RETRYABLE.has(response.status) || attempt >= retries) return response;
      const delaySeconds = retryAfterOf(response.headers) ?? (response.status === 503 ? attempt + 1 : null);
      if (delaySeconds === null || delaySeconds > maxDelaySeconds) return response;
      await response.body?.cancel();
      await sleep(delaySeconds * 1e3);
    }
  };
}

// src/client.ts
var NO_COOKIE_STORE = "refreshSession() needs the refresh cookie, which only a browser keeps: outside a browser, call the API with an API key (createVinGatewayClient({ baseUrl, apiKey })) or log in again; or pass a `fetch` that keeps cookies";
var VinGatewayClient = class {
  constructor(options) {
    this.options = options;
    this.accessToken = options.accessToken;
    this.knownDevice = options.deviceCookie;
    const base = options.fetch ?? ((request) => globalThis.fetch(request));
    this.api = createClient({
      baseUrl: options.baseUrl.replace(/\/+$/, ""),
      fetch: fetchWithRetry(refusingRedirects(base), options.retry),
      ...options.credentials ? { credentials: options.credentials } : {}
    });
    this.api.use({
      onRequest: ({ request }) => {
        if (this.options.apiKey && !request.headers.has("x-api-key")) request.headers.set("x-api-key", this.options.apiKey);
        if (this.accessToken && !request.headers.has("authorization")) request.headers.set("authorization", `Bearer ${this.accessToken}`);
        return request;
      }
    });
  }
  options;
  api;
  accessToken;
  knownDevice;
  /** Use this access token from now on (login() and refreshSession() set it themselves). */
  setAccessToken(token) {
    this.accessToken = token;
  }
  // Decoding and usage
  async decodeVin(vin, options = {}) {
    const { data, response } = unwrap(await this.api.POST("/api/v1/decode", { body: { vin }, params: keyed(options) }));
    return { ...responseInfoOf(response), vehicle: normalizeVehicle(data, vin), warnings: warningsOf(response.headers) };
  }
  async batchDecode(vins, options = {}) {
    const { data, response } = unwrap(await this.api.POST("/api/v1/batch-decode", { body: { vins }, params: keyed(options) }));
    return { ...responseInfoOf(response), ...normalizeBatch(data, vins.length) };
  }
  /**
   * Reads the VIN from a photo (JPEG or PNG) and decodes it. `characterConfidence` holds the 17
   * characters' confidences (0–1) and `unsureCharacters` the positions (1–17) to mark, in both
   * response shapes (from the body in shape B, from headers in shape A).
   */
  async decodeVinImage(image, filename = "vin.jpg", options = {}) {
    const form = new FormData();
    form.append("image", image, filename);
    const { data, response } = unwrap(
      await this.api.POST("/api/v1/decode-from-image", {
        body: form,
        bodySerializer: (body) => body,
        params: keyed(options)
      })
    );
    const characters = characterEvidence(response.headers);
    const info = { ...responseInfoOf(response), warnings: warningsOf(response.headers), ...characters };
    if ("ocrConfidence" in data) return { ...info, vin: data.vin, ocrConfidence: data.ocrConfidence, vehicle: vehicleFromSummary(data) };
    const header = response.headers.get("x-ocr-confidence");
    return { ...info, vin: data.vin, ocrConfidence: header === null ? null : Number(header), vehicle: normalizeVehicle(data, data.vin) };
  }
  async usage() {
    const { data, response } = unwrap(await this.api.GET("/api/v1/usage"));
    return { ...responseInfoOf(response), usage: normalizeUsage(data) };
  }
  /** Decodes billed per UTC day, oldest first, today included: `days` 1–90 (default 30). */
  async usageHistory(days) {
    return spread(await this.api.GET("/api/v1/usage/history", { params: { query: days === void 0 ? {} : { days } } }));
  }
  async validateVin(vin) {
    return spread(await this.api.POST("/api/v1/validate-vin", { body: { vin } }));
  }
  // Sessions
  /**
   * Logs in and uses the access token for the calls that follow. Outside browsers the client keeps
   * the device cookie the login set (`deviceCookie`) and sends it with its next login: a known
   * device is never held by other sources' failed guesses. A browser does the same by itself.
   */
  async login(email, password) {
    const headers = this.knownDevice ? { cookie: `deviceCookie=${this.knownDevice}` } : {};
    const answer = await this.api.POST("/api/v1/auth/login", { body: { email, password }, headers });
    const result = spread(answer);
    this.knownDevice = deviceCookieOf(answer.response) ?? this.knownDevice;
    this.accessToken = result.accessToken;
    return result;
  }
  /** The device cookie of the last login (outside browsers): keep it to log in from a known device later. */
  get deviceCookie() {
    return this.knownDevice;
  }
  /**
   * A new access token for the refresh cookie (HttpOnly) that login set. A browser keeps that
   * cookie; Node, Deno and Bun keep none, so there this throws unless `fetch` was given (one with
   * a cookie store of its own). Servers should use an API key instead.
   */
  async refreshSession() {
    if (!("document" in globalThis) && !this.options.fetch) throw new Error(NO_COOKIE_STORE);
    const result = spread(await this.api.POST("/api/v1/auth/refresh"));
    this.accessToken = result.accessToken;
    return result;
  }
  async logout() {
    const result = spread(await this.api.POST("/api/v1/auth/logout"));
    this.accessToken = void 0;
    return result;
  }
  // API keys (an access token, not a key)
  async apiKeys() {
    return spread(await this.api.GET("/api/v1/api-keys"));
  }
  async createApiKey(name) {
    return spread(await this.api.POST("/api/v1/api-keys", { body: { name } }));
  }
  async revokeApiKey(id) {
    return spread(await this.api.DELETE("/api/v1/api-keys/{id}", { params: { path: { id } } }));
  }
  // Webhooks (Pro and Business)
  async registerWebhook(url, events) {
    return spread(await this.api.POST("/api/v1/webhooks", { body: { url, events } }));
  }
  async webhooks() {
    return spread(await this.api.GET("/api/v1/webhooks"));
  }
  async webhook(id) {
    return spread(await this.api.GET("/api/v1/webhooks/{id}", { params: { path: { id } } }));
  }
  async updateWebhook(id, change) {
    return spread(await this.api.PATCH("/api/v1/webhooks/{id}", { params: { path: { id } }, body: change }));
  }
  async deleteWebhook(id) {
    return spread(await this.api.DELETE("/api/v1/webhooks/{id}", { params: { path: { id } } }));
  }
  async rotateWebhookSecret(id) {
    return spread(await this.api.POST("/api/v1/webhooks/{id}/rotate-secret", { params: { path: { id } } }));
  }
  async sendTestWebhook(id) {
    return spread(await this.api.POST("/api/v1/webhooks/{id}/test", { params: { path: { id } } }));
  }
  async webhookDeliveries(id, limit) {
    return spread(
      await this.api.GET("/api/v1/webhooks/{id}/deliveries", { params: { path: { id }, query: limit === void 0 ? {} : { limit } } })
    );
  }
  // Bulk jobs (Starter, Pro and Business; billed as they run, never on submission)
  /**
   * Submits a file of VINs (≤ 1,000,000 VINs, ≤ 50 MB) as the raw body, its Content-Type saying
   * the format. `retryAfterSeconds` says when to poll batchJob(). Sent with an Idempotency-Key
   * (`options.idempotencyKey` or a new UUID) and retried with the same key after 429, 503 or a
   * lost connection, so a retry gets the job already queued instead of queuing it twice.
   */
  async submitBatchJob(file, format = "csv", options = {}) {
    const { data, response } = unwrap(
      await this.api.POST("/api/v1/batch-jobs", {
        body: file,
        bodySerializer: (body) => body,
        headers: { "content-type": INPUT_CONTENT_TYPES[format], ...keyed(options).header }
      })
    );
    return { ...data, ...responseInfoOf(response), retryAfterSeconds: retryAfterOf(response.headers) };
  }
  /** Your jobs, newest first: `limit` 1–100 (default 20). */
  async batchJobs(limit) {
    return spread(await this.api.GET("/api/v1/batch-jobs", { params: { query: limit === void 0 ? {} : { limit } } }));
  }
  /** A job's state, counts and progress; `retryAfterSeconds` (while unfinished) says when to ask again. */
  async batchJob(id) {
    const { data, response } = unwrap(await this.api.GET("/api/v1/batch-jobs/{id}", { params: { path: { id } } }));
    return { ...data, ...responseInfoOf(response), retryAfterSeconds: retryAfterOf(response.headers) };
  }
  /** Stops a job: what it stored stays downloadable (and billed). An ended job is answered as it is. */
  async cancelBatchJob(id) {
    return spread(await this.api.POST("/api/v1/batch-jobs/{id}/cancel", { params: { path: { id } } }));
  }
  /**
   * A job's results as the gateway streams them, in input order: `body` is the file (JSON lines or
   * CSV) to pipe elsewhere, `state` the job's state when the download began (an unfinished job
   * gives the lines done so far). To read the lines as objects, use batchJobLines().
   */
  async batchJobResults(id, format = "jsonl") {
    const answer = await this.api.GET("/api/v1/batch-jobs/{id}/results", {
      params: { path: { id }, query: { format } },
      parseAs: "stream"
    });
    const { response } = answer;
    if (!response.ok || !answer.data) unwrap(answer);
    return {
      ...responseInfoOf(response),
      state: response.headers.get("x-batch-job-state"),
      format,
      body: answer.data
    };
  }
  /** A job's result lines, parsed as they stream in, in input order, each vehicle in one type whichever the shape. */
  async *batchJobLines(id) {
    yield* jsonLines((await this.batchJobResults(id, "jsonl")).body);
  }
  /** Polls a job at the Retry-After the gateway sends until it has ended (succeeded, failed or cancelled). */
  async waitForBatchJob(id, options = {}) {
    const { signal } = options;
    const sleep = options.sleep ?? ((ms) => abortableDelay(ms, signal));
    for (; ; ) {
      signal?.throwIfAborted();
      const { retryAfterSeconds, ...job } = await this.batchJob(id);
      options.onProgress?.(job);
      if (isBatchJobFinished(job)) return job;
      await sleep((retryAfterSeconds ?? options.intervalSeconds ?? 2) * 1e3);
    }
  }
  // Administration (an admin's access token)
  async adminAccounts(query = {}) {
    return spread(await this.api.GET("/api/v1/admin/accounts", { params: { query } }));
  }
  async adminCreateAccount(account) {
    return spread(await this.api.POST("/api/v1/admin/accounts", { body: account }));
  }
  async adminVerifyAccount(id) {
    return spread(await this.api.POST("/api/v1/admin/accounts/{id}/verify", { params: { path: { id } } }));
  }
  async adminSuspendAccount(id) {
    return spread(await this.api.POST("/api/v1/admin/accounts/{id}/suspend", { params: { path: { id } } }));
  }
  async adminActivateAccount(id) {
    return spread(await this.api.POST("/api/v1/admin/accounts/{id}/activate", { params: { path: { id } } }));
  }
  async adminSetPlan(id, plan) {
    return spread(await this.api.PUT("/api/v1/admin/accounts/{id}/plan", { params: { path: { id } }, body: { plan } }));
  }
  async adminSetOverage(id, enabled) {
    return spread(await this.api.PUT("/api/v1/admin/accounts/{id}/overage", { params: { path: { id } }, body: { enabled } }));
  }
  async adminRevokeApiKey(id) {
    return spread(await this.api.POST("/api/v1/admin/api-keys/{id}/revoke", { params: { path: { id } } }));
  }
};
function createVinGatewayClient(options) {
  return new VinGatewayClient(options);
}
function abortableDelay(ms, signal) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(done, ms);
    function done() {
      signal?.removeEventListener("abort", abort);
      resolve();
    }
    function abort() {
      clearTimeout(timer);
      reject(signal.reason);
    }
    signal?.addEventListener("abort", abort, { once: true });
  });
}
function keyed(options) {
  return { header: { "Idempotency-Key": options.idempotencyKey ?? globalThis.crypto.randomUUID() } };
}
function deviceCookieOf(response) {
  for (const cookie of response.headers.getSetCookie?.() ?? []) {
    const match = /^deviceCookie=([^;]+)/.exec(cookie);
    if (match) return match[1];
  }
  return void 0;
}
function unwrap(answer) {
  const { response } = answer;
  if (response.ok && answer.data !== void 0) return { data: answer.data.data, response };
  const envelope = answer.error;
  if (envelope?.success === false && envelope.error) {
    throw new VinGatewayError({
      ...envelope.error,
      status: response.status,
      retryAfterSeconds: retryAfterOf(response.headers),
      quota: quotaOf(response.headers),
      rateLimit: rateLimitOf(response.headers)
    });
  }
  throw new UnexpectedResponseError(
    response.status,
    typeof answer.error === "string" ? answer.error : JSON.stringify(answer.error ?? null)
  );
}
function spread(answer) {
  const { data, response } = unwrap(answer);
  return { ...data, ...responseInfoOf(response) };
}
function characterEvidence(headers) {
  const numbers = (text) => text === null || text === "" ? [] : text.split(",").map(Number);
  const confidence = headers.get("x-ocr-character-confidence");
  return {
    characterConfidence: confidence === null ? null : numbers(confidence),
    unsureCharacters: numbers(headers.get("x-ocr-unsure-characters"))
  };
}
export {
  UnexpectedResponseError,
  VinGatewayClient,
  VinGatewayError,
  createVinGatewayClient,
  isBatchJobFinished
};
