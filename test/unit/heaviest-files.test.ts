import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HEAVIEST_FILES, heavyFirst } from '../support/heaviest-files.js';

const ROOT = resolve(import.meta.dirname, '../..');
const file = (path: string) => ({ moduleId: join(ROOT, path) });

describe('the order test files start in', () => {
  it('names only files that exist: a renamed heavy file would otherwise start wherever it falls', () => {
    expect(HEAVIEST_FILES.filter((path) => !existsSync(join(ROOT, path)))).toEqual([]);
  });

  it('starts the heaviest files first, in their order, and keeps the order of the others', () => {
    const others = ['test/unit/config.test.ts', 'test/integration/decode.test.ts', 'test/unit/docs.test.ts'];
    const given = [others[0]!, HEAVIEST_FILES[2]!, others[1]!, HEAVIEST_FILES[0]!, others[2]!].map(file);
    expect(heavyFirst(given).map((f) => f.moduleId)).toEqual(
      [HEAVIEST_FILES[0]!, HEAVIEST_FILES[2]!, ...others].map((path) => join(ROOT, path)),
    );
  });
});
