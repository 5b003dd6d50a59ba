import type { z } from 'zod';
import * as account from '../schemas/account.schemas.js';
import * as decode from '../schemas/decode.schemas.js';
import { errorEnvelope } from '../schemas/error.schemas.js';
import { vehicleShapeA, vehicleShapeB } from '../schemas/vehicle.schemas.js';
import * as webhook from '../schemas/webhook.schemas.js';

/** Schemas shared by several responses, named in components.schemas (the rest are inlined). */
export const NAMED_SCHEMAS: ReadonlyArray<[string, z.ZodType]> = [
  ['VehicleShapeA', vehicleShapeA],
  ['VehicleShapeB', vehicleShapeB],
  ['DecodeWarning', decode.decodeWarning],
  ['BatchItemSuccessShapeA', decode.batchItemSuccessA],
  ['BatchItemSuccessShapeB', decode.batchItemSuccessB],
  ['BatchItemError', decode.batchItemError],
  ['BatchResultShapeA', decode.batchResultA],
  ['BatchResultShapeB', decode.batchResultB],
  ['UsageShapeA', decode.usageA],
  ['UsageShapeB', decode.usageB],
  ['UsageDay', decode.usageDay],
  ['ImageDecodeShapeB', decode.imageDecodeB],
  ['VinValidation', decode.vinValidation],
  ['LoginResult', account.loginResult],
  ['RefreshResult', account.refreshResult],
  ['ApiKey', account.apiKey],
  ['Account', account.account],
  ['Webhook', webhook.webhook],
  ['RegisteredWebhook', webhook.registeredWebhook],
  ['WebhookDelivery', webhook.webhookDelivery],
  ['ErrorEnvelope', errorEnvelope],
];
