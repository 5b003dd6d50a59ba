import type { Kysely } from 'kysely';
import type { Database } from '../tables/index.js';

export interface AuditEntry {
  /** `account:<id>` for a person, `cli` for the command line. */
  actor: string;
  action: string;
  targetAccountId?: string | null;
  details?: Record<string, unknown>;
  at: Date;
}

export async function insertAuditEntry(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor: entry.actor,
      action: entry.action,
      target_account_id: entry.targetAccountId ?? null,
      details: JSON.stringify(entry.details ?? {}),
      created_at: entry.at,
    })
    .execute();
}

export function listAuditEntries(db: Kysely<Database>, limit = 100) {
  return db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(limit).execute();
}
