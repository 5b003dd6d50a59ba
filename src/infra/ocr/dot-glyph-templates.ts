import data from './dot-glyph-templates.json' with { type: 'json' };

/**
 * The dot-peen glyph templates: data written by bench/ocr/make-dot-templates.ts
 * (dot-glyph-templates.json), read and checked once, on first use.
 */
export interface DotGlyphTemplate {
  /** A VIN character, or '*' for the star that frames a VIN on a plate. */
  char: string;
  /** Rows of struck cells, top to bottom, cap height tall; all of one width. */
  rows: readonly string[];
}

/** As the file holds it: [char, rows of '#' (struck) and '.' cells joined by '/']. */
type StoredTemplate = readonly [string, string];

const CELLS = /^[#.]+$/;

let parsed: readonly DotGlyphTemplate[] | undefined;

export function dotGlyphTemplates(): readonly DotGlyphTemplate[] {
  parsed ??= (data.templates as unknown as StoredTemplate[]).map(parseTemplate);
  return parsed;
}

function parseTemplate([char, bitmap]: StoredTemplate, index: number): DotGlyphTemplate {
  const rows = bitmap.split('/');
  // A malformed entry would classify silently wrong: refuse it at once (the file is generated).
  if (char.length !== 1 || rows.length === 0 || rows.some((r) => r.length !== rows[0]!.length || !CELLS.test(r))) {
    throw new Error(`dot-glyph-templates.json: template ${index} (${JSON.stringify(char)}) is malformed`);
  }
  return { char, rows };
}
