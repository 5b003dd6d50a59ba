import { existsSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodePackPath, openCatalog, type Catalog } from '../../../src/data/catalog/index.js';
import { computeCheckDigit } from '../../../src/domain/vin/check-digit.js';
import { openDecodePack } from '../../../src/domain/vin/decoder/decode-pack.js';
import { createVinDecoder, type VinDecoderOptions } from '../../../src/domain/vin/decoder/index.js';
import { runCli } from '../../support/cli.js';
import { buildSyntheticCatalog, type SyntheticCatalog } from './support/synthetic-catalog.js';

const withCheckDigit = (vin: string) => `${vin.slice(0, 8)}${computeCheckDigit(vin)}${vin.slice(9)}`;
const clock = () => new Date('2026-10-01T00:00:00Z');

let synthetic: SyntheticCatalog;
let catalog: Catalog;
let packPath: string;

beforeAll(async () => {
  synthetic = buildSyntheticCatalog(withCheckDigit);
  packPath = decodePackPath(synthetic.path);
});

afterAll(async () => {
  await catalog?.close();
  rmSync(dirname(synthetic.path), { recursive: true, force: true });
});

/** Every synthetic VIN's answer (result or error code) from a fresh decoder. */
async function answers(options: VinDecoderOptions): Promise<string> {
  const decoder = await createVinDecoder(catalog, { clock, ...options });
  const vins = [synthetic.carVin, synthetic.exceptionVin, synthetic.trailerVin];
  return JSON.stringify(await decoder.decodeMany(vins));
}

describe('the decode pack', () => {
  it('is compiled by catalog:prepare beside the catalog, and decodes exactly as compiling on first sight', async () => {
    const prepared = await runCli(['catalog:prepare'], { env: { VPIC_DB_PATH: synthetic.path } });
    expect(prepared.code).toBe(0);
    expect(prepared.stderr).toMatch(/decode pack ready \(\d+ schemas/);
    expect(existsSync(packPath)).toBe(true);
    catalog = await openCatalog({ vpicDbPath: synthetic.path });
    expect(openDecodePack(catalog)).toBeDefined();
    const withPack = await answers({ decodePack: 'read' });
    expect(withPack).toContain(synthetic.carVin);
    expect(withPack).toBe(await answers({ decodePack: 'off' }));
  });

  it('is where the decoder takes its schemas from', async () => {
    const model = (await createVinDecoder(catalog, { clock, decodePack: 'off' }).then((d) => d.decode(synthetic.carVin))).vehicle.model!;
    const original = readFileSync(packPath);
    const tampered = Buffer.from(original);
    const at = tampered.indexOf(Buffer.from(model));
    expect(at).toBeGreaterThan(0);
    tampered.write(model.toLowerCase() === model ? model.toUpperCase() : model.toLowerCase(), at);
    writeFileSync(packPath, tampered);
    try {
      const decoder = await createVinDecoder(catalog, { clock, decodePack: 'read' });
      expect((await decoder.decode(synthetic.carVin)).vehicle.model).not.toBe(model);
    } finally {
      writeFileSync(packPath, original);
    }
  });

  it('built from another catalog file is not read: compiled on first sight, or rebuilt', async () => {
    const expected = await answers({ decodePack: 'off' });
    const later = new Date(Date.now() + 60_000);
    utimesSync(synthetic.path, later, later);
    expect(openDecodePack(catalog)).toBeUndefined();
    expect(await answers({ decodePack: 'read' })).toBe(expected);
    expect(openDecodePack(catalog)).toBeUndefined();
    expect(await answers({ decodePack: 'build' })).toBe(expected);
    expect(openDecodePack(catalog)).toBeDefined();
  });

  it('written by other code is not read', async () => {
    const pack = readFileSync(packPath);
    const headerLength = pack.readUInt32LE(8);
    const header = JSON.parse(pack.subarray(12, 12 + headerLength).toString()) as { version: string };
    const other = JSON.stringify({ ...header, version: header.version.replace(/^\d+:/, '0:') });
    expect(other.length).toBe(headerLength);
    writeFileSync(packPath, Buffer.concat([pack.subarray(0, 12), Buffer.from(other), pack.subarray(12 + headerLength)]));
    expect(openDecodePack(catalog)).toBeUndefined();
    writeFileSync(packPath, 'not a pack');
    expect(openDecodePack(catalog)).toBeUndefined();
    expect(await answers({ decodePack: 'read' })).toBe(await answers({ decodePack: 'off' }));
  });
});
