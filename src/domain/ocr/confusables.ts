/**
 * Glyphs OCR mixes up on VIN plates. I, O and Q never occur in a VIN (49 CFR 565.13), so reading
 * one is certainly wrong and is mapped at once; the other pairs are only alternatives to try.
 */
export const FORCED: Readonly<Record<string, string>> = { I: '1', O: '0', Q: '0' };

export const ALTERNATIVES: Readonly<Record<string, readonly string[]>> = {
  // Slashed and dotted zeros (common on labels) read as 8 or B.
  '0': ['D', 'U', '8', 'B'], D: ['0'], U: ['0'],
  '1': ['L', 'T', 'J'], L: ['1'], T: ['1', '7'], J: ['1'],
  '2': ['Z'], Z: ['2'],
  '5': ['S'], S: ['5'],
  '6': ['G'], G: ['6'],
  '8': ['B', '0'], B: ['8', '0'],
  '4': ['A'], A: ['4'],
  '7': ['T'],
};

/** The VIN alphabet, for the engine's character whitelist (I, O, Q excluded). */
export const VIN_CHARSET = '0123456789ABCDEFGHJKLMNPRSTUVWXYZ';

export function applyForced(text: string): string {
  return text.replace(/[IOQ]/g, (c) => FORCED[c]!);
}

/** North American VINs (WMI starting 1–5) always carry a check digit and numeric positions 15–17. */
export function isNorthAmerican(vin: string): boolean {
  return vin[0]! >= '1' && vin[0]! <= '5';
}

/** A letter where 49 CFR 565.15 puts a digit: the check digit (9) or a North American sequence (15–17). */
function breaksStructure(vin: string, i: number): boolean {
  const letter = /[A-Z]/.test(vin[i]!);
  return letter && ((i === 8 && vin[i] !== 'X') || (i >= 14 && isNorthAmerican(vin)));
}

/**
 * Variants of `vin` with up to `maxEdits` confusable substitutions, trying the least confident
 * positions first; `confidence[i]` is 0–100 per character (100 when unknown).
 */
export function correctionsOf(vin: string, confidence: readonly number[], maxEdits = 2, limit = 60): Array<{ vin: string; edits: number }> {
  const positions = [...vin]
    .map((c, i) => ({ i, c, conf: (confidence[i] ?? 100) - (breaksStructure(vin, i) ? 1000 : 0) }))
    .filter((p) => ALTERNATIVES[p.c])
    .sort((a, b) => a.conf - b.conf)
    .slice(0, 8);
  const out: Array<{ vin: string; edits: number }> = [];
  const chars = [...vin];
  for (let a = 0; a < positions.length && out.length < limit; a++) {
    const pa = positions[a]!;
    for (const alt of ALTERNATIVES[pa.c]!) {
      const one = [...chars];
      one[pa.i] = alt;
      out.push({ vin: one.join(''), edits: 1 });
      if (maxEdits < 2) continue;
      for (let b = a + 1; b < positions.length && out.length < limit; b++) {
        const pb = positions[b]!;
        for (const alt2 of ALTERNATIVES[pb.c]!) {
          const two = [...one];
          two[pb.i] = alt2;
          out.push({ vin: two.join(''), edits: 2 });
        }
      }
    }
  }
  return out;
}
