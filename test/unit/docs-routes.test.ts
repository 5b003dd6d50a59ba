import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../rest-adapter/route-table.js';

/**
 * docs/architecture.md lists the REST routes between two markers, one `METHOD /path` per table
 * row; the list is the composed route table, no route missing and none that does not exist.
 */
const ARCHITECTURE = readFileSync(resolve(import.meta.dirname, '../../docs/architecture.md'), 'utf8');

/** The `METHOD /path` of each row between `<!-- rest-routes:start -->` and `<!-- rest-routes:end -->`. */
function documentedRoutes(markdown: string): string[] {
  const list = /<!-- rest-routes:start -->\n([\s\S]*?)<!-- rest-routes:end -->/.exec(markdown);
  if (!list) throw new Error('no <!-- rest-routes:start --> … <!-- rest-routes:end --> list');
  return [...list[1]!.matchAll(/^\| `([A-Z]+ \/[^`\s]*)` \|/gm)].map((m) => m[1]!);
}

describe('docs/architecture.md route list', () => {
  const documented = documentedRoutes(ARCHITECTURE);
  const routed = ROUTES.map((route) => `${route.method} ${route.path}`);

  it('names every route of rest-adapter/route-table.ts', () => {
    expect(routed.filter((route) => !documented.includes(route))).toEqual([]);
  });

  it('names no route the table lacks, and none twice', () => {
    expect(documented.filter((route) => !routed.includes(route))).toEqual([]);
    expect(documented.filter((route, i) => documented.indexOf(route) !== i)).toEqual([]);
  });

  it('reads a route list that has rows', () => {
    expect(documentedRoutes('<!-- rest-routes:start -->\n| `GET /a/:id` | x |\n<!-- rest-routes:end -->')).toEqual(['GET /a/:id']);
    expect(documented.length).toBeGreaterThan(0);
  });
});
