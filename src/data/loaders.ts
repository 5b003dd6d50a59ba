import DataLoader from 'dataloader';
import type { Kysely } from 'kysely';
import { findAccountsByIds, type AccountRow } from './repos/accounts.repo.js';
import { listPlans, type PlanRow } from './repos/plans.repo.js';
import type { Database } from './tables/index.js';

/**
 * Data one request may ask for many times (through aliases, lists or several fields), read at most
 * once per request. Made fresh for every request, so nothing is shared across callers or goes stale
 * beyond the request.
 */
export class RequestLoaders {
  private plansRead: Promise<PlanRow[]> | undefined;
  private readonly memo = new Map<string, Promise<unknown>>();
  readonly accounts: DataLoader<string, AccountRow | undefined>;

  constructor(private readonly db: Kysely<Database>) {
    this.accounts = new DataLoader(async (ids) => {
      const rows = await findAccountsByIds(db, ids);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id));
    });
  }

  /** Every plan (a handful of rows), read once. */
  plans(): Promise<PlanRow[]> {
    return (this.plansRead ??= listPlans(this.db));
  }

  async plan(code: string): Promise<PlanRow | undefined> {
    return (await this.plans()).find((plan) => plan.code === code);
  }

  /** Any other value computed once per request under `key`. */
  once<T>(key: string, load: () => Promise<T>): Promise<T> {
    let value = this.memo.get(key) as Promise<T> | undefined;
    if (!value) {
      value = load();
      this.memo.set(key, value);
    }
    return value;
  }
}
