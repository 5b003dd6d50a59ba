import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { runDecodeCommand } from '../../src/bin/decode.command.js';
import { openTestCatalog, RECORDING_CLOCK, testCatalogPath } from '../support/catalog.js';

interface Run {
  code: number;
  lines: Array<Record<string, unknown>>;
  stderr: string;
}

async function run(argv: string[], options: { stdin?: string; tty?: boolean } = {}): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const code = await runDecodeCommand(argv, {
    stdout: { write: (chunk: string) => (stdout += chunk) },
    stderr: { write: (chunk: string) => (stderr += chunk), isTTY: options.tty ?? false, columns: 100 },
    stdin: Readable.from([options.stdin ?? '']),
    vpicDbPath: testCatalogPath(),
    clock: RECORDING_CLOCK,
  });
  const lines = stdout
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  return { code, lines, stderr };
}

const ACCORD = '1HGCM82633A004352';
const RENEGADE = 'ZACCJABT0FPB71014';

describe('vin-gateway decode', () => {
  beforeAll(async () => {
    await openTestCatalog(); // unpack once before the timed tests
  });

  it('prints a 2003 Honda Accord in shape A', async () => {
    const { code, lines } = await run([ACCORD]);
    expect(code).toBe(0);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      vin: ACCORD,
      modelYear: 2003,
      make: 'HONDA',
      model: 'Accord',
      bodyStyle: 'Coupe',
      engine: { cylinders: 6, displacementL: null, fuelType: 'Gasoline' },
      manufacturer: { name: 'AMERICAN HONDA MOTOR CO., INC.' },
      safetyFeatures: [],
    });
  });

  it('prints shape B with --shape B', async () => {
    const { lines } = await run(['--shape', 'B', ACCORD.toLowerCase()]);
    expect(lines[0]).toMatchObject({
      requestedVin: ACCORD.toLowerCase(),
      normalizedVin: ACCORD,
      decodeStatus: 'success',
      plantCity: 'MARYSVILLE',
      engineModel: 'J30A4',
      doors: 2,
    });
  });

  it('prints NHTSA variable names with --raw', async () => {
    const { lines } = await run(['--raw', RENEGADE]);
    expect(lines[0]).toMatchObject({
      vin: RENEGADE,
      variables: { Model: 'Renegade', DisplacementL: '2.4', PlantCity: 'MELFI' },
      warnings: ['CHECK_DIGIT_MISMATCH'],
    });
  });

  it('keeps input order, prints failures on their line and goes on', async () => {
    const { code, lines } = await run([ACCORD, 'NOT-A-VIN', 'ZZZCM82633A004352', RENEGADE]);
    expect(code).toBe(1);
    expect(lines.map((l) => l.vin)).toEqual([ACCORD, 'NOT-A-VIN', 'ZZZCM82633A004352', RENEGADE]);
    expect(lines[1]).toMatchObject({ error: { code: 'INVALID_VIN', message: expect.any(String) } });
    expect(lines[2]).toMatchObject({ error: { code: 'VIN_NOT_FOUND' } });
    expect(lines[3]).toMatchObject({ model: 'Renegade' });
  });

  it('carries what REST says beside VIN_NOT_FOUND: manufacturer, make and model year where the WMI tells them', async () => {
    // NHTSA: "8 - No detailed data available currently" (ACURA, 2014, PASSENGER CAR); as in decode.test.ts.
    const vin = '19U8LLLT2E7563598';
    const { code, lines } = await run([vin, 'ZZZCM82633A004352']);
    expect(code).toBe(1);
    expect(lines[0]).toMatchObject({
      vin,
      error: {
        code: 'VIN_NOT_FOUND',
        details: {
          wmi: '19U',
          manufacturer: 'AMERICAN HONDA MOTOR CO., INC.',
          make: 'ACURA',
          modelYear: 2014,
          vehicleType: 'PASSENGER CAR',
        },
      },
    });
    expect(lines[1]).toMatchObject({ error: { code: 'VIN_NOT_FOUND', details: { wmi: 'ZZZ' } } });
  });

  it('carries decode warnings in shapes A and B, and only when there are any', async () => {
    const shapeA = await run([ACCORD, RENEGADE]);
    expect(shapeA.lines[0]).not.toHaveProperty('warnings');
    expect(shapeA.lines[1]).toMatchObject({ vin: RENEGADE, model: 'Renegade', warnings: ['CHECK_DIGIT_MISMATCH'] });
    const shapeB = await run(['--shape', 'B', RENEGADE]);
    expect(shapeB.lines[0]).toMatchObject({ normalizedVin: RENEGADE, decodeStatus: 'success', warnings: ['CHECK_DIGIT_MISMATCH'] });
  });

  it('reads --file, skipping blank lines, with a progress bar on a terminal', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vin-cli-'));
    try {
      const file = join(dir, 'vins.txt');
      writeFileSync(file, `${ACCORD}\r\n\n  ${RENEGADE}  \n`);
      const { code, lines, stderr } = await run(['--file', file], { tty: true });
      expect(code).toBe(0);
      expect(lines.map((l) => l.model)).toEqual(['Accord', 'Renegade']);
      expect(stderr).toContain('100%');
      const quiet = await run(['--file', file]);
      expect(quiet.stderr).not.toContain('%');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads standard input with --file -', async () => {
    const { lines } = await run(['--file', '-', '--raw'], { stdin: `${RENEGADE}\n${ACCORD}\n` });
    expect(lines.map((l) => (l.variables as Record<string, string>).Model)).toEqual(['Renegade', 'Accord']);
  });

  it('rejects bad usage with exit code 2', async () => {
    expect((await run([])).code).toBe(2);
    expect((await run(['--shape', 'C', ACCORD])).code).toBe(2);
    expect((await run(['--file', '/nonexistent/vins.txt'])).code).toBe(2);
  });
});
