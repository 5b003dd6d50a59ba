import type { OcrLine, OcrPage } from '../../src/domain/ocr/ocr-port.js';

/** A line as the engine returns it: one word across y 10–40, every character read at 90 %. */
export function lineOf(text: string): OcrLine {
  const bbox = { x0: 10, y0: 10, x1: 400, y1: 40 };
  return {
    text,
    confidence: 90,
    bbox,
    words: [{ text, confidence: 90, bbox, symbols: [...text].map((c) => ({ text: c, confidence: 90 })) }],
  };
}

/**
 * A page of 640 × 200 on which nothing is found and nothing read, but what `script` says: the
 * scripted pages of the reader's tests.
 */
export function scriptedOcrPage(script: Partial<OcrPage>): OcrPage {
  return {
    width: 640,
    height: 200,
    barcodes: async () => [],
    close: () => undefined,
    textBands: () => [],
    textLines: () => [],
    recognize: async () => [],
    dotGlyphs: async () => [],
    toImage: (box) => box,
    textRegions: async () => [],
    readRegions: async () => [],
    textRegionsWithin: async () => [],
    ruleAfter: () => false,
    ...script,
  };
}
