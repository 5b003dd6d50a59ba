import { sql, type Kysely } from 'kysely';
import type { Database, WebhookDeliveryStatus } from '../tables/index.js';

/** A claimed delivery with what a dispatcher needs to send it. */
export interface ClaimedDelivery {
  id: string;
  claimToken: string;
  attempts: number;
  webhookId: string;
  url: string;
  secret: string;
  eventId: string;
  eventType: string;
  eventData: Record<string, unknown>;
  eventCreatedAt: Date;
}

/**
 * Claims up to `limit` due deliveries for `leaseMs`, fairly: at most `perEndpoint` of one endpoint
 * in flight at once (counting rows other processes hold), and the endpoints' oldest due rows
 * first, round-robin, so one endpoint's backlog never holds up another's events. Only endpoints
 * that are enabled and whose account's plan includes webhooks are served: a downgraded account's
 * deliveries wait, and resume when the plan allows them again. SKIP LOCKED lets every gateway
 * process poll at once without two of them taking the same row; the lease (locked_until) makes a
 * row due again if its dispatcher dies before recording the attempt.
 */
export async function claimDueDeliveries(
  db: Kysely<Database>,
  now: Date,
  leaseMs: number,
  limit: number,
  perEndpoint: number,
): Promise<ClaimedDelivery[]> {
  const leaseEnd = new Date(now.getTime() + leaseMs);
  const result = await sql<ClaimedDelivery>`
    with busy as (
      select webhook_id, count(*) as n from webhook_deliveries
      where status = 'pending' and locked_until > ${now}
      group by webhook_id
    ),
    ranked as (
      select d.id, d.next_attempt_at, coalesce(b.n, 0) as in_flight,
        row_number() over (partition by d.webhook_id order by d.next_attempt_at, d.id) as turn
      from webhook_deliveries d
      join webhooks w on w.id = d.webhook_id
      join accounts a on a.id = w.account_id
      join plans p on p.code = a.plan_code
      left join busy b on b.webhook_id = d.webhook_id
      where d.status = 'pending' and w.enabled and p.webhooks_allowed and d.next_attempt_at <= ${now}
        and (d.locked_until is null or d.locked_until <= ${now})
    ),
    picked as (
      select id from ranked where turn + in_flight <= ${perEndpoint}
      order by turn, next_attempt_at
      limit ${limit}
    ),
    due as (
      select d.id from webhook_deliveries d join picked on picked.id = d.id
      where d.status = 'pending' and (d.locked_until is null or d.locked_until <= ${now})
      for update of d skip locked
    ),
    claimed as (
      update webhook_deliveries d set locked_until = ${leaseEnd}, claim_token = gen_random_uuid()
      from due where d.id = due.id
      returning d.id, d.claim_token, d.attempts, d.webhook_id, d.event_id
    )
    select c.id, c.claim_token as "claimToken", c.attempts, c.webhook_id as "webhookId", w.url, w.secret,
      e.id as "eventId", e.type as "eventType", e.data as "eventData", e.created_at as "eventCreatedAt"
    from claimed c join webhooks w on w.id = c.webhook_id join webhook_events e on e.id = c.event_id`.execute(db);
  return result.rows;
}

export interface AttemptOutcome {
  deliveryId: string;
  claimToken: string;
  attempt: number;
  attemptedAt: Date;
  durationMs: number;
  responseCode: number | null;
  error: string | null;
  status: WebhookDeliveryStatus;
  nextAttemptAt: Date;
}

/**
 * Records one attempt and moves the delivery on, only while the claim is still ours (a dispatcher
 * whose lease ran out must not overwrite the one that took the row over). Returns false if not.
 */
export async function recordAttempt(db: Kysely<Database>, o: AttemptOutcome): Promise<boolean> {
  const updated = await db
    .updateTable('webhook_deliveries')
    .set({
      status: o.status,
      attempts: o.attempt,
      next_attempt_at: o.nextAttemptAt,
      claim_token: null,
      locked_until: null,
      last_attempt_at: o.attemptedAt,
      last_response_code: o.responseCode,
      last_error: o.error,
      finished_at: o.status === 'pending' ? null : o.attemptedAt,
    })
    .where('id', '=', o.deliveryId)
    .where('claim_token', '=', o.claimToken)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return false;
  await db
    .insertInto('webhook_attempts')
    .values({
      delivery_id: o.deliveryId,
      attempt: o.attempt,
      attempted_at: o.attemptedAt,
      response_code: o.responseCode,
      error: o.error,
      duration_ms: o.durationMs,
    })
    .execute();
  return true;
}

/** Gives a claimed row back untouched (the process is shutting down mid-attempt). */
export async function releaseClaim(db: Kysely<Database>, deliveryId: string, claimToken: string): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({ claim_token: null, locked_until: null })
    .where('id', '=', deliveryId)
    .where('claim_token', '=', claimToken)
    .execute();
}

export interface DeliveryRow {
  id: string;
  eventId: string;
  eventType: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  nextAttemptAt: Date;
  lastAttemptAt: Date | null;
  lastResponseCode: number | null;
  lastError: string | null;
  createdAt: Date;
  finishedAt: Date | null;
}

const DELIVERY_COLUMNS = [
  'd.id',
  'd.event_id as eventId',
  'e.type as eventType',
  'd.status',
  'd.attempts',
  'd.next_attempt_at as nextAttemptAt',
  'd.last_attempt_at as lastAttemptAt',
  'd.last_response_code as lastResponseCode',
  'd.last_error as lastError',
  'd.created_at as createdAt',
  'd.finished_at as finishedAt',
] as const;

/** The newest deliveries of one endpoint (the caller checked the endpoint is the account's). */
export function listDeliveriesOfWebhook(db: Kysely<Database>, webhookId: string, limit: number): Promise<DeliveryRow[]> {
  return db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_events as e', 'e.id', 'd.event_id')
    .select(DELIVERY_COLUMNS)
    .where('d.webhook_id', '=', webhookId)
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id')
    .limit(limit)
    .execute();
}

export function findDelivery(db: Kysely<Database>, id: string): Promise<DeliveryRow | undefined> {
  return db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_events as e', 'e.id', 'd.event_id')
    .select(DELIVERY_COLUMNS)
    .where('d.id', '=', id)
    .executeTakeFirst();
}
