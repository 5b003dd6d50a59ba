import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, openUpload, sniffImageType } from '../../../src/domain/ocr/image-upload.js';
import type { OcrEngine, OcrPage } from '../../../src/domain/ocr/ocr-port.js';
import { ImageDecodeError, OcrQueueFullError } from '../../../src/infra/ocr/engine-errors.js';

const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);

/** An engine stand-in: the upload rules are checked without OCR. */
function engine(header: { width: number; height: number }, open: () => Promise<OcrPage> = async () => ({}) as OcrPage): OcrEngine {
  return { inspect: async () => ({ format: 'jpeg', ...header }), open, readerState: () => 'ready', close: async () => undefined };
}

const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: { code?: string }) => e.code,
  );

describe('image uploads', () => {
  it('recognises JPEG and PNG by their magic bytes only', () => {
    expect(sniffImageType(JPEG)).toBe('jpeg');
    expect(sniffImageType(PNG)).toBe('png');
    expect(sniffImageType(new TextEncoder().encode('GIF89a'))).toBeNull();
  });

  it('maps each refusal to its code', async () => {
    const small = engine({ width: 100, height: 100 });
    expect(await codeOf(openUpload(small, new Uint8Array()))).toBe('VALIDATION_ERROR');
    expect(await codeOf(openUpload(small, new TextEncoder().encode('<svg/>')))).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await codeOf(openUpload(small, new Uint8Array(MAX_IMAGE_BYTES + 1).fill(0xff)))).toBe('PAYLOAD_TOO_LARGE');
    expect(await codeOf(openUpload(engine({ width: 8000, height: 5001 }), JPEG))).toBe('PAYLOAD_TOO_LARGE');
    expect(await codeOf(openUpload(engine({ width: 8000, height: 5000 }), JPEG))).toBe('ok');
    expect(
      await codeOf(
        openUpload(
          engine({ width: 10, height: 10 }, () => Promise.reject(new ImageDecodeError('cut'))),
          PNG,
        ),
      ),
    ).toBe('VALIDATION_ERROR');
    expect(
      await codeOf(
        openUpload(
          engine({ width: 10, height: 10 }, () => Promise.reject(new OcrQueueFullError('busy'))),
          PNG,
        ),
      ),
    ).toBe('UNAVAILABLE');
  });
});
