import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createContext } from '../../../src/context.js';
import { createDirectExecutor } from '../../../src/graphql/direct-executor.js';
import { DocumentCache, documentBytes, documentKey } from '../../../src/graphql/document-cache.js';
import { MAX_DOCUMENT_LENGTH, parseWithinLimits } from '../../../src/graphql/limits.js';
import { getSchema } from '../../../src/graphql/schema.js';

const nearLimitDocument = (i: number) => `{ catalog { release } } # ${String(i).padEnd(MAX_DOCUMENT_LENGTH - 40, 'x')}`;

/** The largest document of `item`s repeated that the length and token limits still accept. */
function densest(item: (i: number) => string): (salt: number) => string {
  const make = (n: number, salt: number) => `query Q${salt} { me { ${Array.from({ length: n }, (_, i) => item(i)).join(' ')} } }`;
  const accepted = (n: number) => {
    try {
      // The salt of the longest name used below, so every salted document is accepted too.
      parseWithinLimits(make(n, 999));
      return true;
    } catch {
      return false;
    }
  };
  let [low, high] = [1, 20_000];
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (accepted(mid)) low = mid;
    else high = mid - 1;
  }
  return (salt) => make(low, salt);
}

/** Heap in use after a full collection (the flag is set at run time, so no worker needs --expose-gc). */
function heapUsed(): number {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  return process.memoryUsage().heapUsed;
}

describe('the GraphQL document caches', () => {
  it('bound what they hold by estimated bytes, however many documents arrive', () => {
    const maxBytes = 8 * 1024 * 1024;
    const cache = new DocumentCache<{ n: number }>(maxBytes, () => 100_000);
    for (let i = 0; i < 2_000; i++) cache.set(nearLimitDocument(i), { n: i });
    expect(cache.bytes).toBeLessThanOrEqual(maxBytes);
    expect(cache.size).toBe(Math.floor(maxBytes / 100_000));
    expect(cache.get(nearLimitDocument(1_999))).toEqual({ n: 1_999 });
    expect(cache.get(nearLimitDocument(0))).toBeUndefined();
  });

  it('estimate parsed documents from above, however short their tokens, so the bound holds in the heap', () => {
    const shapes: Record<string, (i: number) => string> = {
      'repeated field': () => 'id',
      'aliased fields': (i) => `a${i.toString(36)}:id`,
      'nested selections': () => 'plan{code}',
      arguments: (i) => `f${i}(a:[1,2])`,
      comments: (i) => `#${i}\nid`,
    };
    const maxBytes = 16 * 1024 * 1024;
    // Each densest document parses to megabytes and costs milliseconds: a few per shape are enough to
    // see what one holds (the estimate is ~6 MB, so the cache below keeps two and evicts the rest).
    // Twenty, then sixty more, with two collections per reading, made the test ~7 s of CPU: past
    // its timeout on a loaded machine. Now it is under 2 s.
    for (const [shape, item] of Object.entries(shapes)) {
      // Each document alone: what it holds stays under its estimate.
      const document = densest(item);
      // Enough documents that together they are estimated at 4 MB or more: a shape whose densest
      // document is small (repeats past 100 are refused, decision 0512) is read over many, not lost
      // in the heap's noise.
      const count = Math.max(5, Math.ceil((4 * 1024 * 1024) / documentBytes(parseWithinLimits(document(0)))));
      const texts = Array.from({ length: count }, (_, salt) => document(salt));
      const before = heapUsed();
      const parsed: DocumentNode[] = texts.map((text) => parseWithinLimits(text));
      const heldEach = (heapUsed() - before) / parsed.length;
      expect(heldEach, shape).toBeLessThan(documentBytes(parsed[0]!));
      // A cache of them: what it keeps stays under its bound, whatever arrived.
      const cacheBefore = heapUsed();
      const cache = new DocumentCache<DocumentNode>(maxBytes, documentBytes);
      // Half as many again as the bound holds, by estimate: the cache must have evicted some.
      const arriving = Math.ceil((1.5 * maxBytes) / documentBytes(parsed[0]!));
      for (let salt = 1_000; salt < 1_000 + arriving; salt++) cache.set(document(salt), parseWithinLimits(document(salt)));
      expect(heapUsed() - cacheBefore, shape).toBeLessThan(maxBytes);
      expect(cache.bytes).toBeLessThanOrEqual(maxBytes);
      expect(cache.size, shape).toBeLessThan(arriving);
    }
  });

  it('key a long document by a fixed-size digest, a short one by its text, and never take a text for a digest', () => {
    expect(documentKey(nearLimitDocument(1))).toHaveLength(45);
    expect(documentKey(nearLimitDocument(1))).not.toBe(documentKey(nearLimitDocument(2)));
    expect(documentKey('{ a }')).toBe('{ a }');
    expect(documentKey('{ a }')).not.toBe(documentKey('{ b }'));
    // A text that reads like a digest key is digested itself, so it keys its own entry.
    const digestKey = documentKey(nearLimitDocument(1));
    expect(documentKey(digestKey)).not.toBe(digestKey);
    expect(documentKey(digestKey)).toHaveLength(45);
  });

  it('count a text kept as its key in the bound', () => {
    const cache = new DocumentCache<{ n: number }>(10_000, () => 1_000);
    cache.set('{ a }', { n: 1 });
    expect(cache.bytes).toBe(1_000 + 2 * '{ a }'.length);
    expect(cache.get('{ a }')).toEqual({ n: 1 });
  });

  it('keep no invalid document, and compile a valid one only when it comes back', async () => {
    const execute = createDirectExecutor(getSchema());
    const context = createContext({} as never, { requestId: 'test', header: () => undefined, ip: '127.0.0.1' });
    for (let i = 0; i < 300; i++) {
      expect(await execute({ query: `{ nope${i} ${'x'.repeat(20_000)} }` }, context)).toBeUndefined();
      expect(await execute({ query: `{ catalog { release } ${'{'.repeat(3)}${i}` }, context)).toBeUndefined();
    }
    expect(execute.cacheStats()).toEqual({ documents: 0, documentBytes: 0, compiled: 0, compiledBytes: 0 });
    const query = '{ validateVin(vin: "1HGCM82633A004352") { checkDigitValid } }';
    expect((await execute({ query }, context))?.body).toBe('{"data":{"validateVin":{"checkDigitValid":true}}}');
    expect(execute.cacheStats()).toMatchObject({ documents: 1, compiled: 0 });
    expect((await execute({ query }, context))?.body).toBe('{"data":{"validateVin":{"checkDigitValid":true}}}');
    expect(execute.cacheStats()).toMatchObject({ documents: 1, compiled: 1 });
  });
});
