/**
 * The files that take longest, longest first: each run alone with PostgreSQL and Redis on the shared
 * 2-core machine (at load 13-30: the bulk job crash test 109-114 s down to bulk jobs 26-30 s), checked
 * against a whole run's durations. With two workers a run lasts at least as long as its longest file,
 * and that much longer again when such a file is handed out last, after the short ones. vitest's own
 * order puts the longest first only once it has the durations of an earlier run on this machine; a
 * fresh clone (CI) has none and starts the largest files first, whatever they cost.
 */
export const HEAVIEST_FILES = [
  'test/integration/batch-jobs-crash.test.ts',
  'test/unit/ocr/reader-determinism.test.ts',
  'test/integration/admin-cli.test.ts',
  'test/integration/brute-force-lockout.test.ts',
  'test/integration/idempotency-keys.test.ts',
  'test/integration/quota-leases.test.ts',
  'test/integration/brute-force.test.ts',
  'test/integration/quota.test.ts',
  'test/integration/decode-from-image.test.ts',
  'test/integration/metrics.test.ts',
  'test/unit/ocr/vin-image-reader.test.ts',
  'test/integration/webhooks-delivery.test.ts',
  'test/integration/webhooks-events.test.ts',
  'test/integration/cli-and-embedded-db.test.ts',
  'test/integration/batch-jobs.test.ts',
];

/** `files` with the heaviest ahead, in the order above; the others keep their order among themselves. */
export function heavyFirst<T extends { moduleId: string }>(files: readonly T[]): T[] {
  const rank = (file: T) => {
    const index = HEAVIEST_FILES.findIndex((heavy) => file.moduleId.replaceAll('\\', '/').endsWith(`/${heavy}`));
    return index === -1 ? HEAVIEST_FILES.length : index;
  };
  // Array.prototype.sort is stable.
  return [...files].sort((a, b) => rank(a) - rank(b));
}
