import { loadConfig } from '../config.js';
import { openStateDatabase } from '../data/db.js';
import { migrateToLatest } from '../data/migrations/index.js';

export async function runMigrateCommand(_args: string[]): Promise<number> {
  const config = loadConfig();
  const stateDb = await openStateDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    const applied = await migrateToLatest(stateDb.db);
    process.stdout.write(applied.length > 0 ? `applied: ${applied.join(', ')}\n` : 'the database is up to date\n');
    return 0;
  } finally {
    await stateDb.close();
  }
}
