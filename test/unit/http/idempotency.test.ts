import { describe, expect, it } from 'vitest';
import { selectsBilledField } from '../../../src/graphql/billed-operations.js';
import { canonicalJson, idempotencyKeyOf, isKeptAnswer, RequestFingerprint } from '../../../src/http/idempotency.js';

describe('Idempotency-Key parsing', () => {
  it('takes 1–255 printable ASCII characters without spaces, and refuses the rest with VALIDATION_ERROR', () => {
    expect(idempotencyKeyOf({})).toBeUndefined();
    for (const good of ['a', '0b7c6f1e-3a52-4e8e-9a3e-5f1d2c3b4a59', 'x'.repeat(255), '!~#:/='])
      expect(idempotencyKeyOf({ 'idempotency-key': good })).toBe(good);
    for (const bad of ['', 'x'.repeat(256), 'a b', 'k1, k2', 'tab\t', 'café']) {
      expect(() => idempotencyKeyOf({ 'idempotency-key': bad }), JSON.stringify(bad)).toThrow(
        expect.objectContaining({ code: 'VALIDATION_ERROR' }),
      );
    }
  });
});

describe('what identifies a keyed request', () => {
  it('compares JSON as values: key order and spacing do not matter, values and nesting do', () => {
    expect(canonicalJson({ b: [1, { d: 2, c: 3 }], a: 'x' })).toBe('{"a":"x","b":[1,{"c":3,"d":2}]}');
    const hash = (method: string, path: string, body: unknown) => new RequestFingerprint(method, path).json(body).digest();
    expect(hash('POST', '/api/v1/decode', { vin: 'A', extra: { y: 1, x: 2 } })).toBe(
      hash('POST', '/api/v1/decode', { extra: { x: 2, y: 1 }, vin: 'A' }),
    );
    expect(hash('POST', '/api/v1/decode', { vin: 'A' })).not.toBe(hash('POST', '/api/v1/decode', { vin: 'B' }));
    expect(hash('POST', '/api/v1/decode', { vins: ['A'] })).not.toBe(hash('POST', '/api/v1/batch-decode', { vins: ['A'] }));
  });

  it('compares uploads by their parts, whatever the multipart boundary', async () => {
    const form = (bytes: number[]) => {
      const data = new FormData();
      data.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'a.jpg');
      return data;
    };
    const hash = async (data: FormData) => (await new RequestFingerprint('POST', '/x').form(data)).digest();
    expect(await hash(form([1, 2, 3]))).toBe(await hash(form([1, 2, 3])));
    expect(await hash(form([1, 2, 3]))).not.toBe(await hash(form([1, 2, 4])));
  });
});

describe('answers kept for replays', () => {
  it('keeps 2xx and 4xx, not 429 nor 5xx', () => {
    expect([200, 201, 400, 404, 413].every(isKeptAnswer)).toBe(true);
    expect([429, 500, 503].some(isKeptAnswer)).toBe(false);
  });
});

describe('GraphQL operations an Idempotency-Key applies to', () => {
  it('finds billed root fields directly, through fragments and inline fragments', () => {
    expect(selectsBilledField('query { decodeVin(vin: "x") { vin } }', undefined)).toBe(true);
    expect(
      selectsBilledField('query Q { ...F } fragment F on Query { ... on Query { batchDecode(vins: []) { summary { successful } } } }', 'Q'),
    ).toBe(true);
    expect(selectsBilledField('{ usage { usedToday } validateVin(vin: "x") { isValidFormat } }', null)).toBe(false);
    // The operation that runs is the one that counts.
    expect(selectsBilledField('query A { usage { usedToday } } query B { decodeVin(vin: "x") { vin } }', 'A')).toBe(false);
  });

  it('leaves what will not run to the server (a syntax error, an unknown operation name)', () => {
    expect(selectsBilledField('query {', undefined)).toBeUndefined();
    expect(selectsBilledField('query A { decodeVin(vin: "x") { vin } }', 'Nope')).toBeUndefined();
  });

  it('refuses a mutation that changes more than billed decodes', () => {
    expect(selectsBilledField('mutation { decodeVinImage(image: null) { vin } __typename }', undefined)).toBe(true);
    expect(() =>
      selectsBilledField('mutation { decodeVinImage(image: null) { vin } login(email: "a", password: "b") { accessToken } }', undefined),
    ).toThrow(expect.objectContaining({ code: 'VALIDATION_ERROR' }));
  });
});
