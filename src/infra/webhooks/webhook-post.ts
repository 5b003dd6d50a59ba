import type { ResolvedTarget } from './resolve-target.js';

/** One webhook HTTP request, as the dispatcher asks for it (the composition root sends it). */
export interface WebhookPost {
  url: URL;
  /** The already checked address to connect to (never resolved again here). */
  target: ResolvedTarget;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  /** Aborts the request (shutdown). */
  signal?: AbortSignal;
}

export type WebhookPostResult = { kind: 'response'; status: number } | { kind: 'error'; error: string; aborted: boolean };

export type PostWebhook = (post: WebhookPost) => Promise<WebhookPostResult>;
