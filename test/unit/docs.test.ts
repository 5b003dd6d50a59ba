import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configSchema } from '../../src/config.js';
import { ERROR_STATUS } from '../../src/domain/errors.js';

/**
 * The README is the product page; every setting and every error code is documented in exactly one
 * place (README.md's configuration table, docs/errors.md), checked against the code so neither
 * can drift from it.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const README = read('README.md');
const DOC_FILES = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** Rows of the markdown tables in `text` whose first cell is one `code` span: name → cells. */
function definitionRows(text: string): Map<string, string[]> {
  const rows = new Map<string, string[]>();
  for (const line of text.split('\n')) {
    const m = /^\| `([A-Z][A-Z0-9_]*)` \|(.*)\|\s*$/.exec(line);
    if (m)
      rows.set(
        m[1]!,
        m[2]!.split(' | ').map((c) => c.trim()),
      );
  }
  return rows;
}

/** The anchors a markdown renderer gives the headings of `text` (GitHub's: lower case, punctuation dropped, spaces to dashes, repeats numbered). */
function headingAnchors(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6} (.*)$/.exec(line);
    if (!heading) continue;
    const slug = heading[1]!
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/ /g, '-');
    const repeat = seen.get(slug) ?? 0;
    seen.set(slug, repeat + 1);
    anchors.add(repeat === 0 ? slug : `${slug}-${repeat}`);
  }
  return anchors;
}

describe('README.md', () => {
  it('stays a product page of at most 250 lines', () => {
    expect(README.split('\n').length).toBeLessThanOrEqual(250);
  });

  it('links only to files that exist (and so do the docs)', () => {
    const broken: string[] = [];
    for (const file of DOC_FILES) {
      for (const m of read(file).matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = m[1]!.split('#')[0]!;
        if (target === '' || /^[a-z]+:/i.test(target)) continue;
        if (!existsSync(resolve(ROOT, dirname(file), target))) broken.push(`${file} → ${m[1]}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('links to headings that exist in the markdown file named (the docs move figures between files)', () => {
    const broken: string[] = [];
    for (const file of DOC_FILES) {
      for (const m of read(file).matchAll(/\]\(([^)\s]*\.md|)#([^)\s]+)\)/g)) {
        const target = m[1] === '' ? file : join(dirname(file), m[1]!);
        if (existsSync(join(ROOT, target)) && !headingAnchors(read(target)).has(m[2]!)) broken.push(`${file} → ${m[0].slice(2, -1)}`);
      }
    }
    expect(broken).toEqual([]);
  });
});

describe('configuration table', () => {
  const table = definitionRows(README);
  const variables = Object.keys(configSchema.shape);

  it('lists every variable src/config.ts reads, and nothing else', () => {
    const documented = [...table.keys()].filter((name) => !(name in ERROR_STATUS));
    expect(documented.sort()).toEqual([...variables].sort());
  });

  it('gives the default the schema applies', () => {
    const wrong: string[] = [];
    for (const name of variables) {
      const parsed = configSchema.shape[name as keyof typeof configSchema.shape].safeParse(undefined);
      const fallback = parsed.success ? parsed.data : undefined;
      if (!['string', 'number', 'boolean'].includes(typeof fallback) || fallback === '') continue;
      const cell = table.get(name)?.[0] ?? '';
      if (cell !== `\`${String(fallback)}\``) wrong.push(`${name}: README says ${cell}, the schema ${String(fallback)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('is the only place a variable is defined', () => {
    const elsewhere = DOC_FILES.filter((f) => f !== 'README.md').flatMap((file) =>
      [...definitionRows(read(file)).keys()].filter((name) => variables.includes(name)).map((name) => `${name} in ${file}`),
    );
    expect(elsewhere).toEqual([]);
  });
});

describe('error table (docs/errors.md)', () => {
  const table = definitionRows(read('docs/errors.md'));
  const codes = Object.keys(ERROR_STATUS) as Array<keyof typeof ERROR_STATUS>;

  it('has every code with its HTTP status, and only those', () => {
    expect([...table.keys()].sort()).toEqual([...codes].sort());
    for (const code of codes) expect(table.get(code)?.[0], code).toBe(String(ERROR_STATUS[code]));
  });

  it('is the only place a code is defined', () => {
    const elsewhere = DOC_FILES.filter((f) => f !== 'docs/errors.md').flatMap((file) =>
      [...definitionRows(read(file)).keys()].filter((name) => name in ERROR_STATUS).map((name) => `${name} in ${file}`),
    );
    expect(elsewhere).toEqual([]);
  });
});

describe('docs/decisions/README.md', () => {
  it('lists every decision record with its status, and a superseded or amended one by which record', () => {
    const index = read('docs/decisions/README.md');
    const records = readdirSync(join(ROOT, 'docs/decisions')).filter((f) => /^\d{4}-.*\.md$/.test(f));
    const missing = records.filter((f) => !index.includes(`](${f})`));
    expect(missing).toEqual([]);
    for (const f of records) {
      const mark = /^_?(?:Status: )?(Superseded|Amended) by \[?(\d{4})/m.exec(
        read(`docs/decisions/${f}`).split('\n').slice(1, 8).join('\n'),
      );
      const row = index.split('\n').find((line) => line.startsWith(`| ${f.slice(0, 4)} |`))!;
      expect(row, f).toMatch(mark ? new RegExp(`\\| ${mark[1]} by \\[${mark[2]}\\]`) : /\| Accepted/);
    }
  });
});
