import { z } from 'zod';
import { CONTESTED_CEILING, UNSURE_BELOW } from '../../src/domain/ocr/character-confidence.js';
import { DECODE_WARNINGS, DECODE_WARNING_MEANINGS } from '../../src/domain/vin/decoder/index.js';
import { dateTime, inShape, int, nullableInt, nullableString } from './common.js';
import { vehicleShapeA, vehicleShapeB } from './vehicle.schemas.js';

export const decodeWarning = z.enum(DECODE_WARNINGS).meta({
  description: `A non-fatal finding of the decoder: ${Object.entries(DECODE_WARNING_MEANINGS)
    .map(([code, meaning]) => `${code} (${meaning})`)
    .join('; ')}.`,
});

export const vinValidation = z.strictObject({
  vin: z.string().meta({ description: 'The VIN, trimmed and upper-cased.' }),
  isValidFormat: z.boolean().meta({ description: '17 characters of the VIN alphabet (digits and letters except I, O, Q).' }),
  checkDigitValid: z.boolean().meta({ description: 'Position 9 is the check digit of 49 CFR 565.15 (false when the format is invalid).' }),
});

const itemIndex = int().meta({
  description: 'Position in the request of this VIN (its first occurrence, when it was sent more than once), from 0.',
});
const itemRequestedVin = z.string().meta({ description: 'The VIN exactly as sent at `index`; `vin` is it trimmed and upper-cased.' });

const batchSuccess = (vehicle: z.ZodType) =>
  z.strictObject({
    index: itemIndex,
    vin: z.string(),
    requestedVin: itemRequestedVin,
    status: z.literal('success'),
    vehicle,
    warnings: z
      .array(decodeWarning)
      .meta({ description: 'The decode warnings of this VIN (empty when none); the batch has no per-item headers.' }),
    enrichedFields: z.array(z.string()).optional().meta({
      description:
        "With VPIC_ENRICH=online: the vehicle's fields (in this shape's names) filled from NHTSA's vPIC API rather than the bundled catalog.",
    }),
  });

/** What a decode miss still knows (404 VIN_NOT_FOUND, and a batch item of that code): only what is known is present. */
export const vinNotFoundDetails = z
  .strictObject({
    vin: z.string().optional(),
    reason: z
      .string()
      .optional()
      .meta({ description: 'Why nothing was decoded, e.g. no pattern of the WMI matches ("no detailed data").' }),
    wmi: z.string().optional(),
    manufacturer: z.string().optional(),
    make: z.string().optional().meta({ description: 'Present when the WMI registers a single make.' }),
    modelYear: int().optional(),
    country: z.string().optional(),
    vehicleType: z.string().optional().meta({ description: "In NHTSA's spelling (e.g. PASSENGER CAR)." }),
  })
  .meta({ description: 'What the VIN still tells when the catalog has no vehicle for it. Never billed.' });

export const batchItemError = z.strictObject({
  index: itemIndex,
  vin: z.string(),
  requestedVin: itemRequestedVin,
  status: z.literal('error'),
  errorCode: z.enum(['INVALID_VIN', 'VIN_NOT_FOUND', 'QUOTA_EXCEEDED']).meta({
    description: 'INVALID_VIN: malformed; VIN_NOT_FOUND: no catalog data; QUOTA_EXCEEDED: past the remaining quota (not billed).',
  }),
  message: z.string(),
  details: vinNotFoundDetails.optional(),
});

const batchSummary = z.strictObject({
  totalSubmitted: int(),
  successful: int(),
  failed: int(),
  duplicates: int().meta({ description: 'VINs sent more than once (after trimming and upper-casing): decoded and billed once.' }),
  billableCount: int(),
});

const batchDuplicates = z
  .array(
    z.strictObject({
      index: int().meta({ description: 'Its position in the request, from 0.' }),
      requestedVin: z.string().meta({ description: 'The VIN exactly as sent at `index`.' }),
      duplicateOf: int().meta({ description: 'The `index` of its first occurrence: the result item that answers it.' }),
    }),
  )
  .meta({
    description:
      'One entry per VIN sent again (after trimming and upper-casing), in request order: answered and billed once, by the item of its first occurrence.',
  });

export const batchItemSuccessA = batchSuccess(vehicleShapeA);
export const batchItemSuccessB = batchSuccess(vehicleShapeB);

export const batchResultA = inShape(
  'A',
  z.strictObject({
    summary: batchSummary,
    results: z
      .array(z.union([batchItemSuccessA, batchItemError]))
      .meta({ description: 'One item per distinct VIN, in request order; `index` is its position in the request.' }),
    duplicates: batchDuplicates,
  }),
  'A batch in shape A.',
);

export const batchResultB = inShape(
  'B',
  z.strictObject({
    results: z.array(z.union([batchItemSuccessB, batchItemError])),
    successCount: int(),
    failureCount: int(),
    duplicates: batchDuplicates,
  }),
  'A batch in shape B.',
);

export const usageA = inShape(
  'A',
  z.strictObject({
    plan: z.string(),
    dailyQuota: int(),
    usedToday: int().meta({ description: 'Decodes billed today within the quota (UTC day).' }),
    remainingToday: int(),
    overageEnabled: z.boolean().meta({ description: 'Decodes past the quota succeed and count as overage.' }),
    overageToday: int(),
    periodEndsAt: dateTime().meta({ description: 'The next 00:00:00Z, when the quota resets.' }),
  }),
  'Usage in shape A.',
);

export const usageB = inShape('B', z.strictObject({ dailyQuota: int(), usedToday: int(), remainingToday: int() }), 'Usage in shape B.');

export const usageDay = z.strictObject({
  day: z.string().meta({ description: 'The UTC day, YYYY-MM-DD.' }),
  used: int().meta({ description: 'Decodes billed within the quota that day.' }),
  overage: int().meta({ description: 'Decodes billed past the quota that day.' }),
});

/** The same in both shapes: neither shape of the spec has a history to follow. */
export const usageHistory = z.strictObject({
  history: z
    .array(usageDay)
    .meta({ description: 'One item per UTC day, oldest first, today last, every day present (zero when nothing was billed).' }),
});

export const imageDecodeB = inShape(
  'B',
  z.strictObject({
    vin: z.string().meta({ description: 'The VIN read from the image.' }),
    ocrConfidence: z.number().min(0).max(1),
    characterConfidence: z
      .array(z.number().min(0).max(1))
      .length(17)
      .meta({
        description: `Each character's confidence, 0–1 (two decimals), in the VIN's order: the recognizer's probability × the agreement of independent kinds of look × their share; a character the check digit cannot tell from another read in its place at most ${CONTESTED_CEILING}.`,
      }),
    unsureCharacters: z
      .array(z.number().int().min(1).max(17))
      .meta({ description: `The positions (1–17) to mark unsure: confidence below ${UNSURE_BELOW}, or contested. Empty when none.` }),
    vinBox: z
      .strictObject({ left: z.number().int(), top: z.number().int(), width: z.number().int(), height: z.number().int() })
      .nullable()
      .meta({
        description:
          "Where the VIN was read, in the image's pixels (turned upright by its EXIF orientation), origin top left; null when a barcode answered.",
      }),
    make: nullableString(),
    model: nullableString(),
    modelYear: nullableInt(),
  }),
  'An image decode in shape B (shape A answers with the vehicle, as a decode does).',
);
