import { describe, expect, it } from 'vitest';
import type { RawRead } from '../../../src/domain/ocr/vin-candidates.js';
import { weighReads } from '../../../src/domain/ocr/vin-verdict.js';
import { computeCheckDigit, hasValidCheckDigit } from '../../../src/domain/vin/check-digit.js';

const read = (vin: string, conf = 90, labelled = true): RawRead => ({
  vin,
  confidence: Array(17).fill(conf),
  box: { left: 0, top: 0, width: 10, height: 10 },
  labelled,
});
const catalogOf =
  (...known: string[]) =>
  async (vins: string[]) =>
    new Set(vins.filter((v) => known.includes(v)));

const ACCORD = '1HGCM82633A004352';

describe('weighing the reads', () => {
  it('verifies a VIN two passes read, with a valid check digit, that the catalog decodes', async () => {
    const v = await weighReads([[read(ACCORD)], [read(ACCORD)]], catalogOf(ACCORD));
    expect(v).toMatchObject({ best: { vin: ACCORD }, verified: true, warnings: [] });
    expect(v!.confidence).toBeGreaterThanOrEqual(0.85);
  });

  it('does not verify a single read, however good', async () => {
    const v = await weighReads([[read(ACCORD)]], catalogOf(ACCORD));
    expect(v).toMatchObject({ best: { vin: ACCORD }, verified: false, warnings: ['OCR_UNVERIFIED'] });
    expect(v!.confidence).toBeLessThan(0.85);
  });

  it('returns a check-digit correction only as an unverified suggestion', async () => {
    const misread = '1HGCM82633A0043S2';
    const v = await weighReads([[read(misread)], [read(misread)]], catalogOf(ACCORD, misread));
    expect(v!.best.vin).toBe(ACCORD);
    expect(v!.verified).toBe(false);
    expect(v!.warnings).toEqual(['OCR_UNVERIFIED', 'OCR_CORRECTED']);
  });

  it('builds the VIN from characters two passes agree on', async () => {
    const v = await weighReads(
      [[read('1HGCM8Z633A004352')], [read('1HGCM82633A0O4352'.replace('O', '0'))], [read('1HGCM82633A004352')]],
      catalogOf(ACCORD),
    );
    expect(v).toMatchObject({ best: { vin: ACCORD }, verified: true });
  });

  it('keeps a non-North-American read as read (no check-digit rewrite), unverified', async () => {
    const european = 'WVWZZZ1JZ3W386752';
    const v = await weighReads([[read(european)], [read(european)]], catalogOf(european, 'WVWZZZ1J23W386752'));
    expect(v).toMatchObject({ best: { vin: european }, verified: false });
  });

  it('refuses a North American VIN whose sequence is not numeric', async () => {
    const v = await weighReads([[read('5GVWR2403KG5298LB')], [read('5GVWR2403KG5298LB')]], catalogOf('5GVWR2403KG5298LB'));
    expect(v!.verified).toBe(false);
  });

  it('prefers digits at 15–17 on a VIN from outside North America too: a B there is a misread 8', async () => {
    const misread = 'ZACCJABT0FPB5746B';
    const right = 'ZACCJABT0FPB57468';
    // The catalog decodes both (it looks at positions 1–11); only the right one ends in digits.
    const v = await weighReads([[read(misread)], [read(misread)]], catalogOf(misread, right));
    expect(v).toMatchObject({ best: { vin: right }, verified: false });
    expect(v!.warnings).toContain('OCR_CORRECTED');
  });

  it('wants digits in 14–17, but lets a small manufacturer (9 in position 3) have a letter in 14', async () => {
    const misread = 'ZACCJBBH0FPB6B631';
    const right = 'ZACCJBBH0FPB68631';
    const v = await weighReads([[read(misread)], [read(misread)]], catalogOf(misread, right));
    expect(v!.best.vin).toBe(right);
    // 1Z9 is a small manufacturer's prefix: its own identifier runs on in 12–14.
    const small = '1Z94KY3CXDLA25980';
    const w = await weighReads([[read(small)], [read(small)]], catalogOf(small));
    expect(w).toMatchObject({ best: { vin: small }, verified: false });
    expect(w!.warnings).not.toContain('OCR_CORRECTED');
  });

  it('breaks a tie toward a 0 in position 9 when the check digit holds for neither reading', async () => {
    const zero = 'ZFBCFYBT0GP337049';
    const eight = 'ZFBCFYBT8GP337049';
    const v = await weighReads([[read(eight)], [read(zero)]], catalogOf(zero, eight));
    expect(v!.best.vin).toBe(zero);
    const w = await weighReads([[read(zero)], [read(eight)]], catalogOf(zero, eight));
    expect(w!.best.vin).toBe(zero);
  });

  it('when looks disagree on a character, prefers the reading whose make and model the catalog knows', async () => {
    // A J read as 1 in the descriptor: the misread still decodes (WMI, year), the model is lost.
    const truth = 'ZACCJBCT0FPB74298';
    const misread = 'ZACC1BCT0FPB74298';
    const catalog = async (vins: string[]) =>
      new Map(vins.filter((v) => v === truth || v === misread).map((v) => [v, { identified: v === truth }] as const));
    const v = await weighReads([[read(misread, 90, false)], [read(truth, 85, false)]], catalog);
    expect(v).toMatchObject({ best: { vin: truth }, verified: false });
  });

  it('names a VIN without a check digit (outside North America) but never states it, however many kinds of look read it exactly so', async () => {
    const european = 'ZACCJBCT0FPB65744'; // position 9 is no check digit here
    const kinds = ['page', 'close-0', 'dots', 'scene'];
    const four = await weighReads([[read(european)], [read(european)], [read(european)], [read(european)]], catalogOf(european), kinds);
    expect(four).toMatchObject({ best: { vin: european }, certain: false, verified: false });
    expect(four!.warnings).toContain('OCR_UNVERIFIED');
  });

  it('reads a check-digit-valid VIN two kinds of look agree on with certainty, whether or not the catalog decodes it', async () => {
    const unknown = await weighReads([[read(ACCORD)], [read(ACCORD)]], async () => new Set());
    expect(unknown).toMatchObject({ best: { vin: ACCORD }, certain: true, verified: false, settled: true });
    expect(unknown!.warnings).toEqual([]);
    expect(unknown!.confidence).toBeGreaterThanOrEqual(0.85);
    // One look is a guess.
    const once = await weighReads([[read(ACCORD)]], async () => new Set());
    expect(once).toMatchObject({ certain: false, verified: false });
  });

  it('does not let a candidate the catalog decodes outrank a VIN the looks agree on', async () => {
    // Two looks read ACCORD; one reads a VIN two characters off, check digit valid, that the catalog happens to decode.
    const other = '1HGCM82643A004358';
    const v = await weighReads([[read(ACCORD)], [read(ACCORD)], [read(other)]], catalogOf(other));
    expect(v!.best.vin).toBe(ACCORD);
  });

  it('returns a North American VIN read exactly by two looks despite its check digit, flagged, when nothing acceptable stands beside it', async () => {
    // A real small-manufacturer VIN (NHTSA decodes it, noting the check digit): read as issued.
    const issued = '1C9FA3826R1257422';
    const v = await weighReads([[read(issued)], [read(issued)]], catalogOf(issued));
    expect(v).toMatchObject({ best: { vin: issued }, verified: false, settled: false });
    expect(v!.warnings).toEqual(['OCR_UNVERIFIED', 'CHECK_DIGIT_MISMATCH']);
    expect(v!.confidence).toBeGreaterThanOrEqual(0.4);
    expect(v!.confidence).toBeLessThan(0.55);
    // One look is not enough: that could be any misread.
    const once = await weighReads([[read(issued)]], catalogOf(issued));
    expect(once!.confidence).toBeLessThan(0.3);
    // Three looks reading it so settle it: more looks would not change the answer.
    const thrice = await weighReads([[read(issued)], [read(issued)], [read(issued)]], catalogOf(issued));
    expect(thrice).toMatchObject({ best: { vin: issued }, settled: true, verified: false });
  });

  it('still prefers an acceptable correction to a read whose check digit fails', async () => {
    const misread = '1HGCM82633A0043S2';
    const v = await weighReads([[read(misread)], [read(misread)]], catalogOf(ACCORD, misread));
    expect(v!.best.vin).toBe(ACCORD);
  });

  it('does not verify a VIN when looks split on J and 1 (the check digit counts both as 1) and the catalog takes both', async () => {
    // A J in the plant code read as 1 by two looks, as J by one: both decode to the same vehicle.
    const truth = '1E9UCVZ12RJ373534';
    const misread = '1E9UCVZ12R1373534';
    const v = await weighReads([[read(misread)], [read(truth)], [read(misread)]], catalogOf(truth, misread));
    expect(v).toMatchObject({ best: { vin: misread }, verified: false });
    expect(v!.alternatives.map((a) => a.vin)).toContain(truth);
    // A clear majority (two kinds of look more) verifies.
    const clear = await weighReads([[read(misread)], [read(truth)], [read(misread)], [read(misread)]], catalogOf(truth, misread));
    expect(clear).toMatchObject({ best: { vin: misread }, verified: true });
    // So does the catalog refusing the other reading.
    const alone = await weighReads([[read(misread)], [read(truth)], [read(misread)]], catalogOf(misread));
    expect(alone).toMatchObject({ best: { vin: misread }, verified: true });
  });

  it('is not certain where the glyph reader sees a character the check digit cannot tell from the engine’s, however many engine looks agree', async () => {
    const engine = '4TATF7RPX23069313';
    const glyphs = '4T1TF7RPX23069313';
    const kinds = ['close-0', 'close-1', 'close-2', 'band-1', 'dots'];
    // The glyph reader's choices allow the engine's reading too (A its second choice): a guess, not what it read.
    const v = await weighReads(
      [[read(engine)], [read(engine)], [read(engine)], [read(engine)], [read(glyphs), { ...read(engine), guess: true }]],
      async () => new Set(),
      kinds,
    );
    expect(v!.certain).toBe(false);
    expect(v!.warnings).toContain('OCR_UNVERIFIED');
  });

  it('counts a reader’s guesses (strings its choices allow) for the VIN each spells out, not position by position', async () => {
    const kinds = ['close-0', 'dots'];
    const guess = (vin: string): RawRead => ({ ...read(vin), guess: true });
    // The glyph reader's best read has a 6 for the G; two of its guesses agree with the engine on
    // every position between them, neither on all 17.
    const v = await weighReads(
      [[read(ACCORD)], [read('1H6CM82633A004352'), guess('1HGCM82633A0043S2'), guess('1H6CM82633A004352'.replace('6CM', '6CN'))]],
      catalogOf(ACCORD),
      kinds,
    );
    expect(v!.best.vin).toBe(ACCORD);
    expect(v!.certain).toBe(false);
    // A guess that spells out the engine's read is the glyph reader allowing exactly that VIN: it counts.
    const spelled = await weighReads([[read(ACCORD)], [read('1H6CM82633A004352'), guess(ACCORD)]], catalogOf(ACCORD), kinds);
    expect(spelled).toMatchObject({ best: { vin: ACCORD }, certain: true });
  });

  it('counts a guess’s corrections from what its reader read, not from the guess itself', async () => {
    const truth = '1GCMFDGP2EV841077';
    // Two kinds of look of the engine read the G after the 1 as 6; the glyph reader reads that G
    // but has a Z for the 2 and a B for the 8, and its cheapest check-valid guess takes second
    // choices in two places (6 for the second G, 2 for the Z).
    const guessed = '1GCMFD6P2EVB41077';
    const kinds = ['close-0', 'close-1', 'dots'];
    const v = await weighReads(
      [[read('16CMFDGP2EV841077')], [read('16CMFDGP2EV841077')], [read('1GCMFDGPZEVB41077'), { ...read(guessed), guess: true }]],
      catalogOf(truth, guessed),
      kinds,
    );
    // One correction of what two kinds of look read beats two of what the glyph reader read.
    expect(v!.best.vin).toBe(truth);
    expect(v!.best.edits).toBe(1);
    expect(v!.alternatives.find((a) => a.vin === guessed)).toBeDefined();
  });

  it('takes a VIN no look read whole as certain only when three kinds of look read each of its characters', async () => {
    // Each look misreads one character, a different one: together two kinds read every character.
    const two = await weighReads(
      [[read('1HGCM8Z633A004352')], [read('1HGCM82633A0O4352'.replace('O', 'D'))], [read('1HGCM82633A0043S2')]],
      catalogOf(ACCORD),
      ['close-0', 'close-1', 'close-2'],
    );
    expect(two!.best.vin).toBe(ACCORD);
    expect(two!.best.edits).toBe(1);
    expect(two!.certain).toBe(false);
    const three = await weighReads(
      [[read('1HGCM8Z633A004352')], [read('1HGCM82633A0D4352')], [read('1HGCM82633A0043S2')], [read('1H6CM82633A004352')]],
      catalogOf(ACCORD),
      ['close-0', 'close-1', 'close-2', 'band-0'],
    );
    expect(three).toMatchObject({ best: { vin: ACCORD }, certain: true });
  });

  it('names a VIN a reader read whole before a text the catalog decodes whose serial does not end in digits', async () => {
    // The glyph reader reads a check-valid VIN the catalog lacks; the engine's looks read the line a
    // character out of step (a 6 as "BE"), so their serial ends in a letter; the catalog matches
    // such strings by their first eleven characters.
    const draft = 'YV1SK6H4X37661093';
    const truth = `${draft.slice(0, 8)}${computeCheckDigit(draft)}${draft.slice(9)}`;
    const outOfStep = 'YV1SKBEH437766L09';
    const v = await weighReads([[read(outOfStep)], [read(outOfStep)], [read(truth)]], catalogOf(outOfStep), ['close-0', 'band-0', 'dots']);
    expect(v!.best.vin).toBe(truth);
    expect(v).toMatchObject({ certain: false, warnings: ['OCR_UNVERIFIED'] });
    // Named as a suggestion, not dropped.
    expect(v!.confidence).toBeGreaterThanOrEqual(0.3);
  });

  it('lets a correction whose check digit fails lose the catalog’s say beside a VIN read whole whose check digit holds', async () => {
    const draft = 'YV1SK6H4X37661093';
    const truth = `${draft.slice(0, 8)}${computeCheckDigit(draft)}${draft.slice(9)}`;
    // The engine reads the line out of step, an S in the serial; an S read as 5 there is a VIN the
    // catalog decodes, though its check digit fails and no look read that 5.
    const outOfStep = 'YV1SKBEH43776S109';
    const corrected = 'YV1SKBEH437765109';
    expect(hasValidCheckDigit(corrected)).toBe(false);
    const v = await weighReads([[read(outOfStep)], [read(truth)]], catalogOf(corrected), ['close-0', 'dots']);
    expect(v!.best.vin).toBe(truth);
    expect(v!.alternatives.map((a) => a.vin)).toContain(corrected);
  });

  it('names a VIN read whole rather than nothing when what ranks first could not be stated', async () => {
    // Two kinds of look of the engine read a J for the A of the plant code (the check digit counts
    // both as 1), each with a misread of its own elsewhere. Pieced together, their reading passes
    // the check digit, but no look read it whole and the catalog does not know it: it cannot be the answer.
    const v = await weighReads([[read('1HGCM8Z633J004352')], [read('1HGCM82633J0043S2')], [read(ACCORD)]], async () => new Set(), [
      'close-0',
      'close-1',
      'dots',
    ]);
    expect(v!.best.vin).toBe(ACCORD);
    expect(v).toMatchObject({ certain: false, warnings: ['OCR_UNVERIFIED'] });
    expect(v!.confidence).toBeGreaterThanOrEqual(0.3);
  });

  it('doubts a VIN two kinds of look read, unknown to the catalog, beside a reading it decodes whose check digit holds too', async () => {
    // Both looks of the engine misread two characters alike, and the check digit happens to hold.
    const misread = '1HGCM82633A184352';
    expect(hasValidCheckDigit(misread)).toBe(true);
    const alone = await weighReads([[read(misread)], [read(misread)]], catalogOf(ACCORD), ['close-0', 'close-1']);
    expect(alone).toMatchObject({ best: { vin: misread }, certain: true });
    // The glyph reader reads the VIN the catalog decodes: the check digit holds for both readings,
    // so it does not tell them apart.
    const v = await weighReads([[read(misread)], [read(misread)], [read(ACCORD)]], catalogOf(ACCORD), ['close-0', 'close-1', 'dots']);
    expect(v!.certain).toBe(false);
    expect(v!.warnings).toContain('OCR_UNVERIFIED');
  });
});

describe('two readings of one text that both keep the check digit', () => {
  /** ACCORD with two serial digits changed so that its check digit still holds. */
  const twin = (() => {
    for (let i = 12; i < 17; i++)
      for (let j = i + 1; j < 17; j++)
        for (const a of '0123456789')
          for (const b of '0123456789') {
            const vin = `${ACCORD.slice(0, i)}${a}${ACCORD.slice(i + 1, j)}${b}${ACCORD.slice(j + 1)}`;
            if (vin !== ACCORD && hasValidCheckDigit(vin)) return vin;
          }
    throw new Error('no twin');
  })();
  const bounded = (vin: string) => read(vin, 95, false);

  it('leave the one read by the engine’s looks uncertain when the scene model read the other', async () => {
    const v = await weighReads([[bounded(ACCORD)], [bounded(twin)], [bounded(twin)]], catalogOf(ACCORD, twin), [
      'scene',
      'close-0',
      'close-1',
    ]);
    expect(v!.certain).toBe(false);
    expect(v!.warnings).toContain('OCR_UNVERIFIED');
  });

  it('leave the reading two readers agree on certain, beside one the engine alone read', async () => {
    const v = await weighReads([[bounded(ACCORD)], [bounded(ACCORD)], [bounded(twin)]], catalogOf(ACCORD, twin), [
      'scene',
      'dots',
      'close-0',
    ]);
    expect(v).toMatchObject({ best: { vin: ACCORD }, certain: true });
  });
});

describe('one reader alone', () => {
  const scene = (vin: string, confidence: number[]): RawRead => ({
    vin,
    confidence,
    box: { left: 0, top: 0, width: 10, height: 10 },
    labelled: false,
  });
  const sure = Array<number>(17).fill(98);

  it('makes a VIN certain when it is the scene model and every character was read at 0.97 or more', async () => {
    const v = await weighReads([[scene(ACCORD, sure)]], catalogOf(ACCORD), ['scene']);
    expect(v).toMatchObject({ best: { vin: ACCORD }, certain: true, verified: true, warnings: [] });
    expect(v!.characters.every((c) => !c.unsure)).toBe(true);
  });

  it('does not when one character is below 0.97, and marks that character unsure', async () => {
    const v = await weighReads(
      [
        [
          scene(
            ACCORD,
            sure.map((p, i) => (i === 4 ? 93 : p)),
          ),
        ],
      ],
      catalogOf(ACCORD),
      ['scene'],
    );
    expect(v).toMatchObject({ certain: false, warnings: ['OCR_UNVERIFIED'] });
    expect(v!.characters.filter((c) => c.unsure).map((c) => c.position)).toEqual([5]);
  });

  it('does not when it is one of the engine’s looks, however sure', async () => {
    const v = await weighReads([[scene(ACCORD, Array<number>(17).fill(99))]], catalogOf(ACCORD), ['close-0']);
    expect(v!.certain).toBe(false);
  });
});
