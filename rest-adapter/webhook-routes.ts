import { z } from 'zod';
import type { RestRequestInput, RestRoute } from './route.types.js';
import { integerParam, pathParam, requiredString } from './request-validation.js';
import {
  deletedWebhook,
  deliveryList,
  oneDelivery,
  oneWebhook,
  registeredWebhook,
  webhookList,
  webhookSecret,
} from './schemas/webhook.schemas.js';

/** The stored operations of the webhook routes (merged into the stored operations, operations.ts). */
const WEBHOOK = 'id url events enabled disabledReason createdAt updatedAt';
const DELIVERY = 'id eventId eventType status attempts lastResponseCode lastError lastAttemptAt nextAttemptAt createdAt finishedAt';

export const WEBHOOK_OPERATIONS = {
  RegisterWebhook: `mutation RegisterWebhook($url: String!, $events: [String!]!) { registerWebhook(url: $url, events: $events) { id url events secret createdAt } }`,
  Webhooks: `query Webhooks { webhooks { ${WEBHOOK} } }`,
  Webhook: `query Webhook($id: ID!) { webhook(id: $id) { ${WEBHOOK} } }`,
  UpdateWebhook: `mutation UpdateWebhook($id: ID!, $input: WebhookUpdateInput!) { updateWebhook(id: $id, input: $input) { ${WEBHOOK} } }`,
  DeleteWebhook: `mutation DeleteWebhook($id: ID!) { deleteWebhook(id: $id) { id deleted } }`,
  RotateWebhookSecret: `mutation RotateWebhookSecret($id: ID!) { rotateWebhookSecret(id: $id) { id secret } }`,
  SendTestWebhook: `mutation SendTestWebhook($id: ID!) { sendTestWebhook(id: $id) { ${DELIVERY} } }`,
  WebhookDeliveries: `query WebhookDeliveries($id: ID!, $limit: Int) { webhookDeliveries(id: $id, limit: $limit) { ${DELIVERY} } }`,
} as const;

const EVENT_KINDS = 'subscription.updated, quota.threshold, api_key.revoked, batch_job.completed';
const eventsField = z
  .array(z.string({ error: 'every item of events must be a string' }), {
    error: (issue) => (issue.input === undefined ? 'events is required' : 'events must be an array of strings'),
  })
  .meta({ description: `A non-empty subset of the event kinds: ${EVENT_KINDS}.` });
const URL_NOTE = 'An absolute https URL (at most 2,048 characters) whose host resolves to public addresses only.';
const registerBody = z.object({ url: requiredString('url').meta({ description: URL_NOTE }), events: eventsField });
const updateBody = z
  .object({
    url: z.string({ error: 'url must be a string' }).optional().meta({ description: URL_NOTE }),
    events: eventsField.optional(),
    enabled: z
      .boolean({ error: 'enabled must be true or false' })
      .optional()
      .meta({ description: 'Turning it on again resumes its waiting deliveries.' }),
  })
  .refine((b) => b.url !== undefined || b.events !== undefined || b.enabled !== undefined, {
    message: 'give at least one of url, events, enabled',
  })
  .meta({ description: 'At least one of url, events, enabled.' });

const none = () => ({});
const byId = ({ params }: RestRequestInput<unknown>) => ({ id: pathParam(params, 'id') });
const PLANS = 'Pro and Business plans only (others get 403 PLAN_UPGRADE_REQUIRED).';

export const WEBHOOK_ROUTES: readonly RestRoute[] = [
  {
    method: 'POST',
    path: '/api/v1/webhooks',
    operation: 'RegisterWebhook',
    body: 'json',
    schema: registerBody,
    variables: ({ body }) => body,
    respond: ({ data }) => ({ status: 201, data: data.registerWebhook }),
    doc: {
      summary: 'Register a webhook endpoint',
      description: `${PLANS} At most 10 endpoints per account. The signing secret is returned only here. Deliveries are signed the Standard Webhooks way (webhook-id, webhook-timestamp, webhook-signature).`,
      tag: 'Webhooks',
      access: 'apiKeyOrBearer',
      status: 201,
      data: registeredWebhook,
      errors: ['PLAN_UPGRADE_REQUIRED'],
      requestExample: 'webhook',
    },
  },
  {
    method: 'GET',
    path: '/api/v1/webhooks',
    operation: 'Webhooks',
    body: 'none',
    variables: none,
    respond: ({ data }) => ({ data: { webhooks: data.webhooks } }),
    doc: {
      summary: 'List your webhooks',
      description: PLANS,
      tag: 'Webhooks',
      access: 'apiKeyOrBearer',
      status: 200,
      data: webhookList,
      errors: ['PLAN_UPGRADE_REQUIRED'],
    },
  },
  {
    method: 'GET',
    path: '/api/v1/webhooks/:id',
    operation: 'Webhook',
    body: 'none',
    variables: byId,
    respond: ({ data }) => ({ data: { webhook: data.webhook } }),
    doc: {
      summary: 'One of your webhooks',
      tag: 'Webhooks',
      access: 'apiKeyOrBearer',
      status: 200,
      data: oneWebhook,
      errors: ['NOT_FOUND', 'PLAN_UPGRADE_REQUIRED'],
    },
  },
  {
    method: 'PATCH',
    path: '/api/v1/webhooks/:id',
    operation: 'UpdateWebhook',
    body: 'json',
    schema: updateBody,
    variables: (input) => ({ ...byId(input), input: input.body }),
    respond: ({ data }) => ({ data: { webhook: data.updateWebhook } }),
    doc: {
      summary: 'Change the URL, the events or whether a webhook is enabled',
      tag: 'Webhooks',
      access: 'apiKeyOrBearer',
      status: 200,
      data: oneWebhook,
      errors: ['NOT_FOUND', 'PLAN_UPGRADE_REQUIRED'],
      requestExample: 'webhookUpdate',
    },
  },
  {
    method: 'DELETE',
    path: '/api/v1/webhooks/:id',
    operation: 'DeleteWebhook',
    body: 'none',
    variables: byId,
    respond: ({ data }) => ({ data: data.deleteWebhook }),
    doc: {
      summary: 'Delete a webhook and its pending deliveries',
      tag: 'Webhooks',
      access: 'apiKeyOrBearer',
      status: 200,
      data: deletedWebhook,
      errors: ['NOT_FOUND', 'PLAN_UPGRADE_REQUIRED'],
    },
  },
  {
    method: 'POST',
    path: '/api/v1/webhooks/:id/rotate-secret',
    operation: 'RotateWebhookSecret',
    body: 'none',
    variables: byId,
    respond: ({ data }) => ({ data: data.rotateWebhookSecret }),
    doc: {
      summary: 'Replace the signing secret',
      description: 'The new secret signs every attempt from now on, retries of older events included.',
      tag: 'Webhooks',
      access: 'apiKeyOrBearer',
      status: 200,
      data: webhookSecret,
      errors: ['NOT_FOUND', 'PLAN_UPGRADE_REQUIRED'],
    },
  },
  {
    method: 'POST',
    path: '/api/v1/webhooks/:id/test',
    operation: 'SendTestWebhook',
    body: 'none',
    variables: byId,
    respond: ({ data }) => ({ status: 202, data: { delivery: data.sendTestWebhook } }),
    doc: {
      summary: 'Queue a webhook.test event for this endpoint only',
      description: 'A disabled webhook is refused with VALIDATION_ERROR: enable it first.',
      tag: 'Webhooks',
      access: 'apiKeyOrBearer',
      status: 202,
      data: oneDelivery,
      errors: ['NOT_FOUND', 'PLAN_UPGRADE_REQUIRED', 'VALIDATION_ERROR'],
    },
  },
  {
    method: 'GET',
    path: '/api/v1/webhooks/:id/deliveries',
    operation: 'WebhookDeliveries',
    body: 'none',
    variables: (input) => ({ ...byId(input), limit: integerParam(input.query, 'limit') }),
    respond: ({ data }) => ({ data: { deliveries: data.webhookDeliveries } }),
    doc: {
      summary: 'Recent deliveries of a webhook, newest first',
      tag: 'Webhooks',
      access: 'apiKeyOrBearer',
      status: 200,
      data: deliveryList,
      errors: ['NOT_FOUND', 'PLAN_UPGRADE_REQUIRED', 'VALIDATION_ERROR'],
      query: { limit: { type: 'integer', description: 'Deliveries to return, 1–100 (default 20).' } },
    },
  },
];
