import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { cachedBody, sendCached, type CachedBody } from './cached-body.js';
import { pageSecurityHeaders } from './security-headers.js';

/**
 * GET /docs: the OpenAPI document rendered by Swagger UI, served from the npm package
 * (swagger-ui-dist) so it works offline. The page's own script is a file, not inline.
 */
export const DOCS_PATH = '/docs';

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>vin-gateway REST API reference</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/docs/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/docs/swagger-ui-bundle.js"></script>
<script src="/docs/init.js"></script>
</body>
</html>
`;

// No validator badge (it would call an outside host); the document comes from this gateway.
const INIT = `window.ui = SwaggerUIBundle({ url: '/api/v1/openapi.json', dom_id: '#swagger-ui', deepLinking: true, validatorUrl: null, docExpansion: 'list', defaultModelsExpandDepth: 0 });\n`;

let files: Map<string, CachedBody> | undefined;

/** Swagger UI's files the page loads, with their types; the build compresses them too. */
export function docsAssets(): Array<{ name: string; path: string; type: string }> {
  const dist = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  return [
    { name: 'swagger-ui.css', path: join(dist, 'swagger-ui.css'), type: 'text/css; charset=utf-8' },
    { name: 'swagger-ui-bundle.js', path: join(dist, 'swagger-ui-bundle.js'), type: 'text/javascript; charset=utf-8' },
  ];
}

/** Prepared on first use: the bundle is 1.7 MB and most processes never serve it. */
function docsFiles(): Map<string, CachedBody> {
  if (files) return files;
  const page = { 'cache-control': 'no-cache', ...pageSecurityHeaders({ inlineStyles: true }) };
  files = new Map([
    [DOCS_PATH, cachedBody(PAGE, { 'content-type': 'text/html; charset=utf-8', ...page })],
    [`${DOCS_PATH}/init.js`, cachedBody(INIT, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' })],
    ...docsAssets().map(
      ({ name, path, type }) =>
        [
          `${DOCS_PATH}/${name}`,
          cachedBody(readFileSync(path), { 'content-type': type, 'cache-control': 'public, max-age=3600' }),
        ] as const,
    ),
  ]);
  return files;
}

/** Serves /docs and its assets; false when the path is none of them. */
export function serveDocs(req: IncomingMessage, res: ServerResponse, path: string): boolean {
  const file = docsFiles().get(path === `${DOCS_PATH}/` ? DOCS_PATH : path);
  if (!file || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  sendCached(req, res, file);
  return true;
}
