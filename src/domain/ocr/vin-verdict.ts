import { characterValue, hasValidCheckDigit, isCheckDigitCharacter } from '../vin/check-digit.js';
import { catalogMatchOf, type CatalogCheck } from './catalog-check.js';
import { correctionsOf, hasNumericSerialEnd, isNorthAmerican, shapeTwinsOf } from './confusables.js';
import { alignToAnchor, type UnevenRead } from './uneven-reads.js';
import type { RawRead } from './vin-candidates.js';

/**
 * Weighs everything the passes read. Reading is not decoding: a VIN is *read with certainty*
 * when its check digit holds and every one of its characters was read so by at least two kinds of
 * look (letting the check digit alone pick a correction would return a wrong VIN one time in
 * eleven), or, for a VIN made outside North America without a check digit, when three kinds of
 * look read it exactly so; the catalog has no say. It is *verified* when, besides, the catalog
 * decodes it. A VIN read with certainty that the catalog cannot decode is still the answer
 * (VIN_NOT_FOUND naming it), not a reason to look for another.
 */
export interface Candidate {
  vin: string;
  /** Per position, how many kinds of look read this character there; the minimum over the 17. */
  agreement: number;
  /**
   * The same with the engine's kinds of look counted at most ENGINE_SAY times: its looks share its
   * confusions, so a third or fourth of them agreeing says little more (what ranks use).
   */
  support: number;
  /**
   * Kinds of look, and readers (the OCR engine, the glyph classifier), that read all 17 characters
   * exactly so in one read. Looks of one engine share its confusions (G for 6, 8 for B).
   */
  exactKinds: number;
  exactReaders: number;
  /** Substitutions from the nearest raw read that is not a guess (0 when some pass read exactly this). */
  edits: number;
  meanConfidence: number;
  labelled: boolean;
  checkDigitValid: boolean;
  inCatalog: boolean;
  /** The catalog knows its make and model (see catalog-check.ts). */
  identified: boolean;
  /**
   * Other characters some look read in its place that the check digit cannot tell from it (J, A
   * and 1 all count 1), where it does not lead them by two kinds of look.
   */
  contested: Array<{ position: number; char: string }>;
}

export interface Verdict {
  best: Candidate;
  confidence: number;
  /** Read with certainty (see above), whether the catalog decodes it or not. */
  certain: boolean;
  verified: boolean;
  /**
   * More passes would not change the answer: read with certainty, or read exactly so by three
   * kinds of look and acceptable (a split the check digit cannot arbitrate aside) or decodable
   * despite a failing check digit.
   */
  settled: boolean;
  warnings: string[];
  alternatives: Array<{ vin: string; confidence: number; checkDigitValid: boolean; inCatalog: boolean }>;
}

export type { CatalogCheck };

interface PassRead extends RawRead {
  /** The kind of look that read it: looks of one kind make the same mistakes, so they agree as one. */
  pass: string;
}

/**
 * Rank points for a VIN whose make and model the catalog knows: a little more than one agreeing
 * kind of look. More would let a junk window that happens to decode to a model beat the right VIN
 * when the catalog lacks that VIN's model.
 */
const IDENTIFIED_WEIGHT = 60;

/** Rank points of a structural hint (see rank): less than one edit, so reads still decide. */
const HINT_WEIGHT = 15;

/** Kinds of look that, reading the same acceptable VIN exactly, make further passes pointless. */
const SETTLED_AGREEMENT = 3;

/**
 * Kinds of look that must read a VIN without a check digit (made outside North America: WVWZZZ…)
 * exactly so before it counts as read with certainty. Two looks of one engine share some
 * confusions (8 for B); three agreeing on all 17 characters, with no check digit to catch a
 * misread, is the evidence a check digit would otherwise add.
 */
export const NO_CHECK_DIGIT_AGREEMENT = 3;

/** The kind of look the glyph reader's reads carry. */
export const GLYPH_KIND = 'dots';
/**
 * The kind of look the scene-text model's reads carry: a reader of its own (a neural recognizer
 * shares neither tesseract's confusions nor the glyph templates'). Every other kind is a look of
 * the OCR engine, tesseract.
 */
export const SCENE_KIND = 'scene';

const readerOf = (kind: string) => (kind === GLYPH_KIND ? 'glyphs' : kind === SCENE_KIND ? 'scene' : 'engine');

/** Kinds of look of the engine that count in a rank (Candidate.support). */
const ENGINE_SAY = 2;

/**
 * Rank points of a VIN read with certainty: more than the catalog's whole say (decodes, acceptable,
 * identified), so that a candidate the catalog happens to decode cannot outrank what the looks
 * agree on. Among certain reads the catalog still weighs.
 */
const CERTAIN_WEIGHT = 1500;

/** Corrections after which a candidate the catalog decodes is a guess at another text, not a reading of it. */
const FAR_FETCHED_EDITS = 2;

/** The catalog's whole say in a rank (acceptable, decodes, identified). */
const CATALOG_SAY = 1000 + 200 + IDENTIFIED_WEIGHT;

/** Kinds of look that must read each character of a VIN no look read whole before it is certain. */
const PIECED_AGREEMENT = 3;

/** Kinds of look by which a character must lead one the check digit cannot tell from it. */
const CLEAR_MAJORITY = 2;

/** Reads further apart than this are of different text, not two looks at the same VIN. */
const SAME_TEXT_DISTANCE = 4;

/**
 * `kinds[i]` names the kind of look of `passes[i]` (default: each pass its own kind); `uneven[i]`
 * are that pass's reads a character short or long, which vote beside the reads of 17.
 */
export async function weighReads(
  passes: RawRead[][],
  inCatalog: CatalogCheck,
  kinds: string[] = [],
  uneven: UnevenRead[][] = [],
): Promise<Verdict | null> {
  const reads: PassRead[] = passes.flatMap((rs, i) => rs.map((r) => ({ ...r, pass: kinds[i] ?? String(i) })));
  if (reads.length === 0) return null;
  const groups = groupReads(reads);
  const voters = [...groups, ...projectUneven(uneven, kinds, groups)];
  const proposals = new Set<string>(reads.map((r) => r.vin));
  for (const r of reads) for (const c of correctionsOf(r.vin, r.confidence)) proposals.add(c.vin);
  for (const g of groups) proposals.add(consensusAround(g.vin, voters));
  const all = [...proposals].map((vin) => describe(vin, groups));
  // Only what could be chosen goes to the catalog: close reads, or corrections with a valid check digit.
  // Single corrections go too: outside North America the check digit cannot pick them.
  const worthChecking = all
    .filter((c) => c.edits <= 1 || c.checkDigitValid || c.agreement >= 2)
    .sort((a, b) => a.edits - b.edits)
    .map((c) => c.vin);
  const known = await inCatalog(worthChecking.slice(0, 400));
  const candidates = all.map((c) => {
    const match = catalogMatchOf(known, c.vin);
    return { ...c, inCatalog: match !== null, identified: match?.identified ?? false };
  });
  // Text read exactly as a VIN (a check digit that holds, a serial ending in digits) outweighs a
  // different text the catalog decodes only after several corrections, or after one that leaves
  // its check digit failing: that is the catalog choosing what was read, not weighing it.
  const exactVins = candidates.filter((c) => c.edits === 0 && c.checkDigitValid && hasNumericSerialEnd(c.vin));
  const farFetched = (c: Candidate) =>
    c.edits >= (c.checkDigitValid ? FAR_FETCHED_EDITS : 1) && c.agreement < 2 && exactVins.some((e) => !isSameText(e.vin, c.vin));
  // Likewise a correction whose check digit fails, beside a reading of the same text whose check
  // digit holds (read exactly, or by two kinds of look at every character): the check digit has
  // spoken for the one, and the catalog decoding the other says only that such vehicles exist.
  const readWithCheckDigit = candidates.filter(
    (c) => c.checkDigitValid && hasNumericSerialEnd(c.vin) && (c.edits === 0 || c.agreement >= 2),
  );
  const outread = (c: Candidate) => c.edits >= 1 && !c.checkDigitValid && readWithCheckDigit.some((e) => isSameText(e.vin, c.vin));
  // A candidate the reader would not state (a serial ending in a letter; pieced from corrections
  // and unknown to the catalog) may not push one it would state out of first place: the answer
  // would be that no VIN was found.
  const ranks = new Map(
    candidates.map((c) => [c, rank(c) - (farFetched(c) || outread(c) ? CATALOG_SAY : 0) - (canBeNamed(c) ? 0 : CATALOG_SAY)]),
  );
  candidates.sort((a, b) => ranks.get(b)! - ranks.get(a)!);
  const best = candidates[0]!;
  // A character the check digit cannot arbitrate, split between looks: the catalog may settle it
  // (it decodes only one reading); when it decodes neither, nothing can.
  const certain =
    isReadWithCertainty(best) &&
    (best.inCatalog
      ? !(await isContested(best, candidates, inCatalog))
      : best.contested.length === 0 && !hasDecodableRival(best, candidates)) &&
    !(await hasValidTwin(best, inCatalog));
  const verified = certain && isAcceptable(best);
  const warnings: string[] = [];
  if (!certain) warnings.push('OCR_UNVERIFIED');
  if (best.edits > 0) warnings.push('OCR_CORRECTED');
  if (!best.checkDigitValid) warnings.push('CHECK_DIGIT_MISMATCH');
  return {
    best,
    confidence: confidenceOf(best, certain),
    certain,
    verified,
    settled: certain || ((isAcceptable(best) || isReadDespiteCheckDigit(best)) && best.edits === 0 && best.agreement >= SETTLED_AGREEMENT),
    warnings,
    alternatives: candidates
      .slice(1)
      .filter((c) => isAcceptable(c) || c.edits === 0)
      .slice(0, 5)
      .map((c) => ({ vin: c.vin, confidence: confidenceOf(c, false), checkDigitValid: c.checkDigitValid, inCatalog: c.inCatalog })),
  };
}

/** Two reads near enough to be two looks at the same text. */
export function isSameText(a: string, b: string): boolean {
  return distance(a, b) <= SAME_TEXT_DISTANCE;
}

/** Positions where two reads differ; a position an uneven read has no character for ('?') is no difference. */
function distance(a: string, b: string): number {
  let d = 0;
  for (let i = 0; i < 17; i++) if (a[i] !== b[i] && a[i] !== HOLE && b[i] !== HOLE) d++;
  return d;
}

/** Where an uneven read, laid against a read of 17, has no character. */
const HOLE = '?';

/**
 * The reads of one string, however many passes read it: a candidate is compared with each string
 * once, not with every read (passes read the same strings again and again).
 */
interface ReadGroup {
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
}

/** Groups in the order their strings were first read. */
function groupReads(reads: PassRead[]): ReadGroup[] {
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
        }),
      );
    g.kinds.add(r.pass);
    if (!r.guess) g.firmKinds.add(r.pass);
    g.count += 1;
    for (let i = 0; i < 17; i++) g.confidenceSums[i]! += r.confidence[i]!;
    g.meanConfidence = Math.max(g.meanConfidence, r.confidence.reduce((a, b) => a + b, 0) / 17);
    g.labelled ||= r.labelled;
  }
  return [...byVin.values()];
}

/**
 * Each uneven read as a group of its own, laid against the read of 17 it fits best (fewest
 * differences, then the most kinds of look): '?' where it has no character.
 */
function projectUneven(uneven: UnevenRead[][], kinds: string[], groups: ReadGroup[]): ReadGroup[] {
  const out: ReadGroup[] = [];
  uneven.forEach((pass, i) => {
    for (const u of pass) {
      let best: { vin: string; sums: number[]; misses: number; kinds: number } | undefined;
      for (const g of groups) {
        const map = alignToAnchor(u.text, g.vin);
        if (!map) continue;
        const vin = map.map((j) => (j >= 0 ? u.text[j]! : HOLE)).join('');
        const misses = distance(vin, g.vin);
        if (!best || misses < best.misses || (misses === best.misses && g.kinds.size > best.kinds)) {
          best = { vin, sums: map.map((j) => (j >= 0 ? u.confidence[j]! : 0)), misses, kinds: g.kinds.size };
        }
      }
      if (best)
        out.push({
          vin: best.vin,
          kinds: new Set([kinds[i] ?? String(i)]),
          firmKinds: new Set([kinds[i] ?? String(i)]),
          count: 1,
          confidenceSums: best.sums,
          meanConfidence: 0,
          labelled: false,
        });
    }
  });
  return out;
}

/** Per position, the character most reads of the same text have there (each read a vote, ties to the more confident). */
function consensusAround(anchor: string, groups: ReadGroup[]): string {
  const near = groups.filter((g) => distance(g.vin, anchor) <= SAME_TEXT_DISTANCE);
  let out = '';
  for (let i = 0; i < 17; i++) {
    const votes = new Map<string, number>();
    for (const g of near) if (g.vin[i] !== HOLE) votes.set(g.vin[i]!, (votes.get(g.vin[i]!) ?? 0) + g.count + g.confidenceSums[i]! / 1000);
    out += [...votes.entries()].sort((a, b) => b[1] - a[1])[0]![0];
  }
  return out;
}

/**
 * `groups` are the reads of 17. Uneven reads (in the consensus's votes) propose characters but
 * are no evidence here: where a read a character off lies is a guess.
 */
function describe(vin: string, groups: ReadGroup[]): Omit<Candidate, 'inCatalog' | 'identified'> {
  // Edits count from what a reader read as its best reading: a guess (a string its choices allow)
  // is how a reader proposes candidates, not a reading of the text.
  let edits = 17;
  for (const g of groups) if (g.firmKinds.size > 0) edits = Math.min(edits, distance(g.vin, vin));
  const near = groups.filter((g) => distance(g.vin, vin) <= SAME_TEXT_DISTANCE);
  let agreement = Infinity;
  let support = Infinity;
  const contested: Candidate['contested'] = [];
  const exact = new Set(groups.filter((g) => g.vin === vin).flatMap((g) => [...g.firmKinds]));
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
    agreement = Math.min(agreement, own);
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
    exactKinds: exact.size,
    exactReaders: new Set([...exact].map(readerOf)).size,
    edits,
    meanConfidence: Math.max(0, ...near.map((g) => g.meanConfidence)),
    labelled: near.some((g) => g.labelled),
    checkDigitValid: hasValidCheckDigit(vin),
    contested,
  };
}

/**
 * Looks disagree on a character the check digit cannot arbitrate (J, A or 1), without a clear
 * majority, and the catalog takes the other reading as well: a J read as 1 in a plant code or a
 * descriptor still decodes, to the same make and model. Nothing but the looks can tell the two
 * apart, so the VIN is not verified.
 */
async function isContested(best: Candidate, candidates: Candidate[], inCatalog: CatalogCheck): Promise<boolean> {
  if (best.contested.length === 0) return false;
  const rivals = best.contested.map(({ position, char }) => {
    const vin = best.vin.slice(0, position) + char + best.vin.slice(position + 1);
    return { vin, weighed: candidates.find((c) => c.vin === vin) };
  });
  const unweighed = rivals.filter((r) => !r.weighed).map((r) => r.vin);
  const known = unweighed.length > 0 ? await inCatalog(unweighed) : new Map<string, { identified: boolean }>();
  return rivals.some(({ vin, weighed }) => {
    const match = weighed ? (weighed.inCatalog ? { identified: weighed.identified } : null) : catalogMatchOf(known, vin);
    return match !== null && (match.identified || !best.identified);
  });
}

/**
 * What the looks alone establish: a serial ending in digits, and either a valid check digit with
 * every character read so by two kinds of look, or, without a check digit outside North America,
 * the whole VIN read exactly so by NO_CHECK_DIGIT_AGREEMENT kinds of look, the glyph reader and
 * the engine among them: every look of the engine may share one confusion, and with no check
 * digit nothing else would catch it.
 */
function isReadWithCertainty(c: Candidate): boolean {
  if (!hasNumericSerialEnd(c.vin)) return false;
  // Pieced together from looks none of which read it whole, it takes a third kind of look at
  // every character: two kinds agree on some character of many a different text.
  if (c.checkDigitValid) return c.agreement >= (c.edits === 0 ? 2 : PIECED_AGREEMENT);
  return !isNorthAmerican(c.vin) && c.exactKinds >= NO_CHECK_DIGIT_AGREEMENT && c.exactReaders >= 2;
}

/**
 * A VIN the catalog cannot decode beside another reading of the same text that it decodes, pieced
 * from characters looks read, whose check digit holds as well though it differs in what the check
 * digit counts: the check digit, which makes two kinds of look enough, does not tell the two apart,
 * and the looks alone may share one confusion (every look of the engine reading a G as 6). The
 * catalog cannot make a reading certain, but it can make it doubtful. (Characters the check digit
 * counts alike, J and 1, are weighed as contested instead.)
 */
function hasDecodableRival(best: Candidate, candidates: Candidate[]): boolean {
  return (
    best.checkDigitValid &&
    candidates.some(
      (c) =>
        c !== best &&
        isAcceptable(c) &&
        c.checkDigitValid &&
        c.agreement >= 1 &&
        isSameText(c.vin, best.vin) &&
        countsApart(c.vin, best.vin),
    )
  );
}

/** Whether the check digit counts some character of `a` differently from `b`'s in its place. */
function countsApart(a: string, b: string): boolean {
  for (let i = 0; i < 17; i++) if (characterValue(a[i]!) !== characterValue(b[i]!)) return true;
  return false;
}

/**
 * A VIN without a check digit that holds, one shape twin away from one whose check digit does: a
 * VIN made outside North America often carries a check digit too, and a G read as 6 by every
 * look breaks it. Only the catalog can tell them apart: when it decodes the read and none of the
 * twins, the read stands; otherwise it is a suggestion, not a certainty.
 */
async function hasValidTwin(best: Candidate, inCatalog: CatalogCheck): Promise<boolean> {
  if (best.checkDigitValid) return false;
  const twins = shapeTwinsOf(best.vin).filter(hasValidCheckDigit);
  if (twins.length === 0) return false;
  if (!best.inCatalog) return true;
  const known = await inCatalog(twins);
  return twins.some((twin) => catalogMatchOf(known, twin) !== null);
}

/** Decodable, a serial ending in digits, and for North American VINs a valid check digit (49 CFR 565.15). */
export function isAcceptable(c: Pick<Candidate, 'vin' | 'inCatalog' | 'checkDigitValid'>): boolean {
  if (!c.inCatalog) return false;
  return hasNumericSerialEnd(c.vin) && (c.checkDigitValid || !isNorthAmerican(c.vin));
}

/**
 * A North American VIN the catalog decodes, read exactly so by two kinds of look, whose check
 * digit fails: a few are issued so (NHTSA decodes them, and says the check digit is wrong). With
 * no acceptable reading beside it, it is the answer, flagged: it is what the plate says, not a guess.
 */
function isReadDespiteCheckDigit(c: Candidate): boolean {
  return (
    c.inCatalog &&
    isNorthAmerican(c.vin) &&
    !c.checkDigitValid &&
    isCheckDigitCharacter(c.vin[8]!) &&
    hasNumericSerialEnd(c.vin) &&
    c.edits === 0 &&
    c.agreement >= 2
  );
}

/**
 * Acceptable first, then a VIN read exactly despite its check digit; then agreement between passes.
 * A valid check digit and a "VIN" label count too: VINs sold in North America carry the check digit
 * whatever their origin, and text beside a VIN label is rarely anything else. A letter in position
 * 9 (the check digit) is most likely a misread zero (slashed and dotted zeros read as B or 8): a
 * confusable correction there that passes the check digit goes first, unverified. A VIN whose make
 * and model the catalog knows gains a little more than one agreeing look: when looks disagree on a
 * character in positions 4–8 (a 1 or a J), the reading that leaves make and model unknown loses.
 * Two weaker hints break ties between reads of one VIN: position 13 is a digit on cars and light
 * trucks (49 CFR 565.15: their last five), and a VIN without a valid check digit (made outside
 * North America) most often has a 0 in position 9, which slashed and dotted zeros turn into 8, B or
 * D.
 */
function rank(c: Candidate): number {
  return (
    (isReadWithCertainty(c) ? CERTAIN_WEIGHT : 0) +
    (isAcceptable(c) ? 1000 : isReadDespiteCheckDigit(c) ? 500 : 0) +
    (c.inCatalog ? 200 : 0) +
    (c.identified ? IDENTIFIED_WEIGHT : 0) +
    Math.min(c.support, 4) * 50 -
    c.edits * 20 +
    (c.checkDigitValid ? 60 : 0) +
    (c.labelled ? 40 : 0) +
    (isCheckDigitCharacter(c.vin[8]!) ? 0 : -100) +
    c.meanConfidence / 100 +
    (c.vin[2] !== '9' && /[A-Z]/.test(c.vin[12]!) ? -HINT_WEIGHT : 0) +
    (!c.checkDigitValid && c.vin[8] === '0' ? HINT_WEIGHT : 0)
  );
}

/**
 * A VIN the catalog cannot decode, read exactly by some look and shaped like a VIN (a serial
 * ending in digits; a valid check digit, or outside North America two kinds of look agreeing):
 * too little for certainty, enough to name it as a suggestion (OCR_UNVERIFIED) rather than say
 * no VIN is there. New models and makers the catalog lacks are read like any other.
 */
function isNamedUnverified(c: Candidate): boolean {
  if (c.edits > 0 || !hasNumericSerialEnd(c.vin)) return false;
  return c.checkDigitValid || (!isNorthAmerican(c.vin) && c.agreement >= 2);
}

/** What the reader may state as its reading, verified or not (see confidenceOf). */
function canBeNamed(c: Candidate): boolean {
  return isReadWithCertainty(c) || isAcceptable(c) || isReadDespiteCheckDigit(c) || isNamedUnverified(c);
}

function confidenceOf(c: Candidate, certain: boolean): number {
  const ocr = c.meanConfidence / 100;
  let value: number;
  if (certain) value = Math.min(0.98, 0.85 + 0.04 * (Math.min(c.agreement, 4) - 2) + 0.1 * ocr);
  else if (isAcceptable(c) && c.edits === 0) value = 0.55 + 0.15 * ocr;
  else if (isAcceptable(c)) value = 0.5 - 0.08 * c.edits;
  else if (isReadDespiteCheckDigit(c)) value = 0.4 + 0.1 * ocr;
  else if (c.inCatalog) value = 0.25;
  else if (isNamedUnverified(c)) value = 0.3 + 0.1 * ocr;
  else value = 0.1;
  return Math.round(value * 100) / 100;
}
