import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, LoginThrottleTable } from '../tables/index.js';

export type LoginThrottleRow = Selectable<LoginThrottleTable>;

export function findThrottles(db: Kysely<Database>, scopes: string[]): Promise<LoginThrottleRow[]> {
  return db.selectFrom('login_throttle').selectAll().where('scope', 'in', scopes).execute();
}

/**
 * Counts one failed login in one atomic statement; a window older than `windowStart` starts over
 * (and forgets earlier lockouts).
 */
export function recordLoginFailure(db: Kysely<Database>, scope: string, now: Date, windowStart: Date): Promise<LoginThrottleRow> {
  return db
    .insertInto('login_throttle')
    .values({ scope, failures: 1, window_started_at: now, lockouts: 0, locked_until: null })
    .onConflict((oc) =>
      oc.column('scope').doUpdateSet({
        failures: sql`case when login_throttle.window_started_at < ${windowStart} then 1 else login_throttle.failures + 1 end`,
        lockouts: sql`case when login_throttle.window_started_at < ${windowStart} then 0 else login_throttle.lockouts end`,
        window_started_at: sql`case when login_throttle.window_started_at < ${windowStart} then ${now} else login_throttle.window_started_at end`,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function lockScope(db: Kysely<Database>, scope: string, until: Date): Promise<void> {
  await db
    .updateTable('login_throttle')
    .set({ locked_until: until, lockouts: sql`lockouts + 1` })
    .where('scope', '=', scope)
    .execute();
}

export async function clearScope(db: Kysely<Database>, scope: string): Promise<void> {
  await db.deleteFrom('login_throttle').where('scope', '=', scope).execute();
}
