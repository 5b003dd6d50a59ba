import DataLoader from 'dataloader';
import type { Kysely } from 'kysely';
import type { Database } from '../../../data/tables/index.js';
import {
  findEnrichmentsByDescriptor,
  findEnrichmentsByVin,
  purgeEnrichments,
  saveEnrichments,
  type VpicEnrichmentRow,
} from '../../../data/repos/vpic-enrichment.repo.js';
import type { Clock } from '../../../infra/clock.js';
import type { Logger } from '../../../infra/logger.js';
import type { ElementInfo } from '../decoder/element-rules.js';
import { wmiCodeOf } from '../decoder/prepare-vin.js';
import type { DecodeResult, EnrichmentReport } from '../decoder/vehicle.types.js';
import type { VpicSource } from './enrichment-port.js';
import { mergeVpicValues, needsEnrichment, withoutEnrichment, type VpicValues } from './vehicle-merge.js';
import { VpicCallRefused, VpicGuard, type CircuitName, type VpicGuardOptions } from './vpic-guard.js';

export interface VehicleEnricherDeps {
  db: Kysely<Database>;
  source: VpicSource;
  clock: Clock;
  logger: Logger;
  /** The catalog's elements by DecodeVinValues name (Element.Code). */
  elementsByCode: ReadonlyMap<string, ElementInfo>;
}

export interface VehicleEnricherOptions extends VpicGuardOptions {
  ttlDays: number;
}

/** NHTSA's VehicleDescriptor: positions 1–8, '*', 10–11 (10–14 when 12–14 belong to the WMI). */
export function vehicleDescriptor(vin: string): string {
  return `${vin.slice(0, 8)}*${vin.slice(9, wmiCodeOf(vin).length === 6 ? 14 : 11)}`;
}

type Outcome = { answer: VpicValues } | { refused: NonNullable<EnrichmentReport['reason']> };

const BATCH_LIMIT = 50;
/** How long a VIN waits for others to share its call: little beside vPIC's own answer time. */
const COALESCE_MS = 5;
const PURGE_EVERY_MS = 3_600_000;

/**
 * Fills what the catalog cannot from NHTSA's vPIC API, never in a decode's way: the shared cache
 * first (a VIN answered once is never asked again within the age limit), then calls of up to 50
 * VINs run side by side under the guard, all within one time budget. Whatever is not answered by
 * then is returned as the catalog decoded it, with ENRICHMENT_UNAVAILABLE.
 */
export class VehicleEnricher {
  private readonly guard: VpicGuard;
  private readonly loader: DataLoader<string, Outcome>;
  private lastPurge = 0;

  constructor(
    private readonly deps: VehicleEnricherDeps,
    private readonly options: VehicleEnricherOptions,
  ) {
    this.guard = new VpicGuard(options);
    // VINs asked within a few milliseconds of each other (a whole batch, or single decodes arriving
    // together) share calls of up to 50, which run side by side: fewer calls to NHTSA under load.
    this.loader = new DataLoader((vins) => this.fetch(vins), {
      maxBatchSize: BATCH_LIMIT,
      cache: false,
      batchScheduleFn: (dispatch) => setTimeout(dispatch, COALESCE_MS),
    });
  }

  get circuit(): CircuitName {
    return this.guard.circuit;
  }

  /** The results with their empty fields filled where vPIC answers in time; never rejects. */
  async enrich(results: readonly DecodeResult[]): Promise<DecodeResult[]> {
    const wanted = [...new Set(results.filter(needsEnrichment).map((r) => r.vin))];
    if (wanted.length === 0) return results.map((r) => withoutEnrichment(r, 'not-needed'));
    const outcomes = new Map<string, Outcome>();
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, this.options.timeoutMs)));
    let unanswered: 'timeout' | 'failed' = 'timeout';
    try {
      await Promise.race([this.lookUp(results, wanted, outcomes), deadline]);
    } catch (error) {
      // The cache could not be read (the state database is down): the catalog answers alone.
      unanswered = 'failed';
      this.deps.logger.warn({ err: error }, 'vPIC enrichment failed; answering with the catalog alone');
    } finally {
      clearTimeout(timer);
    }
    return results.map((result) => {
      if (!needsEnrichment(result)) return withoutEnrichment(result, 'not-needed');
      const outcome = outcomes.get(result.vin);
      if (outcome === undefined) return withoutEnrichment(result, 'unavailable', unanswered);
      if ('refused' in outcome) return withoutEnrichment(result, 'unavailable', outcome.refused);
      return mergeVpicValues(result, outcome.answer, this.deps.elementsByCode);
    });
  }

  private async lookUp(results: readonly DecodeResult[], wanted: readonly string[], outcomes: Map<string, Outcome>): Promise<void> {
    const now = this.deps.clock.now();
    const freshSince = new Date(now.getTime() - this.options.ttlDays * 86_400_000);
    const wantedSet = new Set(wanted);
    const reusable = new Map<string, string>();
    for (const r of results) if (r.serialIndependent === true && wantedSet.has(r.vin)) reusable.set(r.vin, vehicleDescriptor(r.vin));
    const [byVin, byDescriptor] = await Promise.all([
      findEnrichmentsByVin(this.deps.db, wanted, freshSince),
      findEnrichmentsByDescriptor(this.deps.db, [...new Set(reusable.values())], freshSince),
    ]);
    const cached = (row: VpicEnrichmentRow): Outcome => ({
      answer: { values: row.values, release: row.release, fetchedAt: row.fetchedAt, fromCache: true },
    });
    for (const row of byVin) outcomes.set(row.vin, cached(row));
    const descriptorRows = new Map(byDescriptor.map((row) => [row.descriptor, row]));
    for (const [vin, descriptor] of reusable) {
      const row = descriptorRows.get(descriptor);
      if (!outcomes.has(vin) && row !== undefined) outcomes.set(vin, cached(row));
    }
    const missing = wanted.filter((vin) => !outcomes.has(vin));
    await Promise.all(missing.map(async (vin) => outcomes.set(vin, await this.loader.load(vin))));
  }

  /** One vPIC call for up to 50 VINs; its answers are cached even if the decodes stopped waiting. */
  private async fetch(vins: readonly string[]): Promise<Outcome[]> {
    try {
      const answer = await this.guard.call((signal) => this.deps.source.decodeBatch(vins, signal));
      const fetchedAt = this.deps.clock.now();
      const rows = vins.flatMap((vin): VpicEnrichmentRow[] => {
        const values = answer.records.get(vin);
        return values === undefined ? [] : [{ vin, descriptor: vehicleDescriptor(vin), release: answer.release, values, fetchedAt }];
      });
      await this.remember(rows, fetchedAt);
      return vins.map((vin): Outcome => {
        const values = answer.records.get(vin);
        return values === undefined ? { refused: 'failed' } : { answer: { values, release: answer.release, fetchedAt, fromCache: false } };
      });
    } catch (error) {
      const reason = error instanceof VpicCallRefused ? error.reason : 'failed';
      if (reason !== 'circuit-open') this.deps.logger.warn({ err: error, vins: vins.length, reason }, 'vPIC call failed');
      return vins.map((): Outcome => ({ refused: reason }));
    }
  }

  private async remember(rows: readonly VpicEnrichmentRow[], now: Date): Promise<void> {
    try {
      await saveEnrichments(this.deps.db, rows);
      if (now.getTime() - this.lastPurge > PURGE_EVERY_MS) {
        this.lastPurge = now.getTime();
        await purgeEnrichments(this.deps.db, new Date(now.getTime() - this.options.ttlDays * 86_400_000));
      }
    } catch (error) {
      this.deps.logger.warn({ err: error }, 'caching vPIC answers failed');
    }
  }
}
