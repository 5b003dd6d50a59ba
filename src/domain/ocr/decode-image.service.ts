import type { Viewer } from '../auth/viewer.js';
import { AppError } from '../errors.js';
import type { QuotaCharge } from '../quota/quota.service.js';
import { decodeAndBill, type DecodeDeps } from '../vin/decode.service.js';
import type { DecodeResult } from '../vin/decoder/index.js';
import { catalogCheckOf } from './catalog-check.js';
import { characterSummary } from './character-confidence.js';
import { checkUpload } from './image-upload.js';
import type { ImageReader } from './ocr-port.js';
import { DEFAULT_DEADLINE_MS, type VinReading } from './vin-image-reader.js';

export interface ImageDecodeDeps extends DecodeDeps {
  ocr: ImageReader;
  /** Below this ocrConfidence the answer is NO_VIN_DETECTED rather than a guess. */
  ocrMinConfidence: number;
  /**
   * The whole reading's time budget (decision 0521): its wait for a reader included, a reading
   * still running at it is cut (503 UNAVAILABLE, unbilled). Default DEFAULT_DEADLINE_MS.
   */
  ocrDeadlineMs?: number;
  /** Told how each reading ended and how long it took (the server counts them for /metrics). */
  onReading?: OcrReadingTally;
}

/** outcome: read, no_vin, or the lower-cased error code that ended the reading; seconds: open to verdict. */
export type OcrReadingTally = (outcome: string, seconds: number) => void;

/**
 * A VIN was read: decoded and billed, or (`notFound`) unknown to the catalog, unbilled. Reading is
 * not decoding: a VIN read with certainty is stated even when it cannot be decoded.
 */
export type ImageDecodeOutcome =
  | { reading: VinReading; result: DecodeResult; quota: QuotaCharge; notFound?: undefined }
  | { reading: VinReading; result: null; quota: null; notFound: AppError };

/**
 * Reads the VIN from an uploaded image, then decodes and bills it like a typed VIN. Every failure
 * before the decode (bad image, nothing readable, engine busy) is free, and so is a VIN read that
 * the catalog cannot decode: its VIN_NOT_FOUND names the VIN, its confidence and its source.
 */
export async function decodeImageAndBill(deps: ImageDecodeDeps, viewer: Viewer, bytes: Uint8Array): Promise<ImageDecodeOutcome> {
  const started = performance.now();
  const tally = (outcome: string) => deps.onReading?.(outcome, (performance.now() - started) / 1000);
  let reading: VinReading | null;
  try {
    // Refusals that need no decoder come first: bad input takes no place in the readers' queue.
    checkUpload(bytes);
    reading = await deps.ocr.read({
      account: viewer.accountId,
      bytes,
      deadlineAt: Date.now() + (deps.ocrDeadlineMs ?? DEFAULT_DEADLINE_MS),
      inCatalog: catalogCheckOf(deps.decoder),
    });
  } catch (error) {
    tally(error instanceof AppError ? error.code.toLowerCase() : 'error');
    throw error;
  }
  const readable = reading !== null && reading.confidence >= deps.ocrMinConfidence;
  tally(readable ? 'read' : 'no_vin');
  if (!reading || !readable) {
    throw new AppError('NO_VIN_DETECTED', 'no VIN could be read from the image', {
      details: reading
        ? {
            bestGuess: reading.vin,
            confidence: reading.confidence,
            minConfidence: deps.ocrMinConfidence,
            ...characterSummary(reading.characters),
          }
        : {},
    });
  }
  try {
    const { result, quota } = await decodeAndBill(deps, viewer, reading.vin);
    return { reading, result, quota };
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'VIN_NOT_FOUND') throw error;
    return { reading, result: null, quota: null, notFound: vinReadButNotFound(reading, error) };
  }
}

/**
 * The catalog's VIN_NOT_FOUND, with what was read: the VIN, how sure the reader is of it and of
 * each of its characters, whence, and where in the image.
 */
function vinReadButNotFound(reading: VinReading, error: AppError): AppError {
  return new AppError('VIN_NOT_FOUND', `read ${reading.vin} from the image (${reading.source}); ${error.message}`, {
    cause: error,
    details: {
      ...error.details,
      vin: reading.vin,
      confidence: reading.confidence,
      ...characterSummary(reading.characters),
      source: reading.source,
      warnings: reading.warnings,
      ...(reading.box ? { box: reading.box } : {}),
    },
  });
}
