import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface FixtureVin {
  vin: string;
  kind: string;
  release: string | null;
  /** Where the recording comes from ("live vPIC DecodeVINValuesBatch", a repository file …). */
  source?: string;
  expected: Record<string, unknown>;
}

export function loadFixtures(): FixtureVin[] {
  const raw = JSON.parse(readFileSync(resolve('test/fixtures/vins-nhtsa.json'), 'utf8')) as { vins: FixtureVin[] };
  return raw.vins;
}

/** When a recording was made, from its release label ("vPICList_lite_2026_09", "2018-02-01 (commit date)"). */
export function recordingDate(release: string | null): number | undefined {
  const m = release === null ? null : /(\d{4})[-_](\d{2})(?:[-_](\d{2}))?/.exec(release);
  if (!m) return undefined;
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, m[3] === undefined ? 1 : Number(m[3]));
}

export const REAL_KINDS = new Set(['vin-exception', 'nhtsa-recorded:real-vin']);
export const SYNTHETIC_KINDS = new Set(['model-pattern', 'random-vds']);

/** Letters and digits only, upper case: lookup names drift in punctuation between releases. */
function canonical(text: string): string {
  return text.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

const NUMBER = /^\s*-?\d+(\.\d+)?\s*$/;

/** NHTSA's comparison rule for the accuracy table: numbers within ±0.05, text on letters and digits. */
export function sameValue(expected: string, actual: string | undefined): boolean {
  const want = expected.trim();
  const got = (actual ?? '').trim();
  if (NUMBER.test(want) && NUMBER.test(got)) return Math.abs(Number(want) - Number(got)) <= 0.05;
  return canonical(want) === canonical(got);
}

export interface FieldTally {
  agree: number;
  total: number;
  misses: string[];
}

export class AgreementTable {
  readonly fields = new Map<string, FieldTally>();

  record(field: string, agree: boolean, detail: string): void {
    let tally = this.fields.get(field);
    if (tally === undefined) this.fields.set(field, (tally = { agree: 0, total: 0, misses: [] }));
    tally.total += 1;
    if (agree) tally.agree += 1;
    else tally.misses.push(detail);
  }

  rate(fields?: readonly string[]): { agree: number; total: number; percent: number } {
    let agree = 0;
    let total = 0;
    for (const [field, tally] of this.fields) {
      if (fields !== undefined && !fields.includes(field)) continue;
      agree += tally.agree;
      total += tally.total;
    }
    return { agree, total, percent: total === 0 ? 100 : (agree / total) * 100 };
  }

  format(title: string): string {
    const rows = [...this.fields.entries()].sort(([a], [b]) => a.localeCompare(b));
    const lines = [title, `${'field'.padEnd(28)} ${'agree'.padStart(6)} ${'total'.padStart(6)} ${'%'.padStart(7)}`];
    for (const [field, t] of rows) {
      lines.push(
        `${field.padEnd(28)} ${String(t.agree).padStart(6)} ${String(t.total).padStart(6)} ${((t.agree / t.total) * 100).toFixed(1).padStart(7)}`,
      );
    }
    const all = this.rate();
    lines.push(
      `${'ALL'.padEnd(28)} ${String(all.agree).padStart(6)} ${String(all.total).padStart(6)} ${all.percent.toFixed(1).padStart(7)}`,
    );
    return lines.join('\n');
  }

  misses(): string[] {
    return [...this.fields.entries()].flatMap(([field, t]) => t.misses.map((m) => `${field}: ${m}`));
  }
}
