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
 */
export async function findCatalogRelease(db: CatalogDb): Promise<CatalogRelease | undefined> {
  const row = await db
    .selectFrom('Pattern')
    .select((eb) => [eb.fn.max('UpdatedOn').as('updated'), eb.fn.max('CreatedOn').as('created')])
    .executeTakeFirst();
  const candidates = [row?.updated, row?.created]
    .map((text) => parseCatalogDate(text ?? null))
    .filter((ms): ms is number => ms !== undefined);
  if (candidates.length === 0) return undefined;
  const latest = new Date(Math.max(...candidates));
  return { release: latest.toISOString().slice(0, 10), latestPatternAt: latest.toISOString() };
}
