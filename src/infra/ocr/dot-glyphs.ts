import { blur } from './float-filters.js';
import { dotGlyphTemplates } from './dot-glyph-templates.js';
import { typeGlyphTemplates } from './type-glyph-templates.js';

/**
 * Classifies dot-peen glyphs by their nearest templates (dot-glyph-templates.json). A glyph and a
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
    for (let x = 0; x < FEATURE_WIDTH; x++)
      out[y * FEATURE_WIDTH + x] = areaMean(values, width, height, x * sx, y * sy, (x + 1) * sx, (y + 1) * sy);
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

/** The templates' features packed end to end (FEATURE_SIZE and COARSE_SIZE values each), one char each. */
interface Templates {
  chars: string[];
  features: Float32Array;
  coarse: Float32Array;
}

const FEATURE_SIZE = FEATURE_WIDTH * FEATURE_HEIGHT;
const COARSE_SIZE = FEATURE_SIZE / 4;

/** A feature pooled 2 × 2 and normalised again: a quick first comparison against every template. */
function coarseOf(feature: GlyphFeature): Float32Array {
  const w = FEATURE_WIDTH / 2;
  const out = new Float32Array(w * (FEATURE_HEIGHT / 2));
  for (let y = 0; y < FEATURE_HEIGHT; y++)
    for (let x = 0; x < FEATURE_WIDTH; x++) out[(y >> 1) * w + (x >> 1)]! += feature[y * FEATURE_WIDTH + x]!;
  return normalise(out);
}

let templates: Templates | undefined;

/** The templates as features, built on first use (a few milliseconds). */
function allTemplates(): Templates {
  if (templates) return templates;
  const each = dotGlyphTemplates().map(({ char, rows }) => {
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
  // Smooth type of many faces beside the dot grids: stamped, embossed and printed glyphs.
  for (const { char, values } of typeGlyphTemplates(FEATURE_WIDTH, FEATURE_HEIGHT)) {
    const feature = featureOf(values, FEATURE_WIDTH, FEATURE_HEIGHT);
    each.push({ char, feature, coarse: coarseOf(feature) });
  }
  const features = new Float32Array(each.length * FEATURE_SIZE);
  const coarse = new Float32Array(each.length * COARSE_SIZE);
  each.forEach((t, i) => {
    features.set(t.feature, i * FEATURE_SIZE);
    coarse.set(t.coarse, i * COARSE_SIZE);
  });
  templates = { chars: each.map((t) => t.char), features, coarse };
  return templates;
}

/** Builds the templates' features now (a few hundred ms) rather than on the first glyph. */
export function prepareGlyphTemplates(): void {
  allTemplates();
}

/** Templates compared in full after the coarse first look, and of those, shifted a pixel either way. */
const CLOSER = 400;
const SHIFTED = 150;

/** Every character's best match among the templates that look alike coarsely, cheapest first; a shift of a pixel sideways is forgiven. */
export function classifyGlyph(feature: GlyphFeature): GlyphChoice[] {
  const { chars, features, coarse: coarseAll } = allTemplates();
  const coarse = coarseOf(feature);
  const coarseScore = new Float32Array(chars.length);
  for (let t = 0; t < chars.length; t++) coarseScore[t] = dot(coarse, coarseAll, t * COARSE_SIZE, COARSE_SIZE);
  const closer = byDescending(coarseScore, CLOSER);
  const score = new Float32Array(closer.length);
  closer.forEach((t, i) => (score[i] = correlation(feature, features, t * FEATURE_SIZE, 0)));
  const best = new Map<string, number>();
  for (const [rank, i] of byDescending(score, closer.length).entries()) {
    const t = closer[i]!;
    let corr = score[i]!;
    if (rank < SHIFTED) for (const dx of SHIFTS) corr = Math.max(corr, correlation(feature, features, t * FEATURE_SIZE, dx));
    if (corr > (best.get(chars[t]!) ?? -1)) best.set(chars[t]!, corr);
  }
  return [...best.entries()].map(([char, c]) => ({ char, cost: 1 - c })).sort((a, b) => a.cost - b.cost);
}

/** Indices of the `keep` highest scores, highest first (ties in index order). */
function byDescending(scores: Float32Array, keep: number): number[] {
  let picked: number[];
  if (keep >= scores.length) picked = Array.from(scores.keys());
  else {
    // The keep-th highest score by a numeric sort of a copy (no comparator), then only the
    // indices at or above it are sorted.
    const threshold = Float32Array.from(scores).sort()[scores.length - keep]!;
    picked = [];
    for (let i = 0; i < scores.length; i++) if (scores[i]! >= threshold) picked.push(i);
  }
  return picked.sort((a, b) => scores[b]! - scores[a]! || a - b).slice(0, keep);
}

/** a · b[at … at + n). */
function dot(a: Float32Array, b: Float32Array, at: number, n: number): number {
  let s = 0;
  for (let i = 0; i < n; i++) s += a[i]! * b[at + i]!;
  return s;
}

/** Sideways shifts of a pixel tried on the closest templates. */
const SHIFTS = [-1, 1] as const;

/** The correlation of a with the template at `at` in `b`, moved sideways by dx feature pixels. */
function correlation(a: GlyphFeature, b: Float32Array, at: number, dx: number): number {
  if (dx === 0) return dot(a, b, at, FEATURE_SIZE);
  let s = 0;
  for (let y = 0; y < FEATURE_HEIGHT; y++) {
    const row = y * FEATURE_WIDTH;
    const other = at + row + dx;
    for (let x = Math.max(0, -dx); x < Math.min(FEATURE_WIDTH, FEATURE_WIDTH - dx); x++) s += a[row + x]! * b[other + x]!;
  }
  return s;
}
