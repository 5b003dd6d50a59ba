import { sql, type Kysely } from 'kysely';

// Frozen once landed: never edit, add a new migration instead.
export async function up(db: Kysely<unknown>): Promise<void> {
  // NHTSA's vPIC answers, shared by every replica: a second decode of a VIN never calls out.
  await db.schema
    .createTable('vpic_enrichment')
    .addColumn('vin', 'text', (c) => c.primaryKey())
    // NHTSA's VehicleDescriptor (positions 1–8, *, 10–11, or 10–14 for small manufacturers):
    // answers are reused by it only where the serial cannot change the decode.
    .addColumn('descriptor', 'text', (c) => c.notNull())
    .addColumn('vpic_release', 'text', (c) => c.notNull())
    // Non-empty DecodeVinValues variables as NHTSA named them, e.g. {"DriveType": "4x2"}.
    .addColumn('vpic_values', 'jsonb', (c) => c.notNull())
    .addColumn('fetched_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index vpic_enrichment_descriptor_idx on vpic_enrichment (descriptor, fetched_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('vpic_enrichment').execute();
}
