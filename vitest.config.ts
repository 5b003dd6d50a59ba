import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { configDefaults, defineConfig } from 'vitest/config';
import HeavyFirstSequencer from './test/support/heavy-first-sequencer.js';

const require = createRequire(import.meta.url);

// The browser tests (test/browser) drive the system's Chromium; without one they cannot run, and
// the run says so instead of passing quietly.
const chromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && existsSync(p));
if (!chromium) console.log('Browser tests not run: no Chromium found (apt-get install -y chromium, or set CHROMIUM_PATH).');

// Files that test nothing but a real PostgreSQL server or Redis (their faults, their sharing across
// processes). `npm test` on a laptop has neither: those files are left out, and the run says so once,
// so the suite is green there and CI (.ci/run, which sets both) runs them all. Files that also have
// PGlite or in-memory suites keep those and skip only their server suites (describe.skipIf / each).
const needsPostgres = [
  'test/integration/job-queue-start.test.ts',
  'test/integration/postgres-faults.test.ts',
  'test/integration/readiness-faults.test.ts',
  'test/integration/redis-unreachable.test.ts',
  'test/integration/serve-unusable-database.test.ts',
];
const needsRedis = [
  'test/integration/rate-limit-redis-down.test.ts',
  'test/integration/readiness-faults.test.ts',
  'test/integration/redis-unreachable.test.ts',
];
const withoutPostgres = process.env.TEST_DATABASE_URL ? [] : needsPostgres;
const withoutRedis = process.env.TEST_REDIS_URL ? [] : needsRedis;
if (withoutPostgres.length) console.log('PostgreSQL tests not run: TEST_DATABASE_URL is unset (.ci/run sets it).');
if (withoutRedis.length) console.log('Redis tests not run: TEST_REDIS_URL is unset (.ci/run sets it).');

export default defineConfig({
  // graphql ships CJS and ESM builds; Node's resolution (which libraries get) picks the CJS one,
  // so test files must too, or the schema's scalars come from "another realm".
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
  test: {
    include: ['test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(chromium ? [] : ['test/browser/**']), ...withoutPostgres, ...withoutRedis],
    globalSetup: ['test/support/global-setup.ts'],
    // The test workers fill both cores themselves: image readers at SCHED_IDLE (the default) would
    // wait behind them past their time budgets. Nice 10 is what they ran at before decision 0528;
    // image-reader-pool.test.ts starts a server with the default on purpose.
    env: { OCR_READER_SCHEDULING: 'nice' },
    pool: 'forks',
    maxWorkers: 2,
    // The longest files start first, so neither worker is left with one at the end (test/support/heavy-first-sequencer.ts).
    sequence: { sequencer: HeavyFirstSequencer },
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // One summary line and the failures, all on stdout (test/support/compact-reporter.ts).
    reporters: ['./test/support/compact-reporter.ts'],
  },
});
