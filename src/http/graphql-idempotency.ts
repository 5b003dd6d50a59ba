import { selectsBilledField } from '../graphql/billed-operations.js';
import { RequestFingerprint } from './idempotency.js';
import { isMultipart } from './multipart.js';

/**
 * The hash an Idempotency-Key on POST /graphql keeps (decision 0045): the operation (document,
 * operation name, variables) of a request that selects a billed field, and for an upload (the
 * GraphQL multipart request spec) its map and file parts too. Undefined when the key does not
 * apply: no billed field, or a request the server will refuse as it is (its error is worded there).
 */
export async function billedGraphQLRequestHash(contentType: string | undefined, body: Buffer): Promise<string | undefined> {
  const fingerprint = new RequestFingerprint('POST', '/graphql');
  let operation: unknown;
  let form: FormData | undefined;
  try {
    if (isMultipart(contentType)) {
      form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType! } }).formData();
      const operations = form.get('operations');
      operation = typeof operations === 'string' ? JSON.parse(operations) : undefined;
    } else {
      operation = JSON.parse(body.toString('utf8'));
    }
  } catch {
    return undefined;
  }
  if (typeof operation !== 'object' || operation === null || Array.isArray(operation)) return undefined;
  const { query, operationName, variables, extensions } = operation as Record<string, unknown>;
  if (typeof query !== 'string' || (operationName !== undefined && operationName !== null && typeof operationName !== 'string'))
    return undefined;
  if (!selectsBilledField(query, operationName)) return undefined;
  fingerprint.json({ query, operationName: operationName ?? null, variables: variables ?? null, extensions: extensions ?? null });
  if (form) {
    const parts = new FormData();
    for (const [name, value] of form) if (name !== 'operations') parts.append(name, value);
    await fingerprint.form(parts);
  }
  return fingerprint.digest();
}

/**
 * Whether a GraphQL answer comes from executing its operation. A document that fails to parse or
 * validate, or that a limit refuses, is answered without `data` (GraphQL: an error raised before
 * execution begins leaves `data` out) and ran nothing: its key must hold nothing, so the same key
 * with the corrected document runs instead of meeting IDEMPOTENCY_KEY_REUSED.
 */
export function executedGraphQLAnswer(answer: { body: string | Buffer }): boolean {
  try {
    const result: unknown = JSON.parse(answer.body.toString());
    return typeof result === 'object' && result !== null && 'data' in result;
  } catch {
    return false;
  }
}
