import { blur } from './float-filters.js';
import { DOT_GLYPH_TEMPLATES } from './dot-glyph-templates.js';

/**
 * Classifies dot-peen glyphs by their nearest templates (dot-glyph-templates.ts). A glyph and a
 * template are compared as small blurred images of one size, cap height tall, aspect kept: blocky
 * glyphs only seven cells tall defeat an engine trained on smooth type (it reads 6 and 8 as E),
 * but a glyph struck from a known grid of cells is told apart by the cells themselves.
 */
export const FEATURE_HEIGHT = 20;
export const FEATURE_WIDTH = 24;
/**
 * A glyph is looked at in a window this many cap heights wide, centred on it, at one scale for
 * both directions: the glyph's own width (hard to measure on blurred dots) needs no measuring.
 */
export const GLYPH_WINDOW = FEATURE_WIDTH / FEATURE_HEIGHT;

/** A glyph as FEATURE_WIDTH × FEATURE_HEIGHT values, zero mean and unit norm. */
export type GlyphFeature = Float32Array;

export interface GlyphChoice {
  char: string;
  /** 1 − correlation with the nearest template of the character: 0 is a perfect match. */
  cost: number;
}

/**
 * A glyph window (`values`, `width` × `height`, ink high, GLYPH_WINDOW times as wide as tall) as
 * a feature, blurred by `sigma` feature pixels so a cell off by a pixel still overlaps.
 */
export function featureOf(values: Float32Array, width: number, height: number, sigma = 1): GlyphFeature {
  const out = new Float32Array(FEATURE_WIDTH * FEATURE_HEIGHT);
  // Area sampling: each feature pixel averages the source pixels it covers.
  const sx = width / FEATURE_WIDTH;
  const sy = height / FEATURE_HEIGHT;
  for (let y = 0; y < FEATURE_HEIGHT; y++) {
    for (let x = 0; x < FEATURE_WIDTH; x++) out[y * FEATURE_WIDTH + x] = areaMean(values, width, height, x * sx, y * sy, (x + 1) * sx, (y + 1) * sy);
  }
  return normalise(blur(out, FEATURE_WIDTH, FEATURE_HEIGHT, sigma, 2));
}

function areaMean(v: Float32Array, width: number, height: number, x0: number, y0: number, x1: number, y1: number): number {
  let sum = 0;
  let weight = 0;
  for (let y = Math.floor(y0); y < Math.min(height, Math.ceil(y1)); y++) {
    const wy = Math.min(y + 1, y1) - Math.max(y, y0);
    for (let x = Math.floor(x0); x < Math.min(width, Math.ceil(x1)); x++) {
      const wx = Math.min(x + 1, x1) - Math.max(x, x0);
      sum += v[y * width + x]! * wx * wy;
      weight += wx * wy;
    }
  }
  return weight > 0 ? sum / weight : 0;
}

function normalise(v: Float32Array): Float32Array {
  let mean = 0;
  for (const x of v) mean += x;
  mean /= v.length;
  let norm = 0;
  for (let i = 0; i < v.length; i++) {
    v[i]! -= mean;
    norm += v[i]! ** 2;
  }
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < v.length; i++) v[i]! /= norm;
  return v;
}

interface Template {
  char: string;
  feature: GlyphFeature;
  coarse: Float32Array;
}

/** A feature pooled 2 × 2 and normalised again: a quick first comparison against every template. */
function coarseOf(feature: GlyphFeature): Float32Array {
  const w = FEATURE_WIDTH / 2;
  const out = new Float32Array(w * (FEATURE_HEIGHT / 2));
  for (let y = 0; y < FEATURE_HEIGHT; y++) for (let x = 0; x < FEATURE_WIDTH; x++) out[(y >> 1) * w + (x >> 1)]! += feature[y * FEATURE_WIDTH + x]!;
  return normalise(out);
}

let templates: Template[] | undefined;

/** The templates as features, built on first use (a few milliseconds). */
function allTemplates(): Template[] {
  templates ??= DOT_GLYPH_TEMPLATES.map(([char, bitmap]) => {
    const rows = bitmap.split('/');
    const height = rows.length;
    const width = rows[0]!.length;
    // Each cell a block of pixels, the glyph centred in its window; blurred more than a glyph
    // from a photo, which comes blurred already.
    const cell = 4;
    const span = Math.round(height * cell * GLYPH_WINDOW);
    const left = Math.round((span - width * cell) / 2);
    const values = new Float32Array(span * height * cell);
    rows.forEach((row, r) => {
      [...row].forEach((c, k) => {
        if (c !== '#') return;
        for (let y = 0; y < cell; y++) {
          for (let x = 0; x < cell; x++) {
            const at = left + k * cell + x;
            if (at >= 0 && at < span) values[(r * cell + y) * span + at] = 1;
          }
        }
      });
    });
    const feature = featureOf(values, span, height * cell, 1.4);
    return { char, feature, coarse: coarseOf(feature) };
  });
  return templates;
}

/** Templates compared in full after the coarse first look, and of those, shifted a pixel either way. */
const CLOSER = 400;
const SHIFTED = 150;

/** Every character's best match among the templates that look alike coarsely, cheapest first; a shift of a pixel sideways is forgiven. */
export function classifyGlyph(feature: GlyphFeature): GlyphChoice[] {
  const all = allTemplates();
  const coarse = coarseOf(feature);
  const near = all
    .map((t) => ({ t, corr: dot(coarse, t.coarse) }))
    .sort((a, b) => b.corr - a.corr)
    .slice(0, CLOSER)
    .map(({ t }) => ({ t, corr: correlation(feature, t.feature, 0, 0) }))
    .sort((a, b) => b.corr - a.corr);
  const best = new Map<string, number>();
  for (const [rank, { t, corr: unshifted }] of near.entries()) {
    let corr = unshifted;
    if (rank < SHIFTED) for (const [dx, dy] of SHIFTS) corr = Math.max(corr, correlation(feature, t.feature, dx, dy));
    if (corr > (best.get(t.char) ?? -1)) best.set(t.char, corr);
  }
  return [...best.entries()].map(([char, c]) => ({ char, cost: 1 - c })).sort((a, b) => a.cost - b.cost);
}

function dot(a: Float32Array, b: Float32Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s;
}

const SHIFTS = [[-1, 0], [1, 0]] as const;

/** The correlation of a with b moved by (dx, dy) feature pixels. */
function correlation(a: GlyphFeature, b: GlyphFeature, dx: number, dy: number): number {
  let s = 0;
  for (let y = Math.max(0, -dy); y < Math.min(FEATURE_HEIGHT, FEATURE_HEIGHT - dy); y++) {
    const row = y * FEATURE_WIDTH;
    const other = (y + dy) * FEATURE_WIDTH + dx;
    for (let x = Math.max(0, -dx); x < Math.min(FEATURE_WIDTH, FEATURE_WIDTH - dx); x++) s += a[row + x]! * b[other + x]!;
  }
  return s;
}
