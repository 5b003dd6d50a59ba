import type { Kysely } from 'kysely';
import { enqueueWebhookEvent } from '../../data/repos/webhook-outbox.repo.js';
import type { Database } from '../../data/tables/index.js';

/** The event kinds an endpoint can subscribe to: the interface spec's three, and bulk jobs ending (decision 0052). */
export const WEBHOOK_EVENT_TYPES = ['subscription.updated', 'quota.threshold', 'api_key.revoked', 'batch_job.completed'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** Sent only on request, to the one endpoint being tested. */
export const TEST_EVENT_TYPE = 'webhook.test';

/** What a receiver gets as the request body: the same bytes on every retry. */
export interface WebhookPayload {
  id: string;
  type: string;
  createdAt: string;
  data: Record<string, unknown>;
}

export function webhookPayload(event: { id: string; type: string; createdAt: Date; data: Record<string, unknown> }): string {
  const payload: WebhookPayload = { id: event.id, type: event.type, createdAt: event.createdAt.toISOString(), data: event.data };
  return JSON.stringify(payload);
}

interface AccountFacts {
  state: string;
  plan: string;
  overageEnabled: boolean;
}

/**
 * `subscription.updated` when the plan, overage or state changed; written on the transaction of
 * the change (the outbox), for the account's subscribed endpoints only.
 */
export async function emitSubscriptionUpdated(
  trx: Kysely<Database>,
  accountId: string,
  before: AccountFacts,
  after: AccountFacts,
  at: Date,
): Promise<void> {
  const changed = (['plan', 'overageEnabled', 'state'] as const).filter((field) => before[field] !== after[field]);
  if (changed.length === 0) return;
  await enqueueWebhookEvent(trx, {
    accountId,
    type: 'subscription.updated',
    data: { accountId, changed, previous: before, current: after },
    at,
  });
}

/** `api_key.revoked`: which key (id, name, display prefix, last 4), never the key or its hash. */
export async function emitApiKeyRevoked(
  trx: Kysely<Database>,
  key: { id: string; account_id: string; name: string; prefix: string; last4: string },
  revokedBy: 'owner' | 'admin',
  at: Date,
): Promise<void> {
  await enqueueWebhookEvent(trx, {
    accountId: key.account_id,
    type: 'api_key.revoked',
    data: {
      accountId: key.account_id,
      apiKey: { id: key.id, name: key.name, prefix: key.prefix, last4: key.last4 },
      revokedBy,
      revokedAt: at.toISOString(),
    },
    at,
  });
}
