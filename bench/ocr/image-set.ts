import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** One image of a set laid out as `DIR/truth.json` + `DIR/<folder>/<file>` (one record per image). */
export interface SetImage {
  /** The folder it sits in (easy, hard, …): the set is reported per folder. */
  folder: string;
  file: string;
  /** '' for an image with no VIN (folder `none`): any VIN named there is wrong. */
  truth: string;
  style: string;
  bytes: Uint8Array;
}

interface TruthRecord {
  file: string;
  vin: string | null;
  set?: string;
  style?: string;
}

/** Every image a truth.json lists, in its order. */
export async function loadImageSet(dir: string): Promise<SetImage[]> {
  const records = JSON.parse(await readFile(join(dir, 'truth.json'), 'utf8')) as TruthRecord[];
  return Promise.all(
    records.map(async (r) => ({
      folder: r.set ?? r.file.split('/')[0] ?? '.',
      file: r.file,
      truth: r.vin?.toUpperCase() ?? '',
      style: r.style ?? 'unknown',
      bytes: new Uint8Array(await readFile(join(dir, r.file))),
    })),
  );
}
