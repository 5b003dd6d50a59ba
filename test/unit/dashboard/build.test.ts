import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_DIR } from '../../../src/http/dashboard-site.js';

const REPO = new URL('../../../', import.meta.url).pathname;
const VITE = join(REPO, 'node_modules/vite/bin/vite.js');

function filesUnder(dir: string): Map<string, Buffer> {
  const found = new Map<string, Buffer>();
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path);
      else found.set(relative(dir, path), readFileSync(path));
    }
  };
  walk(dir);
  return found;
}

describe('dashboard/build (served at /dashboard)', () => {
  it('is what the sources build to (run `npm run dashboard:build`)', async () => {
    const out = mkdtempSync(join(tmpdir(), 'vg-dashboard-'));
    try {
      await promisify(execFile)(
        process.execPath,
        [VITE, 'build', '--config', join(REPO, 'dashboard/vite.config.ts'), '--outDir', out, '--emptyOutDir', '--logLevel', 'error'],
        {
          cwd: REPO,
          // vitest runs with NODE_ENV=test, which would build another bundle than `npm run dashboard:build`.
          env: { ...process.env, NODE_ENV: 'production' },
        },
      );
      const fresh = filesUnder(out);
      const committed = filesUnder(DASHBOARD_DIR);
      expect([...committed.keys()].sort()).toEqual([...fresh.keys()].sort());
      for (const [path, bytes] of fresh) expect(committed.get(path)!.equals(bytes), path).toBe(true);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 120_000);

  it('has a page with no inline script or style and nothing from another host', () => {
    const html = readFileSync(join(DASHBOARD_DIR, 'index.html'), 'utf8');
    for (const [, attributes, body] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
      expect(attributes).toMatch(/src="\/dashboard\/assets\/[\w-]+\.js"/);
      expect(body!.trim()).toBe('');
    }
    expect(html).not.toMatch(/<style|style="/);
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
  });
});
