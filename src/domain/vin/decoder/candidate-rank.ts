import type { CompiledPattern } from './schema-matcher.js';

/** A matching pattern with the priority it inherits from the schema link (its YearFrom). */
export interface Candidate {
  pattern: CompiledPattern;
  priority: number;
}

/**
 * NHTSA's precedence among patterns of one element: latest YearFrom, then most recently
 * changed, then the fewest fixed characters, then key text, then Pattern.Id.
 * Negative when `a` wins.
 */
export function compareCandidates(a: Candidate, b: Candidate): number {
  if (a.priority !== b.priority) return b.priority - a.priority;
  const pa = a.pattern;
  const pb = b.pattern;
  if (pa.changedAt !== pb.changedAt) return pb.changedAt > pa.changedAt ? 1 : -1;
  if (pa.fixedChars !== pb.fixedChars) return pa.fixedChars - pb.fixedChars;
  if (pa.keys !== pb.keys) return pa.keys < pb.keys ? -1 : 1;
  return pa.id - pb.id;
}
