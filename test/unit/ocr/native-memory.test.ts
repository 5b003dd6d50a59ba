import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

/** What the child (test/support/freed-memory-child.ts) measured, in a process with glibc's malloc as shipped. */
async function measure(mode: 'now' | 'soon' | 'none'): Promise<{ trimmed: boolean; freedMb: number; afterMb: number }> {
  const { stdout } = await run(process.execPath, ['--expose-gc', '--import', 'tsx', 'test/support/freed-memory-child.ts', mode], {
    env: { ...process.env, MALLOC_ARENA_MAX: '2' },
  });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as { trimmed: boolean; freedMb: number; afterMb: number };
}

describe('handing freed native memory back (decision 0304)', () => {
  it('without a trim, 125 MB freed between live buffers stays in the RSS', async () => {
    const { freedMb, afterMb } = await measure('none');
    expect(freedMb - afterMb).toBeLessThan(20);
  });

  it('a trim returns it at once, and one on a libuv thread returns it too', async () => {
    const now = await measure('now');
    expect(now.trimmed).toBe(true);
    expect(now.freedMb - now.afterMb).toBeGreaterThan(80);
    const soon = await measure('soon');
    expect(soon.freedMb - soon.afterMb).toBeGreaterThan(80);
  });
});
