import type { Kysely } from 'kysely';
import type { Database } from '../tables/index.js';

/** One cached vPIC answer. */
export interface VpicEnrichmentRow {
  vin: string;
  descriptor: string;
  release: string;
  values: Record<string, string>;
  fetchedAt: Date;
}

type Db = Kysely<Database>;

const COLUMNS = ['vin', 'descriptor', 'vpic_release', 'vpic_values', 'fetched_at'] as const;

function toRow(r: {
  vin: string;
  descriptor: string;
  vpic_release: string;
  vpic_values: Record<string, string>;
  fetched_at: Date;
}): VpicEnrichmentRow {
  return { vin: r.vin, descriptor: r.descriptor, release: r.vpic_release, values: r.vpic_values, fetchedAt: r.fetched_at };
}

/** Answers fetched since `freshSince` for these VINs. */
export async function findEnrichmentsByVin(db: Db, vins: readonly string[], freshSince: Date): Promise<VpicEnrichmentRow[]> {
  if (vins.length === 0) return [];
  const rows = await db
    .selectFrom('vpic_enrichment')
    .select(COLUMNS)
    .where('vin', 'in', [...vins])
    .where('fetched_at', '>=', freshSince)
    .execute();
  return rows.map(toRow);
}

/** The newest answer since `freshSince` for each of these descriptors (any VIN that has it). */
export async function findEnrichmentsByDescriptor(db: Db, descriptors: readonly string[], freshSince: Date): Promise<VpicEnrichmentRow[]> {
  if (descriptors.length === 0) return [];
  const rows = await db
    .selectFrom('vpic_enrichment')
    .select(COLUMNS)
    .distinctOn('descriptor')
    .where('descriptor', 'in', [...descriptors])
    .where('fetched_at', '>=', freshSince)
    .orderBy('descriptor')
    .orderBy('fetched_at', 'desc')
    .execute();
  return rows.map(toRow);
}

/** Stores answers; a VIN fetched again replaces its older answer (replicas may race: last one wins). */
export async function saveEnrichments(db: Db, rows: readonly VpicEnrichmentRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('vpic_enrichment')
    .values(
      rows.map((r) => ({
        vin: r.vin,
        descriptor: r.descriptor,
        vpic_release: r.release,
        vpic_values: JSON.stringify(r.values),
        fetched_at: r.fetchedAt,
      })),
    )
    .onConflict((oc) =>
      oc.column('vin').doUpdateSet((eb) => ({
        descriptor: eb.ref('excluded.descriptor'),
        vpic_release: eb.ref('excluded.vpic_release'),
        vpic_values: eb.ref('excluded.vpic_values'),
        fetched_at: eb.ref('excluded.fetched_at'),
      })),
    )
    .execute();
}

/** Forgets answers older than the age limit; returns how many. */
export async function purgeEnrichments(db: Db, olderThan: Date): Promise<number> {
  const result = await db.deleteFrom('vpic_enrichment').where('fetched_at', '<', olderThan).executeTakeFirst();
  return Number(result.numDeletedRows);
}
