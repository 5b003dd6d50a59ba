import type { CatalogDb } from './catalog.open.js';
import { parseCatalogDate } from './catalog-dates.js';

/** Elements that come from the WMI itself: make, manufacturer, model year, vehicle type. */
const WMI_SOURCED = [26, 27, 29, 39];

export interface CatalogCoverage {
  /** Elements the catalog can say anything about for this WMI and year. */
  elementIds: Set<number>;
  /** Latest change (ms) of any pattern in those schemas; undefined when there are none. */
  latestPatternChange: number | undefined;
}

/**
 * What the catalog knows for a WMI in a model year (all years when null): elements in the
 * patterns of the schemas linked for that year, elements their engine models bring, conversion
 * targets of either, and the WMI-sourced ones. An unknown WMI covers nothing. Used to tell
 * "the catalog lacks this field" from "the decoder missed it".
 */
export async function findCatalogCoverage(db: CatalogDb, wmiCode: string, year: number | null): Promise<CatalogCoverage> {
  const schemaIds = (
    await db
      .selectFrom('Wmi as w')
      .innerJoin('Wmi_VinSchema as wvs', 'wvs.WmiId', 'w.Id')
      .where('w.Wmi', '=', wmiCode)
      .$if(year !== null, (qb) =>
        qb.where('wvs.YearFrom', '<=', year as number).where((eb) => eb(eb.fn.coalesce('wvs.YearTo', eb.val(2999)), '>=', year as number)),
      )
      .select('wvs.VinSchemaId as id')
      .execute()
  ).map((r) => r.id);
  const wmiKnown = (await db.selectFrom('Wmi').where('Wmi', '=', wmiCode).select('Id').executeTakeFirst()) !== undefined;
  const ids = new Set<number>(wmiKnown ? WMI_SOURCED : []);
  if (schemaIds.length === 0) return { elementIds: ids, latestPatternChange: undefined };
  const patterns = await db
    .selectFrom('Pattern')
    .where('VinSchemaId', 'in', schemaIds)
    .select(['ElementId as elementId', 'AttributeId as attributeId', 'CreatedOn as createdOn', 'UpdatedOn as updatedOn'])
    .execute();
  let latest: number | undefined;
  const engineNames = new Set<string>();
  for (const p of patterns) {
    ids.add(p.elementId);
    if (p.elementId === 18) engineNames.add(String(p.attributeId));
    const changed = parseCatalogDate(p.updatedOn) ?? parseCatalogDate(p.createdOn);
    if (changed !== undefined && (latest === undefined || changed > latest)) latest = changed;
  }
  if (engineNames.size > 0) {
    const viaEngine = await db
      .selectFrom('EngineModel as em')
      .innerJoin('EngineModelPattern as emp', 'emp.EngineModelId', 'em.Id')
      .where('em.Name', 'in', [...engineNames])
      .select('emp.ElementId as elementId')
      .distinct()
      .execute();
    for (const r of viaEngine) ids.add(r.elementId);
  }
  const conversions = await db.selectFrom('Conversion').select(['FromElementId as from', 'ToElementId as to']).execute();
  for (const c of conversions) if (ids.has(c.from)) ids.add(c.to);
  return { elementIds: ids, latestPatternChange: latest };
}
