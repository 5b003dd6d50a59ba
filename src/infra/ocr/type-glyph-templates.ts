import data from './type-glyph-templates.json' with { type: 'json' };

/**
 * Templates of printed, stamped and embossed type: VIN characters of many typefaces as the glyph
 * reader cuts a glyph (type-glyph-templates.json, written by bench/ocr/make-type-templates.ts),
 * read and checked once, on first use.
 */
export interface TypeGlyphTemplate {
  char: string;
  /** Ink 0–1, `width` × `height`, row by row. */
  values: Float32Array;
}

interface StoredTemplates {
  width: number;
  height: number;
  templates: ReadonlyArray<readonly [string, string]>;
}

let parsed: readonly TypeGlyphTemplate[] | undefined;

export function typeGlyphTemplates(width: number, height: number): readonly TypeGlyphTemplate[] {
  const stored = data as unknown as StoredTemplates;
  // The file is generated for one feature size: refuse it at once if the reader's has changed.
  if (stored.width !== width || stored.height !== height) {
    throw new Error(
      `type-glyph-templates.json holds ${stored.width}x${stored.height} templates, the reader wants ${width}x${height}: regenerate it`,
    );
  }
  parsed ??= stored.templates.map(([char, base64], index) => {
    const bytes = Buffer.from(base64, 'base64');
    if (char.length !== 1 || bytes.length !== width * height)
      throw new Error(`type-glyph-templates.json: template ${index} (${JSON.stringify(char)}) is malformed`);
    return { char, values: Float32Array.from(bytes, (b) => b / 255) };
  });
  return parsed;
}
