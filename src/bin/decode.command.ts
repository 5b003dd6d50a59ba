import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { openCatalog } from '../data/catalog/index.js';
import { createVinDecoder, toShapeA, toShapeB, type DecodeOutcome } from '../domain/vin/decoder/index.js';
import { DECODE_USAGE, parseDecodeArgs, UsageError, type DecodeArgs } from './decode.args.js';
import { ProgressBar } from './progress-bar.js';

interface Output {
  write(chunk: string): unknown;
}

export interface DecodeCommandIo {
  stdout: Output;
  stderr: Output & { isTTY?: boolean; columns?: number };
  stdin: NodeJS.ReadableStream;
  /** Where the catalog is unpacked by default (DATA_DIR). */
  dataDir?: string | undefined;
  /** Explicit catalog file (VPIC_DB_PATH). */
  vpicDbPath?: string | undefined;
  /** "Now" for the model-year rules; tests pin it. */
  clock?: () => Date;
}

/** VINs per decodeMany call: one catalog round each, output flushed in order. */
const BATCH = 1000;

interface VinSource {
  vins: AsyncIterable<string> | Iterable<string>;
  /** Known for arguments and files (read whole: a million VINs is 18 MB); not for stdin. */
  total: number | undefined;
}

async function* stdinLines(stdin: NodeJS.ReadableStream): AsyncGenerator<string> {
  for await (const line of createInterface({ input: stdin, crlfDelay: Infinity })) {
    const vin = line.trim();
    if (vin !== '') yield vin;
  }
}

async function vinSource(args: DecodeArgs, stdin: NodeJS.ReadableStream): Promise<VinSource> {
  if (args.file === '-') {
    const fromStdin = stdinLines(stdin);
    return {
      vins: (async function* () {
        yield* args.vins;
        yield* fromStdin;
      })(),
      total: undefined,
    };
  }
  const fromFile =
    args.file === undefined
      ? []
      : (await readFile(args.file, 'utf8'))
          .split(/\r?\n/)
          .map((l) => l.trim())
          .filter((l) => l !== '');
  const all = [...args.vins, ...fromFile];
  return { vins: all, total: all.length };
}

function formatOutcome(outcome: DecodeOutcome, input: string, args: DecodeArgs): string {
  if ('error' in outcome) {
    // The same details REST's error body carries (for VIN_NOT_FOUND: what the WMI tells).
    const { code, message, details } = outcome.error;
    return JSON.stringify({ vin: input, error: details === undefined ? { code, message } : { code, message, details } });
  }
  const { result } = outcome;
  if (args.raw) {
    const variables = Object.fromEntries(result.variables.map((v) => [v.code, v.value]));
    return JSON.stringify({ vin: result.vin, variables, warnings: result.warnings });
  }
  const vehicle = args.shape === 'B' ? toShapeB(result.vehicle, input) : toShapeA(result.vehicle);
  // REST sends warnings in a header; a line of JSON has only itself to carry them.
  return JSON.stringify(result.warnings.length > 0 ? { ...vehicle, warnings: result.warnings } : vehicle);
}

/** Reading every WMI up front pays off over many VINs; for a handful it is most of the run. */
const PRELOAD_ABOVE = 1000;

/** `vin-gateway decode`: decodes VINs offline against the vPIC catalog; returns the exit code. */
export async function runDecodeCommand(argv: string[], io: DecodeCommandIo): Promise<number> {
  let args: DecodeArgs;
  try {
    args = parseDecodeArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr.write(`vin-gateway decode: ${error.message}\n\n${DECODE_USAGE}`);
    return 2;
  }
  if (args.help) {
    io.stdout.write(DECODE_USAGE);
    return 0;
  }
  let source: VinSource;
  try {
    source = await vinSource(args, io.stdin);
  } catch (error) {
    io.stderr.write(`vin-gateway decode: cannot read ${args.file}: ${(error as Error).message}\n`);
    return 2;
  }
  const catalog = await openCatalog({
    dataDir: io.dataDir,
    vpicDbPath: io.vpicDbPath,
    onProgress: (message) => io.stderr.write(`${message}\n`),
  });
  let failures = 0;
  try {
    const preloadWmis = source.total === undefined || source.total > PRELOAD_ABOVE;
    const decoder = await createVinDecoder(catalog, io.clock === undefined ? { preloadWmis } : { clock: io.clock, preloadWmis });
    const progress = args.file !== undefined && io.stderr.isTTY === true ? new ProgressBar(io.stderr, source.total) : undefined;
    let batch: string[] = [];
    const flush = async () => {
      const outcomes = await decoder.decodeMany(batch);
      const lines = outcomes.map((outcome, i) => {
        if ('error' in outcome) failures += 1;
        return formatOutcome(outcome, batch[i]!, args);
      });
      io.stdout.write(`${lines.join('\n')}\n`);
      progress?.advance(batch.length);
      batch = [];
    };
    for await (const vin of source.vins) {
      batch.push(vin);
      if (batch.length >= BATCH) await flush();
    }
    if (batch.length > 0) await flush();
    progress?.done();
  } finally {
    await catalog.close();
  }
  return failures === 0 ? 0 : 1;
}
