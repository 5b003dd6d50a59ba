import { describe, expect, it } from 'vitest';
import { answered } from '../../../rest-adapter/answered.js';
import { pathParam } from '../../../rest-adapter/request-validation.js';

describe('answered', () => {
  it('gives the value of a field that holds one, falsy values included', () => {
    expect(answered({ vin: '1HGCM82633A004352' }, 'decodeVin')).toEqual({ vin: '1HGCM82633A004352' });
    expect(answered(0, 'count')).toBe(0);
  });

  it('throws (a masked 500, not a 200 without data) when the field is null', () => {
    expect(() => answered(null, 'decodeVin')).toThrow('the stored operation answered decodeVin null without an error');
  });
});

describe('pathParam', () => {
  it("gives a path segment the route's pattern names, and throws for one it does not", () => {
    expect(pathParam({ id: 'abc' }, 'id')).toBe('abc');
    expect(() => pathParam({}, 'id')).toThrow("the route's path has no :id");
  });
});
