import type { CatalogDb } from './catalog.open.js';
import { parseCatalogDate } from './catalog-dates.js';

export interface CatalogRelease {
  /** Day of the latest pattern change (YYYY-MM-DD): the data release this catalog reflects. */
  release: string;
  /** The same instant in full (ISO 8601). */
  latestPatternAt: string;
}

/**
 * The data release, read as the latest pattern change. Both timestamp formats start with
 * YYYY-MM-DD, so the text maximum of each column finds the latest day; parsing settles the rest.
 * One max() per statement: SQLite answers a lone max() from an index, two together by a scan.
 */
export async function findCatalogRelease(db: CatalogDb): Promise<CatalogRelease | undefined> {
  const updated = await db
    .selectFrom('Pattern')
    .select((eb) => eb.fn.max('UpdatedOn').as('at'))
    .executeTakeFirst();
  const created = await db
    .selectFrom('Pattern')
    .select((eb) => eb.fn.max('CreatedOn').as('at'))
    .executeTakeFirst();
  const candidates = [updated?.at, created?.at]
    .map((text) => parseCatalogDate(text ?? null))
    .filter((ms): ms is number => ms !== undefined);
  if (candidates.length === 0) return undefined;
  const latest = new Date(Math.max(...candidates));
  return { release: latest.toISOString().slice(0, 10), latestPatternAt: latest.toISOString() };
}
