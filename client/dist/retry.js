import { retryAfterOf } from './response-info.js';
const RETRYABLE = new Set([429, 503]);
/**
 * A fetch that retries 429 and 503 as the API asks: after Retry-After seconds (1 s, 2 s … when a
 * 503 names none). A wait longer than maxDelaySeconds — a daily quota used up until midnight —
 * is not a retry but the caller's decision, so that answer is returned as it is.
 */
export function fetchWithRetry(fetchImpl, options = {}) {
    const retries = options.retries ?? 2;
    const maxDelaySeconds = options.maxDelaySeconds ?? 30;
    const sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    return async (request) => {
        for (let attempt = 0;; attempt++) {
            const response = await fetchImpl(attempt < retries ? request.clone() : request);
            if (!RETRYABLE.has(response.status) || attempt >= retries)
                return response;
            const delaySeconds = retryAfterOf(response.headers) ?? (response.status === 503 ? attempt + 1 : null);
            if (delaySeconds === null || delaySeconds > maxDelaySeconds)
                return response;
            await response.body?.cancel();
            await sleep(delaySeconds * 1000);
        }
    };
}
