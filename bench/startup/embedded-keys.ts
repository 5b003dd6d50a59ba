import { openStateDatabase } from '../../src/data/db.js';
import { migrateToLatest } from '../../src/data/migrations/index.js';
import { createAccount } from '../../src/domain/accounts/accounts.service.js';
import { createApiKey } from '../../src/domain/accounts/api-keys.service.js';
import { systemClock } from '../../src/infra/clock.js';

/**
 * A new embedded database in `dataDir` (migrated, a plan without limits that matter to a bench),
 * with `count` accounts on it named `<prefix>-<n>@example.com`, and an API key of each.
 */
export async function embeddedKeys(dataDir: string, count: number, prefix: string): Promise<string[]> {
  const state = await openStateDatabase({ url: undefined, dataDir });
  try {
    await migrateToLatest(state.db);
    await state.db
      .insertInto('plans')
      .values({
        code: 'bench',
        name: 'bench',
        daily_quota: 2_000_000_000,
        batch_cap: 1000,
        webhooks_allowed: false,
        overage_allowed: false,
      })
      .execute();
    const deps = { db: state.db, clock: systemClock };
    const keys: string[] = [];
    for (let i = 0; i < count; i++) {
      const account = await createAccount(
        deps,
        { email: `${prefix}-${i}@example.com`, password: 'bench password 123', plan: 'bench' },
        'bench',
      );
      keys.push((await createApiKey(deps, account.id, 'bench')).key);
    }
    return keys;
  } finally {
    await state.close();
  }
}
