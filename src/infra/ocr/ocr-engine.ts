import { hasRuleAfter } from './rule-line.js';
import sharp from 'sharp';
import { readVinBarcodesOfPhoto } from './barcode-reader.js';
import { estimateSkewDeg } from './deskew.js';
import type { GlyphChoice } from './dot-glyphs.js';
import { GlyphThread } from './glyph-thread.js';
import { releaseFreedMemorySoon } from './native-memory.js';
import { SceneTextReader, type TextRegion } from './scene-text/scene-text-reader.js';
import { straightened } from './scene-text/straightened.js';
import { looksLikeSlashedZero, SLASHED_ZERO_MISREADS, type GreyRaster } from './glyph-shapes.js';
import { findTextBands, type Band } from './text-bands.js';
import { findTextLines, type TextLine } from './text-lines.js';
import { textPolarity, type TextPolarity } from './text-polarity.js';
import {
  decodeGrey,
  readImageHeader,
  renderVariant,
  type Box,
  type GreyImage,
  type ImageHeader,
  type RenderOptions,
} from './image-prep.js';
import { TesseractPool, type RecognizedLine, type TesseractPoolOptions } from './tesseract-pool.js';

/**
 * The OCR engine as the domain's port (src/domain/ocr/ocr-port.ts) describes it: sharp for the
 * pixels, ZXing for barcodes, a tesseract.js pool for text. Coordinates in and out are those of
 * the opened (upright, deskewed) page, whatever scale a pass runs at.
 */
export type { Box, TextLine, TextRegion };

/** One recognition pass: how the page is rendered, and the engine's segmentation and alphabet. */
export interface PassOptions extends RenderOptions {
  /** 3 auto, 6 block, 7 single line, 11 sparse text, 13 raw line. */
  psm: 3 | 6 | 7 | 11 | 13;
  whitelist?: string;
  /**
   * Render the text dark on light, turning the page when its text is light (text-polarity.ts),
   * so the engine need not retry badly read lines inverted. Where the page's polarity is unclear
   * the engine keeps retrying.
   */
  darkText?: boolean;
  /**
   * A text region the detector found, read straightened along its own axes (scene-text/straightened.ts)
   * instead of `region`: a tilted or keystoned line comes out level.
   */
  along?: TextRegion['rect'];
}

export interface OpenedPage {
  width: number;
  height: number;
  skewDeg: number;
  barcodes(): Promise<string[]>;
  /** The densest text lines found without OCR, strongest first. */
  textBands(): Band[];
  /** Every text line found without OCR, with its words and their character counts. */
  textLines(): TextLine[];
  recognize(pass: PassOptions): Promise<RecognizedLine[]>;
  /** A band's glyphs classified as dot-peen type (dot-reader.ts), left to right, in words. */
  dotGlyphs(band: Box, signal?: AbortSignal): Promise<GlyphChoice[][][]>;
  /** A rectangle of the page in the pixels of the image as uploaded (turned upright): where to draw it. */
  toImage(box: Box): Box;
  /** The text regions the scene-text detector finds on the page (found once). */
  textRegions(): Promise<TextRegion[]>;
  /** The scene-text recognizer's reading of each region, straightened (inverted: light text on dark). */
  readRegions(regions: Array<{ rect: TextRegion['rect']; invert?: boolean }>): Promise<RecognizedLine[]>;
  /** The detector's regions in an enlarged, straightened crop around one region (small or loosely found text). */
  textRegionsWithin(rect: TextRegion['rect']): Promise<TextRegion[]>;
  /** Whether a rule to write on runs along a label's line just after it (rule-line.ts). */
  ruleAfter(rect: TextRegion['rect']): boolean;
  /** The reading is over: memory freed by it is handed back to the system (native-memory.ts). */
  close(): void;
}

export type ReaderState = 'not-loaded' | 'loading' | 'ready' | 'failed';

export interface TesseractOcrEngine {
  inspect(bytes: Uint8Array): Promise<ImageHeader>;
  open(bytes: Uint8Array, limits: { maxPixels: number }): Promise<OpenedPage>;
  /** Recognitions waiting for a worker. */
  queueDepth(): number;
  /** Loads the scene-text models and starts a tesseract worker now rather than on the first image. */
  warm(): Promise<void>;
  /** Whether the scene-text models are in (for /readyz). */
  readerState(): ReaderState;
  /** How many reader processes are reading now, this one among them: how many cores its model runs take. */
  readersReading(count: number): void;
  close(): Promise<void>;
}

export function createTesseractOcrEngine(options: TesseractPoolOptions): TesseractOcrEngine {
  const pool = new TesseractPool(options);
  const glyphs = new GlyphThread({ timeoutMs: options.timeoutMs, queueLimit: options.queueLimit, idleMs: options.idleMs });
  const scene = new SceneTextReader();
  let state: ReaderState = 'not-loaded';
  return {
    inspect: readImageHeader,
    queueDepth: () => pool.queueDepth,
    warm: async () => {
      // The models, then one tesseract worker (its closer looks verify the model's reads): the
      // first image then waits for neither.
      await scene.warm();
      await pool.warm();
      state = 'ready';
    },
    readerState: () => state,
    readersReading: (count) => scene.readersReading(count),
    async open(bytes, limits) {
      // The glyph thread starts on its first read: only the fallback reader (images the scene-text
      // model reads nothing it can state on) uses it, and its templates cost memory.
      const decoded = await decodeGrey(bytes, limits.maxPixels);
      const skewDeg = estimateSkewDeg(decoded.pixels, decoded.width, decoded.height);
      const page = Math.abs(skewDeg) >= 0.75 ? await rotateGrey(decoded, -skewDeg) : decoded;
      const upright = await uprightSize(bytes);
      // Found once per page: the reader asks for them, and so does the polarity of a dark-text pass.
      let bands: Band[] | undefined;
      const textBands = () => (bands ??= findTextBands(page.pixels, page.width, page.height));
      let lines: TextLine[] | undefined;
      let pagePolarity: TextPolarity | null | undefined;
      let regions: Promise<TextRegion[]> | undefined;
      return {
        width: page.width,
        height: page.height,
        skewDeg,
        // The photo as taken first, then the deskewed page (barcode-reader.ts).
        barcodes: () => readVinBarcodesOfPhoto(decoded, page === decoded ? null : page),
        textBands,
        textLines: () => (lines ??= findTextLines(page.pixels, page.width, page.height)),
        // Plain arithmetic, on a thread of its own beside the tesseract workers.
        dotGlyphs: (band, signal) => glyphs.read(page, band, signal),
        toImage: (box) => pageToImage(box, page, decoded, page === decoded ? 0 : skewDeg, upright),
        textRegions: () => (regions ??= scene.detect(page)),
        readRegions: (wanted) => scene.read(page, wanted),
        textRegionsWithin: (rect) => scene.detectWithin(page, rect),
        ruleAfter: (rect) => hasRuleAfter(page, rect),
        close: releaseFreedMemorySoon,
        recognize: async (pass) => {
          const polarity = pass.darkText ? (pagePolarity ??= textPolarity(page.pixels, page.width, textBands())) : null;
          const straight = pass.along ? straightened(page, pass.along) : null;
          const rendered = polarity === 'light' ? { ...pass, invert: !pass.invert } : pass;
          const png = await renderVariant(straight?.image ?? page, straight ? { ...rendered, region: undefined } : rendered);
          const meta = await sharp(png).metadata();
          const source = straight
            ? { left: 0, top: 0, width: straight.image.width, height: straight.image.height }
            : (pass.region ?? { left: 0, top: 0, width: page.width, height: page.height });
          const scale = (meta.width ?? source.width) / source.width;
          // A binarised raster is dark ink on white by construction (adaptive-threshold.ts).
          const lines = await markSlashedZeros(
            png,
            await pool.recognize(png, {
              psm: pass.psm,
              darkTextKnown: polarity !== null || pass.binarize !== undefined,
              ...(pass.whitelist ? { whitelist: pass.whitelist } : {}),
            }),
          );
          // Back into page coordinates (a pass's own rotation is small and ignored here; a
          // straightened line's spans are mapped back along it).
          const map = (b: RecognizedLine['bbox']) =>
            straight
              ? straight.toPage(b.x0 / scale, b.x1 / scale)
              : {
                  x0: source.left + b.x0 / scale,
                  y0: source.top + b.y0 / scale,
                  x1: source.left + b.x1 / scale,
                  y1: source.top + b.y1 / scale,
                };
          return lines.map((l) => ({ ...l, bbox: map(l.bbox), words: l.words.map((w) => ({ ...w, bbox: map(w.bbox) })) }));
        },
      };
    },
    close: async () => {
      await Promise.all([pool.close(), glyphs.close()]);
    },
  };
}

/**
 * Marks the symbols read as 8, B, A or D whose holes are those of a slashed zero, judged on the
 * very pixels the engine saw. The raster is decoded only when there is such a symbol.
 */
async function markSlashedZeros(png: Buffer, lines: RecognizedLine[]): Promise<RecognizedLine[]> {
  const suspects = lines.flatMap((l) => l.words.flatMap((w) => w.symbols.filter((s) => SLASHED_ZERO_MISREADS.test(s.text))));
  if (suspects.length === 0) return lines;
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const raster: GreyRaster = { pixels: data, width: info.width, height: info.height };
  for (const symbol of suspects) if (looksLikeSlashedZero(raster, symbol.bbox)) symbol.shape = 'slashed-zero';
  return lines;
}

async function rotateGrey(image: GreyImage, deg: number): Promise<GreyImage> {
  const { data, info } = await sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 1 } })
    .rotate(deg, { background: '#808080' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { pixels: data, width: info.width, height: info.height };
}

/** The uploaded image's size once turned upright by its EXIF orientation (5–8 swap the sides). */
async function uprightSize(bytes: Uint8Array): Promise<{ width: number; height: number }> {
  const meta = await sharp(bytes).metadata();
  const swap = (meta.orientation ?? 1) >= 5;
  return { width: (swap ? meta.height : meta.width) ?? 0, height: (swap ? meta.width : meta.height) ?? 0 };
}

/**
 * A page rectangle in the uploaded image's pixels: turned back by the deskew (sharp turned the
 * photo about its centre onto a larger canvas), then scaled from the decoded size to the upload's.
 */
function pageToImage(box: Box, page: GreyImage, decoded: GreyImage, skewDeg: number, upright: { width: number; height: number }): Box {
  const t = (skewDeg * Math.PI) / 180;
  const cos = Math.cos(t);
  const sin = Math.sin(t);
  const sx = upright.width > 0 ? upright.width / decoded.width : 1;
  const sy = upright.height > 0 ? upright.height / decoded.height : 1;
  const corners = [
    [box.left, box.top],
    [box.left + box.width, box.top],
    [box.left + box.width, box.top + box.height],
    [box.left, box.top + box.height],
  ].map(([x, y]) => {
    const dx = x! - page.width / 2;
    const dy = y! - page.height / 2;
    return [(dx * cos - dy * sin + decoded.width / 2) * sx, (dx * sin + dy * cos + decoded.height / 2) * sy] as const;
  });
  const clamp = (v: number, max: number) => Math.min(max, Math.max(0, v));
  const x0 = clamp(Math.min(...corners.map((c) => c[0])), upright.width || Infinity);
  const y0 = clamp(Math.min(...corners.map((c) => c[1])), upright.height || Infinity);
  const x1 = clamp(Math.max(...corners.map((c) => c[0])), upright.width || Infinity);
  const y1 = clamp(Math.max(...corners.map((c) => c[1])), upright.height || Infinity);
  return { left: Math.round(x0), top: Math.round(y0), width: Math.round(x1 - x0), height: Math.round(y1 - y0) };
}
