import { characterValue, hasValidCheckDigit } from '../vin/check-digit.js';
import { readerOf, SCENE_KIND, type Candidate, type PassRead } from './candidate.js';

// What the passes read, grouped by the string read, and what the groups say of one candidate VIN.

/** Kinds of look of the engine that count in a rank (Candidate.support). */
const ENGINE_SAY = 2;

/** Kinds of look by which a character must lead one the check digit cannot tell from it. */
const CLEAR_MAJORITY = 2;

/**
 * The scene model's probability (0–100) at which one of its characters counts as two kinds of
 * look agreeing. Measured on its reads of the VINs of the three dev sets (3,128 characters):
 * wrong 0.04 % at 99 or more, 1.5 % at 97–99, 3.7 % at 90–95; tesseract's looks, whose
 * agreement is the other way to certainty, share confusions (S/5, B/8, G/6) far more often. A
 * single wrong character fails the check digit; two sure ones wrong that still keep it are rarer
 * than two agreeing looks sharing a confusion.
 */
export const SURE_SCENE_CHARACTER = 97;

/** Reads further apart than this are of different text, not two looks at the same VIN. */
export const SAME_TEXT_DISTANCE = 4;

/** Two reads near enough to be two looks at the same text. */
export function isSameText(a: string, b: string): boolean {
  return distance(a, b) <= SAME_TEXT_DISTANCE;
}

/** Positions where two reads differ. */
export function distance(a: string, b: string): number {
  let d = 0;
  for (let i = 0; i < 17; i++) if (a[i] !== b[i]) d++;
  return d;
}

/**
 * The reads of one string, however many passes read it: a candidate is compared with each string
 * once, not with every read (passes read the same strings again and again).
 */
export interface ReadGroup {
  vin: string;
  /** Kinds of look that read it. */
  kinds: Set<string>;
  /** Those of them that read it as their best reading, not as a string their choices allow (RawRead.guess). */
  firmKinds: Set<string>;
  /** How many reads, and per position the sum of their confidences (for the consensus votes). */
  count: number;
  confidenceSums: number[];
  /** The best mean confidence among its reads. */
  meanConfidence: number;
  labelled: boolean;
  /** Some read of it was a run of print of its own (RawRead.cut). */
  bounded: boolean;
  /** Per position, whether the scene model read it so, as its best reading, at SURE_SCENE_CHARACTER or more. */
  sceneSure: boolean[];
}

/** Groups in the order their strings were first read. */
export function groupReads(reads: PassRead[]): ReadGroup[] {
  const byVin = new Map<string, ReadGroup>();
  for (const r of reads) {
    let g = byVin.get(r.vin);
    if (!g)
      byVin.set(
        r.vin,
        (g = {
          vin: r.vin,
          kinds: new Set(),
          firmKinds: new Set(),
          count: 0,
          confidenceSums: new Array<number>(17).fill(0),
          meanConfidence: -Infinity,
          labelled: false,
          bounded: false,
          sceneSure: new Array<boolean>(17).fill(false),
        }),
      );
    g.kinds.add(r.pass);
    if (!r.guess) g.firmKinds.add(r.pass);
    g.count += 1;
    for (let i = 0; i < 17; i++) {
      g.confidenceSums[i]! += r.confidence[i]!;
      if (r.pass === SCENE_KIND && !r.guess && r.confidence[i]! >= SURE_SCENE_CHARACTER) g.sceneSure[i] = true;
    }
    g.meanConfidence = Math.max(g.meanConfidence, r.confidence.reduce((a, b) => a + b, 0) / 17);
    g.labelled ||= r.labelled;
    g.bounded ||= !r.cut;
  }
  return [...byVin.values()];
}

/** Per position, the character most reads of the same text have there (each read a vote, ties to the more confident). */
export function consensusAround(anchor: string, groups: ReadGroup[]): string {
  const near = groups.filter((g) => distance(g.vin, anchor) <= SAME_TEXT_DISTANCE);
  let out = '';
  for (let i = 0; i < 17; i++) {
    const votes = new Map<string, number>();
    for (const g of near) votes.set(g.vin[i]!, (votes.get(g.vin[i]!) ?? 0) + g.count + g.confidenceSums[i]! / 1000);
    out += [...votes.entries()].sort((a, b) => b[1] - a[1])[0]![0];
  }
  return out;
}

/** What the reads of 17 (`groups`) say of the candidate `vin`. */
export function describe(vin: string, groups: ReadGroup[]): Omit<Candidate, 'inCatalog' | 'identified'> {
  // Edits count from what a reader read as its best reading: a guess (a string its choices allow)
  // is how a reader proposes candidates, not a reading of the text.
  let edits = 17;
  for (const g of groups) if (g.firmKinds.size > 0) edits = Math.min(edits, distance(g.vin, vin));
  const near = groups.filter((g) => distance(g.vin, vin) <= SAME_TEXT_DISTANCE);
  let agreement = Infinity;
  let support = Infinity;
  const contested: Candidate['contested'] = [];
  for (let i = 0; i < 17; i++) {
    const kindsOf = new Map<string, Set<string>>();
    const firmReadersOf = new Map<string, Set<string>>();
    for (const g of near) {
      // A guess (a string a reader's choices allow) counts for the candidate it spells out, not
      // piecemeal: a reader offering many strings would otherwise agree with every one of them.
      const kinds = kindsOf.get(g.vin[i]!) ?? new Set<string>();
      for (const k of g.vin === vin ? g.kinds : g.firmKinds) kinds.add(k);
      kindsOf.set(g.vin[i]!, kinds);
      const readers = firmReadersOf.get(g.vin[i]!) ?? new Set<string>();
      for (const k of g.firmKinds) readers.add(readerOf(k));
      firmReadersOf.set(g.vin[i]!, readers);
    }
    const own = kindsOf.get(vin[i]!)?.size ?? 0;
    agreement = Math.min(agreement, own + (isSceneSure(vin, i, near) ? 1 : 0));
    const ownKinds = [...(kindsOf.get(vin[i]!) ?? [])];
    const engineKinds = ownKinds.filter((k) => readerOf(k) === 'engine').length;
    support = Math.min(support, Math.min(engineKinds, ENGINE_SAY) + ownKinds.length - engineKinds);
    const ownReaders = firmReadersOf.get(vin[i]!) ?? new Set<string>();
    for (const [char, kinds] of kindsOf) {
      if (char === vin[i] || characterValue(char) === undefined || characterValue(char) !== characterValue(vin[i]!)) continue;
      // Looks of one reader pile up behind its confusion (a flagged 1 read as A by every look of
      // the engine): a reader whose best reading has only the other character splits the reading too.
      const otherReader = [...(firmReadersOf.get(char) ?? [])].some((r) => !ownReaders.has(r));
      if (own - kinds.size < CLEAR_MAJORITY || otherReader) contested.push({ position: i, char });
    }
  }
  return {
    vin,
    agreement,
    support,
    edits,
    meanConfidence: Math.max(0, ...near.map((g) => g.meanConfidence)),
    labelled: near.some((g) => g.labelled),
    bounded: near.some((g) => g.bounded),
    checkDigitValid: hasValidCheckDigit(vin),
    contested,
  };
}

/**
 * The scene model read `vin`'s character at `i` surely (SURE_SCENE_CHARACTER), in a read of this
 * text as its best reading: that character counts once more, as if a second kind of look agreed.
 */
export function isSceneSure(vin: string, i: number, near: readonly ReadGroup[]): boolean {
  return near.some((g) => g.vin[i] === vin[i] && g.sceneSure[i] === true);
}
