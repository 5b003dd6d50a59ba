import { AppError } from '../errors.js';
import { ImageDecodeError, OcrEngineError, OcrQueueFullError } from '../../infra/ocr/engine-errors.js';
import { declaredDimensions, decodedBytes, type DeclaredImage, type ImageType } from './image-dimensions.js';
import type { OcrEngine, OcrPage } from './ocr-port.js';

/** docs/api.md: at most 10 MB and 40 megapixels, JPEG or PNG recognised by their magic bytes. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 40_000_000;

/**
 * Bytes an image may decode to (width × height × channels × bytes per sample), read from its header
 * before anything decodes it (decision 0514). A JPEG is decoded already scaled down (its decoder
 * shrinks on load), so its budget is what the pixel cap allows an 8-bit colour photo. A PNG is
 * decoded whole at full size, measured at 24 (16-bit) to 64 (8-bit) MB a second here, so it gets
 * 32 MB: 10 megapixels of 8-bit colour, 4 of 16-bit colour with alpha, about a second at most. A
 * 309 KB PNG of 6,300 × 6,300 16-bit RGBA zeros declares 317 MB and took 9–12 s to decode.
 */
export const MAX_DECODED_BYTES: Record<ImageType, number> = { jpeg: MAX_IMAGE_PIXELS * 3, png: 32_000_000 };

/** The type by content: a declared Content-Type is not trusted. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'png';
  return null;
}

/** Checks the upload and decodes it, mapping every refusal to its public error. */
export async function openUpload(engine: OcrEngine, bytes: Uint8Array): Promise<OcrPage> {
  checkUpload(bytes);
  assertPixelsWithinLimit(await engineCall(() => engine.inspect(bytes)));
  return engineCall(() => engine.open(bytes, { maxPixels: MAX_IMAGE_PIXELS }));
}

/**
 * The refusals that need no decoder (size, type by its magic bytes, the header's own dimensions):
 * made before an image waits for a reader, so bad input takes no place in the queue.
 */
export function checkUpload(bytes: Uint8Array): void {
  if (bytes.length === 0) throw new AppError('VALIDATION_ERROR', 'the image is empty');
  if (bytes.length > MAX_IMAGE_BYTES) throw tooLarge(`the image exceeds ${MAX_IMAGE_BYTES} bytes`);
  const type = sniffImageType(bytes);
  if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'send a JPEG or PNG image');
  // The header's own claim first: a file may declare more pixels than it holds.
  const declared = declaredDimensions(bytes, type);
  if (declared) {
    assertPixelsWithinLimit(declared);
    assertDecodedBytesWithinBudget(declared, type);
  }
}

function assertPixelsWithinLimit({ width, height }: { width: number; height: number }): void {
  if (width * height > MAX_IMAGE_PIXELS)
    throw tooLarge(`the image has more than ${MAX_IMAGE_PIXELS / 1e6} megapixels (${width}×${height})`);
}

function assertDecodedBytesWithinBudget(image: DeclaredImage, type: ImageType): void {
  const bytes = decodedBytes(image);
  if (bytes > MAX_DECODED_BYTES[type]) {
    throw tooLarge(
      `the image decodes to ${Math.ceil(bytes / 1e6)} MB (${image.width}×${image.height}, ${image.channels} channel${image.channels === 1 ? '' : 's'} of ${8 * image.bytesPerSample} bits), above the ${MAX_DECODED_BYTES[type] / 1e6} MB a ${type.toUpperCase()} may decode to`,
    );
  }
}

function tooLarge(message: string): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', message, {
    details: { maxBytes: MAX_IMAGE_BYTES, maxPixels: MAX_IMAGE_PIXELS, maxDecodedBytes: MAX_DECODED_BYTES },
  });
}

/** 503 for an image no reader has room for now: never billed, worth retrying shortly. */
export function readerBusy(cause?: unknown): AppError {
  return new AppError('UNAVAILABLE', 'the image reader is busy; retry shortly', { cause, headers: { 'retry-after': '2' } });
}

/** Runs an engine call, turning the engine's failures into public errors. */
export async function engineCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ImageDecodeError) throw new AppError('VALIDATION_ERROR', 'the image is truncated or corrupt', { cause: error });
    if (error instanceof OcrQueueFullError) throw readerBusy(error);
    if (error instanceof OcrEngineError) throw new AppError('UNAVAILABLE', 'the image reader is unavailable', { cause: error });
    throw error;
  }
}
