import { describe, expect, it } from 'vitest';
import { chooseCoding } from '../../../src/http/content-encoding.js';

describe('choosing a content coding from Accept-Encoding', () => {
  const both = ['br', 'gzip'] as const;

  it('prefers brotli when both are accepted alike, and takes what is available', () => {
    expect(chooseCoding('gzip, deflate, br', both)).toBe('br');
    expect(chooseCoding('gzip, deflate, br', ['gzip'])).toBe('gzip');
    expect(chooseCoding('br', ['gzip'])).toBeUndefined();
  });

  it('follows q-values, and q=0 refuses a coding', () => {
    expect(chooseCoding('br;q=0.5, gzip', both)).toBe('gzip');
    expect(chooseCoding('br;q=0, gzip;q=0.1', both)).toBe('gzip');
    expect(chooseCoding('gzip;q=0, br;q=0', both)).toBeUndefined();
    expect(chooseCoding('*', both)).toBe('br');
    expect(chooseCoding('*, br;q=0', both)).toBe('gzip');
  });

  it('sends the body as it is without Accept-Encoding or with identity alone', () => {
    expect(chooseCoding(undefined, both)).toBeUndefined();
    expect(chooseCoding('', both)).toBeUndefined();
    expect(chooseCoding('identity', both)).toBeUndefined();
  });
});
