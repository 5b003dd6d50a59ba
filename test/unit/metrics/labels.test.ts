import { describe, expect, it } from 'vitest';
import { getSchema } from '../../../src/graphql/schema.js';
import { createOperationLabeler, graphqlRequestOf } from '../../../src/http/graphql-operation-label.js';
import { bearerMatches } from '../../../src/http/metrics-endpoint.js';
import { createRouteLabeler } from '../../../rest-adapter/route-labeler.js';

describe('metric labels take values from fixed sets only', () => {
  const operation = createOperationLabeler(getSchema());
  const route = createRouteLabeler();

  it('labels a GraphQL request by operation type and root field, never by the name the client chose', () => {
    expect(operation({ query: 'query AnyNameAtAll { decodeVin(vin: "1HGCM82633A004352") { vin } }' })).toBe('query decodeVin');
    expect(operation({ query: 'mutation { decodeVinImage(image: null) { vin } }' })).toBe('mutation decodeVinImage');
    expect(operation({ query: 'query A { me { id } } query B { decodeVin(vin: "x") { vin } }', operationName: 'B' })).toBe(
      'query decodeVin',
    );
    expect(operation({ query: '{ __schema { types { name } } }' })).toBe('query introspection');
    expect(operation({ query: '{ notAField }' })).toBe('query unknown');
    expect(operation({ query: '{ unclosed' })).toBe('invalid');
    expect(operation({ query: 42 })).toBe('invalid');
  });

  it('finds the operation in a URL, a JSON body and a multipart body', () => {
    expect(graphqlRequestOf(new URL('http://x/graphql?query=%7Bme%7Bid%7D%7D'), undefined, undefined).query).toBe('{me{id}}');
    expect(graphqlRequestOf(new URL('http://x/graphql'), 'application/json', Buffer.from('{"query":"{ me { id } }"}')).query).toBe(
      '{ me { id } }',
    );
    const multipart = Buffer.from(
      '--b\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{"query":"mutation($f: File!) { decodeVinImage(image: $f) { vin } }","variables":{"f":null}}\r\n--b\r\n' +
        'Content-Disposition: form-data; name="map"\r\n\r\n{"0":["variables.f"]}\r\n--b--\r\n',
    );
    expect(operation(graphqlRequestOf(new URL('http://x/graphql'), 'multipart/form-data; boundary=b', multipart))).toBe(
      'mutation decodeVinImage',
    );
  });

  it('labels REST requests by route pattern, and unknown paths as one value', () => {
    expect(route('POST', '/api/v1/webhooks/0b7e7a52-1f1e-4f43-9a55-3c1f0c2a9d10/test')).toBe('POST /api/v1/webhooks/:id/test');
    expect(route('GET', '/api/v1/decode/1HGCM82633A004352')).toBe('unmatched');
    expect(route('POST', '/api/v1/decode')).toBe('POST /api/v1/decode');
    expect(route('GET', '/api/v1/no-such-thing')).toBe('unmatched');
    expect(route('GET', '/wp-admin/1HGCM82633A004352')).toBe('unmatched');
    expect(route('GET', '/dashboard/assets/app-123.js')).toBe('/dashboard');
    expect(route('GET', '/graphql/assets/graphiql-123.js')).toBe('/graphql');
    expect(route('GET', '/healthz')).toBe('/healthz');
  });

  it('accepts only the exact bearer token', () => {
    const token = 'a-long-metrics-token-0123';
    expect(bearerMatches(`Bearer ${token}`, token)).toBe(true);
    expect(bearerMatches(`bearer ${token}`, token)).toBe(true);
    expect(bearerMatches(`Bearer ${token}0`, token)).toBe(false);
    expect(bearerMatches(`Bearer ${token.slice(0, -1)}`, token)).toBe(false);
    expect(bearerMatches(token, token)).toBe(false);
    expect(bearerMatches(undefined, token)).toBe(false);
    expect(bearerMatches('Bearer ', token)).toBe(false);
  });
});
