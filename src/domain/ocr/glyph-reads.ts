import { characterValue, isCheckDigitCharacter, POSITION_WEIGHTS } from '../vin/check-digit.js';
import { serialDigitsFrom } from './confusables.js';
import type { GlyphChoice, OcrBox } from './ocr-port.js';
import type { RawRead } from './vin-candidates.js';

/**
 * VIN reads from classified glyphs (OcrPage.dotGlyphs): for every run of 17 glyphs in a word, the
 * best character per glyph, and the cheapest North American VINs the glyphs' choices allow (49 CFR
 * 565): a check digit that holds, a digit or X in position 9, a model-year character in position
 * 10, digits at the end of the serial (serialDigitsFrom). A classifier's second choice is often
 * right where its first is not (B and 8, D and 0); the check digit is what tells which.
 */
const CHECK = 8;
const YEAR = 9;

/** What a character not among a glyph's choices costs: possible, but only as a last resort. */
const ABSENT = 1;

/** `words`: runs of glyphs without a wide gap, as OcrPage.dotGlyphs returns them; a VIN lies within one. */
export function readsOfGlyphs(words: GlyphChoice[][][], band: OcrBox): RawRead[] {
  const reads: RawRead[] = [];
  const seen = new Set<string>();
  const push = (vin: string, window: GlyphChoice[][], guess: boolean) => {
    if (seen.has(vin)) return;
    seen.add(vin);
    const confidence = [...vin].map((c, i) => Math.round(100 * (1 - costOf(window[i]!, c))));
    reads.push({ vin, confidence, box: band, labelled: false, ...(guess ? { guess } : {}) });
  };
  for (const glyphs of words)
    for (let start = 0; start + 17 <= glyphs.length; start++) {
      const window = glyphs.slice(start, start + 17);
      const digitsFrom = serialDigitsFrom(window.map((g) => g[0]!.char).join(''));
      push(window.map((g, i) => firstChoice(g, i, digitsFrom)).join(''), window, false);
      // Only North American VINs must carry a check digit (elsewhere position 9 is often just a
      // 0): forcing one onto the others would trade a right read for a wrong one that "verifies".
      for (const vin of cheapestValid(window)) push(vin, window, true);
    }
  return reads;
}

/** A glyph's best character; where every VIN has digits (serialDigitsFrom), its best digit if it may be one. */
function firstChoice(choices: GlyphChoice[], i: number, digitsFrom: number): string {
  const fits = i >= digitsFrom ? choices.find((c) => /[0-9]/.test(c.char)) : undefined;
  return (fits ?? choices[0]!).char;
}

function costOf(choices: GlyphChoice[], char: string): number {
  return Math.min(ABSENT, choices.find((c) => c.char === char)?.cost ?? ABSENT);
}

/** What a North American VIN allows at position i + 1 (49 CFR 565.15), after `prefix`. */
function allowedAt(i: number, char: string, prefix: string): boolean {
  if (i === 0) return char >= '1' && char <= '5';
  if (i === CHECK) return isCheckDigitCharacter(char);
  // Model-year codes skip U, Z and 0 besides I, O and Q.
  if (i === YEAR) return !/[UZ0]/.test(char);
  if (i >= serialDigitsFrom(prefix)) return /[0-9]/.test(char);
  return true;
}

/** Strings kept per remainder of the weighted sum, and valid strings offered per window. */
const BEAM = 4;
const OFFERED = 4;

/**
 * How much worse than the cheapest valid string another may fit and still be offered: beyond
 * that it is a different VIN the glyphs happen to allow, which the catalog may well know (and
 * then prefer, when it knows that model and not the right one's).
 */
const MARGIN = 0.08;

/**
 * The cheapest North American VINs from each glyph's choices, cheapest first: dynamic
 * programming over the weighted sum modulo 11 that the check digit must equal, a few strings
 * kept per remainder (the catalog, not the classifier, may have to pick among them).
 */
function cheapestValid(window: GlyphChoice[][]): string[] {
  type Prefix = { cost: number; chars: string };
  // byRemainder[s]: the cheapest prefixes (position 9 left open) whose weighted sum is s mod 11.
  let byRemainder: Prefix[][] = [[{ cost: 0, chars: '' }]];
  for (let i = 0; i < 17; i++) {
    if (i === CHECK) {
      byRemainder = byRemainder.map((ps) => ps.map((p) => ({ cost: p.cost, chars: `${p.chars}?` })));
      continue;
    }
    const next: Prefix[][] = [];
    for (const [s, prefixes] of byRemainder.entries()) {
      for (const prefix of prefixes ?? []) {
        for (const choice of window[i]!) {
          const value = characterValue(choice.char);
          if (value === undefined || !allowedAt(i, choice.char, prefix.chars)) continue;
          const t = (s + value * POSITION_WEIGHTS[i]!) % 11;
          (next[t] ??= []).push({ cost: prefix.cost + choice.cost, chars: prefix.chars + choice.char });
        }
      }
    }
    byRemainder = next.map((ps) => ps.sort((a, b) => a.cost - b.cost).slice(0, BEAM));
  }
  // Filling position 9 with the remainder makes every string's check digit hold by construction.
  const valid: Array<{ cost: number; vin: string }> = [];
  for (const [s, prefixes] of byRemainder.entries()) {
    const check = s === 10 ? 'X' : String(s);
    for (const p of prefixes ?? []) valid.push({ cost: p.cost + costOf(window[CHECK]!, check), vin: p.chars.replace('?', check) });
  }
  valid.sort((a, b) => a.cost - b.cost);
  return valid
    .filter((f) => f.cost <= valid[0]!.cost + MARGIN)
    .slice(0, OFFERED)
    .map((f) => f.vin);
}
