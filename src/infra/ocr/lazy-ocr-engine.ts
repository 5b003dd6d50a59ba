import type { ReaderState, TesseractOcrEngine } from './ocr-engine.js';
import type { TesseractPoolOptions } from './tesseract-pool.js';

/**
 * The OCR engine, loaded when start-up warms it (after listening) or on the first image: sharp,
 * ZXing's WebAssembly, tesseract.js and the scene-text models cost start-up time and memory, and
 * a server that serves no images can leave them unloaded (OCR_PRELOAD=false).
 */
export function createLazyOcrEngine(options: TesseractPoolOptions): TesseractOcrEngine {
  let engine: Promise<TesseractOcrEngine> | undefined;
  let loaded: TesseractOcrEngine | undefined;
  let state: ReaderState = 'not-loaded';
  let reading = 1;
  const load = () =>
    (engine ??= import('./ocr-engine.js').then((m) => {
      loaded = m.createTesseractOcrEngine(options);
      loaded.readersReading(reading);
      return loaded;
    }));
  return {
    inspect: async (bytes) => (await load()).inspect(bytes),
    open: async (bytes, limits) => (await load()).open(bytes, limits),
    queueDepth: () => loaded?.queueDepth() ?? 0,
    warm: async () => {
      if (state === 'not-loaded' || state === 'failed') state = 'loading';
      try {
        await (await load()).warm();
        state = 'ready';
      } catch (error) {
        state = 'failed';
        throw error;
      }
    },
    readerState: () => state,
    readersReading: (count) => {
      reading = count;
      loaded?.readersReading(count);
    },
    close: async () => {
      if (engine !== undefined) await (await engine).close();
    },
  };
}
