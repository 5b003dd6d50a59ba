import { hasValidCheckDigit } from '../vin/check-digit.js';
import { hasNumericSerialEnd, isNorthAmerican, LINE_WHITELIST } from './confusables.js';
import { engineCall } from './image-upload.js';
import type { OcrBox, OcrLine, OcrPage, OcrPass } from './ocr-port.js';
import { readsOfGlyphs } from './glyph-reads.js';
import { PassCosts, type PassClass } from './pass-costs.js';
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
  /**
   * No recognition pass starts that is expected to end later than this many ms after reading
   * began (the first look and the first closer look at what it found excepted): bounded latency
   * on images no pass settles. On the benchmark's hard images 1,000 ms keeps the exact reads of an
   * unbounded reading; 400 ms halves the median latency for a few of them (README, Benchmarks).
   */
  deadlineMs?: number;
  now?: () => number;
}

export const DEFAULT_DEADLINE_MS = 1000;

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
 * verified, for want of a check digit) or the deadline comes.
 */
export async function readVin(page: OcrPage, options: ReaderOptions): Promise<VinReading | null> {
  const now = options.now ?? Date.now;
  const began = now();
  const deadline = began + (options.deadlineMs ?? DEFAULT_DEADLINE_MS);
  const inCatalog = memoised(options.inCatalog);
  const costs = new PassCosts();

  // Barcodes (main thread, wasm) and the first OCR pass (a worker thread) run side by side.
  const firstLook = engineCall(() => page.recognize(FIRST_LOOK));
  firstLook.catch(() => undefined); // awaited below unless a barcode answers first
  const fromBarcode = await readBarcode(page, inCatalog);
  if (fromBarcode) return fromBarcode;

  const passes: RawRead[][] = [];
  const kinds: string[] = [];
  let verdict: Verdict | null = null;
  // Reads are weighed one batch at a time, in the order they arrive (the glyph reads arrive
  // while engine passes run): every verdict counts every read before it.
  let weighing = Promise.resolve();
  const weigh = (reads: RawRead[], kind: string): Promise<void> =>
    (weighing = weighing.then(async () => {
      passes.push(reads);
      kinds.push(kind);
      if (reads.length > 0) verdict = await weighReads(passes, inCatalog, kinds);
    }));
  const settled = () => verdict?.settled === true;
  const look = async (pass: OcrPass, kind: string, cost: PassClass, options: { always?: boolean; pending?: Promise<OcrLine[]> } = {}): Promise<RawRead[] | null> => {
    if (settled() || (!options.always && now() + costs.estimate(cost) > deadline)) return null;
    // A pending look started with the reading, beside the barcode scan.
    const started = options.pending ? began : now();
    const lines = await (options.pending ?? engineCall(() => page.recognize(pass)));
    costs.record(cost, now() - started);
    // A whitelisted pass looked at one line on purpose: a VIN may sit anywhere in it.
    const reads = lines.flatMap((line) => rawReadsOfLine(line, { anyOffset: pass.whitelist !== undefined }));
    await weigh(reads, kind);
    return reads;
  };
  const closeLooks = async (reads: RawRead[] | null, options: { firstAlways?: boolean } = {}) => {
    const target = reads && pickTarget(reads);
    if (!target) return;
    for (const [k, closer] of CLOSE_LOOKS.entries()) await look(closer(target.box), `close-${k}`, 'close', { always: k === 0 && options.firstAlways === true });
  };

  const firstReads = await look(FIRST_LOOK, 'page', 'page', { always: true, pending: firstLook });
  // Plates: the first look finds no acceptable VIN, and the strongest band's glyphs, read by
  // their cells on a thread of their own, are the best reader of stamped, embossed and dot-peen
  // characters the engine misreads. They run beside the engine's looks and count as a kind of
  // look of their own: they verify only with another kind agreeing. (Labels skip them: where the
  // engine finds a VIN, glyph votes mostly repeat its confusions, B for 8.)
  const bands = page.textBands().slice(0, 2);
  const found = verdict as Verdict | null;
  const glyphs = !(found && isAcceptable(found.best)) && bands[0] ? glyphLook(page, bands[0], weigh) : Promise.resolve();
  glyphs.catch(() => undefined); // awaited below, after the engine's looks
  // The closer look at what the first look found always runs: on labels it is what verifies.
  await closeLooks(firstReads, { firstAlways: true });
  for (const band of bands) {
    for (const [k, bandLook] of BAND_LOOKS.entries()) {
      const reads = await look(bandLook(band), `band-${k}`, 'band');
      // Found a candidate: the same look at another scale, for the per-character majority (it
      // counts as the same kind of look, so it cannot verify on its own).
      if (reads && reads.length > 0) await look({ ...bandLook(band), targetHeight: 96 }, `band-${k}`, 'band-large');
    }
  }
  for (const more of MORE_LOOKS) await closeLooks(await look(more, 'page-more', 'page-more'));
  await glyphs;
  await weighing;
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

function glyphLook(page: OcrPage, band: OcrBox, weigh: (reads: RawRead[], kind: string) => Promise<void>): Promise<void> {
  return engineCall(() => page.dotGlyphs(band)).then((words) => weigh(readsOfGlyphs(words, band), 'dots'));
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
    (r.labelled ? 100 : 0) + (hasValidCheckDigit(r.vin) ? 50 : 0) + (hasNumericSerialEnd(r.vin) ? 40 : 0) + r.confidence.reduce((a, b) => a + b, 0) / 17;
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
