import type { Kysely } from 'kysely';
import { claimDueDeliveries, recordAttempt, releaseClaim, type ClaimedDelivery } from '../../data/repos/webhook-deliveries.repo.js';
import { disableWebhook } from '../../data/repos/webhooks.repo.js';
import type { Database } from '../../data/tables/index.js';
import type { Clock } from '../../infra/clock.js';
import type { Logger } from '../../infra/logger.js';
import { resolveWebhookTarget, TargetRefusedError, type HostLookup } from '../../infra/webhooks/resolve-target.js';
import type { PostWebhook, WebhookPostResult } from '../../infra/webhooks/webhook-post.js';
import { webhookPayload } from './webhook-events.js';
import { nextAttemptAt } from './retry-schedule.js';
import { signedHeaders } from './webhook-secret.js';

export interface DispatcherOptions {
  pollIntervalMs: number;
  timeoutMs: number;
  leaseMs: number;
  allowPrivate: boolean;
  /** Deliveries claimed per round (each process). */
  batchSize?: number;
  random?: () => number;
  hostLookup?: HostLookup;
}

export interface DispatcherDeps {
  db: Kysely<Database>;
  clock: Clock;
  logger: Logger;
  post: PostWebhook;
}

/**
 * Runs in every gateway process: polls the outbox for due deliveries, sends each one signed, and
 * records the attempt. Rows are claimed with a lease, so any number of processes share the work
 * and a crashed one loses nothing: its rows fall due again when the lease ends.
 */
export class WebhookDispatcher {
  private timer: NodeJS.Timeout | undefined;
  private round: Promise<void> | undefined;
  private stopped = true;
  private readonly shutdown = new AbortController();
  private readonly batchSize: number;

  constructor(
    private readonly deps: DispatcherDeps,
    private readonly options: DispatcherOptions,
  ) {
    this.batchSize = options.batchSize ?? 10;
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Stops polling; attempts in flight are aborted and their rows handed back unrecorded. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.shutdown.abort();
    await this.round;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.round = this.runOnce()
        .catch((error: unknown) => {
          this.deps.logger.warn({ err: error }, 'webhook dispatch round failed');
          return 0;
        })
        .then((claimed) => this.schedule(claimed >= this.batchSize ? 0 : this.options.pollIntervalMs));
    }, delayMs);
  }

  /** One round: claim what is due, send it all, record every outcome. Returns how many were claimed. */
  async runOnce(): Promise<number> {
    const claimed = await claimDueDeliveries(this.deps.db, this.deps.clock.now(), this.options.leaseMs, this.batchSize);
    await Promise.all(claimed.map((delivery) => this.deliver(delivery)));
    return claimed.length;
  }

  private async deliver(delivery: ClaimedDelivery): Promise<void> {
    const attempt = delivery.attempts + 1;
    const attemptedAt = this.deps.clock.now();
    const started = performance.now();
    const result = await this.send(delivery, attemptedAt);
    if (result.kind === 'error' && result.aborted) return releaseClaim(this.deps.db, delivery.id, delivery.claimToken);
    const status = result.kind === 'response' ? result.status : null;
    const delivered = status !== null && status >= 200 && status < 300;
    const gone = status === 410;
    const retryAt = delivered || gone ? undefined : nextAttemptAt(attempt, attemptedAt, this.options.random);
    await this.deps.db.transaction().execute(async (trx) => {
      const recorded = await recordAttempt(trx, {
        deliveryId: delivery.id,
        claimToken: delivery.claimToken,
        attempt,
        attemptedAt,
        durationMs: Math.round(performance.now() - started),
        responseCode: status,
        error: result.kind === 'error' ? result.error : delivered ? null : `HTTP ${status}`,
        status: delivered ? 'delivered' : retryAt ? 'pending' : 'failed',
        nextAttemptAt: retryAt ?? attemptedAt,
      });
      // 410 Gone: the receiver asks us to stop; the endpoint stays disabled until re-enabled.
      if (recorded && gone) await disableWebhook(trx, delivery.webhookId, 'the endpoint answered 410 Gone', attemptedAt);
    });
  }

  private async send(delivery: ClaimedDelivery, at: Date): Promise<WebhookPostResult> {
    const body = webhookPayload({ id: delivery.eventId, type: delivery.eventType, createdAt: delivery.eventCreatedAt, data: delivery.eventData });
    try {
      const url = new URL(delivery.url);
      // Checked again at every attempt: DNS may have changed since registration.
      const target = await resolveWebhookTarget(url, this.options.allowPrivate, this.options.hostLookup);
      return await this.deps.post({
        url,
        target,
        body,
        timeoutMs: this.options.timeoutMs,
        signal: this.shutdown.signal,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'vin-gateway-webhooks/1',
          ...signedHeaders(delivery.secret, delivery.eventId, at, body),
        },
      });
    } catch (error) {
      if (error instanceof TargetRefusedError) return { kind: 'error', error: `refused: ${error.reason}`, aborted: false };
      this.deps.logger.error({ err: error, deliveryId: delivery.id }, 'webhook delivery failed unexpectedly');
      return { kind: 'error', error: 'internal error', aborted: false };
    }
  }
}
