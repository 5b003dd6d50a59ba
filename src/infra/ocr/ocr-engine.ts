import sharp from 'sharp';
import { readVinBarcodesOfPhoto } from './barcode-reader.js';
import { estimateSkewDeg } from './deskew.js';
import type { GlyphChoice } from './dot-glyphs.js';
import { GlyphThread } from './glyph-thread.js';
import { looksLikeSlashedZero, SLASHED_ZERO_MISREADS, type GreyRaster } from './glyph-shapes.js';
import { findTextBands, type Band } from './text-bands.js';
import { findTextLines, type TextLine } from './text-lines.js';
import { textPolarity, type TextPolarity } from './text-polarity.js';
import { decodeGrey, readImageHeader, renderVariant, type Box, type GreyImage, type ImageHeader, type RenderOptions } from './image-prep.js';
import { TesseractPool, type RecognizedLine, type TesseractPoolOptions } from './tesseract-pool.js';

/**
 * The OCR engine as the domain's port (src/domain/ocr/ocr-port.ts) describes it: sharp for the
 * pixels, ZXing for barcodes, a tesseract.js pool for text. Coordinates in and out are those of
 * the opened (upright, deskewed) page, whatever scale a pass runs at.
 */
export type { Box, TextLine };

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
}

export interface TesseractOcrEngine {
  inspect(bytes: Uint8Array): Promise<ImageHeader>;
  open(bytes: Uint8Array, limits: { maxPixels: number }): Promise<OpenedPage>;
  /** Recognitions waiting for a worker. */
  queueDepth(): number;
  close(): Promise<void>;
}

export function createTesseractOcrEngine(options: TesseractPoolOptions): TesseractOcrEngine {
  const pool = new TesseractPool(options);
  const glyphs = new GlyphThread({ timeoutMs: options.timeoutMs, queueLimit: options.queueLimit });
  return {
    inspect: readImageHeader,
    queueDepth: () => pool.queueDepth,
    async open(bytes, limits) {
      // The glyph thread's start-up (its templates) overlaps decoding and the first look.
      glyphs.warm();
      const decoded = await decodeGrey(bytes, limits.maxPixels);
      const skewDeg = estimateSkewDeg(decoded.pixels, decoded.width, decoded.height);
      const page = Math.abs(skewDeg) >= 0.75 ? await rotateGrey(decoded, -skewDeg) : decoded;
      // Found once per page: the reader asks for them, and so does the polarity of a dark-text pass.
      let bands: Band[] | undefined;
      const textBands = () => (bands ??= findTextBands(page.pixels, page.width, page.height));
      let lines: TextLine[] | undefined;
      let pagePolarity: TextPolarity | null | undefined;
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
        recognize: async (pass) => {
          const polarity = pass.darkText ? (pagePolarity ??= textPolarity(page.pixels, page.width, textBands())) : null;
          const png = await renderVariant(page, polarity === 'light' ? { ...pass, invert: !pass.invert } : pass);
          const meta = await sharp(png).metadata();
          const source = pass.region ?? { left: 0, top: 0, width: page.width, height: page.height };
          const scale = (meta.width ?? source.width) / source.width;
          // A binarised raster is dark ink on white by construction (adaptive-threshold.ts).
          const lines = await markSlashedZeros(png, await pool.recognize(png, { psm: pass.psm, darkTextKnown: polarity !== null || pass.binarize !== undefined, ...(pass.whitelist ? { whitelist: pass.whitelist } : {}) }));
          // Back into page coordinates (a pass's own rotation is small and ignored here).
          const map = (b: RecognizedLine['bbox']) => ({
            x0: source.left + b.x0 / scale,
            y0: source.top + b.y0 / scale,
            x1: source.left + b.x1 / scale,
            y1: source.top + b.y1 / scale,
          });
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
