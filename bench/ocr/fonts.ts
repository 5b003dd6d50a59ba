import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype, { type Font } from 'opentype.js';

/**
 * Fonts for the synthetic labels, all shipped in npm packages (devDependencies) so the generator
 * works on a clean clone: nothing installed on the machine is relied on. Glyphs become SVG paths,
 * so librsvg (inside sharp) never has to find a font.
 */
const require = createRequire(import.meta.url);

const FONT_FILES = {
  dejavuMonoBold: 'dejavu-fonts-ttf/ttf/DejaVuSansMono-Bold.ttf',
  dejavuSansBold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
  dejavuCondensed: 'dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf',
  dejavuSerif: 'dejavu-fonts-ttf/ttf/DejaVuSerif.ttf',
  robotoMono: '@fontsource/roboto-mono/files/roboto-mono-latin-500-normal.woff',
  shareTechMono: '@fontsource/share-tech-mono/files/share-tech-mono-latin-400-normal.woff',
  oswald: '@fontsource/oswald/files/oswald-latin-500-normal.woff',
} as const;

export type FontName = keyof typeof FONT_FILES;
export const FONT_NAMES = Object.keys(FONT_FILES) as FontName[];

const loaded = new Map<FontName, Font>();

export function font(name: FontName): Font {
  let f = loaded.get(name);
  if (!f) {
    const bytes = readFileSync(require.resolve(FONT_FILES[name]));
    f = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    loaded.set(name, f);
  }
  return f;
}

export interface TextPath {
  d: string;
  width: number;
}

/** The outline of `text` as one SVG path, its baseline at (x, y); `spacing` adds em-relative tracking. */
export function textPath(name: FontName, text: string, x: number, y: number, size: number, spacing = 0): TextPath {
  const f = font(name);
  const scale = size / f.unitsPerEm;
  let cursor = x;
  const parts: string[] = [];
  for (const char of text) {
    const glyph = f.charToGlyph(char);
    parts.push(glyph.getPath(cursor, y, size).toPathData(1));
    cursor += (glyph.advanceWidth ?? f.unitsPerEm * 0.6) * scale + spacing * size;
  }
  return { d: parts.join(' '), width: cursor - x };
}
