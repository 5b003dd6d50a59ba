/**
 * What the VIN reader needs from an OCR engine (implemented in src/infra/ocr by tesseract.js,
 * sharp and ZXing). Coordinates are those of the opened page: upright and deskewed.
 * Engine failures reject with the errors of src/infra/ocr/engine-errors.ts.
 */
// The page rectangle and the shape of a recognition pass are the engine's own vocabulary.
export type {
  Box as OcrBox,
  PassOptions as OcrPass,
  TextLine as OcrTextLine,
  TextRegion as OcrRegion,
} from '../../infra/ocr/ocr-engine.js';
import type {
  Box as OcrBox,
  PassOptions as OcrPass,
  TextLine as OcrTextLine,
  TextRegion as OcrRegion,
} from '../../infra/ocr/ocr-engine.js';
// So is a glyph's classification: one character it may be and how badly it fits (0 a perfect fit).
export type { GlyphChoice } from '../../infra/ocr/dot-glyphs.js';
import type { GlyphChoice } from '../../infra/ocr/dot-glyphs.js';
import type { CatalogCheck } from './catalog-check.js';
import type { VinReading } from './vin-reading.js';

export interface OcrRect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface OcrWord {
  text: string;
  /** 0–100 as the engine reports it. */
  confidence: number;
  bbox: OcrRect;
  /**
   * `shape` is the engine's own look at the glyph's holes, for characters a slashed zero is read
   * as (8, B, A, D): 'slashed-zero' when they are laid out like one.
   */
  symbols: Array<{ text: string; confidence: number; shape?: 'slashed-zero' }>;
}

export interface OcrLine {
  text: string;
  confidence: number;
  bbox: OcrRect;
  words: OcrWord[];
}

export interface OcrPage {
  width: number;
  height: number;
  barcodes(): Promise<string[]>;
  /** The densest text lines found without OCR (stroke edges per row), strongest first. */
  textBands(): OcrBox[];
  /** Every text line found without OCR (ink cut into characters), with its words' character counts. */
  textLines(): OcrTextLine[];
  recognize(pass: OcrPass): Promise<OcrLine[]>;
  /**
   * The glyphs of a band, left to right in words (runs without a wide gap), each with the
   * characters it may be, best first: read by their cells against dot-peen type, not by the
   * engine's language model. Stars are left out. A read not yet started when `signal` aborts is
   * dropped (rejected).
   */
  dotGlyphs(band: OcrBox, signal?: AbortSignal): Promise<GlyphChoice[][][]>;
  /** A rectangle of the page in the pixels of the image as uploaded (turned upright by its EXIF orientation). */
  toImage(box: OcrBox): OcrBox;
  /**
   * The text regions the scene-text detector finds (every line of print, any polarity, rotated
   * rectangles): where a person's eye would look for the VIN.
   */
  textRegions(): Promise<OcrRegion[]>;
  /** The scene-text recognizer's reading of regions, each straightened along its own axes. */
  readRegions(regions: Array<{ rect: OcrRegion['rect']; invert?: boolean }>): Promise<OcrLine[]>;
  /**
   * The detector's regions in an enlarged, straightened crop around one region: the line itself
   * where the look at the whole page found small text loosely (with its label, or the whole plate).
   */
  textRegionsWithin(rect: OcrRegion['rect']): Promise<OcrRegion[]>;
  /** Whether a rule to write on ("VIN: ______") runs along a label's line just after it: an empty field. */
  ruleAfter(rect: OcrRegion['rect']): boolean;
  /** The reading is over: the engine may hand back the memory the reading used. */
  close(): void;
}

export interface OcrEngine {
  /** Format and size from the header only; rejects with ImageDecodeError when there is none. */
  inspect(bytes: Uint8Array): Promise<{ format: string; width: number; height: number }>;
  /** Decodes the whole image (rejects with ImageDecodeError when truncated or corrupt). */
  open(bytes: Uint8Array, limits: { maxPixels: number }): Promise<OcrPage>;
  /** Whether the reader's models are loaded: 'not-loaded' until start-up or the first image loads them. */
  readerState(): 'not-loaded' | 'loading' | 'ready' | 'failed';
  close(): Promise<void>;
}

/** One image to read for an account, within a time budget (decision 0521). */
export interface ImageReadRequest {
  account: string;
  bytes: Uint8Array;
  /** Date.now() by which the whole reading, its wait for a reader included, is over. */
  deadlineAt: number;
  inCatalog: CatalogCheck;
}

/**
 * The image reader as the server uses it: a whole reading (open, every pass, the verdict) run
 * elsewhere than the server's event loop (decision 0520). Rejects with AppError: the upload's own
 * refusals as openUpload makes them, 503 UNAVAILABLE when no reader can take it or the budget ran out.
 */
export interface ImageReader {
  read(request: ImageReadRequest): Promise<VinReading | null>;
  /** Whether a reader can answer: 'not-loaded' until start-up or the first image loads one. */
  readerState(): 'not-loaded' | 'loading' | 'ready' | 'failed';
  /** True as soon as an image sent now would get a place with a reader, false (503) when none freed within `ms`. */
  whenRoom(ms: number): Promise<boolean>;
  /** Ends the readers: readings under way fail with 503. */
  close(): Promise<void>;
}
