import { type BatchJob, type BatchJobInputFormat, type BatchJobLine, type BatchJobResultsFormat, type BatchJobState, type WaitOptions } from './batch-jobs.js';
import { type BatchResult, type Usage, type Vehicle } from './normalize.js';
import type { components } from './openapi.cjs';
import { type ResponseInfo } from './response-info.js';
import { type RetryOptions } from './retry.js';
type Schemas = components['schemas'];
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
/** The typed client of /api/v1: one method per operation of the OpenAPI document. */
export declare class VinGatewayClient {
    private readonly options;
    private readonly api;
    private accessToken;
    private knownDevice;
    constructor(options: ClientOptions);
    /** Use this access token from now on (login() and refreshSession() set it themselves). */
    setAccessToken(token: string | undefined): void;
    decodeVin(vin: string, options?: BillableCallOptions): Promise<Result<{
        vehicle: Vehicle;
        warnings: string[];
    }>>;
    batchDecode(vins: string[], options?: BillableCallOptions): Promise<Result<BatchResult>>;
    /**
     * Reads the VIN from a photo (JPEG or PNG) and decodes it. `characterConfidence` holds the 17
     * characters' confidences (0–1) and `unsureCharacters` the positions (1–17) to mark, in both
     * response shapes (from the body in shape B, from headers in shape A).
     */
    decodeVinImage(image: Blob, filename?: string, options?: BillableCallOptions): Promise<Result<ImageDecode>>;
    usage(): Promise<Result<{
        usage: Usage;
    }>>;
    /** Decodes billed per UTC day, oldest first, today included: `days` 1–90 (default 30). */
    usageHistory(days?: number): Promise<Result<{
        history: Array<Schemas['UsageDay']>;
    }>>;
    validateVin(vin: string): Promise<Result<Schemas['VinValidation']>>;
    /**
     * Logs in and uses the access token for the calls that follow. Outside browsers the client keeps
     * the device cookie the login set (`deviceCookie`) and sends it with its next login: a known
     * device is never held by other sources' failed guesses. A browser does the same by itself.
     */
    login(email: string, password: string): Promise<Result<Schemas['LoginResult']>>;
    /** The device cookie of the last login (outside browsers): keep it to log in from a known device later. */
    get deviceCookie(): string | undefined;
    /**
     * A new access token for the refresh cookie (HttpOnly) that login set. A browser keeps that
     * cookie; Node, Deno and Bun keep none, so there this throws unless `fetch` was given (one with
     * a cookie store of its own). Servers should use an API key instead.
     */
    refreshSession(): Promise<Result<Schemas['RefreshResult']>>;
    logout(): Promise<Result<{
        loggedOut: true;
    }>>;
    apiKeys(): Promise<Result<{
        apiKeys: {
            id: string;
            name: string;
            prefix: string;
            last4: string;
            createdAt: string;
            lastUsedAt: string | null;
            revokedAt: string | null;
            revoked: boolean;
        }[];
    }>>;
    createApiKey(name: string): Promise<Result<{
        key: string;
        apiKey: {
            id: string;
            name: string;
            prefix: string;
            last4: string;
            createdAt: string;
            lastUsedAt: string | null;
            revokedAt: string | null;
            revoked: boolean;
        };
    }>>;
    revokeApiKey(id: string): Promise<Result<{
        apiKey: {
            id: string;
            name: string;
            prefix: string;
            last4: string;
            createdAt: string;
            lastUsedAt: string | null;
            revokedAt: string | null;
            revoked: boolean;
        };
    }>>;
    registerWebhook(url: string, events: Array<Schemas['Webhook']['events'][number]>): Promise<Result<{
        id: string;
        url: string;
        events: ("subscription.updated" | "quota.threshold" | "api_key.revoked" | "batch_job.completed")[];
        secret: string;
        createdAt: string;
    }>>;
    webhooks(): Promise<Result<{
        webhooks: {
            id: string;
            url: string;
            events: ("subscription.updated" | "quota.threshold" | "api_key.revoked" | "batch_job.completed")[];
            enabled: boolean;
            disabledReason: string | null;
            createdAt: string;
            updatedAt: string;
        }[];
    }>>;
    webhook(id: string): Promise<Result<{
        webhook: {
            id: string;
            url: string;
            events: ("subscription.updated" | "quota.threshold" | "api_key.revoked" | "batch_job.completed")[];
            enabled: boolean;
            disabledReason: string | null;
            createdAt: string;
            updatedAt: string;
        };
    }>>;
    updateWebhook(id: string, change: Schemas['UpdateWebhookRequest']): Promise<Result<{
        webhook: {
            id: string;
            url: string;
            events: ("subscription.updated" | "quota.threshold" | "api_key.revoked" | "batch_job.completed")[];
            enabled: boolean;
            disabledReason: string | null;
            createdAt: string;
            updatedAt: string;
        };
    }>>;
    deleteWebhook(id: string): Promise<Result<{
        id: string;
        deleted: true;
    }>>;
    rotateWebhookSecret(id: string): Promise<Result<{
        id: string;
        secret: string;
    }>>;
    sendTestWebhook(id: string): Promise<Result<{
        delivery: {
            id: string;
            eventId: string;
            eventType: "subscription.updated" | "quota.threshold" | "api_key.revoked" | "batch_job.completed" | "webhook.test";
            status: "pending" | "delivered" | "failed";
            attempts: number;
            lastResponseCode: number | null;
            lastError: string | null;
            lastAttemptAt: string | null;
            nextAttemptAt: string | null;
            createdAt: string;
            finishedAt: string | null;
        };
    }>>;
    webhookDeliveries(id: string, limit?: number): Promise<Result<{
        deliveries: {
            id: string;
            eventId: string;
            eventType: "subscription.updated" | "quota.threshold" | "api_key.revoked" | "batch_job.completed" | "webhook.test";
            status: "pending" | "delivered" | "failed";
            attempts: number;
            lastResponseCode: number | null;
            lastError: string | null;
            lastAttemptAt: string | null;
            nextAttemptAt: string | null;
            createdAt: string;
            finishedAt: string | null;
        }[];
    }>>;
    /**
     * Submits a file of VINs (≤ 1,000,000 VINs, ≤ 50 MB) as the raw body, its Content-Type saying
     * the format. `retryAfterSeconds` says when to poll batchJob(). Sent with an Idempotency-Key
     * (`options.idempotencyKey` or a new UUID) and retried with the same key after 429, 503 or a
     * lost connection, so a retry gets the job already queued instead of queuing it twice.
     */
    submitBatchJob(file: Blob | string | Uint8Array, format?: BatchJobInputFormat, options?: BillableCallOptions): Promise<Result<BatchJob & {
        retryAfterSeconds: number | null;
    }>>;
    /** Your jobs, newest first: `limit` 1–100 (default 20). */
    batchJobs(limit?: number): Promise<Result<{
        jobs: BatchJob[];
    }>>;
    /** A job's state, counts and progress; `retryAfterSeconds` (while unfinished) says when to ask again. */
    batchJob(id: string): Promise<Result<BatchJob & {
        retryAfterSeconds: number | null;
    }>>;
    /** Stops a job: what it stored stays downloadable (and billed). An ended job is answered as it is. */
    cancelBatchJob(id: string): Promise<Result<BatchJob>>;
    /**
     * A job's results as the gateway streams them, in input order: `body` is the file (JSON lines or
     * CSV) to pipe elsewhere, `state` the job's state when the download began (an unfinished job
     * gives the lines done so far). To read the lines as objects, use batchJobLines().
     */
    batchJobResults(id: string, format?: BatchJobResultsFormat): Promise<Result<{
        state: BatchJobState;
        format: BatchJobResultsFormat;
        body: ReadableStream<Uint8Array>;
    }>>;
    /** A job's result lines, parsed as they stream in, in input order, each vehicle in one type whichever the shape. */
    batchJobLines(id: string): AsyncGenerator<BatchJobLine>;
    /** Polls a job at the Retry-After the gateway sends until it has ended (succeeded, failed or cancelled). */
    waitForBatchJob(id: string, options?: WaitOptions): Promise<Result<BatchJob>>;
    adminAccounts(query?: {
        search?: string;
        limit?: number;
        offset?: number;
    }): Promise<Result<{
        total: number;
        items: {
            id: string;
            email: string;
            accountState: "active" | "pending_verification" | "suspended";
            role: "admin" | "user";
            overageEnabled: boolean;
            createdAt: string;
            plan: {
                code: string;
                name: string;
                dailyQuota: number;
                batchCap: number;
                webhooksAllowed: boolean;
                overageAllowed: boolean;
            };
        }[];
    }>>;
    adminCreateAccount(account: Schemas['AdminCreateAccountRequest']): Promise<Result<{
        account: {
            id: string;
            email: string;
            accountState: "active" | "pending_verification" | "suspended";
            role: "admin" | "user";
            overageEnabled: boolean;
            createdAt: string;
            plan: {
                code: string;
                name: string;
                dailyQuota: number;
                batchCap: number;
                webhooksAllowed: boolean;
                overageAllowed: boolean;
            };
        };
    }>>;
    adminVerifyAccount(id: string): Promise<Result<{
        account: {
            id: string;
            email: string;
            accountState: "active" | "pending_verification" | "suspended";
            role: "admin" | "user";
            overageEnabled: boolean;
            createdAt: string;
            plan: {
                code: string;
                name: string;
                dailyQuota: number;
                batchCap: number;
                webhooksAllowed: boolean;
                overageAllowed: boolean;
            };
        };
    }>>;
    adminSuspendAccount(id: string): Promise<Result<{
        account: {
            id: string;
            email: string;
            accountState: "active" | "pending_verification" | "suspended";
            role: "admin" | "user";
            overageEnabled: boolean;
            createdAt: string;
            plan: {
                code: string;
                name: string;
                dailyQuota: number;
                batchCap: number;
                webhooksAllowed: boolean;
                overageAllowed: boolean;
            };
        };
    }>>;
    adminActivateAccount(id: string): Promise<Result<{
        account: {
            id: string;
            email: string;
            accountState: "active" | "pending_verification" | "suspended";
            role: "admin" | "user";
            overageEnabled: boolean;
            createdAt: string;
            plan: {
                code: string;
                name: string;
                dailyQuota: number;
                batchCap: number;
                webhooksAllowed: boolean;
                overageAllowed: boolean;
            };
        };
    }>>;
    adminSetPlan(id: string, plan: string): Promise<Result<{
        account: {
            id: string;
            email: string;
            accountState: "active" | "pending_verification" | "suspended";
            role: "admin" | "user";
            overageEnabled: boolean;
            createdAt: string;
            plan: {
                code: string;
                name: string;
                dailyQuota: number;
                batchCap: number;
                webhooksAllowed: boolean;
                overageAllowed: boolean;
            };
        };
    }>>;
    adminSetOverage(id: string, enabled: boolean): Promise<Result<{
        account: {
            id: string;
            email: string;
            accountState: "active" | "pending_verification" | "suspended";
            role: "admin" | "user";
            overageEnabled: boolean;
            createdAt: string;
            plan: {
                code: string;
                name: string;
                dailyQuota: number;
                batchCap: number;
                webhooksAllowed: boolean;
                overageAllowed: boolean;
            };
        };
    }>>;
    adminRevokeApiKey(id: string): Promise<Result<{
        apiKey: {
            id: string;
            name: string;
            prefix: string;
            last4: string;
            createdAt: string;
            lastUsedAt: string | null;
            revokedAt: string | null;
            revoked: boolean;
        };
    }>>;
}
export declare function createVinGatewayClient(options: ClientOptions): VinGatewayClient;
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
export {};
