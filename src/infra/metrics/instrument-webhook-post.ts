import type { PostWebhook } from '../webhooks/webhook-post.js';
import type { GatewayMetrics } from './gateway-metrics.js';

/** Counts every delivery attempt by how it ended. */
export function instrumentWebhookPost(post: PostWebhook, metrics: GatewayMetrics): PostWebhook {
  return async (request) => {
    const result = await post(request);
    const outcome =
      result.kind === 'response'
        ? result.status >= 200 && result.status < 300
          ? 'delivered'
          : 'rejected'
        : result.aborted
          ? 'aborted'
          : 'failed';
    metrics.webhookDeliveries.inc({ outcome });
    return result;
  };
}
