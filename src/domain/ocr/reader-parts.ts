/**
 * Parts of the image reader that can be left out, to measure what each adds to its answers
 * (`npm run bench:ocr -- --without second-reads,glyphs`; decision 0313 keeps the figures):
 * - `second-reads`: the scene model's closer reads of regions that came near a VIN;
 * - `straight`: tesseract's look at the scene model's line straightened along its region;
 * - `glyphs`: the glyph reader; `earlier`: the whole earlier reader (the fallback).
 */
export const READER_PARTS = ['second-reads', 'straight', 'glyphs', 'earlier'] as const;
export type ReaderPart = (typeof READER_PARTS)[number];
