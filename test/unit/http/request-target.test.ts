import { describe, expect, it } from 'vitest';
import { parseRequestTarget } from '../../../src/http/request-target.js';

/** What the WHATWG parser makes of a request target: the reading the fast path must match. */
function parsedByUrl(raw: string) {
  try {
    const url = new URL(raw, 'http://localhost');
    return { pathname: url.pathname, query: [...url.searchParams], href: url.href };
  } catch {
    return 'refused';
  }
}

function parsed(raw: string) {
  try {
    const target = parseRequestTarget(raw);
    return { pathname: target.pathname, query: [...target.searchParams], href: target.href };
  } catch {
    return 'refused';
  }
}

describe('request targets', () => {
  it('read every kind of target as the URL parser reads it', () => {
    const targets = [
      '/',
      '/api/v1/decode',
      '/api/v1/',
      '/graphql',
      '/api/v1/decode/1HGCM82633A004352',
      '/api/v1/jobs/0b4f-9e~x_y',
      '/api/v1/decode?vin=1HGCM82633A004352',
      '/graphql?query=%7B%20a%20%7D&operationName=A',
      '/api/./v1/../v1/decode',
      '/api/v1/%7Bx%7D',
      '/api/v1/a b',
      '/api/v1/.hidden',
      '/api/v1/..',
      '/api//v1',
      '/a\\b',
      '/api/v1/decode#fragment',
      '/%2e%2e/x',
      '/é',
    ];
    for (const raw of targets) expect(parsed(raw), raw).toEqual(parsedByUrl(raw));
  });

  it('read random targets as the URL parser reads them', () => {
    const alphabet = 'aZ09-._~/%?#&= \\é+';
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31);
    for (let i = 0; i < 5_000; i++) {
      let raw = '/';
      for (let n = next() % 12; n > 0; n--) raw += alphabet[next() % alphabet.length];
      expect(parsed(raw), raw).toEqual(parsedByUrl(raw));
    }
  });

  it('take a plain path without the URL parser, and hand it no query', () => {
    const target = parseRequestTarget('/api/v1/decode');
    expect(target).not.toBeInstanceOf(URL);
    expect(target.searchParams.get('vin')).toBeNull();
    expect(parseRequestTarget('/api/v1/decode?vin=x')).toBeInstanceOf(URL);
  });

  it('refuse a target the URL parser cannot read', () => {
    expect(() => parseRequestTarget('//[bad')).toThrow();
  });
});
