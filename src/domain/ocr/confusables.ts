import { isCheckDigitCharacter } from '../vin/check-digit.js';

/**
 * Glyphs OCR mixes up on VIN plates. I, O and Q never occur in a VIN (49 CFR 565.13), so reading
 * one is certainly wrong and is mapped at once; the other pairs are only alternatives to try.
 * A zero with a dot or slash inside often comes out as '@' (a ring with something in it): no
 * VIN has one, and dropping it would shift every later character, so it is a zero too.
 */
export const FORCED: Readonly<Record<string, string>> = { I: '1', O: '0', Q: '0', '@': '0' };

export const ALTERNATIVES: Readonly<Record<string, readonly string[]>> = {
  // Slashed and dotted zeros (common on labels) read as 8 or B.
  '0': ['D', 'U', '8', 'B'],
  D: ['0'],
  U: ['0'],
  '1': ['L', 'T', 'J'],
  L: ['1'],
  T: ['1', '7'],
  J: ['1', '3'],
  // A stamped J with its shadow edge reads as 3.
  '3': ['J'],
  '2': ['Z'],
  Z: ['2'],
  '5': ['S'],
  S: ['5'],
  '6': ['G'],
  G: ['6', '0'],
  '8': ['B', '0'],
  B: ['8', '0'],
  '4': ['A'],
  A: ['4'],
  '7': ['T'],
};

/** The VIN alphabet, for the engine's character whitelist (I, O, Q excluded). */
export const VIN_CHARSET = '0123456789ABCDEFGHJKLMNPRSTUVWXYZ';

export function applyForced(text: string): string {
  return text.replace(/[IOQ@]/g, (c) => FORCED[c]!);
}

/** Characters of a read that stand for VIN characters (the VIN alphabet, and what FORCED maps). */
export const READ_CHAR = /[A-Z0-9@]/;

/** Whitelist for looks at one line: the VIN alphabet, '@' (see FORCED) and the stars stamped around VINs. */
export const LINE_WHITELIST = `${VIN_CHARSET}@*`;

/**
 * North American VINs (WMI starting 1–5) always carry a valid check digit; elsewhere position 9 is
 * often just a 0, even on VINs the catalog knows.
 */
export function isNorthAmerican(vin: string): boolean {
  return vin[0]! >= '1' && vin[0]! <= '5';
}

/**
 * The first position (0-based) from which every VIN has only digits: the last four (14–17), as
 * ISO 3779 and 49 CFR 565.15 have it for the serial, but only the last three (15–17) for a small
 * manufacturer (a 9 in position 3), whose identifier runs on in positions 12–14.
 */
export function serialDigitsFrom(vin: string): number {
  return vin[2] === '9' ? 14 : 13;
}

export function hasNumericSerialEnd(vin: string): boolean {
  return /^\d+$/.test(vin.slice(serialDigitsFrom(vin)));
}

/** A letter where a digit belongs: the check digit (9, X aside) or the end of the serial. */
function breaksStructure(vin: string, i: number): boolean {
  const letter = /[A-Z]/.test(vin[i]!);
  return letter && ((i === 8 && vin[i] !== 'X') || i >= serialDigitsFrom(vin));
}

/**
 * What a character may really be at position `i`. A letter in the check-digit position (other
 * than X) is certainly wrong, and slashed or dotted zeros are the usual culprits there, whatever
 * letter the engine made of them (B, D, G, R…): 0 is always an alternative.
 */
function alternativesAt(vin: string, i: number): readonly string[] {
  const listed = ALTERNATIVES[vin[i]!] ?? [];
  if (i !== 8 || !breaksStructure(vin, i)) return listed;
  return [...new Set([...listed.filter(isCheckDigitCharacter), '0'])];
}

/**
 * Variants of `vin` with up to `maxEdits` confusable substitutions, trying the least confident
 * positions first; `confidence[i]` is 0–100 per character (100 when unknown).
 */
export function correctionsOf(vin: string, confidence: readonly number[], maxEdits = 2, limit = 60): Array<{ vin: string; edits: number }> {
  const positions = [...vin]
    .map((c, i) => ({ i, c, conf: (confidence[i] ?? 100) - (breaksStructure(vin, i) ? 1000 : 0), alts: alternativesAt(vin, i) }))
    .filter((p) => p.alts.length > 0)
    .sort((a, b) => a.conf - b.conf)
    .slice(0, 8);
  const out: Array<{ vin: string; edits: number }> = [];
  const chars = [...vin];
  for (let a = 0; a < positions.length && out.length < limit; a++) {
    const pa = positions[a]!;
    for (const alt of pa.alts) {
      const one = [...chars];
      one[pa.i] = alt;
      out.push({ vin: one.join(''), edits: 1 });
      if (maxEdits < 2) continue;
      for (let b = a + 1; b < positions.length && out.length < limit; b++) {
        const pb = positions[b]!;
        for (const alt2 of pb.alts) {
          const two = [...one];
          two[pb.i] = alt2;
          out.push({ vin: two.join(''), edits: 2 });
        }
      }
    }
  }
  return out;
}
