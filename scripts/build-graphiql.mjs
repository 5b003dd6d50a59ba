// GraphiQL's browser files, bundled from the npm packages (graphiql 3, React 18) with esbuild:
// one script, one stylesheet and the stylesheet's fonts, each named by its content hash so the
// gateway can serve them under /graphql/assets/ with a year of caching
// (docs/decisions/0609-graphiql-built-from-npm-packages.md). scripts/build.mjs calls this and
// compresses the results with the other static bodies.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

/** The URL the files are served under (src/http/graphiql-page.ts serves what the manifest names). */
export const GRAPHIQL_ASSETS_URL = '/graphql/assets';

const FONT_EXTENSIONS = { 'font/woff2': 'woff2', 'font/woff': 'woff', 'font/ttf': 'ttf' };

const hashOf = (bytes) => createHash('sha256').update(bytes).digest('base64url').slice(0, 12).replace(/[-_]/g, 'x');

/** Everything the output depends on: the entry's sources, this script and the installed versions. */
function inputsHash(root) {
  const hash = createHash('sha256');
  for (const file of [
    'scripts/build-graphiql.mjs',
    'package-lock.json',
    ...readdirSync(join(root, 'graphiql/src'))
      .sort()
      .map((f) => `graphiql/src/${f}`),
  ]) {
    hash.update(file).update(readFileSync(join(root, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * GraphiQL's stylesheet inlines its fonts (Roboto, Fira Code) as base64 data: URLs, 350 kB of the
 * 400 kB file. As files of their own they stay out of the stylesheet every visit must read, a
 * browser fetches only the faces and format it uses, and `font-src 'self'` suffices.
 */
function extractFonts(css) {
  const fonts = [];
  const rewritten = css.replace(/url\(\s*["']?data:(font\/[\w-]+);base64,([A-Za-z0-9+/=]+)["']?\s*\)/g, (whole, type, data) => {
    const extension = FONT_EXTENSIONS[type];
    if (!extension) return whole;
    const bytes = Buffer.from(data, 'base64');
    const name = `font-${hashOf(bytes)}.${extension}`;
    fonts.push({ name, bytes });
    return `url(${GRAPHIQL_ASSETS_URL}/${name})`;
  });
  return { css: rewritten, fonts };
}

/** Bundles GraphiQL into `target` (no cache); the build's test compares this with dist/graphiql. */
export async function bundleGraphiQL(root, target) {
  const { outputFiles } = await build({
    absWorkingDir: root,
    entryPoints: ['graphiql/src/main.tsx'],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    jsx: 'automatic',
    // React's production build: the development one is three times the size and warns in the console.
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    outdir: 'out',
    write: false,
    logLevel: 'warning',
  });
  const script = outputFiles.find((file) => file.path.endsWith('.js'));
  const stylesheet = outputFiles.find((file) => file.path.endsWith('.css'));
  if (!script || !stylesheet) throw new Error('bundling GraphiQL gave no script or no stylesheet');
  const { css, fonts } = extractFonts(stylesheet.text);
  const files = [
    { name: `graphiql-${hashOf(script.contents)}.js`, bytes: Buffer.from(script.contents) },
    { name: `graphiql-${hashOf(css)}.css`, bytes: Buffer.from(css) },
    ...fonts,
  ];
  mkdirSync(target, { recursive: true });
  for (const { name, bytes } of files) writeFileSync(join(target, name), bytes);
  const manifest = { script: files[0].name, stylesheet: files[1].name, files: files.map((file) => file.name).sort() };
  writeFileSync(join(target, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

/**
 * Writes GraphiQL's files and manifest.json to `target`. Bundling takes seconds, so the result is
 * cached under node_modules/.cache by the hash of its inputs and a rebuild of the gateway reuses it.
 */
export async function buildGraphiQL(root, target) {
  const cacheDir = join(root, 'node_modules/.cache/vin-gateway');
  const cached = join(cacheDir, `graphiql-${inputsHash(root)}`);
  if (!existsSync(cached)) {
    const building = `${cached}.tmp-${process.pid}`;
    rmSync(building, { recursive: true, force: true });
    await bundleGraphiQL(root, building);
    try {
      renameSync(building, cached);
    } catch (error) {
      // Another build made the same files first: keep those.
      rmSync(building, { recursive: true, force: true });
      if (!existsSync(cached)) throw error;
    }
  }
  cpSync(cached, target, { recursive: true });
}
