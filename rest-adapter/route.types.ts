import type { ResponseShape } from '../src/config.js';

/** What a REST route is: one row of the route table (route-table.ts). */
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
  /** Name of a stored operation (operations.ts); start-up fails when it names none. */
  operation: string;
  /** multipart: a multipart/form-data upload (the image routes); `body` is then its FormData. */
  body: 'json' | 'none' | 'multipart';
  /** Builds the operation's variables; throws AppError(VALIDATION_ERROR) for a bad request. */
  variables(input: RestRequestInput): Record<string, unknown>;
  /** Maps the operation's data into the envelope's `data` for the deployment's response shape. */
  respond(data: Record<string, any>, shape: ResponseShape): { status?: number; data: unknown; headers?: Record<string, string> };
}
