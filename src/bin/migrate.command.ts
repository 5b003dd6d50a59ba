import { loadConfig } from '../config.js';
import { openStateDatabase, stateDatabaseOptions } from '../data/db.js';
import { migrateToLatest } from '../data/migrations/index.js';

export async function runMigrateCommand(_args: string[]): Promise<number> {
  const config = loadConfig();
  const stateDb = await openStateDatabase(stateDatabaseOptions(config));
  try {
    const applied = await migrateToLatest(stateDb.db);
    process.stdout.write(applied.length > 0 ? `applied: ${applied.join(', ')}\n` : 'the database is up to date\n');
    return 0;
  } finally {
    await stateDb.close();
  }
}
