import { resolveWebhookTarget, TargetRefusedError, type HostLookup } from '../../infra/webhooks/resolve-target.js';
import { AppError } from '../errors.js';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from './webhook-events.js';

export const MAX_URL_LENGTH = 2048;

function invalid(field: string, message: string): AppError {
  return new AppError('VALIDATION_ERROR', `${field} ${message}`, { details: { issues: [{ path: field, message }] } });
}

/**
 * An endpoint URL as the dispatcher will use it: absolute, https (http only with allowPrivate),
 * no credentials, at most 2,048 characters, and a host that is or resolves to public addresses
 * only. Returns the normalised form (decimal or hex IPv4 hosts become dotted quads).
 */
export async function checkWebhookUrl(raw: string, allowPrivate: boolean, hostLookup?: HostLookup): Promise<string> {
  if (raw.length > MAX_URL_LENGTH) throw invalid('url', `must have at most ${MAX_URL_LENGTH} characters`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw invalid('url', 'must be an absolute URL, e.g. https://example.com/webhooks');
  }
  const schemes = allowPrivate ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol)) throw invalid('url', 'must use https');
  if (url.username || url.password) throw invalid('url', 'must not contain credentials');
  if (!url.hostname) throw invalid('url', 'must name a host');
  if (url.href.length > MAX_URL_LENGTH) throw invalid('url', `must have at most ${MAX_URL_LENGTH} characters`);
  try {
    await resolveWebhookTarget(url, allowPrivate, hostLookup);
  } catch (error) {
    if (error instanceof TargetRefusedError) throw invalid('url', `is refused: ${error.reason}`);
    throw error;
  }
  return url.href;
}

/** A non-empty subset of the event kinds; duplicates are dropped, order follows the list. */
export function checkWebhookEvents(events: readonly string[]): WebhookEventType[] {
  if (events.length === 0) throw invalid('events', 'must name at least one event kind');
  if (events.length > 20) throw invalid('events', 'must have at most 20 items');
  const unknown = events.filter((e) => !(WEBHOOK_EVENT_TYPES as readonly string[]).includes(e));
  if (unknown.length > 0) {
    throw invalid(
      'events',
      `has unknown kinds ${unknown
        .slice(0, 5)
        .map((e) => JSON.stringify(e.slice(0, 40)))
        .join(', ')} (known: ${WEBHOOK_EVENT_TYPES.join(', ')})`,
    );
  }
  return WEBHOOK_EVENT_TYPES.filter((type) => events.includes(type));
}
