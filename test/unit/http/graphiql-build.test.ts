import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { GRAPHIQL_DIR, renderGraphiQLPage } from '../../../src/http/graphiql-page.js';

const REPO = new URL('../../../', import.meta.url).pathname;

describe('dist/graphiql (GraphiQL served at /graphql)', () => {
  it('is what graphiql/src and the installed packages build to (run `npm run build`)', async () => {
    const out = mkdtempSync(join(tmpdir(), 'vg-graphiql-'));
    try {
      const script = `import { bundleGraphiQL } from './scripts/build-graphiql.mjs'; await bundleGraphiQL(process.cwd(), ${JSON.stringify(out)});`;
      await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], { cwd: REPO });
      const fresh = readdirSync(out).sort();
      expect(readdirSync(GRAPHIQL_DIR).sort()).toEqual(fresh);
      for (const name of fresh) expect(readFileSync(join(GRAPHIQL_DIR, name)).equals(readFileSync(join(out, name))), name).toBe(true);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 120_000);

  it('has a page with no inline script or style, and nothing from another host or data: in its stylesheet', () => {
    const html = renderGraphiQLPage().toString();
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]![1]).toMatch(/src="\/graphql\/assets\/graphiql-\w+\.js"/);
    expect(scripts[0]![2]!.trim()).toBe('');
    expect(html).not.toMatch(/<style|style="/);
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    const manifest = JSON.parse(readFileSync(join(GRAPHIQL_DIR, 'manifest.json'), 'utf8')) as { stylesheet: string };
    const css = readFileSync(join(GRAPHIQL_DIR, manifest.stylesheet), 'utf8');
    // Fonts are files of their own (font-src 'self'); only small images stay inline (img-src data:).
    expect(css).not.toMatch(/url\(["']?data:font/);
    expect(css).not.toMatch(/url\(["']?(https?:)?\/\//);
  });
});
