/**
 * Serving the OpenAPI document (npm run bench:openapi): GET /api/v1/openapi.json against GET of a
 * static file of similar size the gateway also serves from memory (the dashboard's script), and
 * /healthz, on one gateway, in interleaved rounds. The document is built once at start-up, so it
 * should cost what a cached file costs; the build itself is timed too.
 */
import { readdirSync } from 'node:fs';
import autocannon from 'autocannon';
import { DASHBOARD_DIR } from '../src/http/dashboard-site.js';
import { buildOpenApiDocument } from '../rest-adapter/openapi/document.js';
import { loadConfig } from '../src/config.js';
import { startServer } from '../src/main.js';
import { openTestCatalog } from '../test/support/catalog.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));

const started = performance.now();
const document = JSON.stringify(buildOpenApiDocument());
const buildMs = performance.now() - started;

const config = loadConfig({
  PORT: '0',
  HOST: '127.0.0.1',
  DATABASE_URL: 'memory://',
  DATA_DIR: '.cache/bench-openapi',
  LOG_LEVEL: 'silent',
});
const gateway = await startServer(config, { catalog: await openTestCatalog() });
const script = readdirSync(`${DASHBOARD_DIR}/assets`).find((name) => name.endsWith('.js'))!;
const STATIC = 'GET the dashboard script (static file, gzip)';
const scenarios = {
  'GET /api/v1/openapi.json (gzip)': '/api/v1/openapi.json',
  [STATIC]: `/dashboard/assets/${script}`,
  'GET /healthz (tiny JSON)': '/healthz',
};
const results = new Map<string, number[]>();
try {
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, path] of Object.entries(scenarios)) {
      const run = await autocannon({
        url: `${gateway.url}${path}`,
        connections: 16,
        duration: SECONDS,
        headers: { 'accept-encoding': 'gzip' },
      });
      if (run.non2xx > 0 || run.errors > 0) throw new Error(`${name}: ${run.non2xx} non-2xx, ${run.errors} errors`);
      results.set(name, [...(results.get(name) ?? []), run.requests.average]);
    }
  }
} finally {
  await gateway.close();
}
const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
const reference = median(results.get(STATIC)!);
console.log(`document: ${(document.length / 1024).toFixed(0)} KB of JSON, built in ${buildMs.toFixed(0)} ms (once per process)`);
for (const [name, values] of results) {
  const rps = median(values);
  console.log(`${name.padEnd(44)} ${rps.toFixed(0).padStart(7)} req/s   ${(rps / reference).toFixed(2)}× the static file`);
}
