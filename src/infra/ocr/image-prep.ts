import sharp from 'sharp';
import { adaptiveThreshold } from './adaptive-threshold.js';
import { ImageDecodeError } from './engine-errors.js';

/** A decoded photo as one greyscale byte per pixel, upright (EXIF applied), at most MAX_SIDE. */
export interface GreyImage {
  pixels: Buffer;
  width: number;
  height: number;
}

/** Large photos are shrunk to this: more pixels only slow the OCR down. */
const MAX_SIDE = 1800;

export interface ImageHeader {
  format: string;
  width: number;
  height: number;
}

/** Reads only the header (no pixel decoding), so size limits are checked before the costly part. */
export async function readImageHeader(bytes: Uint8Array): Promise<ImageHeader> {
  try {
    const meta = await sharp(bytes).metadata();
    if (!meta.width || !meta.height || !meta.format) throw new ImageDecodeError('the image has no dimensions');
    return { format: meta.format, width: meta.width, height: meta.height };
  } catch (error) {
    throw error instanceof ImageDecodeError ? error : new ImageDecodeError((error as Error).message);
  }
}

/** Decodes fully (failOn 'truncated' refuses cut-off files), turns upright, shrinks and greys. */
export async function decodeGrey(bytes: Uint8Array, limitInputPixels: number): Promise<GreyImage> {
  try {
    const { data, info } = await sharp(bytes, { failOn: 'truncated', limitInputPixels })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { pixels: data, width: info.width, height: info.height };
  } catch (error) {
    throw new ImageDecodeError((error as Error).message);
  }
}

/** A rectangle of the opened (upright, deskewed) page, in its pixels. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** How one look at the page is rendered for the engine. */
export interface RenderOptions {
  /** Region of the grey image to keep (default all). */
  region?: Box;
  /** Scale so the result's height (region) or width (whole image) gets near this many pixels. */
  targetHeight?: number;
  targetWidth?: number;
  /** Extra rotation on top of the page's deskew. */
  rotateDeg?: number;
  invert?: boolean;
  /** Stretch the histogram (low-contrast photos). */
  normalize?: boolean;
  /** A median filter against speckle noise before binarisation by the engine. */
  denoise?: boolean;
  sharpen?: boolean;
  /** Gaussian blur: merges dot-peen dots into strokes. */
  blurSigma?: number;
  /** Local contrast equalisation (CLAHE): faint stamped and embossed strokes. */
  clahe?: boolean;
  /** Local-mean binarisation for strokes darker or lighter than their surroundings. */
  binarize?: 'dark' | 'light';
}

/** One PNG for one recognition pass. */
export async function renderVariant(image: GreyImage, options: RenderOptions): Promise<Buffer> {
  let pipeline = sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 1 } });
  let width = image.width;
  let height = image.height;
  if (options.region) {
    // Cut out here rather than in sharp: a pipeline cannot resize what it has just extracted
    // without a round trip through an encoded image, which cost more than the pass's other steps.
    const r = clampRegion(options.region, image.width, image.height);
    pipeline = sharp(cropGrey(image, r), { raw: { width: r.width, height: r.height, channels: 1 } });
    width = r.width;
    height = r.height;
  }
  if (options.rotateDeg) pipeline = sharp(await pipeline.rotate(options.rotateDeg, { background: '#808080' }).png().toBuffer());
  const scale = options.targetHeight ? options.targetHeight / height : options.targetWidth ? options.targetWidth / width : 1;
  if (Math.abs(scale - 1) > 0.05) pipeline = pipeline.resize({ width: Math.max(16, Math.round(width * scale)), kernel: 'cubic' });
  if (options.denoise) pipeline = pipeline.median(3);
  if (options.blurSigma) pipeline = pipeline.blur(options.blurSigma);
  if (options.normalize) pipeline = pipeline.normalise();
  if (options.clahe) pipeline = pipeline.clahe({ width: 48, height: 48, maxSlope: 4 });
  if (options.sharpen) pipeline = pipeline.sharpen();
  if (options.invert) pipeline = pipeline.negate();
  if (options.binarize) {
    const { data, info } = await pipeline.greyscale().raw().toBuffer({ resolveWithObject: true });
    // A window about a character wide: the mean is that of stroke and background around it.
    const radius = Math.max(4, Math.round(Math.min(info.width, info.height) / 4));
    const ink = adaptiveThreshold(data, info.width, info.height, radius, options.binarize);
    return sharp(ink, { raw: { width: info.width, height: info.height, channels: 1 } })
      .png({ compressionLevel: 1 })
      .toBuffer();
  }
  return pipeline.toColourspace('b-w').png({ compressionLevel: 1 }).toBuffer();
}

function cropGrey(image: GreyImage, r: { left: number; top: number; width: number; height: number }): Uint8Array {
  const out = new Uint8Array(r.width * r.height);
  for (let y = 0; y < r.height; y++) {
    const from = (r.top + y) * image.width + r.left;
    out.set(image.pixels.subarray(from, from + r.width), y * r.width);
  }
  return out;
}

function clampRegion(r: { left: number; top: number; width: number; height: number }, w: number, h: number) {
  const left = Math.max(0, Math.min(w - 1, Math.round(r.left)));
  const top = Math.max(0, Math.min(h - 1, Math.round(r.top)));
  return {
    left,
    top,
    width: Math.max(1, Math.min(w - left, Math.round(r.width))),
    height: Math.max(1, Math.min(h - top, Math.round(r.height))),
  };
}
