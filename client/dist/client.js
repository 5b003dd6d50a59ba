import createClient, {} from 'openapi-fetch';
import { UnexpectedResponseError, VinGatewayError } from './errors.js';
import { normalizeBatch, normalizeUsage, normalizeVehicle, vehicleFromSummary } from './normalize.js';
import { quotaOf, rateLimitOf, responseInfoOf, retryAfterOf, warningsOf } from './response-info.js';
import { fetchWithRetry } from './retry.js';
/** The typed client of /api/v1: one method per operation of the OpenAPI document. */
export class VinGatewayClient {
    options;
    api;
    accessToken;
    constructor(options) {
        this.options = options;
        this.accessToken = options.accessToken;
        const base = options.fetch ?? ((request) => globalThis.fetch(request));
        this.api = createClient({
            baseUrl: options.baseUrl.replace(/\/+$/, ''),
            fetch: fetchWithRetry(base, options.retry),
            ...(options.credentials ? { credentials: options.credentials } : {}),
        });
        this.api.use({
            onRequest: ({ request }) => {
                if (this.options.apiKey && !request.headers.has('x-api-key'))
                    request.headers.set('x-api-key', this.options.apiKey);
                if (this.accessToken && !request.headers.has('authorization'))
                    request.headers.set('authorization', `Bearer ${this.accessToken}`);
                return request;
            },
        });
    }
    /** Use this access token from now on (login() and refreshSession() set it themselves). */
    setAccessToken(token) {
        this.accessToken = token;
    }
    // Decoding and usage
    async decodeVin(vin, options = {}) {
        const { data, response } = unwrap(await this.api.POST('/api/v1/decode', { body: { vin }, params: keyed(options) }));
        return { ...responseInfoOf(response), vehicle: normalizeVehicle(data, vin), warnings: warningsOf(response.headers) };
    }
    async batchDecode(vins, options = {}) {
        const { data, response } = unwrap(await this.api.POST('/api/v1/batch-decode', { body: { vins }, params: keyed(options) }));
        return { ...responseInfoOf(response), ...normalizeBatch(data, vins.length) };
    }
    /** Reads the VIN from a photo (JPEG or PNG) and decodes it. */
    async decodeVinImage(image, filename = 'vin.jpg', options = {}) {
        const form = new FormData();
        form.append('image', image, filename);
        const { data, response } = unwrap(await this.api.POST('/api/v1/decode-from-image', { body: form, bodySerializer: (body) => body, params: keyed(options) }));
        const info = { ...responseInfoOf(response), warnings: warningsOf(response.headers) };
        if ('ocrConfidence' in data)
            return { ...info, vin: data.vin, ocrConfidence: data.ocrConfidence, vehicle: vehicleFromSummary(data) };
        const header = response.headers.get('x-ocr-confidence');
        return { ...info, vin: data.vin, ocrConfidence: header === null ? null : Number(header), vehicle: normalizeVehicle(data, data.vin) };
    }
    async usage() {
        const { data, response } = unwrap(await this.api.GET('/api/v1/usage'));
        return { ...responseInfoOf(response), usage: normalizeUsage(data) };
    }
    async validateVin(vin) {
        return spread(await this.api.POST('/api/v1/validate-vin', { body: { vin } }));
    }
    // Sessions
    /** Logs in and uses the access token for the calls that follow. */
    async login(email, password) {
        const result = spread(await this.api.POST('/api/v1/auth/login', { body: { email, password } }));
        this.accessToken = result.accessToken;
        return result;
    }
    async refreshSession() {
        const result = spread(await this.api.POST('/api/v1/auth/refresh'));
        this.accessToken = result.accessToken;
        return result;
    }
    async logout() {
        const result = spread(await this.api.POST('/api/v1/auth/logout'));
        this.accessToken = undefined;
        return result;
    }
    // API keys (an access token, not a key)
    async apiKeys() {
        return spread(await this.api.GET('/api/v1/api-keys'));
    }
    async createApiKey(name) {
        return spread(await this.api.POST('/api/v1/api-keys', { body: { name } }));
    }
    async revokeApiKey(id) {
        return spread(await this.api.DELETE('/api/v1/api-keys/{id}', { params: { path: { id } } }));
    }
    // Webhooks (Pro and Business)
    async registerWebhook(url, events) {
        return spread(await this.api.POST('/api/v1/webhooks', { body: { url, events } }));
    }
    async webhooks() {
        return spread(await this.api.GET('/api/v1/webhooks'));
    }
    async webhook(id) {
        return spread(await this.api.GET('/api/v1/webhooks/{id}', { params: { path: { id } } }));
    }
    async updateWebhook(id, change) {
        return spread(await this.api.PATCH('/api/v1/webhooks/{id}', { params: { path: { id } }, body: change }));
    }
    async deleteWebhook(id) {
        return spread(await this.api.DELETE('/api/v1/webhooks/{id}', { params: { path: { id } } }));
    }
    async rotateWebhookSecret(id) {
        return spread(await this.api.POST('/api/v1/webhooks/{id}/rotate-secret', { params: { path: { id } } }));
    }
    async sendTestWebhook(id) {
        return spread(await this.api.POST('/api/v1/webhooks/{id}/test', { params: { path: { id } } }));
    }
    async webhookDeliveries(id, limit) {
        return spread(await this.api.GET('/api/v1/webhooks/{id}/deliveries', { params: { path: { id }, query: limit === undefined ? {} : { limit } } }));
    }
    // Administration (an admin's access token)
    async adminAccounts(query = {}) {
        return spread(await this.api.GET('/api/v1/admin/accounts', { params: { query } }));
    }
    async adminCreateAccount(account) {
        return spread(await this.api.POST('/api/v1/admin/accounts', { body: account }));
    }
    async adminVerifyAccount(id) {
        return spread(await this.api.POST('/api/v1/admin/accounts/{id}/verify', { params: { path: { id } } }));
    }
    async adminSuspendAccount(id) {
        return spread(await this.api.POST('/api/v1/admin/accounts/{id}/suspend', { params: { path: { id } } }));
    }
    async adminActivateAccount(id) {
        return spread(await this.api.POST('/api/v1/admin/accounts/{id}/activate', { params: { path: { id } } }));
    }
    async adminSetPlan(id, plan) {
        return spread(await this.api.PUT('/api/v1/admin/accounts/{id}/plan', { params: { path: { id } }, body: { plan } }));
    }
    async adminSetOverage(id, enabled) {
        return spread(await this.api.PUT('/api/v1/admin/accounts/{id}/overage', { params: { path: { id } }, body: { enabled } }));
    }
    async adminRevokeApiKey(id) {
        return spread(await this.api.POST('/api/v1/admin/api-keys/{id}/revoke', { params: { path: { id } } }));
    }
}
export function createVinGatewayClient(options) {
    return new VinGatewayClient(options);
}
/** The Idempotency-Key header of a billable call: the caller's, or a new random one. */
function keyed(options) {
    return { header: { 'Idempotency-Key': options.idempotencyKey ?? globalThis.crypto.randomUUID() } };
}
/** The success envelope's data, or the failure as a typed error. */
function unwrap(answer) {
    const { response } = answer;
    if (response.ok && answer.data !== undefined)
        return { data: answer.data.data, response };
    const envelope = answer.error;
    if (envelope?.success === false && envelope.error) {
        throw new VinGatewayError({
            ...envelope.error,
            status: response.status,
            retryAfterSeconds: retryAfterOf(response.headers),
            quota: quotaOf(response.headers),
            rateLimit: rateLimitOf(response.headers),
        });
    }
    throw new UnexpectedResponseError(response.status, typeof answer.error === 'string' ? answer.error : JSON.stringify(answer.error ?? null));
}
/** For operations whose data needs no normalising: its fields beside the response's info. */
function spread(answer) {
    const { data, response } = unwrap(answer);
    return { ...data, ...responseInfoOf(response) };
}
