import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StateDatabase } from '../../src/data/db.js';
import { migrateToLatest, migrations } from '../../src/data/migrations/index.js';
import { databaseTargets } from '../support/databases.js';

describe.each(databaseTargets)('migrations on $name', (target) => {
  let state: StateDatabase;
  beforeAll(async () => {
    state = await target.open();
  });
  afterAll(async () => state?.close());

  it('records every migration of the ordered list, in order', async () => {
    const rows = await sql<{ name: string }>`select name from kysely_migration order by timestamp, name`.execute(state.db);
    expect(rows.rows.map((r) => r.name)).toEqual(Object.keys(migrations));
  });

  it('is idempotent: a second run applies nothing', async () => {
    expect(await migrateToLatest(state.db)).toEqual([]);
  });

  it('leaves working tables behind', async () => {
    await state.db.insertInto('instance_metadata').values({ key: 'probe', value: target.name }).execute();
    const row = await state.db.selectFrom('instance_metadata').selectAll().where('key', '=', 'probe').executeTakeFirstOrThrow();
    expect(row.value).toBe(target.name);
    expect(row.updated_at).toBeInstanceOf(Date);
  });

  it('has names that sort in application order', () => {
    const names = Object.keys(migrations);
    expect([...names].sort()).toEqual(names);
  });
});
