import { describe, expect, it } from 'vitest';
import { createContext } from '../../../src/context.js';
import { createDirectExecutor } from '../../../src/graphql/direct-executor.js';
import { DocumentCache, documentKey, estimatedDocumentBytes } from '../../../src/graphql/document-cache.js';
import { MAX_DOCUMENT_LENGTH } from '../../../src/graphql/limits.js';
import { getSchema } from '../../../src/graphql/schema.js';

const nearLimitDocument = (i: number) => `{ catalog { release } } # ${String(i).padEnd(MAX_DOCUMENT_LENGTH - 40, 'x')}`;

describe('the GraphQL document caches', () => {
  it('bound what they hold by estimated bytes, however many documents arrive', () => {
    const maxBytes = 8 * 1024 * 1024;
    const cache = new DocumentCache<{ n: number }>(maxBytes);
    for (let i = 0; i < 2_000; i++) cache.set(nearLimitDocument(i), { n: i });
    expect(cache.bytes).toBeLessThanOrEqual(maxBytes);
    expect(cache.size).toBe(Math.floor(maxBytes / estimatedDocumentBytes(nearLimitDocument(0))));
    expect(cache.get(nearLimitDocument(1_999))).toEqual({ n: 1_999 });
    expect(cache.get(nearLimitDocument(0))).toBeUndefined();
  });

  it('key documents by a fixed-size digest, not by their text', () => {
    expect(documentKey(nearLimitDocument(1))).toHaveLength(44);
    expect(documentKey('{ a }')).not.toBe(documentKey('{ b }'));
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
