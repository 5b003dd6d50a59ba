/**
 * Writes src/infra/ocr/type-glyph-templates.json (read by type-glyph-templates.ts):
 * `npx tsx bench/ocr/make-type-templates.ts`.
 *
 * Printed, stamped and embossed VINs come in many typefaces; a glyph classifier that knows only
 * a few reads the others badly. So the templates are drawn from many families, regular and bold:
 * monospaced, sans, condensed, pixel and the OCR faces, from npm (@fontsource, dejavu-fonts-ttf,
 * devDependencies) and from Debian's font packages (`apt-get install fonts-ocr-a fonts-ocr-b
 * fonts-liberation fonts-freefont-ttf fonts-noto-mono`). None is chosen for one label maker.
 *
 * Each template is a VIN character drawn as the reader cuts a glyph (dot-line.ts): cap height
 * tall, GLYPH_WINDOW cap heights wide, centred on its ink, sampled to the feature size by area
 * (librsvg's anti-aliasing). Near-copies of a template already kept are dropped.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import opentype, { type Font } from 'opentype.js';
import sharp from 'sharp';
import { VIN_CHARSET } from '../../src/domain/ocr/confusables.js';
import { FEATURE_HEIGHT, FEATURE_WIDTH, GLYPH_WINDOW } from '../../src/infra/ocr/dot-glyphs.js';

const require = createRequire(import.meta.url);

const FONTSOURCE: Record<string, number[]> = {
  'anonymous-pro': [400, 700],
  antonio: [400, 700],
  'archivo-narrow': [400, 700],
  arimo: [400, 700],
  'b612-mono': [400, 700],
  'barlow-condensed': [400, 700],
  'bebas-neue': [400],
  'courier-prime': [400, 700],
  cousine: [400, 700],
  dotgothic16: [400],
  'fira-mono': [400, 700],
  'fjalla-one': [400],
  'ibm-plex-mono': [400, 700],
  inconsolata: [400, 700],
  'jetbrains-mono': [400, 800],
  'league-gothic': [400],
  'noto-sans-mono': [400, 700],
  oswald: [400, 700],
  'overpass-mono': [400, 700],
  'pt-mono': [400],
  'red-hat-mono': [400, 700],
  'roboto-condensed': [400, 700],
  'roboto-mono': [400, 700],
  'share-tech-mono': [400],
  'source-code-pro': [400, 800],
  'space-mono': [400, 700],
  teko: [400, 600],
  'ubuntu-mono': [400, 700],
  vt323: [400],
};

const NPM_FILES = [
  'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
  'dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf',
  'dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf',
  'dejavu-fonts-ttf/ttf/DejaVuSansMono.ttf',
  'dejavu-fonts-ttf/ttf/DejaVuSansMono-Bold.ttf',
];

const DEBIAN_FILES = [
  '/usr/share/fonts/truetype/ocr-a/OCRA.ttf',
  '/usr/share/fonts/opentype/ocr-b/OCRB.otf',
  '/usr/share/fonts/truetype/liberation/LiberationMono-Regular.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationMono-Bold.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSansNarrow-Regular.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSansNarrow-Bold.ttf',
  '/usr/share/fonts/truetype/freefont/FreeMono.ttf',
  '/usr/share/fonts/truetype/freefont/FreeMonoBold.ttf',
  '/usr/share/fonts/truetype/freefont/FreeSans.ttf',
  '/usr/share/fonts/truetype/freefont/FreeSansBold.ttf',
  '/usr/share/fonts/truetype/noto/NotoMono-Regular.ttf',
];

/** Two templates of one character this alike (correlation of their features) are one. */
const SAME = 0.97;
/** Pixels per feature pixel while drawing, before librsvg averages them down. */
const SUPER = 8;

function fontFiles(): string[] {
  const missing = DEBIAN_FILES.filter((f) => !existsSync(f));
  if (missing.length > 0) {
    console.error(
      `missing font files (apt-get install fonts-ocr-a fonts-ocr-b fonts-liberation fonts-freefont-ttf fonts-noto-mono):\n  ${missing.join('\n  ')}`,
    );
    process.exit(2);
  }
  const fontsource = Object.entries(FONTSOURCE).flatMap(([family, weights]) =>
    weights.map((w) => require.resolve(`@fontsource/${family}/files/${family}-latin-${w}-normal.woff`)),
  );
  return [...fontsource, ...NPM_FILES.map((f) => require.resolve(f)), ...DEBIAN_FILES];
}

function parse(file: string): Font {
  const bytes = readFileSync(file);
  return opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}

/** The char's ink, cap height tall, in the reader's glyph window, as FEATURE_WIDTH × FEATURE_HEIGHT bytes (255 full ink). */
async function draw(font: Font, char: string): Promise<Uint8Array | null> {
  const size = 1000;
  const cap = font.getPath('H', 0, 0, size).getBoundingBox();
  const capHeight = -cap.y1;
  const path = font.getPath(char, 0, 0, size);
  const ink = path.getBoundingBox();
  if (!(capHeight > 0) || ink.x2 <= ink.x1) return null;
  const width = capHeight * GLYPH_WINDOW;
  const left = (ink.x1 + ink.x2) / 2 - width / 2;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${FEATURE_WIDTH * SUPER}" height="${FEATURE_HEIGHT * SUPER}" viewBox="${left} ${-capHeight} ${width} ${capHeight}" preserveAspectRatio="none"><rect x="${left}" y="${-capHeight}" width="${width}" height="${capHeight}" fill="black"/><path d="${path.toPathData(2)}" fill="white"/></svg>`;
  const { data } = await sharp(Buffer.from(svg))
    .greyscale()
    .resize(FEATURE_WIDTH, FEATURE_HEIGHT, { kernel: 'linear', fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return new Uint8Array(data);
}

function unit(bytes: Uint8Array): Float32Array {
  const v = Float32Array.from(bytes);
  const mean = v.reduce((a, b) => a + b, 0) / v.length;
  let norm = 0;
  for (let i = 0; i < v.length; i++) norm += (v[i]! -= mean) ** 2;
  norm = Math.sqrt(norm) || 1;
  return v.map((x) => x / norm);
}

const kept = new Map<string, Float32Array[]>();
const entries: string[] = [];
const files = fontFiles();
for (const file of files) {
  const font = parse(file);
  for (const char of VIN_CHARSET) {
    if (font.charToGlyph(char).index === 0) continue;
    const bytes = await draw(font, char);
    if (!bytes) continue;
    const feature = unit(bytes);
    const same = kept.get(char) ?? [];
    if (same.some((other) => other.reduce((s, x, i) => s + x * feature[i]!, 0) > SAME)) continue;
    same.push(feature);
    kept.set(char, same);
    entries.push(`    ${JSON.stringify([char, Buffer.from(bytes).toString('base64')])}`);
  }
}

const out = resolve(import.meta.dirname, '../../src/infra/ocr/type-glyph-templates.json');
const about = `Generated by bench/ocr/make-type-templates.ts from ${files.length} fonts: do not edit. VIN characters as the glyph reader cuts them: ${FEATURE_WIDTH} x ${FEATURE_HEIGHT} bytes, row by row, ink 255, base64.`;
// One template a line: a regenerated file diffs line by line.
writeFileSync(
  out,
  `{\n  "about": ${JSON.stringify(about)},\n  "width": ${FEATURE_WIDTH},\n  "height": ${FEATURE_HEIGHT},\n  "templates": [\n${entries.join(',\n')}\n  ]\n}\n`,
);
console.log(`${entries.length} templates from ${files.length} fonts`);
