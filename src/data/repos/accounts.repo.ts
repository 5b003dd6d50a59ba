import { sql, type Kysely, type Selectable } from 'kysely';
import type { AccountRole, AccountState, AccountsTable, Database } from '../tables/index.js';

export type AccountRow = Selectable<AccountsTable>;

export interface NewAccountRow {
  email: string;
  password_hash: string;
  state: AccountState;
  role: AccountRole;
  plan_code: string;
}

export function insertAccount(db: Kysely<Database>, row: NewAccountRow): Promise<AccountRow> {
  return db.insertInto('accounts').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Whether any account exists (a new embedded database gets a demo account while none does). */
export async function hasAnyAccount(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom('accounts').select('id').limit(1).executeTakeFirst()) !== undefined;
}

export function findAccountByEmail(db: Kysely<Database>, email: string): Promise<AccountRow | undefined> {
  return db
    .selectFrom('accounts')
    .selectAll()
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export function findAccountById(db: Kysely<Database>, id: string): Promise<AccountRow | undefined> {
  return db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Accounts by id in one query (DataLoader batch). */
export function findAccountsByIds(db: Kysely<Database>, ids: readonly string[]): Promise<AccountRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('accounts').selectAll().where('id', 'in', ids).execute();
}

export interface AccountSearch {
  search?: string | undefined;
  limit: number;
  offset: number;
}

export async function searchAccounts(db: Kysely<Database>, query: AccountSearch): Promise<{ rows: AccountRow[]; total: number }> {
  let base = db.selectFrom('accounts');
  if (query.search) {
    const escaped = query.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
    base = base.where(sql`lower(email)`, 'like', `%${escaped}%`);
  }
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('created_at').orderBy('id').limit(query.limit).offset(query.offset).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function updateAccount(
  db: Kysely<Database>,
  id: string,
  changes: Partial<Pick<AccountRow, 'state' | 'plan_code' | 'overage_enabled' | 'role' | 'password_hash'>>,
  now: Date,
): Promise<AccountRow | undefined> {
  return db
    .updateTable('accounts')
    .set({ ...changes, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** An account with its plan's limits, in one query (every authenticated request needs both). */
export function findAccountWithPlan(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('accounts')
    .innerJoin('plans', 'plans.code', 'accounts.plan_code')
    .selectAll('accounts')
    .select(['plans.daily_quota', 'plans.batch_cap', 'plans.webhooks_allowed', 'plans.overage_allowed'])
    .where('accounts.id', '=', id)
    .executeTakeFirst();
}

export type AccountWithPlan = NonNullable<Awaited<ReturnType<typeof findAccountWithPlan>>>;
