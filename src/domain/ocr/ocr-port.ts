/**
 * What the VIN reader needs from an OCR engine (implemented in src/infra/ocr by tesseract.js,
 * sharp and ZXing). Coordinates are those of the opened page: upright and deskewed.
 * Engine failures reject with the errors of src/infra/ocr/engine-errors.ts.
 */
export interface OcrBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface OcrPass {
  /** 3 auto, 6 block, 7 single line, 11 sparse text, 13 raw line. */
  psm: 3 | 6 | 7 | 11 | 13;
  region?: OcrBox;
  targetHeight?: number;
  targetWidth?: number;
  whitelist?: string;
  invert?: boolean;
  normalize?: boolean;
  denoise?: boolean;
  sharpen?: boolean;
  blurSigma?: number;
  /** Local contrast equalisation (CLAHE): faint stamped and embossed strokes. */
  clahe?: boolean;
  /** Local-mean binarisation for strokes darker or lighter than their surroundings. */
  binarize?: 'dark' | 'light';
  rotateDeg?: number;
}

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
  symbols: Array<{ text: string; confidence: number }>;
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
  recognize(pass: OcrPass): Promise<OcrLine[]>;
}

export interface OcrEngine {
  /** Format and size from the header only; rejects with ImageDecodeError when there is none. */
  inspect(bytes: Uint8Array): Promise<{ format: string; width: number; height: number }>;
  /** Decodes the whole image (rejects with ImageDecodeError when truncated or corrupt). */
  open(bytes: Uint8Array, limits: { maxPixels: number }): Promise<OcrPage>;
  close(): Promise<void>;
}
