import type { Config } from '../../config.js';
import { findDelivery, listDeliveriesOfWebhook, type DeliveryRow } from '../../data/repos/webhook-deliveries.repo.js';
import { enqueueWebhookEvent } from '../../data/repos/webhook-outbox.repo.js';
import {
  countWebhooksOfAccount,
  deleteWebhookOfAccount,
  findWebhookOfAccount,
  insertWebhook,
  listWebhooksOfAccount,
  updateWebhookOfAccount,
  type PublicWebhookRow,
} from '../../data/repos/webhooks.repo.js';
import { UUID_PATTERN } from '../accounts/account.js';
import type { DomainDeps } from '../deps.js';
import { AppError } from '../errors.js';
import { TEST_EVENT_TYPE } from './webhook-events.js';
import { checkWebhookEvents, checkWebhookUrl } from './webhook-input.js';
import { generateWebhookSecret } from './webhook-secret.js';

export interface WebhookDeps extends DomainDeps {
  config: Pick<Config, 'webhooksAllowPrivate'>;
}

/** Who manages webhooks: an account and whether its plan includes them. */
export interface WebhookCaller {
  accountId: string;
  plan: { webhooksAllowed: boolean };
}

export const MAX_WEBHOOKS_PER_ACCOUNT = 10;

export interface WebhookInfo {
  id: string;
  url: string;
  events: string[];
  enabled: boolean;
  disabledReason: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export type WebhookDeliveryInfo = DeliveryRow;

function toInfo(row: PublicWebhookRow): WebhookInfo {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    enabled: row.enabled,
    disabledReason: row.disabled_reason,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function requirePlan(caller: WebhookCaller): void {
  if (!caller.plan.webhooksAllowed) throw new AppError('PLAN_UPGRADE_REQUIRED', 'webhooks need the pro or business plan');
}

/**
 * The caller's own webhook; another account's id is reported exactly like a missing one. Reading,
 * disabling and deleting need no plan: an account downgraded from pro keeps its endpoints (their
 * deliveries wait until the plan allows them again) and must always be able to see and stop them.
 * Everything that makes an endpoint send more needs the plan (`requirePlan`).
 */
async function ownWebhook(deps: WebhookDeps, caller: WebhookCaller, id: string): Promise<PublicWebhookRow> {
  const row = UUID_PATTERN.test(id) ? await findWebhookOfAccount(deps.db, caller.accountId, id) : undefined;
  if (!row) throw new AppError('NOT_FOUND', 'no such webhook');
  return row;
}

/** Registers an endpoint; the signing secret is returned here and by a rotation, never again. */
export async function registerWebhook(
  deps: WebhookDeps,
  caller: WebhookCaller,
  input: { url: string; events: readonly string[] },
): Promise<WebhookInfo & { secret: string }> {
  requirePlan(caller);
  const events = checkWebhookEvents(input.events);
  const url = await checkWebhookUrl(input.url, deps.config.webhooksAllowPrivate);
  if ((await countWebhooksOfAccount(deps.db, caller.accountId)) >= MAX_WEBHOOKS_PER_ACCOUNT) {
    throw new AppError('VALIDATION_ERROR', `an account can register at most ${MAX_WEBHOOKS_PER_ACCOUNT} webhooks; delete one first`);
  }
  const row = await insertWebhook(deps.db, {
    account_id: caller.accountId,
    url,
    events,
    secret: generateWebhookSecret(),
    created_at: deps.clock.now(),
  });
  return { ...toInfo(row), secret: row.secret };
}

export async function listWebhooks(deps: WebhookDeps, caller: WebhookCaller): Promise<WebhookInfo[]> {
  return (await listWebhooksOfAccount(deps.db, caller.accountId)).map(toInfo);
}

export async function getWebhook(deps: WebhookDeps, caller: WebhookCaller, id: string): Promise<WebhookInfo> {
  return toInfo(await ownWebhook(deps, caller, id));
}

export async function updateWebhook(
  deps: WebhookDeps,
  caller: WebhookCaller,
  id: string,
  input: { url?: string | null; events?: readonly string[] | null; enabled?: boolean | null },
): Promise<WebhookInfo> {
  await ownWebhook(deps, caller, id);
  const onlyDisables = input.enabled === false && input.url == null && input.events == null;
  if (!onlyDisables) requirePlan(caller);
  const fields: Parameters<typeof updateWebhookOfAccount>[3] = {};
  if (input.events != null) fields.events = checkWebhookEvents(input.events);
  if (input.url != null) fields.url = await checkWebhookUrl(input.url, deps.config.webhooksAllowPrivate);
  if (input.enabled != null) {
    fields.enabled = input.enabled;
    fields.disabled_reason = input.enabled ? null : 'disabled by the account';
  }
  const row = await updateWebhookOfAccount(deps.db, caller.accountId, id, fields, deps.clock.now());
  if (!row) throw new AppError('NOT_FOUND', 'no such webhook');
  return toInfo(row);
}

export async function deleteWebhook(deps: WebhookDeps, caller: WebhookCaller, id: string): Promise<{ id: string; deleted: true }> {
  await ownWebhook(deps, caller, id);
  if (!(await deleteWebhookOfAccount(deps.db, caller.accountId, id))) throw new AppError('NOT_FOUND', 'no such webhook');
  return { id, deleted: true };
}

/** A new secret takes effect at once, for pending retries too; the old one stops verifying. */
export async function rotateWebhookSecret(deps: WebhookDeps, caller: WebhookCaller, id: string): Promise<{ id: string; secret: string }> {
  requirePlan(caller);
  await ownWebhook(deps, caller, id);
  const secret = generateWebhookSecret();
  if (!(await updateWebhookOfAccount(deps.db, caller.accountId, id, { secret }, deps.clock.now())))
    throw new AppError('NOT_FOUND', 'no such webhook');
  return { id, secret };
}

/** Queues a `webhook.test` event for this one endpoint; the returned delivery can be watched. */
export async function sendTestEvent(deps: WebhookDeps, caller: WebhookCaller, id: string): Promise<WebhookDeliveryInfo> {
  requirePlan(caller);
  const webhook = await ownWebhook(deps, caller, id);
  if (!webhook.enabled) throw new AppError('VALIDATION_ERROR', 'the webhook is disabled: enable it before sending a test event');
  const [deliveryId] = await enqueueWebhookEvent(deps.db, {
    accountId: caller.accountId,
    webhookId: id,
    type: TEST_EVENT_TYPE,
    data: { accountId: caller.accountId, webhookId: id, message: 'This is a test event from vin-gateway.' },
    at: deps.clock.now(),
  });
  return (await findDelivery(deps.db, deliveryId!))!;
}

export async function listWebhookDeliveries(
  deps: WebhookDeps,
  caller: WebhookCaller,
  id: string,
  limit = 20,
): Promise<WebhookDeliveryInfo[]> {
  await ownWebhook(deps, caller, id);
  return listDeliveriesOfWebhook(deps.db, id, Math.min(Math.max(limit, 1), 100));
}
