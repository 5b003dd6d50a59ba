import { z } from 'zod';
import type { ResponseShape } from '../src/config.js';
import type { OperationName } from './operations.js';
import { parseRequestBody, requiredString } from './request-validation.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RestRequestInput {
  body: unknown;
  query: URLSearchParams;
  params: Readonly<Record<string, string>>;
}

/** One row per public path: which stored operation runs and how REST maps onto it. */
export interface RestRoute {
  method: HttpMethod;
  /** Path under the server root; `:name` segments become params. */
  path: string;
  /** Name of a stored operation (operations.ts). */
  operation: OperationName | (string & {});
  body: 'json' | 'none';
  /** Builds the operation's variables; throws AppError(VALIDATION_ERROR) for a bad request. */
  variables(input: RestRequestInput): Record<string, unknown>;
  /** Maps the operation's data into the envelope's `data` for the deployment's response shape. */
  respond(data: Record<string, any>, shape: ResponseShape): { status?: number; data: unknown };
}

const vinBody = z.object({ vin: requiredString('vin') });

export const ROUTES: readonly RestRoute[] = [
  {
    method: 'POST',
    path: '/api/v1/validate-vin',
    operation: 'ValidateVin',
    body: 'json',
    variables: ({ body }) => parseRequestBody(vinBody, body),
    respond: (data) => ({ data: data.validateVin }),
  },
];
