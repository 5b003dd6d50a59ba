import type { Viewer } from '../auth/viewer.js';
import { AppError } from '../errors.js';
import type { QuotaCharge } from '../quota/quota.service.js';
import { decodeAndBill, type DecodeDeps } from '../vin/decode.service.js';
import type { DecodeResult } from '../vin/decoder/index.js';
import { catalogCheckOf } from './catalog-check.js';
import { openUpload } from './image-upload.js';
import type { OcrEngine } from './ocr-port.js';
import { readVin, type VinReading } from './vin-image-reader.js';

export interface ImageDecodeDeps extends DecodeDeps {
  ocr: OcrEngine;
  /** Below this ocrConfidence the answer is NO_VIN_DETECTED rather than a guess. */
  ocrMinConfidence: number;
  /** See ReaderOptions.deadlineMs. */
  ocrDeadlineMs?: number;
  /** Told how each reading ended and how long it took (the server counts them for /metrics). */
  onReading?: OcrReadingTally;
}

/** outcome: read, no_vin, or the lower-cased error code that ended the reading; seconds: open to verdict. */
export type OcrReadingTally = (outcome: string, seconds: number) => void;

export interface ImageDecodeOutcome {
  reading: VinReading;
  result: DecodeResult;
  quota: QuotaCharge;
}

/**
 * Reads the VIN from an uploaded image, then decodes and bills it like a typed VIN. Every failure
 * before the decode (bad image, nothing readable, engine busy) is free.
 */
export async function decodeImageAndBill(deps: ImageDecodeDeps, viewer: Viewer, bytes: Uint8Array): Promise<ImageDecodeOutcome> {
  const started = performance.now();
  const tally = (outcome: string) => deps.onReading?.(outcome, (performance.now() - started) / 1000);
  let reading: VinReading | null;
  try {
    const page = await openUpload(deps.ocr, bytes);
    reading = await readVin(page, { inCatalog: catalogCheckOf(deps.decoder), ...(deps.ocrDeadlineMs ? { deadlineMs: deps.ocrDeadlineMs } : {}) });
  } catch (error) {
    tally(error instanceof AppError ? error.code.toLowerCase() : 'error');
    throw error;
  }
  const readable = reading !== null && reading.confidence >= deps.ocrMinConfidence;
  tally(readable ? 'read' : 'no_vin');
  if (!reading || !readable) {
    throw new AppError('NO_VIN_DETECTED', 'no VIN could be read from the image', {
      details: reading ? { bestGuess: reading.vin, confidence: reading.confidence, minConfidence: deps.ocrMinConfidence } : {},
    });
  }
  const { result, quota } = await decodeAndBill(deps, viewer, reading.vin);
  return { reading, result, quota };
}
