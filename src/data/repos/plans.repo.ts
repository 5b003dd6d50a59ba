import type { Kysely, Selectable } from 'kysely';
import type { Database, PlansTable } from '../tables/index.js';

export type PlanRow = Selectable<PlansTable>;

export function findPlan(db: Kysely<Database>, code: string): Promise<PlanRow | undefined> {
  return db.selectFrom('plans').selectAll().where('code', '=', code).executeTakeFirst();
}

export function listPlans(db: Kysely<Database>): Promise<PlanRow[]> {
  return db.selectFrom('plans').selectAll().orderBy('daily_quota').execute();
}
