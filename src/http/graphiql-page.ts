import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join } from 'node:path';
import { fromRoot } from '../infra/checkout-root.js';
import { cachedBody, sendCached, type CachedBody } from './cached-body.js';
import { pageSecurityHeaders } from './security-headers.js';

/**
 * GraphiQL: a small page loading one script and one stylesheet (and the fonts the stylesheet
 * names), bundled by the build from the npm packages (scripts/build-graphiql.mjs, graphiql/src)
 * into dist/graphiql. The files carry content hashes in their names and are cached for a year;
 * the page is revalidated, so a new build shows at once. Nothing inline, nothing from a CDN.
 */
export const GRAPHIQL_DIR = fromRoot('dist', 'graphiql');
export const GRAPHIQL_ASSETS_PATH = '/graphql/assets';

interface Manifest {
  script: string;
  stylesheet: string;
  files: string[];
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
};

function readManifest(dir: string): Manifest {
  try {
    return JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Manifest;
  } catch (error) {
    throw new Error(`GraphiQL's files are missing from ${dir}: run npm run build`, { cause: error });
  }
}

/** The page's HTML; the build renders it too, to compress exactly these bytes. */
export function renderGraphiQLPage(dir: string = GRAPHIQL_DIR): Buffer {
  const { script, stylesheet } = readManifest(dir);
  return Buffer.from(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>vin-gateway GraphiQL</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${GRAPHIQL_ASSETS_PATH}/${stylesheet}">
<script type="module" src="${GRAPHIQL_ASSETS_PATH}/${script}"></script>
</head>
<body>
<div id="graphiql"></div>
</body>
</html>
`);
}

/** The built files under `dir` with the URL each is served at and its type; the build compresses them too. */
export function graphiqlAssets(dir: string = GRAPHIQL_DIR): Array<{ url: string; path: string; type: string }> {
  return readManifest(dir).files.map((name) => ({
    url: `${GRAPHIQL_ASSETS_PATH}/${name}`,
    path: join(dir, name),
    type: TYPES[extname(name)] ?? 'application/octet-stream',
  }));
}

interface Site {
  page: CachedBody;
  assets: Map<string, CachedBody>;
}

let site: Site | undefined;

/** Read and prepared on first use: most processes never serve GraphiQL. */
function loadSite(): Site {
  if (site) return site;
  // GraphiQL sets element styles from script (CSSOM), which `style-src 'self'` allows.
  const security = pageSecurityHeaders({ inlineStyles: false });
  const page = cachedBody(renderGraphiQLPage(), { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', ...security });
  const assets = new Map(
    graphiqlAssets().map(
      ({ url, path, type }) =>
        [
          url,
          cachedBody(readFileSync(path), { 'content-type': type, 'cache-control': 'public, max-age=31536000, immutable', ...security }),
        ] as const,
    ),
  );
  site = { page, assets };
  return site;
}

export function sendGraphiQLPage(req: IncomingMessage, res: ServerResponse): void {
  sendCached(req, res, loadSite().page);
}

/** Serves a file under /graphql/assets/; false when it is none of GraphiQL's files. */
export function serveGraphiQLAsset(req: IncomingMessage, res: ServerResponse, path: string): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const file = loadSite().assets.get(path);
  if (!file) return false;
  sendCached(req, res, file);
  return true;
}
