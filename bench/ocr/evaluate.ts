import { hasValidCheckDigit } from '../../src/domain/vin/check-digit.js';
import type { OcrLine } from '../../src/domain/ocr/ocr-port.js';
import { rawReadsOfLine, type RawRead } from '../../src/domain/ocr/vin-candidates.js';

/** What one reader answered for one image. */
export interface Answer {
  vin: string | null;
  /** Returned without any warning: the caller would trust it. */
  trusted: boolean;
  ms: number;
  /**
   * CPU time the process spent on it (all its threads): unlike `ms`, it hardly moves with the
   * machine's load, so runs on a busy machine can still be compared.
   */
  cpuMs?: number;
}

/** Per image: the truth VIN, and whether the catalog decodes it (unknown VINs are still to be named). */
export interface TruthOf {
  vin: string;
  inCatalog: boolean;
}

export interface Row {
  name: string;
  images: number;
  exact: number;
  exactTrusted: number;
  falseAccepts: number;
  flagged: number;
  nothing: number;
  /** Images whose VIN the catalog does not decode, and how many of them the reader named right. */
  unknown: number;
  unknownNamed: number;
  charAccuracy: number;
  p50: number;
  p95: number;
  cpuP50: number;
}

/** `truths[i]` is the VIN of the image `answers[i]` answers (a bare string: one the catalog decodes). */
export function summarise(name: string, truths: Array<string | TruthOf>, answers: Answer[]): Row {
  const n = answers.length;
  let exact = 0,
    exactTrusted = 0,
    falseAccepts = 0,
    flagged = 0,
    nothing = 0,
    chars = 0,
    unknown = 0,
    unknownNamed = 0;
  answers.forEach((a, i) => {
    const t = truths[i]!;
    const truth = typeof t === 'string' ? t : t.vin;
    if (typeof t !== 'string' && !t.inCatalog) {
      unknown++;
      if (a.vin === truth) unknownNamed++;
    }
    if (a.vin === null) {
      nothing++;
      return;
    }
    if (!a.trusted) flagged++;
    if (a.vin === truth) {
      exact++;
      if (a.trusted) exactTrusted++;
    } else if (a.trusted) falseAccepts++;
    for (let k = 0; k < 17; k++) if (a.vin[k] === truth[k]) chars++;
  });
  const ms = answers.map((a) => a.ms).sort((x, y) => x - y);
  const q = (p: number) => ms[Math.min(ms.length - 1, Math.floor(p * ms.length))] ?? 0;
  const cpu = answers.map((a) => a.cpuMs ?? 0).sort((x, y) => x - y);
  return {
    name,
    images: n,
    exact,
    exactTrusted,
    falseAccepts,
    flagged,
    nothing,
    unknown,
    unknownNamed,
    charAccuracy: chars / (17 * n),
    p50: q(0.5),
    p95: q(0.95),
    cpuP50: cpu[Math.floor(cpu.length / 2)] ?? 0,
  };
}

/**
 * The plain baseline's choice from one pass: the same 17-character windows our reader starts from
 * (I/O/Q mapped, across spaces), preferring a line labelled VIN, then a valid check digit. It
 * "verifies" (returns without warning) only a read with a valid check digit.
 */
export function baselineVin(lines: OcrLine[]): { vin: string; trusted: boolean } | null {
  const reads = lines.flatMap((line) => rawReadsOfLine(line));
  const score = (r: RawRead) => (r.labelled ? 2 : 0) + (hasValidCheckDigit(r.vin) ? 1 : 0);
  const best = [...reads].sort((a, b) => score(b) - score(a))[0];
  return best ? { vin: best.vin, trusted: hasValidCheckDigit(best.vin) } : null;
}

const pct = (v: number, n: number) => `${((100 * v) / n).toFixed(1)} %`;

export function formatTable(rows: Row[]): string {
  const header = [
    'reader / set',
    'images',
    'exact',
    'exact, no warning',
    'false accepts',
    'flagged',
    'nothing found',
    'unknown VINs named',
    'char accuracy',
    'p50 ms',
    'p95 ms',
    'CPU p50 ms',
  ];
  const body = rows.map((r) => [
    r.name,
    String(r.images),
    pct(r.exact, r.images),
    pct(r.exactTrusted, r.images),
    pct(r.falseAccepts, r.images),
    pct(r.flagged, r.images),
    pct(r.nothing, r.images),
    r.unknown === 0 ? '–' : `${r.unknownNamed}/${r.unknown}`,
    `${(100 * r.charAccuracy).toFixed(1)} %`,
    String(Math.round(r.p50)),
    String(Math.round(r.p95)),
    String(Math.round(r.cpuP50)),
  ]);
  return [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...body.map((r) => `| ${r.join(' | ')} |`)].join('\n');
}
