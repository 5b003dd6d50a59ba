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
    const wasmBinary = wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength);
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

/**
 * The barcodes of a photo, trying views of it until one yields text: the photo as taken, then,
 * when some strip of the deskewed page looks like bars (mayHoldBarcode), that page as it is and
 * sharpened (ZXing's rotation tries quarter turns, not the few degrees a hand-held photo is off,
 * and resampling softens the narrow bars); each view also negated (ZXing's own inversion does not
 * find light bars on a dark label). Each scan takes 5–60 ms on the main thread, beside the first
 * recognition pass: a label without bars pays for two of them.
 */
export async function readVinBarcodesOfPhoto(original: BarcodeRaster, deskewed: BarcodeRaster | null): Promise<string[]> {
  const asTaken = await readEitherPolarity(original, true);
  const page = deskewed ?? original;
  if (asTaken.length > 0 || !mayHoldBarcode(page)) return asTaken;
  // Upright views need no quarter turns tried: the bars of a VIN label run across the page.
  const upright = deskewed ? await readEitherPolarity(deskewed, false) : [];
  return upright.length > 0 ? upright : readEitherPolarity(await sharpened(page), false);
}

async function readEitherPolarity(raster: BarcodeRaster, turns: boolean): Promise<string[]> {
  const texts = await readVinBarcodes(raster, turns, false);
  return texts.length > 0 ? texts : readVinBarcodes(raster, turns, true);
}

/** A strip where tones change along rows this many times more than along columns holds upright bars. */
const BAR_RATIO = 2.5;
/** ...and changes this much per pixel on average: not a blank strip with a faint texture. */
const BAR_DENSITY = 5;

/**
 * Whether some horizontal strip of an upright page looks like a linear barcode: bars make the
 * tones change a lot along a row and hardly down a column; text changes both ways alike.
 */
export function mayHoldBarcode({ pixels, width, height }: BarcodeRaster): boolean {
  const strip = Math.max(4, Math.round(height / 16));
  for (let top = 0; top + strip < height; top += Math.ceil(strip / 2)) {
    let along = 0;
    let down = 0;
    for (let y = top; y < top + strip; y++) {
      for (let x = 0; x + 1 < width; x++) {
        const i = y * width + x;
        along += Math.abs(pixels[i + 1]! - pixels[i]!);
        down += Math.abs(pixels[i + width]! - pixels[i]!);
      }
    }
    if (along / (width * strip) >= BAR_DENSITY && along >= BAR_RATIO * (down + 1)) return true;
  }
  return false;
}

async function sharpened(r: BarcodeRaster): Promise<BarcodeRaster> {
  const { data, info } = await sharp(r.pixels, { raw: { width: r.width, height: r.height, channels: 1 } })
    .sharpen({ sigma: 1 })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { pixels: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
}

/** The texts of every VIN-capable barcode found in one raster (`negate`: light bars read as dark). */
async function readVinBarcodes({ pixels, width, height }: BarcodeRaster, turns: boolean, negate: boolean): Promise<string[]> {
  await ensureModule();
  // ImageData is a browser type; zxing only reads these three fields, RGBA.
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < pixels.length; i++) {
    const v = negate ? 255 - pixels[i]! : pixels[i]!;
    rgba[i * 4] = v;
    rgba[i * 4 + 1] = v;
    rgba[i * 4 + 2] = v;
    rgba[i * 4 + 3] = 255;
  }
  const results = await readBarcodes({ data: rgba, width, height, colorSpace: 'srgb' } as unknown as Parameters<typeof readBarcodes>[0], {
    formats: ['Code39', 'Code128', 'DataMatrix'],
    tryHarder: true,
    tryRotate: turns,
    tryInvert: false,
    maxNumberOfSymbols: 4,
  });
  return results.filter((r) => r.isValid && r.text).map((r) => r.text);
}
