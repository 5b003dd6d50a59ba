import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDependencyUnavailable } from '../../../src/infra/dependency-errors.js';

/** An error as pg reports a PostgreSQL ErrorResponse. */
function serverError(code: string, message = 'from the server'): pg.DatabaseError {
  const error = new pg.DatabaseError(message, message.length, 'error');
  error.code = code;
  return error;
}

describe('isDependencyUnavailable', () => {
  it.each([
    ['08006', 'connection failure'],
    ['08001', 'cannot establish a connection'],
    ['3D000', 'database does not exist'],
    ['28P01', 'password authentication failed'],
    ['28000', 'role not permitted to log in'],
    ['53300', 'too many connections'],
    ['53100', 'disk full'],
    ['57P01', 'administrator shutdown'],
    ['57P02', 'crash shutdown'],
    ['57P03', 'cannot connect now'],
    ['57P04', 'database dropped'],
    ['57014', 'statement timeout'],
    ['25006', 'read-only transaction (a standby after failover)'],
  ])('SQLSTATE %s (%s): the database cannot serve', (code) => {
    expect(isDependencyUnavailable(serverError(code))).toBe(true);
    // Also when wrapped, as GraphQL and Kysely hand it on.
    expect(isDependencyUnavailable(new Error('wrapped', { cause: serverError(code) }))).toBe(true);
  });

  it.each([
    ['23505', 'unique violation'],
    ['42P01', 'undefined table'],
    ['22P02', 'invalid text representation'],
    ['40001', 'serialization failure'],
  ])('SQLSTATE %s (%s): a fault of the statement, not of the database', (code) => {
    expect(isDependencyUnavailable(serverError(code))).toBe(false);
  });

  it('client-side timeouts: an unanswered query, no connection in time', () => {
    expect(isDependencyUnavailable(new Error('Query read timeout'))).toBe(true);
    expect(isDependencyUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDependencyUnavailable(new Error('Connection terminated due to connection timeout'))).toBe(true);
  });
});
