import { GraphQLError, Kind } from 'graphql';
import { builder } from './builder.js';

builder.scalarType('DateTime', {
  description: 'An instant as an ISO 8601 string in UTC, e.g. 2026-11-21T00:00:00.000Z.',
  serialize: (value) => {
    const date = value instanceof Date ? value : new Date(value);
    if (Number.isNaN(date.getTime())) throw new GraphQLError('DateTime cannot represent an invalid date');
    return date.toISOString();
  },
  parseValue: (value) => {
    const date = new Date(String(value));
    if (typeof value !== 'string' || Number.isNaN(date.getTime())) throw new GraphQLError('DateTime must be an ISO 8601 string');
    return date;
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING || Number.isNaN(new Date(ast.value).getTime()))
      throw new GraphQLError('DateTime must be an ISO 8601 string');
    return new Date(ast.value);
  },
});
