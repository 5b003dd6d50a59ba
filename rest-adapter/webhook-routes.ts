import { z } from 'zod';
import type { RestRequestInput, RestRoute } from './route.types.js';
import { integerParam, parseRequestBody, requiredString } from './request-validation.js';

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

const eventsField = z.array(z.string({ error: 'every item of events must be a string' }), {
  error: (issue) => (issue.input === undefined ? 'events is required' : 'events must be an array of strings'),
});
const registerBody = z.object({ url: requiredString('url'), events: eventsField });
const updateBody = z
  .object({
    url: z.string({ error: 'url must be a string' }).optional(),
    events: eventsField.optional(),
    enabled: z.boolean({ error: 'enabled must be true or false' }).optional(),
  })
  .refine((b) => b.url !== undefined || b.events !== undefined || b.enabled !== undefined, { message: 'give at least one of url, events, enabled' });

const none = () => ({});
const byId = ({ params }: RestRequestInput) => ({ id: params.id });

export const WEBHOOK_ROUTES: readonly RestRoute[] = [
  {
    method: 'POST',
    path: '/api/v1/webhooks',
    operation: 'RegisterWebhook',
    body: 'json',
    variables: ({ body }) => parseRequestBody(registerBody, body),
    respond: (data) => ({ status: 201, data: data.registerWebhook }),
  },
  { method: 'GET', path: '/api/v1/webhooks', operation: 'Webhooks', body: 'none', variables: none, respond: (data) => ({ data: { webhooks: data.webhooks } }) },
  { method: 'GET', path: '/api/v1/webhooks/:id', operation: 'Webhook', body: 'none', variables: byId, respond: (data) => ({ data: { webhook: data.webhook } }) },
  {
    method: 'PATCH',
    path: '/api/v1/webhooks/:id',
    operation: 'UpdateWebhook',
    body: 'json',
    variables: (input) => ({ ...byId(input), input: parseRequestBody(updateBody, input.body) }),
    respond: (data) => ({ data: { webhook: data.updateWebhook } }),
  },
  { method: 'DELETE', path: '/api/v1/webhooks/:id', operation: 'DeleteWebhook', body: 'none', variables: byId, respond: (data) => ({ data: data.deleteWebhook }) },
  {
    method: 'POST',
    path: '/api/v1/webhooks/:id/rotate-secret',
    operation: 'RotateWebhookSecret',
    body: 'none',
    variables: byId,
    respond: (data) => ({ data: data.rotateWebhookSecret }),
  },
  {
    method: 'POST',
    path: '/api/v1/webhooks/:id/test',
    operation: 'SendTestWebhook',
    body: 'none',
    variables: byId,
    respond: (data) => ({ status: 202, data: { delivery: data.sendTestWebhook } }),
  },
  {
    method: 'GET',
    path: '/api/v1/webhooks/:id/deliveries',
    operation: 'WebhookDeliveries',
    body: 'none',
    variables: (input) => ({ ...byId(input), limit: integerParam(input.query, 'limit') }),
    respond: (data) => ({ data: { deliveries: data.webhookDeliveries } }),
  },
];
