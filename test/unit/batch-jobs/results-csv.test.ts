import { describe, expect, it } from 'vitest';
import { csvHeader, csvRecord } from '../../../src/domain/batch-jobs/results-csv.js';
import { csvObjects } from '../../support/csv-records.js';

describe('CSV results', () => {
  const record = (line: Record<string, unknown>) => csvObjects(csvHeader('A') + csvRecord(JSON.stringify(line), 'A'))[0]!;

  it.each(['=1+1', '+1', '-1', '@SUM(1)', '\t=1', '\r=1'])('prefixes a cell beginning %j with a single quote, inside quotes', (vin) => {
    const text = csvRecord(JSON.stringify({ index: 0, line: 1, vin, status: 'error', errorCode: 'INVALID_VIN', message: vin }), 'A');
    expect(text.startsWith(`0,1,"'`)).toBe(true);
    expect(record({ index: 0, line: 1, vin, status: 'error', errorCode: 'INVALID_VIN', message: vin })).toMatchObject({
      vin: `'${vin}`,
      message: `'${vin}`,
    });
  });

  it('leaves numbers and VINs as they are', () => {
    expect(record({ index: 3, line: 4, vin: '1HGCM82633A004352', status: 'success', warnings: [] })).toMatchObject({
      index: '3',
      line: '4',
      vin: '1HGCM82633A004352',
    });
  });

  it('carries the error details as compact JSON, neutralised like any cell', () => {
    const details = { length: 5, got: '=cmd' };
    expect(record({ index: 0, vin: 'ABCDE', status: 'error', errorCode: 'INVALID_VIN', message: 'm', details }).details).toBe(
      JSON.stringify(details),
    );
    expect(record({ index: 0, vin: 'X', status: 'error', errorCode: 'E', message: 'm', details: '-1' }).details).toBe("'-1");
  });
});
