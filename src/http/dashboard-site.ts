import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, relative, sep } from 'node:path';
import { fromRoot } from '../infra/checkout-root.js';
import { cachedBody, sendCached, type CachedBody } from './cached-body.js';
import { pageSecurityHeaders } from './security-headers.js';

/** The dashboard's built files (dashboard/build, made by `npm run dashboard:build` and committed). */
export const DASHBOARD_DIR = fromRoot('dashboard', 'build');
export const DASHBOARD_PATH = '/dashboard';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};

/** The built files under `dir`, with the URL each is served at and its type. */
export function dashboardFiles(dir: string = DASHBOARD_DIR): Array<{ url: string; path: string; type: string }> {
  const found: Array<{ url: string; path: string; type: string }> = [];
  if (!existsSync(dir)) return found;
  const walk = (at: string): void => {
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path);
      else
        found.push({
          url: `${DASHBOARD_PATH}/${relative(dir, path).split(sep).join('/')}`,
          path,
          type: TYPES[extname(name)] ?? 'application/octet-stream',
        });
    }
  };
  walk(dir);
  return found;
}

/**
 * Every file of the build read and compressed once. Assets have content hashes in their names and
 * are cached for a year; the page itself is revalidated, so a new build shows at once.
 */
function loadSite(dir: string): Map<string, CachedBody> {
  const security = pageSecurityHeaders({ inlineStyles: false });
  return new Map(
    dashboardFiles(dir).map(({ url, path, type }) => [
      url,
      cachedBody(readFileSync(path), {
        'content-type': type,
        'cache-control': extname(path) === '.html' ? 'no-cache' : 'public, max-age=31536000, immutable',
        ...security,
      }),
    ]),
  );
}

export type DashboardSite = (req: IncomingMessage, res: ServerResponse, path: string) => boolean;

/** Serves /dashboard (its page at /dashboard and /dashboard/) and its assets; false for anything else. */
export function createDashboardSite(dir: string = DASHBOARD_DIR): DashboardSite {
  const files = loadSite(dir);
  return (req, res, path) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const file = files.get(path === DASHBOARD_PATH || path === `${DASHBOARD_PATH}/` ? `${DASHBOARD_PATH}/index.html` : path);
    if (!file) return false;
    sendCached(req, res, file);
    return true;
  };
}
