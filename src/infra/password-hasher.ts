import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id; the package exports it as a const enum, which isolated modules cannot read.
const ARGON2ID = 2;

/** Argon2id at the OWASP minimum (19 MiB, t=2, p=1): ~15 ms here. */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a corrupt stored hash is a failed login, not a crash
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a throw-away hash so that an unknown e-mail costs the same time as a wrong
 * password: response timing must not reveal which accounts exist.
 */
export async function burnPasswordVerification(password: string): Promise<false> {
  dummyHash ??= hash('not-a-real-password-just-for-timing', OPTIONS);
  await verifyPassword(await dummyHash, password);
  return false;
}
