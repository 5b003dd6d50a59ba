import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { configDefaults, defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

// The browser tests (test/browser) drive the system's Chromium; without one they cannot run, and
// the run says so instead of passing quietly.
const chromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && existsSync(p));
if (!chromium) console.warn('\n*** No Chromium found: the browser tests in test/browser are NOT run (apt-get install -y chromium, or set CHROMIUM_PATH). ***\n');

export default defineConfig({
  // graphql ships CJS and ESM builds; Node's resolution (which libraries get) picks the CJS one,
  // so test files must too, or the schema's scalars come from "another realm".
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
  test: {
    include: ['test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(chromium ? [] : ['test/browser/**'])],
    globalSetup: ['test/support/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    reporters: ['default'],
  },
});
