import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture.md: rest-adapter → src/http → src/graphql → src/domain → src/data, src/infra.
 * The composition root (main, app, context, config, bin) may import anything; other layers import
 * only downwards (plus config, and types of the context; src/http also builds the context).
 */
const ROOT = resolve(import.meta.dirname, '../..');

type Layer = 'rest-adapter' | 'http' | 'graphql' | 'domain' | 'data' | 'infra' | 'root';

const ALLOWED: Record<Exclude<Layer, 'root'>, Layer[]> = {
  'rest-adapter': ['rest-adapter', 'http', 'graphql', 'domain', 'data', 'infra'],
  http: ['http', 'graphql', 'domain', 'data', 'infra'],
  graphql: ['graphql', 'domain', 'data', 'infra'],
  domain: ['domain', 'data', 'infra'],
  data: ['data', 'infra'],
  infra: ['infra'],
};

/** Packages that tie code to a transport; the domain and data layers must stay free of them. */
const TRANSPORT_PACKAGES = /^(graphql|graphql-yoga|@pothos\/|@graphql-|@envelop\/|node:http$|http$)/;
/** infra's outbound clients (the webhook sender) speak HTTP to other services: that is their job. */
const OUTBOUND_HTTP = /^(node:)?https?$/;

function layerOf(file: string): Layer {
  const rel = relative(ROOT, file);
  if (rel.startsWith('rest-adapter/')) return 'rest-adapter';
  const match = /^src\/(http|graphql|domain|data|infra)\//.exec(rel);
  return match ? (match[1] as Layer) : 'root';
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

function imports(file: string): Array<{ spec: string; typeOnly: boolean }> {
  const text = readFileSync(file, 'utf8');
  const found: Array<{ spec: string; typeOnly: boolean }> = [];
  const pattern =
    /^\s*(import|export)\s+(type\s+)?[^'"]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;
  for (const m of text.matchAll(pattern)) found.push({ spec: (m[3] ?? m[4] ?? m[5])!, typeOnly: Boolean(m[2]) });
  return found;
}

const files = [...sourceFiles(join(ROOT, 'src')), ...sourceFiles(join(ROOT, 'rest-adapter'))];

describe('dependency direction', () => {
  it('finds the layers it checks', () => {
    const layers = new Set(files.map(layerOf));
    for (const layer of ['rest-adapter', 'http', 'graphql', 'domain', 'data', 'infra', 'root']) expect(layers).toContain(layer);
  });

  it('every import points down the layers', () => {
    const violations: string[] = [];
    for (const file of files) {
      const from = layerOf(file);
      if (from === 'root') continue;
      for (const { spec, typeOnly } of imports(file)) {
        if (!spec.startsWith('.')) {
          const transport = TRANSPORT_PACKAGES.test(spec) && !(from === 'infra' && OUTBOUND_HTTP.test(spec));
          if ((from === 'domain' || from === 'data' || from === 'infra') && transport) {
            violations.push(`${relative(ROOT, file)} imports the transport package ${spec}`);
          }
          continue;
        }
        const target = resolve(dirname(file), spec);
        const to = layerOf(target);
        const relTarget = relative(ROOT, target);
        if (to === 'root') {
          const isConfig = relTarget === 'src/config.js';
          const isContextType = relTarget === 'src/context.js' && (typeOnly || from === 'http');
          if (!isConfig && !isContextType) violations.push(`${relative(ROOT, file)} imports the composition root (${relTarget})`);
          continue;
        }
        if (!ALLOWED[from].includes(to)) violations.push(`${relative(ROOT, file)} (${from}) imports ${relTarget} (${to})`);
      }
    }
    expect(violations).toEqual([]);
  });

  it('the REST adapter imports in no circle', () => {
    const adapterFiles = files.filter((file) => layerOf(file) === 'rest-adapter');
    const edges = new Map<string, string[]>();
    for (const file of adapterFiles) {
      const targets = imports(file)
        .filter(({ spec }) => spec.startsWith('./'))
        .map(({ spec }) => resolve(dirname(file), spec).replace(/\.js$/, '.ts'));
      edges.set(file, targets);
    }
    const circles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, path: string[]): void => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        circles.push([...path.slice(path.indexOf(file)), file].map((f) => relative(ROOT, f)).join(' → '));
        return;
      }
      state.set(file, 'open');
      for (const next of edges.get(file) ?? []) visit(next, [...path, file]);
      state.set(file, 'done');
    };
    for (const file of adapterFiles) visit(file, []);
    expect(circles).toEqual([]);
  });
});
