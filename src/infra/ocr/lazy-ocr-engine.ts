import type { TesseractOcrEngine } from './ocr-engine.js';
import type { TesseractPoolOptions } from './tesseract-pool.js';

/**
 * The OCR engine, loaded on the first image: sharp, ZXing's WebAssembly and tesseract.js cost
 * start-up time and tens of MB before a single worker runs, and most servers never see an image.
 */
export function createLazyOcrEngine(options: TesseractPoolOptions): TesseractOcrEngine {
  let engine: Promise<TesseractOcrEngine> | undefined;
  let loaded: TesseractOcrEngine | undefined;
  const load = () =>
    (engine ??= import('./ocr-engine.js').then((m) => {
      loaded = m.createTesseractOcrEngine(options);
      return loaded;
    }));
  return {
    inspect: async (bytes) => (await load()).inspect(bytes),
    open: async (bytes, limits) => (await load()).open(bytes, limits),
    queueDepth: () => loaded?.queueDepth() ?? 0,
    close: async () => {
      if (engine !== undefined) await (await engine).close();
    },
  };
}
