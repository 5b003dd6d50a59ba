import type { TypedDocumentString } from '../gql/graphql';

/** A failure the gateway reported: its stable code, message and request id. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly requestId: string | undefined,
  ) {
    super(message);
  }
}

type AuthSource = { token(): string | null; renew(): Promise<boolean> };
let auth: AuthSource = { token: () => null, renew: async () => false };

/** The session module tells this one where the access token lives (memory only). */
export function useAuth(source: AuthSource): void {
  auth = source;
}

interface GraphQLAnswer<R> {
  data?: R | null;
  errors?: Array<{ message: string; extensions?: { code?: string; requestId?: string } }>;
}

async function post<R>(body: BodyInit, json: boolean): Promise<GraphQLAnswer<R>> {
  const token = auth.token();
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: {
      accept: 'application/json',
      ...(json ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body,
    credentials: 'same-origin',
  });
  try {
    return (await response.json()) as GraphQLAnswer<R>;
  } catch {
    throw new ApiError('UNAVAILABLE', `the gateway answered ${response.status}`, response.headers.get('x-request-id') ?? undefined);
  }
}

/** Runs a typed operation; an expired access token is renewed once through the refresh cookie. */
async function run<R>(send: () => Promise<GraphQLAnswer<R>>): Promise<R> {
  let answer = await send();
  if (answer.errors?.[0]?.extensions?.code === 'UNAUTHENTICATED' && auth.token() && (await auth.renew())) answer = await send();
  const error = answer.errors?.[0];
  if (error || !answer.data)
    throw new ApiError(error?.extensions?.code ?? 'INTERNAL', error?.message ?? 'no data', error?.extensions?.requestId);
  return answer.data;
}

export function execute<R, V>(document: TypedDocumentString<R, V>, ...[variables]: V extends Record<string, never> ? [] : [V]): Promise<R> {
  const body = JSON.stringify({ query: document.toString(), variables: variables ?? {} });
  return run(() => post<R>(body, true));
}

/** An operation with one file, as the GraphQL multipart request specification sends it. */
export function executeUpload<R, V extends Record<string, unknown>>(
  document: TypedDocumentString<R, V>,
  variables: V,
  fileVariable: keyof V & string,
  file: File,
): Promise<R> {
  return run(() => {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: document.toString(), variables: { ...variables, [fileVariable]: null } }));
    form.append('map', JSON.stringify({ 0: [`variables.${fileVariable}`] }));
    form.append('0', file, file.name);
    return post<R>(form, false);
  });
}
