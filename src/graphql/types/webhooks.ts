import { WEBHOOK_EVENT_TYPES } from '../../domain/webhooks/webhook-events.js';
import {
  deleteWebhook,
  getWebhook,
  listWebhookDeliveries,
  listWebhooks,
  registerWebhook,
  rotateWebhookSecret,
  sendTestEvent,
  updateWebhook,
  type WebhookDeliveryInfo,
  type WebhookInfo,
} from '../../domain/webhooks/webhooks.service.js';
import { builder } from '../builder.js';
import { costs } from '../operation-cost.js';
import { authorize } from '../guards.js';

const EVENTS_DESCRIPTION = `Event kinds: ${WEBHOOK_EVENT_TYPES.join(', ')}.`;

const WebhookType = builder.objectRef<WebhookInfo>('Webhook').implement({
  description: 'An HTTPS endpoint that receives signed events. The signing secret is never listed.',
  fields: (t) => ({
    id: t.exposeID('id'),
    url: t.exposeString('url'),
    events: t.exposeStringList('events', { description: EVENTS_DESCRIPTION }),
    enabled: t.exposeBoolean('enabled'),
    disabledReason: t.exposeString('disabledReason', {
      nullable: true,
      description: 'Why it is off, e.g. the endpoint answered 410 Gone.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const RegisteredWebhookType = builder.objectRef<WebhookInfo & { secret: string }>('RegisteredWebhook').implement({
  description: 'A webhook just registered, with its signing secret (shown only here).',
  fields: (t) => ({
    id: t.exposeID('id'),
    url: t.exposeString('url'),
    events: t.exposeStringList('events'),
    enabled: t.exposeBoolean('enabled'),
    secret: t.exposeString('secret', { description: 'The Standard Webhooks signing secret (whsec_…). Store it now.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const WebhookSecretType = builder.objectRef<{ id: string; secret: string }>('WebhookSecret').implement({
  fields: (t) => ({ id: t.exposeID('id'), secret: t.exposeString('secret', { description: 'The new signing secret, shown only here.' }) }),
});

const DeletedWebhookType = builder.objectRef<{ id: string; deleted: true }>('DeletedWebhook').implement({
  fields: (t) => ({ id: t.exposeID('id'), deleted: t.exposeBoolean('deleted') }),
});

const WebhookDeliveryType = builder.objectRef<WebhookDeliveryInfo>('WebhookDelivery').implement({
  description: 'One event on its way to one endpoint. Response bodies are never stored.',
  fields: (t) => ({
    id: t.exposeID('id'),
    eventId: t.exposeID('eventId', { description: 'Also the webhook-id header, the same on every retry.' }),
    eventType: t.exposeString('eventType'),
    status: t.exposeString('status', { description: 'pending, delivered or failed.' }),
    attempts: t.exposeInt('attempts'),
    lastResponseCode: t.exposeInt('lastResponseCode', { nullable: true }),
    lastError: t.exposeString('lastError', { nullable: true }),
    lastAttemptAt: t.expose('lastAttemptAt', { type: 'DateTime', nullable: true }),
    nextAttemptAt: t.field({ type: 'DateTime', nullable: true, resolve: (d) => (d.status === 'pending' ? d.nextAttemptAt : null) }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    finishedAt: t.expose('finishedAt', { type: 'DateTime', nullable: true }),
  }),
});

builder.queryField('webhooks', (t) =>
  t.field({
    type: [WebhookType],
    description: 'Your webhooks (pro and business plans).',
    resolve: async (_root, _args, ctx) => listWebhooks(ctx, await authorize(ctx, 'apiKeyOrBearer')),
  }),
);

builder.queryField('webhook', (t) =>
  t.field({
    type: WebhookType,
    description: "One of your webhooks; another account's id is NOT_FOUND.",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => getWebhook(ctx, await authorize(ctx, 'apiKeyOrBearer'), String(args.id)),
  }),
);

builder.queryField('webhookDeliveries', (t) =>
  t.field({
    type: [WebhookDeliveryType],
    description: 'The newest deliveries of one of your webhooks (limit 1–100, default 20).',
    args: { id: t.arg.id({ required: true }), limit: t.arg.int({ required: false, validate: { min: 1, max: 100 } }) },
    resolve: async (_root, args, ctx) =>
      listWebhookDeliveries(ctx, await authorize(ctx, 'apiKeyOrBearer'), String(args.id), args.limit ?? 20),
  }),
);

builder.mutationField('registerWebhook', (t) =>
  t.field({
    type: RegisteredWebhookType,
    ...costs(5),
    description: `Register an HTTPS endpoint for events (pro and business plans). ${EVENTS_DESCRIPTION} The secret is returned once.`,
    args: {
      url: t.arg.string({ required: true, validate: { maxLength: 4096 } }),
      events: t.arg.stringList({ required: true }),
    },
    resolve: async (_root, args, ctx) => registerWebhook(ctx, await authorize(ctx, 'apiKeyOrBearer'), args),
  }),
);

const WebhookUpdateInput = builder.inputType('WebhookUpdateInput', {
  fields: (t) => ({
    url: t.string({ required: false, validate: { maxLength: 4096 } }),
    events: t.stringList({ required: false }),
    enabled: t.boolean({ required: false }),
  }),
});

builder.mutationField('updateWebhook', (t) =>
  t.field({
    type: WebhookType,
    description: 'Change the URL, the events or whether the webhook is enabled (re-enabling resumes its waiting deliveries).',
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: WebhookUpdateInput, required: true }) },
    resolve: async (_root, args, ctx) => updateWebhook(ctx, await authorize(ctx, 'apiKeyOrBearer'), String(args.id), args.input),
  }),
);

builder.mutationField('deleteWebhook', (t) =>
  t.field({
    type: DeletedWebhookType,
    description: 'Delete a webhook and its pending deliveries.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => deleteWebhook(ctx, await authorize(ctx, 'apiKeyOrBearer'), String(args.id)),
  }),
);

builder.mutationField('rotateWebhookSecret', (t) =>
  t.field({
    type: WebhookSecretType,
    description: 'Replace the signing secret; the new one signs every attempt from now on.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => rotateWebhookSecret(ctx, await authorize(ctx, 'apiKeyOrBearer'), String(args.id)),
  }),
);

builder.mutationField('sendTestWebhook', (t) =>
  t.field({
    type: WebhookDeliveryType,
    ...costs(5),
    description: 'Queue a webhook.test event for this endpoint only.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => sendTestEvent(ctx, await authorize(ctx, 'apiKeyOrBearer'), String(args.id)),
  }),
);
