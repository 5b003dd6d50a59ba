/**
 * Parts of the image reader that can be left out, to measure what each adds to its answers
 * (`npm run bench:ocr -- --without second-reads,bands`; docs/ocr.md keeps the figures):
 * - `second-reads`: the scene model's closer reads of regions that came near a VIN;
 * - `straight`: tesseract's look at the scene model's line straightened along its region;
 * - `glyphs`: the glyph reader; `bands`: the looks at text bands; `earlier`: the whole earlier
 *   reader (the fallback).
 */
export const READER_PARTS = ['second-reads', 'straight', 'glyphs', 'bands', 'earlier'] as const;
export type ReaderPart = (typeof READER_PARTS)[number];
