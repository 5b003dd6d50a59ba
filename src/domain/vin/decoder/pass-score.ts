import type { ElementInfo } from './element-rules.js';
import type { PassResult } from './decode-pass.js';

/**
 * How vPIC picks among model-year passes: highest error weight (no detailed data −1000,
 * unused positions −30; errors common to every pass cancel out), then the summed Element.weight
 * of what decoded, then how many values came from patterns, then the later model year.
 */
export interface PassScore {
  errorWeight: number;
  elementWeight: number;
  patternValues: number;
  year: number;
}

export function scorePass(pass: PassResult, elements: ReadonlyMap<number, ElementInfo>): PassScore {
  let errorWeight = 0;
  if (pass.matchedPatterns === 0) errorWeight -= 1000;
  if (pass.unusedPositions.length > 0) errorWeight -= 30;
  let elementWeight = 0;
  let patternValues = 0;
  for (const value of pass.values.values()) {
    elementWeight += elements.get(value.elementId)?.weight ?? 0;
    if (value.source === 'pattern') patternValues += 1;
  }
  return { errorWeight, elementWeight, patternValues, year: pass.year ?? 0 };
}

/** Positive when `a` is the better pass. */
export function comparePassScores(a: PassScore, b: PassScore): number {
  return a.errorWeight - b.errorWeight || a.elementWeight - b.elementWeight || a.patternValues - b.patternValues || a.year - b.year;
}

export function bestPass(passes: readonly PassResult[], elements: ReadonlyMap<number, ElementInfo>): PassResult {
  let best = passes[0]!;
  let bestScore = scorePass(best, elements);
  for (let i = 1; i < passes.length; i++) {
    const score = scorePass(passes[i]!, elements);
    if (comparePassScores(score, bestScore) > 0) {
      best = passes[i]!;
      bestScore = score;
    }
  }
  return best;
}
