import { hasValidCheckDigit } from '../vin/check-digit.js';
import { isNorthAmerican, LINE_WHITELIST } from './confusables.js';
import { engineCall } from './image-upload.js';
import type { OcrBox, OcrLine, OcrPage, OcrPass } from './ocr-port.js';
import { readsOfGlyphs } from './glyph-reads.js';
import { rawReadsOfLine, readsOfBarcode, type RawRead } from './vin-candidates.js';
import { catalogMatchOf, type CatalogCheck } from './catalog-check.js';
import { isAcceptable, weighReads, type Verdict } from './vin-verdict.js';

export interface VinReading {
  vin: string;
  confidence: number;
  verified: boolean;
  source: 'barcode' | 'ocr';
  warnings: string[];
  alternatives: Verdict['alternatives'];
  /** Recognition passes run (0 when a barcode answered). */
  passes: number;
}

export interface ReaderOptions {
  inCatalog: CatalogCheck;
  /** No new pass starts this long (ms) after the first one: bounded latency on hopeless images. */
  budgetMs?: number;
  now?: () => number;
}

/** First look at the whole page: cheap, finds the VIN line on printed labels. */
const FIRST_LOOK: OcrPass = { psm: 11, targetWidth: 640 };

/** Later whole-page looks, when neither the first look nor the text bands gave a verified VIN. */
const MORE_LOOKS: OcrPass[] = [{ psm: 11, targetWidth: 900, normalize: true, denoise: true }];

/** Closer looks at the line a look found: the VIN alone, larger, restricted to the VIN alphabet. */
const CLOSE_LOOKS: Array<(box: OcrBox) => OcrPass> = [
  (box) => ({ psm: 7, region: pad(box, 0.35), targetHeight: 60, whitelist: LINE_WHITELIST }),
  (box) => ({ psm: 7, region: pad(box, 0.5), targetHeight: 72, blurSigma: 0.8, binarize: 'dark', whitelist: LINE_WHITELIST }),
  (box) => ({ psm: 13, region: pad(box, 0.6), targetHeight: 96, normalize: true, sharpen: true, whitelist: LINE_WHITELIST }),
];

/** Looks at a text band found without OCR (plates: stamped, embossed, dot-peen): dark strokes, light strokes, dots. */
const BAND_LOOKS: Array<(box: OcrBox) => OcrPass> = [
  (box) => ({ psm: 7, region: pad(box, 0.2), targetHeight: 72, blurSigma: 1, binarize: 'dark', whitelist: LINE_WHITELIST }),
  (box) => ({ psm: 7, region: pad(box, 0.2), targetHeight: 72, blurSigma: 1, binarize: 'light', whitelist: LINE_WHITELIST }),
  (box) => ({ psm: 7, region: pad(box, 0.2), targetHeight: 72, normalize: true, whitelist: LINE_WHITELIST }),
  (box) => ({ psm: 7, region: pad(box, 0.2), targetHeight: 72, blurSigma: 3.5, binarize: 'dark', whitelist: LINE_WHITELIST }),
];

/**
 * Reads the VIN of a plate or label: a barcode that yields a valid VIN wins outright; otherwise
 * recognition passes run until two of them agree on a decodable VIN (three when the VIN cannot be
 * verified, for want of a check digit) or the budget is spent.
 */
export async function readVin(page: OcrPage, options: ReaderOptions): Promise<VinReading | null> {
  const now = options.now ?? Date.now;
  const budget = options.budgetMs ?? 750;
  const inCatalog = memoised(options.inCatalog);

  // Barcodes (main thread, wasm) and the first OCR pass (a worker thread) run side by side.
  const firstLook = engineCall(() => page.recognize(FIRST_LOOK));
  firstLook.catch(() => undefined); // awaited below unless a barcode answers first
  const fromBarcode = await readBarcode(page, inCatalog);
  if (fromBarcode) return fromBarcode;

  const passes: RawRead[][] = [];
  const kinds: string[] = [];
  let verdict: Verdict | null = null;
  let started = Number.POSITIVE_INFINITY;
  const done = () => verdict?.settled === true || now() - started > budget;
  const weigh = async (reads: RawRead[], kind: string) => {
    passes.push(reads);
    kinds.push(kind);
    if (reads.length > 0) verdict = await weighReads(passes, inCatalog, kinds);
  };
  const run = async (pass: OcrPass, kind: string, pending?: Promise<OcrLine[]>): Promise<RawRead[]> => {
    const lines = await (pending ?? engineCall(() => page.recognize(pass)));
    // The budget starts after the first pass, which may include starting a worker.
    if (started === Number.POSITIVE_INFINITY) started = now();
    // A whitelisted pass looked at one line on purpose: a VIN may sit anywhere in it.
    const reads = lines.flatMap((line) => rawReadsOfLine(line, { anyOffset: pass.whitelist !== undefined }));
    await weigh(reads, kind);
    return reads;
  };
  const closeLooks = async (reads: RawRead[]) => {
    const target = pickTarget(reads);
    if (!target) return;
    for (const [k, look] of CLOSE_LOOKS.entries()) {
      if (done()) return;
      await run(look(target.box), `close-${k}`);
    }
  };

  await closeLooks(await run(FIRST_LOOK, 'page', firstLook));
  const bands = page.textBands().slice(0, 2);
  for (const band of bands) {
    for (const [k, look] of BAND_LOOKS.entries()) {
      if (done()) break;
      const reads = await run(look(band), `band-${k}`);
      // Found a candidate: the same look at another scale, for the per-character majority (it
      // counts as the same kind of look, so it cannot verify on its own).
      if (reads.length > 0 && !done()) await run({ ...look(band), targetHeight: 96 }, `band-${k}`);
    }
  }
  for (const look of MORE_LOOKS) {
    if (done()) break;
    await closeLooks(await run(look, 'page-more'));
  }
  // Last, when the engine's looks found no acceptable VIN: the strongest band's glyphs read by
  // their cells, for dot-peen plates the engine cannot read. (Where the engine did find one, the
  // glyph reads only add votes, often for the engine's own confusions, B for 8, and tip unverified
  // reads the wrong way.) No engine pass and a fraction of one's time, so it runs even when the
  // budget is spent; after the engine's looks, so it never takes their time. A kind of look of
  // its own: it verifies only with another kind agreeing.
  const found = verdict as Verdict | null;
  if (!(found && isAcceptable(found.best)) && bands[0]) await weigh(readsOfGlyphs(await engineCall(() => page.dotGlyphs(bands[0]!)), bands[0]), 'dots');
  const final = verdict as Verdict | null;
  if (!final) return null;
  return {
    vin: final.best.vin,
    confidence: final.confidence,
    verified: final.verified,
    source: 'ocr',
    warnings: final.warnings,
    alternatives: final.alternatives,
    passes: passes.length,
  };
}

async function readBarcode(page: OcrPage, inCatalog: CatalogCheck): Promise<VinReading | null> {
  const texts = await engineCall(() => page.barcodes());
  const vins = [...new Set(texts.flatMap(readsOfBarcode))];
  if (vins.length === 0) return null;
  const known = await inCatalog(vins);
  const vin = vins.find((v) => catalogMatchOf(known, v) !== null && (hasValidCheckDigit(v) || !isNorthAmerican(v)));
  if (!vin) return null;
  return { vin, confidence: 0.99, verified: true, source: 'barcode', warnings: hasValidCheckDigit(vin) ? [] : ['CHECK_DIGIT_MISMATCH'], alternatives: [], passes: 0 };
}

/** The read most like a VIN line: labelled "VIN", a valid check digit, a numeric sequence, then the most confident. */
function pickTarget(reads: RawRead[]): RawRead | undefined {
  const score = (r: RawRead) =>
    (r.labelled ? 100 : 0) + (hasValidCheckDigit(r.vin) ? 50 : 0) + (/^\d{3}$/.test(r.vin.slice(14)) ? 40 : 0) + r.confidence.reduce((a, b) => a + b, 0) / 17;
  return [...reads].sort((a, b) => score(b) - score(a))[0];
}

function pad(box: OcrBox, factor: number): OcrBox {
  const dy = box.height * factor;
  const dx = box.height * (factor + 0.3);
  return { left: box.left - dx, top: box.top - dy, width: box.width + 2 * dx, height: box.height + 2 * dy };
}

/** The catalog is asked once per VIN per image, however many passes weigh it again. */
function memoised(check: CatalogCheck): CatalogCheck {
  const known = new Map<string, { identified: boolean } | null>();
  return async (vins) => {
    const fresh = vins.filter((v) => !known.has(v));
    if (fresh.length > 0) {
      const found = await check(fresh);
      for (const v of fresh) known.set(v, catalogMatchOf(found, v));
    }
    const answer = new Map<string, { identified: boolean }>();
    for (const v of vins) {
      const match = known.get(v);
      if (match) answer.set(v, match);
    }
    return answer;
  };
}
