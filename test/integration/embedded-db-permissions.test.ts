import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openStateDatabase } from '../../src/data/db.js';

const parent = mkdtempSync(join(tmpdir(), 'vg-modes-'));
afterAll(() => rmSync(parent, { recursive: true, force: true }));

/** Every path under `dir` whose mode lets group or others in. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if ((statSync(path).mode & 0o077) !== 0) found.push(path);
    if (entry.isDirectory()) found.push(...openToOthers(path));
  }
  return found;
}

describe('the embedded database directory', () => {
  it('is private to its owner, and an existing directory with loose modes is fixed at start-up', async () => {
    const dataDir = join(parent, 'data');
    const first = await openStateDatabase({ url: undefined, dataDir });
    await first.close();
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(openToOthers(dataDir)).toEqual([]);

    // As an older version left it: a readable directory and world-writable files.
    chmodSync(dataDir, 0o755);
    const loose = join(dataDir, 'pgdata', 'PG_VERSION');
    chmodSync(loose, 0o666);
    writeFileSync(join(dataDir, 'notes.txt'), 'x', { mode: 0o644 });
    chmodSync(join(dataDir, 'notes.txt'), 0o644);
    const again = await openStateDatabase({ url: undefined, dataDir });
    try {
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      expect(statSync(loose).mode & 0o777).toBe(0o600);
      expect(openToOthers(dataDir)).toEqual([]);
    } finally {
      await again.close();
    }
  });
});
