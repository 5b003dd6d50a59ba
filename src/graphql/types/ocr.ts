import { GraphQLError } from 'graphql';
import type { RequestContext } from '../../context.js';
import { quotaHeaders } from '../../domain/quota/quota.service.js';
import { decodeImageAndBill, type ImageDecodeOutcome } from '../../domain/ocr/decode-image.service.js';
import { ImagesInReading } from '../../domain/ocr/images-in-reading.js';
import { readerBusy } from '../../domain/ocr/image-upload.js';
import { requireViewer } from '../../domain/auth/authorization.js';
import type { VinReading } from '../../domain/ocr/vin-image-reader.js';
import { CONTESTED_CEILING, characterSummary, UNSURE_BELOW, type CharacterEvidence } from '../../domain/ocr/character-confidence.js';
import { AppError } from '../../domain/errors.js';
import { BILLED_FIELD } from '../billed-fields.js';
import { placeVehicle } from '../billing.js';
import { builder, type UploadedFile } from '../builder.js';
import { authorize } from '../guards.js';
import { costs } from '../operation-cost.js';
import { VehicleType } from './vehicle.js';

builder.scalarType('File', {
  description: 'An uploaded file (GraphQL multipart request specification). Input only.',
  serialize: () => {
    throw new GraphQLError('File is an input-only scalar');
  },
  parseValue: (value) => {
    if (value === null || typeof value !== 'object' || typeof (value as UploadedFile).arrayBuffer !== 'function') {
      throw new AppError('VALIDATION_ERROR', 'image must be an uploaded file (multipart request)');
    }
    return value as UploadedFile;
  },
});

const OcrCandidateType = builder.objectRef<VinReading['alternatives'][number]>('OcrCandidate').implement({
  description: 'Another VIN the reader considered.',
  fields: (t) => ({
    vin: t.exposeString('vin'),
    confidence: t.exposeFloat('confidence'),
    checkDigitValid: t.exposeBoolean('checkDigitValid'),
    inCatalog: t.exposeBoolean('inCatalog', { description: 'The catalog decodes it.' }),
  }),
});

const ImageBoxType = builder.objectRef<NonNullable<VinReading['box']>>('ImageBox').implement({
  description: 'A rectangle of the uploaded image, in its pixels (turned upright by its EXIF orientation), origin top left.',
  fields: (t) => ({
    left: t.exposeInt('left'),
    top: t.exposeInt('top'),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
  }),
});

const OcrCharacterType = builder.objectRef<CharacterEvidence>('OcrCharacter').implement({
  description: 'One character of the VIN read from the image, and how sure the reading is of it: what to mark when showing the VIN.',
  fields: (t) => ({
    position: t.exposeInt('position', { description: 'Its position in the VIN, 1–17.' }),
    character: t.exposeString('character'),
    confidence: t.exposeFloat('confidence', {
      description: `0–1, two decimals: the recognizer's probability for this character (mean over the reads that agree with it) × the agreement between independent kinds of look (1 − 2^−kinds; a character the scene-text model read at 0.97 or more counts one kind more) × the share of kinds that read this character here; 0 for a corrected character no look read; 1 for a barcode shaped as a VIN. A character the check digit cannot tell from another read in its place (J, A, 1) is at most ${CONTESTED_CEILING}.`,
    }),
    unsure: t.exposeBoolean('unsure', {
      description: `Mark it: confidence below ${UNSURE_BELOW} (one kind of look alone reaches it only where the scene-text model read the character at 0.97 or more), or another character the check digit cannot tell from it was read in its place.`,
    }),
  }),
});

const ImageDecodeType = builder.objectRef<ImageDecodeOutcome>('ImageDecodeResult').implement({
  fields: (t) => ({
    box: t.field({
      type: ImageBoxType,
      nullable: true,
      description: 'Where the VIN was read: the line of text it was read from. Null when a barcode answered or the line is not known.',
      resolve: (o) => o.reading.box ?? null,
    }),
    vin: t.string({ resolve: (o) => o.reading.vin }),
    characters: t.field({
      type: [OcrCharacterType],
      description: 'The 17 characters of vin in order, each with its confidence and whether to mark it unsure.',
      resolve: (o) => o.reading.characters,
    }),
    confidence: t.float({
      description: 'ocrConfidence, 0–1: barcode, agreement between passes, check digit and catalog.',
      resolve: (o) => o.reading.confidence,
    }),
    verified: t.boolean({
      description:
        'Read with certainty (from a barcode, or every character read so by at least two kinds of recognition pass with a valid check digit; without a check digit, outside North America, the whole VIN read so by three) and decoded by the catalog. Otherwise treat the VIN as a suggestion (see alternatives), unless vehicle is null with VIN_NOT_FOUND: the VIN was read with certainty but the catalog cannot decode it.',
      resolve: (o) => o.reading.verified,
    }),
    source: t.string({ description: 'barcode or ocr.', resolve: (o) => o.reading.source }),
    warnings: t.stringList({
      description: "OCR_UNVERIFIED, OCR_CORRECTED, CHECK_DIGIT_MISMATCH and the decoder's warnings.",
      resolve: (o) => warningsOf(o),
    }),
    alternatives: t.field({ type: [OcrCandidateType], resolve: (o) => o.reading.alternatives }),
    vehicle: t.field({
      type: VehicleType,
      nullable: true,
      description:
        'Null, with VIN_NOT_FOUND in `errors` (its details name the VIN read, its confidence and source), when the catalog cannot decode the VIN read; not billed.',
      resolve: (o, _args, _ctx, info) => {
        if (o.notFound) throw o.notFound;
        const billedAs = o.quota.entry && { entry: o.quota.entry, unit: 0 };
        placeVehicle(billedAs, info);
        return { requestedVin: o.reading.vin, result: o.result, billedAs };
      },
    }),
  }),
});

/** The images each account has in reading in this process (decision 0514). */
const imagesInReading = new ImagesInReading();

/**
 * Admits an image before it is received (decisions 0520, 0528): while its account has as many in
 * reading as it may, or no reader and no place in the queue is free, it waits for one up to
 * OCR_ROOM_WAIT_MS, and is then refused (429, 503). A client looping on refusals then costs the
 * server a timer, not the receiving and parsing of every image it sends, nor a refusal each
 * fraction of a millisecond. Both are asked again once the image is read.
 */
export async function admitImage(ctx: RequestContext): Promise<void> {
  const viewer = requireViewer(await ctx.viewer());
  await imagesInReading.awaitRoom(viewer.accountId, ctx.config.ocrRoomWaitMs);
  if (!(await ctx.ocr.whenRoom(ctx.config.ocrRoomWaitMs))) throw readerBusy();
}

async function decodeImage(ctx: RequestContext, image: UploadedFile): Promise<ImageDecodeOutcome> {
  const viewer = await authorize(ctx, 'apiKeyOrBearer');
  const bytes = new Uint8Array(await image.arrayBuffer());
  // Asked again now that the image is in (a GraphQL upload is read whole before its resolver runs):
  // a client looping on refusals waits here too instead of coming back at once.
  await admitImage(ctx);
  const outcome = await imagesInReading.run(viewer.accountId, () =>
    decodeImageAndBill(
      {
        db: ctx.db,
        clock: ctx.clock,
        viewerCache: ctx.viewerCache,
        charges: ctx.charges,
        billing: ctx.billing,
        decoder: ctx.decoder,
        enricher: ctx.enricher,
        ocr: ctx.ocr,
        ocrMinConfidence: ctx.config.ocrMinConfidence,
        ocrDeadlineMs: ctx.config.ocrDeadlineMs,
        onReading: ctx.ocrReadings,
      },
      viewer,
      bytes,
    ),
  );
  // Not decoded: nothing billed, and the reading travels in VIN_NOT_FOUND's details.
  if (!outcome.quota) return outcome;
  ctx.responseHeaders.setAll(quotaHeaders(outcome.quota));
  ctx.responseHeaders.set('x-ocr-confidence', String(outcome.reading.confidence));
  // REST shape A is the vehicle exactly as a decode returns it: the per-character evidence rides
  // beside X-OCR-Confidence, as the reading's own confidence does.
  const { characterConfidence, unsureCharacters } = characterSummary(outcome.reading.characters);
  ctx.responseHeaders.set('x-ocr-character-confidence', characterConfidence.join(','));
  if (unsureCharacters.length > 0) ctx.responseHeaders.set('x-ocr-unsure-characters', unsureCharacters.join(','));
  const warnings = warningsOf(outcome);
  if (warnings.length > 0) ctx.responseHeaders.set('x-decode-warnings', warnings.join(', '));
  return outcome;
}

function warningsOf(o: ImageDecodeOutcome): string[] {
  return [...new Set([...o.reading.warnings, ...(o.result?.warnings ?? [])])];
}

builder.mutationField('decodeVinImage', (t) =>
  t.field({
    type: ImageDecodeType,
    ...BILLED_FIELD,
    ...costs(20, { perOperation: 1 }),
    description:
      'Read the VIN from a JPEG or PNG photo of a VIN plate or label (≤ 10 MB, ≤ 40 megapixels) and decode it (API key or Bearer). Bills one unit when a VIN is read and decoded and its `vehicle` reaches you (a reading answered without `vehicle` bills nothing). Null, with its error in `errors`, when no VIN is read (never billed); a VIN read that the catalog cannot decode answers the reading with vehicle null and VIN_NOT_FOUND (never billed).',
    args: { image: t.arg({ type: 'File', required: true }) },
    resolve: (_root, args, ctx) => ctx.billing.track(decodeImage(ctx, args.image)),
  }),
);
