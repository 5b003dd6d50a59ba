import { z } from 'zod';
import { TEST_EVENT_TYPE, WEBHOOK_EVENT_TYPES } from '../../src/domain/webhooks/webhook-events.js';
import { dateTime, int, nullableDateTime, nullableInt, nullableString } from './common.js';

const eventKind = z.enum(WEBHOOK_EVENT_TYPES);

export const registeredWebhook = z.strictObject({
  id: z.string(),
  url: z.string(),
  events: z.array(eventKind),
  secret: z.string().meta({ description: 'The Standard Webhooks signing secret (whsec_…). Shown only here: store it now.' }),
  createdAt: dateTime(),
});

export const webhook = z
  .strictObject({
    id: z.string(),
    url: z.string(),
    events: z.array(eventKind),
    enabled: z.boolean(),
    disabledReason: nullableString().meta({ description: 'Why it is off, e.g. the endpoint answered 410 Gone.' }),
    createdAt: dateTime(),
    updatedAt: dateTime(),
  })
  .meta({ description: 'An HTTPS endpoint that receives signed events. The signing secret is never listed.' });

export const webhookList = z.strictObject({ webhooks: z.array(webhook) });
export const oneWebhook = z.strictObject({ webhook });
export const deletedWebhook = z.strictObject({ id: z.string(), deleted: z.literal(true) });
export const webhookSecret = z.strictObject({
  id: z.string(),
  secret: z.string().meta({ description: 'The new signing secret, shown only here.' }),
});

export const webhookDelivery = z
  .strictObject({
    id: z.string(),
    eventId: z.string().meta({ description: 'Also the webhook-id header of the delivery, the same on every retry.' }),
    eventType: z.enum([...WEBHOOK_EVENT_TYPES, TEST_EVENT_TYPE]),
    status: z.enum(['pending', 'delivered', 'failed']),
    attempts: int(),
    lastResponseCode: nullableInt(),
    lastError: nullableString(),
    lastAttemptAt: nullableDateTime(),
    nextAttemptAt: nullableDateTime(),
    createdAt: dateTime(),
    finishedAt: nullableDateTime(),
  })
  .meta({ description: 'One event on its way to one endpoint. Response bodies are never stored.' });

export const oneDelivery = z.strictObject({ delivery: webhookDelivery });
export const deliveryList = z.strictObject({ deliveries: z.array(webhookDelivery).meta({ description: 'Newest first.' }) });
