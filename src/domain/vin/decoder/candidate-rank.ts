import type { SchemaMatcher } from './schema-matcher.js';

/** A matching pattern (schema + index) with the priority it inherits from its link (YearFrom). */
export interface Candidate {
  matcher: SchemaMatcher;
  index: number;
  priority: number;
}

/**
 * NHTSA's precedence among patterns of one element: latest YearFrom, then most recently
 * changed, then the fewest fixed characters, then key text, then Pattern.Id.
 * Negative when `a` wins.
 */
export function compareCandidates(a: Candidate, b: Candidate): number {
  if (a.priority !== b.priority) return b.priority - a.priority;
  const ma = a.matcher;
  const mb = b.matcher;
  const ta = ma.changedAt[a.index]!;
  const tb = mb.changedAt[b.index]!;
  if (ta !== tb) return tb > ta ? 1 : -1;
  const fa = ma.fixedChars(a.index);
  const fb = mb.fixedChars(b.index);
  if (fa !== fb) return fa - fb;
  // Equal numbers in one table are equal keys, without reading either.
  if (ma.strings !== mb.strings || ma.keyNumber(a.index) !== mb.keyNumber(b.index)) {
    const ka = ma.key(a.index);
    const kb = mb.key(b.index);
    if (ka !== kb) return ka < kb ? -1 : 1;
  }
  return ma.id(a.index) - mb.id(b.index);
}
