import SchemaBuilder from '@pothos/core';
import ZodPlugin from '@pothos/plugin-zod';
import type { RequestContext } from '../context.js';
import { AppError } from '../domain/errors.js';

/** A file from a GraphQL multipart request (a WHATWG File); only what resolvers use. */
export interface UploadedFile {
  readonly size: number;
  readonly type: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** The one schema builder. Types live in ./types/, one file per domain. */
export const builder = new SchemaBuilder<{
  Context: RequestContext;
  DefaultFieldNullability: false;
  Scalars: { DateTime: { Input: Date; Output: Date | string }; File: { Input: UploadedFile; Output: never } };
}>({
  plugins: [ZodPlugin],
  defaultFieldNullability: false,
  zod: {
    validationError: (error) =>
      new AppError('VALIDATION_ERROR', error.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`).join('; '), {
        details: { issues: error.issues.map((i) => ({ path: i.path.map(String), message: i.message })) },
      }),
  },
});

builder.queryType({ description: 'Read operations.' });
builder.mutationType({ description: 'Operations that change state or bill quota.' });
builder.subscriptionType({ description: 'Streams over Server-Sent Events (Accept: text/event-stream).' });
