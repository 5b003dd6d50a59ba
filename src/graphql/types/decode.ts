import type { RequestContext } from '../../context.js';
import { quotaHeaders, type QuotaStatus } from '../../domain/quota/quota.service.js';
import {
  batchDecodeAndBill,
  decodeAndBill,
  type BatchDuplicate,
  type BatchItem,
  type BatchOutcome,
} from '../../domain/vin/decode.service.js';
import { BILLED_FIELD } from '../billed-fields.js';
import { placeVehicle } from '../billing.js';
import { builder } from '../builder.js';
import { costs } from '../operation-cost.js';
import { authorize } from '../guards.js';
import { VehicleType, type DecodedVehicle } from './vehicle.js';

/** Every decode response tells the caller where its daily quota stands. */
function reportQuota(ctx: RequestContext, quota: QuotaStatus): void {
  ctx.responseHeaders.setAll(quotaHeaders(quota));
}

builder.queryField('decodeVin', (t) =>
  t.field({
    type: VehicleType,
    ...BILLED_FIELD,
    description:
      'Decode one VIN (API key or Bearer). Bills one unit of the daily quota when it succeeds and the vehicle reaches you: an answer nulled by a failing sibling field bills nothing (`extensions.billing` says what was billed). Null, with its error in `errors`, when it fails: a failed decode is never billed.',
    args: { vin: t.arg.string({ required: true, validate: { maxLength: [64, { message: 'is longer than 64 characters' }] } }) },
    resolve: (_root, args, ctx, info): Promise<DecodedVehicle> =>
      ctx.billing.track(
        (async () => {
          const viewer = await authorize(ctx, 'apiKeyOrBearer');
          const { result, quota } = await decodeAndBill(ctx, viewer, args.vin);
          reportQuota(ctx, quota);
          // The spec's vehicle shapes have no warnings field: REST callers find them in this header.
          if (result.warnings.length > 0) ctx.responseHeaders.set('x-decode-warnings', result.warnings.join(', '));
          const decoded = { requestedVin: args.vin, result, billedAs: quota.entry && { entry: quota.entry, unit: 0 } };
          placeVehicle(decoded.billedAs, info);
          return decoded;
        })(),
      ),
  }),
);

const INDEX = 'Position in the request of this VIN (its first occurrence, when it was sent more than once), from 0.';
const REQUESTED_VIN = 'The VIN exactly as sent at `index`; `vin` is it trimmed and upper-cased.';

const BatchSuccessType = builder.objectRef<Extract<BatchItem, { status: 'success' }>>('BatchDecodeSuccess').implement({
  fields: (t) => ({
    index: t.exposeInt('index', { description: INDEX }),
    vin: t.exposeString('vin'),
    requestedVin: t.exposeString('requestedVin', { description: REQUESTED_VIN }),
    status: t.exposeString('status'),
    vehicle: t.field({
      type: VehicleType,
      resolve: (item, _args, _ctx, info) => {
        placeVehicle(item.billedAs, info);
        return { requestedVin: item.requestedVin, result: item.result };
      },
    }),
  }),
});

/** What a failed item's error says beyond its code (the same `details` a single decode's error carries). */
type ErrorDetails = Record<string, unknown>;
const text = (d: ErrorDetails, key: string) => (typeof d[key] === 'string' ? d[key] : null);

const DecodeErrorDetailsType = builder.objectRef<ErrorDetails>('DecodeErrorDetails').implement({
  description:
    'More about a failed decode. For VIN_NOT_FOUND with a known WMI (NHTSA\'s "no detailed data"): what the WMI tells, in NHTSA\'s spelling. For INVALID_VIN: the reason.',
  fields: (t) => ({
    reason: t.string({ nullable: true, description: 'Why the VIN is malformed (INVALID_VIN).', resolve: (d) => text(d, 'reason') }),
    wmi: t.string({
      nullable: true,
      description: 'The world manufacturer identifier the VIN starts with, when the catalog knows it.',
      resolve: (d) => text(d, 'wmi'),
    }),
    manufacturer: t.string({ nullable: true, resolve: (d) => text(d, 'manufacturer') }),
    make: t.string({ nullable: true, description: 'Only when the WMI registers exactly one make.', resolve: (d) => text(d, 'make') }),
    modelYear: t.int({ nullable: true, resolve: (d) => (typeof d.modelYear === 'number' ? d.modelYear : null) }),
    country: t.string({ nullable: true, description: 'The country the catalog records for the WMI.', resolve: (d) => text(d, 'country') }),
    vehicleType: t.string({
      nullable: true,
      description: 'As NHTSA spells it, e.g. PASSENGER CAR.',
      resolve: (d) => text(d, 'vehicleType'),
    }),
  }),
});

const BatchErrorType = builder.objectRef<Extract<BatchItem, { status: 'error' }>>('BatchDecodeError').implement({
  fields: (t) => ({
    index: t.exposeInt('index', { description: INDEX }),
    vin: t.exposeString('vin'),
    requestedVin: t.exposeString('requestedVin', { description: REQUESTED_VIN }),
    status: t.exposeString('status'),
    errorCode: t.exposeString('errorCode', { description: 'INVALID_VIN, VIN_NOT_FOUND or QUOTA_EXCEEDED.' }),
    message: t.exposeString('message'),
    details: t.field({ type: DecodeErrorDetailsType, nullable: true, resolve: (item) => item.details ?? null }),
  }),
});

const BatchItemUnion = builder.unionType('BatchDecodeItem', {
  types: [BatchSuccessType, BatchErrorType],
  resolveType: (item) => (item.status === 'success' ? BatchSuccessType : BatchErrorType),
});

const BatchSummaryType = builder.objectRef<BatchOutcome['summary']>('BatchDecodeSummary').implement({
  fields: (t) => ({
    totalSubmitted: t.exposeInt('totalSubmitted'),
    successful: t.exposeInt('successful'),
    failed: t.exposeInt('failed'),
    duplicates: t.exposeInt('duplicates'),
    billableCount: t.exposeInt('billableCount'),
  }),
});

const BatchDuplicateType = builder.objectRef<BatchDuplicate>('BatchDecodeDuplicate').implement({
  description: 'A VIN sent again (after trimming and upper-casing): answered and billed once, by the item of its first occurrence.',
  fields: (t) => ({
    index: t.exposeInt('index', { description: 'Its position in the request, from 0.' }),
    requestedVin: t.exposeString('requestedVin', { description: 'The VIN exactly as sent at `index`.' }),
    vin: t.exposeString('vin'),
    duplicateOf: t.exposeInt('duplicateOf', { description: 'The `index` of its first occurrence: the result item that answers it.' }),
  }),
});

const BatchResultType = builder.objectRef<BatchOutcome>('BatchDecodeResult').implement({
  fields: (t) => ({
    summary: t.field({ type: BatchSummaryType, resolve: (r) => r.summary }),
    results: t.field({
      type: [BatchItemUnion],
      description: 'One item per distinct VIN, in request order; `index` is its position in the request.',
      resolve: (r) => r.items,
    }),
    duplicates: t.field({
      type: [BatchDuplicateType],
      description: 'One per VIN sent again, in request order.',
      resolve: (r) => r.duplicates,
    }),
  }),
});

builder.queryField('batchDecode', (t) =>
  t.field({
    type: BatchResultType,
    ...BILLED_FIELD,
    ...costs(10, { perOperation: 1 }),
    description:
      "Decode many VINs (up to the plan's batch cap). Each success bills one unit when its vehicle reaches you (select `vehicle` on BatchDecodeSuccess; items without it, and answers nulled by a failing sibling field, bill nothing); failures and duplicates are free. Null, with its error in `errors`, when the request as a whole is refused.",
    args: { vins: t.arg.stringList({ required: true, validate: { items: { maxLength: 64 } } }) },
    resolve: (_root, args, ctx) =>
      ctx.billing.track(
        (async () => {
          const viewer = await authorize(ctx, 'apiKeyOrBearer');
          const outcome = await batchDecodeAndBill(ctx, viewer, args.vins);
          reportQuota(ctx, outcome.quota);
          // Per-item warnings are in GraphQL; REST callers learn from this header that some items lack enrichment.
          if (outcome.items.some((item) => item.status === 'success' && item.result.warnings.includes('ENRICHMENT_UNAVAILABLE'))) {
            ctx.responseHeaders.set('x-decode-warnings', 'ENRICHMENT_UNAVAILABLE');
          }
          return outcome;
        })(),
      ),
  }),
);
