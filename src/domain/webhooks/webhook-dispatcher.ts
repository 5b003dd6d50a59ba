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
  /** Deliveries this process sends at once. */
  maxInFlight: number;
  /** Deliveries of one endpoint in flight at once, across every process. */
  perEndpoint: number;
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
 *
 * Deliveries run side by side up to maxInFlight, each on its own: a slow endpoint holds its own
 * slots (at most perEndpoint of them) until its timeout, while the next poll, one interval later,
 * already sends other endpoints' events. Polling never waits for the slowest delivery.
 */
export class WebhookDispatcher {
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<void> | undefined;
  private pollAgain = false;
  /** The last poll filled every free slot: there is likely more due, so a freed slot polls at once. */
  private backlog = false;
  private stopped = true;
  private readonly shutdown = new AbortController();
  private readonly inFlight = new Set<Promise<void>>();
  private pollsStarted = 0;
  private pollsFinished = 0;
  private readonly pollWaiters: Array<{ afterPoll: number; resolve: (launched: Array<Promise<void>>) => void }> = [];

  constructor(
    private readonly deps: DispatcherDeps,
    private readonly options: DispatcherOptions,
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /**
   * Stops polling. Attempts in flight get `graceMs` to finish and be recorded; those still running
   * then are aborted and their rows handed back unrecorded, due again for any process. Deliveries
   * not yet claimed simply stay in the outbox.
   */
  async stop(graceMs = 0): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.polling;
    if (graceMs > 0 && this.inFlight.size > 0) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([Promise.all(this.inFlight), new Promise((resolve) => (timer = setTimeout(resolve, graceMs)))]);
      clearTimeout(timer);
    }
    this.shutdown.abort();
    await Promise.all(this.inFlight);
  }

  /**
   * Resolves once a poll that began after this call has finished and the deliveries it launched
   * are recorded: by then whatever was due at the call (and fitted a free slot) has been sent. Tests
   * use it to show that nothing more is sent (after a 410, before a lease ends) without waiting an
   * arbitrary while.
   */
  async settled(): Promise<void> {
    const afterPoll = this.pollsStarted;
    const launched = await new Promise<Array<Promise<void>>>((resolve) => this.pollWaiters.push({ afterPoll, resolve }));
    await Promise.all(launched);
  }

  /** Deliveries being sent by this process now. */
  get deliveriesInFlight(): number {
    return this.inFlight.size;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.poll(), delayMs);
  }

  private poll(): void {
    if (this.stopped) return;
    if (this.polling) {
      this.pollAgain = true;
      return;
    }
    this.pollsStarted += 1;
    this.polling = this.claimAndLaunch()
      .catch((error: unknown) => {
        this.deps.logger.warn({ err: error }, 'webhook dispatch poll failed');
        return [];
      })
      .then((launched) => {
        this.pollsFinished += 1;
        this.wakePollWaiters(launched);
      })
      .finally(() => {
        this.polling = undefined;
        const again = this.pollAgain;
        this.pollAgain = false;
        this.schedule(again ? 0 : this.options.pollIntervalMs);
      });
  }

  private wakePollWaiters(launched: Array<Promise<void>>): void {
    // Polls run one at a time, so poll number afterPoll + 1 is the first to begin after the call.
    for (const waiter of this.pollWaiters.filter((w) => this.pollsFinished > w.afterPoll)) {
      this.pollWaiters.splice(this.pollWaiters.indexOf(waiter), 1);
      waiter.resolve(launched);
    }
  }

  /** Claims what is due and fits the free slots, and starts sending it; returns the sends started. */
  private async claimAndLaunch(): Promise<Array<Promise<void>>> {
    const free = this.options.maxInFlight - this.inFlight.size;
    if (free <= 0) return [];
    const claimed = await claimDueDeliveries(this.deps.db, this.deps.clock.now(), this.options.leaseMs, free, this.options.perEndpoint);
    this.backlog = claimed.length >= free;
    return claimed.map((delivery) => this.launch(delivery));
  }

  private launch(delivery: ClaimedDelivery): Promise<void> {
    const sending: Promise<void> = this.deliver(delivery)
      .catch((error: unknown) => this.deps.logger.warn({ err: error, deliveryId: delivery.id }, 'recording a webhook attempt failed'))
      .finally(() => {
        this.inFlight.delete(sending);
        if (this.backlog) this.poll();
      });
    this.inFlight.add(sending);
    return sending;
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
    const body = webhookPayload({
      id: delivery.eventId,
      type: delivery.eventType,
      createdAt: delivery.eventCreatedAt,
      data: delivery.eventData,
    });
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
