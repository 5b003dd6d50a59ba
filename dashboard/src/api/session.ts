import { execute, useAuth } from './graphql';
import { LoginMutation } from './operations';

/**
 * The access token lives in memory only (never localStorage): a reload finds none and asks for a
 * new one with the refresh cookie (HttpOnly, Path=/api/v1/auth), which the page cannot read.
 */
let accessToken: string | null = null;
let renewTimer: ReturnType<typeof setTimeout> | undefined;
let renewing: Promise<boolean> | undefined;

/**
 * Whether this browser signed in here and has not signed out: a hint, not a credential (the
 * session is the HttpOnly cookie). Without it a first visit would ask for a refresh it cannot get,
 * and the browser would log the 401 as an error on a page that did nothing wrong.
 */
const SIGNED_IN_HINT = 'vin-gateway.signed-in';

export function maySignInByCookie(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_HINT) === '1';
  } catch {
    return true; // storage blocked: ask the server, as before
  }
}

function hint(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(SIGNED_IN_HINT, '1');
    else localStorage.removeItem(SIGNED_IN_HINT);
  } catch {
    // storage blocked: every visit asks the server
  }
}

function keep(token: string, expiresIn: number): void {
  accessToken = token;
  hint(true);
  clearTimeout(renewTimer);
  // Renewed a minute before it expires, so a long visit stays signed in.
  renewTimer = setTimeout(() => void renew(), Math.max(10, expiresIn - 60) * 1000);
}

function forget(): void {
  accessToken = null;
  hint(false);
  clearTimeout(renewTimer);
}

/** The access token, for the one request that is not GraphQL: a job's result file. */
export function currentAccessToken(): string | null {
  return accessToken;
}

/** One refresh at a time: the cookie is rotated on use, and a spent one ends the session. */
export function renew(): Promise<boolean> {
  renewing ??= (async () => {
    try {
      const response = await fetch('/api/v1/auth/refresh', { method: 'POST', credentials: 'same-origin' });
      if (!response.ok) {
        forget();
        return false;
      }
      const { data } = (await response.json()) as { data: { accessToken: string; expiresIn: number } };
      keep(data.accessToken, data.expiresIn);
      return true;
    } catch {
      return false;
    } finally {
      renewing = undefined;
    }
  })();
  return renewing;
}

useAuth({ token: () => accessToken, renew });

export async function logIn(email: string, password: string): Promise<void> {
  const { login } = await execute(LoginMutation, { email, password });
  keep(login.accessToken, login.expiresIn);
}

export async function logOut(): Promise<void> {
  forget();
  await fetch('/api/v1/auth/logout', { method: 'POST', credentials: 'same-origin' }).catch(() => undefined);
}
