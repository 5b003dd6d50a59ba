import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import sharp from 'sharp';
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

/** A greyscale raster, one byte per pixel. */
export interface BarcodeRaster {
  pixels: Uint8Array;
  width: number;
  height: number;
}

/** Below this width a page is scanned again at twice its size: Code 39's narrow bars blur into one another. */
const SMALL_PAGE = 1400;

/**
 * The barcodes of a photo, trying views of it until one yields text: the photo as taken, then the
 * deskewed page sharpened (ZXing's rotation tries quarter turns, not the few degrees a hand-held
 * photo is off, and resampling softens the narrow bars), then that at twice the size when the
 * page is small; each view also negated (ZXing's own inversion does not find light bars on a
 * dark label). Each scan takes 5–40 ms; a photo with no barcode pays for all of them, beside the
 * first recognition pass.
 */
export async function readVinBarcodesOfPhoto(original: BarcodeRaster, deskewed: BarcodeRaster | null): Promise<string[]> {
  const page = deskewed ?? original;
  const views: Array<() => Promise<BarcodeRaster>> = [async () => original, () => sharpened(page)];
  if (page.width < SMALL_PAGE) views.push(async () => doubled(await sharpened(page)));
  for (const view of views) {
    const raster = await view();
    for (const negate of [false, true]) {
      const texts = await readVinBarcodes(negate ? negated(raster) : raster);
      if (texts.length > 0) return texts;
    }
  }
  return [];
}

async function sharpened(r: BarcodeRaster): Promise<BarcodeRaster> {
  const { data, info } = await sharp(r.pixels, { raw: { width: r.width, height: r.height, channels: 1 } })
    .sharpen({ sigma: 1 })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { pixels: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
}

function negated(r: BarcodeRaster): BarcodeRaster {
  const pixels = new Uint8Array(r.pixels.length);
  for (let i = 0; i < pixels.length; i++) pixels[i] = 255 - r.pixels[i]!;
  return { ...r, pixels };
}

/** Twice the size, each new pixel the mean of its neighbours (bilinear): bars keep their edges. */
function doubled(r: BarcodeRaster): BarcodeRaster {
  const width = r.width * 2;
  const height = r.height * 2;
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const sy = Math.min(r.height - 1, Math.max(0, (y - 0.5) / 2));
    const y0 = Math.floor(sy);
    const y1 = Math.min(r.height - 1, y0 + 1);
    const fy = sy - y0;
    for (let x = 0; x < width; x++) {
      const sx = Math.min(r.width - 1, Math.max(0, (x - 0.5) / 2));
      const x0 = Math.floor(sx);
      const x1 = Math.min(r.width - 1, x0 + 1);
      const fx = sx - x0;
      const top = r.pixels[y0 * r.width + x0]! * (1 - fx) + r.pixels[y0 * r.width + x1]! * fx;
      const bottom = r.pixels[y1 * r.width + x0]! * (1 - fx) + r.pixels[y1 * r.width + x1]! * fx;
      pixels[y * width + x] = Math.round(top * (1 - fy) + bottom * fy);
    }
  }
  return { pixels, width, height };
}

/** The texts of every VIN-capable barcode found in one raster. */
async function readVinBarcodes({ pixels, width, height }: BarcodeRaster): Promise<string[]> {
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
    tryInvert: false,
    maxNumberOfSymbols: 4,
  });
  return results.filter((r) => r.isValid && r.text).map((r) => r.text);
}
