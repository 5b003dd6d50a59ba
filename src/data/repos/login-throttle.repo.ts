import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, LoginThrottleTable } from '../tables/index.js';

export type LoginThrottleRow = Selectable<LoginThrottleTable>;

/**
 * Counts one login attempt in one atomic statement, BEFORE the password is checked, so parallel
 * attempts cannot all slip past the limit. A scope whose previous attempt is older than
 * `windowStart` starts over (and forgets earlier lockouts).
 */
export function recordLoginAttempt(db: Kysely<Database>, scope: string, now: Date, windowStart: Date): Promise<LoginThrottleRow> {
  const stale = sql`login_throttle.last_attempt_at < ${windowStart}`;
  return db
    .insertInto('login_throttle')
    .values({ scope, failures: 1, last_attempt_at: now, lockouts: 0, locked_until: null })
    .onConflict((oc) =>
      oc.column('scope').doUpdateSet({
        failures: sql`case when ${stale} then 1 else login_throttle.failures + 1 end`,
        lockouts: sql`case when ${stale} then 0 else login_throttle.lockouts end`,
        locked_until: sql`case when ${stale} then null else login_throttle.locked_until end`,
        last_attempt_at: now,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Locks a scope whose admitted failures have used up its allowance (`maxFailures` plus one per
 * earlier lockout), unless it is locked already — decided by the row itself in one statement, so
 * concurrent failures lock it once, with the duration doubling per lockout.
 */
export async function lockScopeIfDue(
  db: Kysely<Database>,
  scope: string,
  now: Date,
  rule: { maxFailures: number; firstLockMs: number; maxLockMs: number },
): Promise<void> {
  await db
    .updateTable('login_throttle')
    .set({
      locked_until: sql`${now}::timestamptz + least(${rule.maxLockMs}::bigint, ${rule.firstLockMs}::bigint * power(2, lockouts)::bigint) * interval '1 millisecond'`,
      lockouts: sql`lockouts + 1`,
    })
    .where('scope', '=', scope)
    .where(sql<boolean>`failures >= ${rule.maxFailures}::int + lockouts`)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .execute();
}

/**
 * Deletes up to `limit` scopes whose last attempt is older than `windowStart`. Such a row changes
 * nothing (the next attempt of its scope starts over, as recordLoginAttempt does for a stale row),
 * but every e-mail address ever tried left one behind: rows from attempts without an account grew
 * the table without end. Bounded per call, so it costs an attempt little whatever has piled up.
 */
export async function deleteStaleScopes(db: Kysely<Database>, windowStart: Date, limit: number): Promise<void> {
  await db
    .deleteFrom('login_throttle')
    .where('scope', 'in', (eb) => eb.selectFrom('login_throttle').select('scope').where('last_attempt_at', '<', windowStart).limit(limit))
    .where('last_attempt_at', '<', windowStart)
    .execute();
}

/** Takes back the count of an attempt that turned out to be a successful login. */
export async function forgiveAttempt(db: Kysely<Database>, scope: string): Promise<void> {
  await db
    .updateTable('login_throttle')
    .set({ failures: sql`greatest(failures - 1, 0)` })
    .where('scope', '=', scope)
    .execute();
}

export async function clearScope(db: Kysely<Database>, scope: string): Promise<void> {
  await db.deleteFrom('login_throttle').where('scope', '=', scope).execute();
}

/**
 * Takes one attempt from an allowance that refills at one per `intervalMs` and holds at most
 * `burst` (GCRA): `locked_until` keeps the allowance's theoretical arrival time, which each
 * attempt moves on by `intervalMs` from now at the earliest, and an attempt is granted while that
 * time stays within `burst` intervals of now — decided by the row in one statement, so parallel
 * attempts never take more than there is. `last_attempt_at` follows that time, so deleteStaleScopes
 * removes the row only once the allowance is full again and the row says nothing.
 * Returns 0 when granted, otherwise the milliseconds until one attempt will be.
 */
export async function takeFromAllowance(
  db: Kysely<Database>,
  scope: string,
  now: Date,
  rule: { intervalMs: number; burst: number },
): Promise<number> {
  const interval = sql`${rule.intervalMs}::bigint * interval '1 millisecond'`;
  const next = sql<Date>`greatest(login_throttle.locked_until, ${now}::timestamptz) + ${interval}`;
  const horizon = sql`${now}::timestamptz + ${rule.intervalMs * rule.burst}::bigint * interval '1 millisecond'`;
  const first = new Date(now.getTime() + rule.intervalMs);
  const granted = await db
    .insertInto('login_throttle')
    .values({ scope, failures: 0, last_attempt_at: first, lockouts: 0, locked_until: first })
    .onConflict((oc) =>
      oc
        .column('scope')
        .doUpdateSet({ locked_until: next, last_attempt_at: next })
        .where(sql<boolean>`${next} <= ${horizon}`),
    )
    .returning('scope')
    .executeTakeFirst();
  if (granted) return 0;
  const row = await db.selectFrom('login_throttle').select('locked_until').where('scope', '=', scope).executeTakeFirst();
  const arrival = row?.locked_until?.getTime() ?? now.getTime();
  return Math.max(1, arrival + rule.intervalMs - (now.getTime() + rule.intervalMs * rule.burst));
}

/** Gives back an attempt taken from an allowance (one that turned out to be a successful login). */
export async function giveBackToAllowance(db: Kysely<Database>, scope: string, intervalMs: number): Promise<void> {
  await db
    .updateTable('login_throttle')
    .set({ locked_until: sql`locked_until - ${intervalMs}::bigint * interval '1 millisecond'` })
    .where('scope', '=', scope)
    .execute();
}
