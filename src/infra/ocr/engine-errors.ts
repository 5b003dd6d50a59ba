/** The OCR engine cannot take the work now: every worker busy and the queue full. */
export class OcrQueueFullError extends Error {
  override readonly name = 'OcrQueueFullError';
}

/** The engine did not answer in time, or its workers could not be started. */
export class OcrEngineError extends Error {
  override readonly name = 'OcrEngineError';
}

/** The bytes are not an image the engine can decode (truncated, corrupt). */
export class ImageDecodeError extends Error {
  override readonly name = 'ImageDecodeError';
}
