import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

/**
 * Code 39, Code 128 and Data Matrix through ZXing-C++ compiled to WebAssembly. The wasm binary is
 * read from the npm package: the library's default would fetch it from a CDN.
 */
const require = createRequire(import.meta.url);
let prepared: Promise<unknown> | undefined;

function ensureModule(): Promise<unknown> {
  prepared ??= (async () => {
    const wasm = readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
    const wasmBinary = wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer;
    return prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });
  })();
  return prepared;
}

/** The texts of every VIN-capable barcode found in a greyscale image (one byte per pixel). */
export async function readVinBarcodes(pixels: Uint8Array, width: number, height: number): Promise<string[]> {
  await ensureModule();
  // ImageData is a browser type; zxing only reads these three fields, RGBA.
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < pixels.length; i++) {
    const v = pixels[i]!;
    rgba[i * 4] = v;
    rgba[i * 4 + 1] = v;
    rgba[i * 4 + 2] = v;
    rgba[i * 4 + 3] = 255;
  }
  const results = await readBarcodes({ data: rgba, width, height, colorSpace: 'srgb' } as unknown as Parameters<typeof readBarcodes>[0], {
    formats: ['Code39', 'Code128', 'DataMatrix'],
    tryHarder: true,
    tryRotate: true,
    tryInvert: true,
    maxNumberOfSymbols: 4,
  });
  return results.filter((r) => r.isValid && r.text).map((r) => r.text);
}
