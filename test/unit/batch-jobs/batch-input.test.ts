import { describe, expect, it } from 'vitest';
import { MAX_VIN_CHARS, readBatchInput } from '../../../src/domain/batch-jobs/batch-input.js';
import { jsonArrayItems } from '../../../src/domain/batch-jobs/json-array-items.js';
import { LINES_PER_SLICE, MAX_LINE_CHARS, textLines } from '../../../src/domain/batch-jobs/upload-text.js';

async function* piecesOf(...pieces: string[]) {
  yield* pieces;
}
const collect = async <T>(items: AsyncIterable<T>) => {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
};

describe('reading an uploaded file of VINs', () => {
  it('gives the event loop back between slices of lines, so other work runs while a big file is parsed', async () => {
    const lines = 100_000;
    const file = new Blob([`vin\n${'1HGCM82633A004352\n'.repeat(lines)}`], { type: 'text/csv' });
    let turns = 0;
    let ticking = true;
    const tick = () => {
      turns += 1;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const input = await readBatchInput(file);
    ticking = false;
    expect(input.vins).toHaveLength(lines);
    // Other callbacks ran at least once per slice while the file was read.
    expect(turns).toBeGreaterThanOrEqual(Math.floor(lines / LINES_PER_SLICE));
  });

  it('numbers lines as the file has them: a header, blank lines and CRLF counted', async () => {
    const input = await readBatchInput(new Blob(['\r\nid,vin\r\n1,A\r\n\r\n2,B\n\n3,C']), { contentType: 'text/csv' });
    expect(input.vins).toEqual(['A', 'B', 'C']);
    expect(input.lines).toEqual([3, 5, 7]);
  });

  it('numbers the items of a JSON array by the line they start on', async () => {
    const input = await readBatchInput(new Blob(['[\n  "A",\n\n  {"vin": "B", "ref": "[x]"}, "C"\n]\n']));
    expect(input.format).toBe('json');
    expect(input.vins).toEqual(['A', 'B', 'C']);
    expect(input.lines).toEqual([2, 4, 4]);
  });

  it('finds the same JSON array items however the file arrives in pieces', async () => {
    const text = '[ "A" , {"vin":"B\\"]"} ,\n"C"]';
    const whole = await collect(jsonArrayItems(piecesOf(text))).then((s) => s.flat());
    for (let cut = 1; cut < text.length; cut++) {
      expect((await collect(jsonArrayItems(piecesOf(text.slice(0, cut), text.slice(cut))))).flat()).toEqual(whole);
    }
    expect(whole.map((item) => JSON.parse(item.text))).toEqual(['A', { vin: 'B"]' }, 'C']);
  });

  it('refuses what is not a JSON array of items', async () => {
    for (const text of ['{"vin": "A"}', '["A",]', '["A"', '["A"] x', '[,"A"]'])
      await expect(collect(jsonArrayItems(piecesOf(text)))).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('keeps at most MAX_LINE_CHARS of a line, however long it is in the file', async () => {
    const long = 'x'.repeat(MAX_LINE_CHARS * 50);
    const lines = (await collect(textLines(piecesOf('A\n', long.slice(0, 1000), long.slice(1000), '\nB')))).flat();
    expect(lines.map((l) => [l.number, l.text.length, l.overlong])).toEqual([
      [1, 1, false],
      [2, MAX_LINE_CHARS, true],
      [3, 1, false],
    ]);
  });

  it('marks a value longer than a VIN can be and keeps only a short preview of it', async () => {
    const input = await readBatchInput(new Blob([`vin\nA\n${'B'.repeat(MAX_VIN_CHARS + 1)}\n${'C'.repeat(MAX_LINE_CHARS * 3)}\n`]));
    expect([...input.overlong]).toEqual([1, 2]);
    expect(input.vins[1]!.length).toBeLessThanOrEqual(20);
    expect(input.vins[2]!.length).toBeLessThanOrEqual(20);
    expect(input.lines).toEqual([2, 3, 4]);
  });

  it('counts a file over the cap to its end, as the cap counts', async () => {
    await expect(readBatchInput(new Blob(['vin\n\n' + 'x\n\n'.repeat(1_000_002)]))).rejects.toMatchObject({
      code: 'BATCH_TOO_LARGE',
      details: { maxVins: 1_000_000, submitted: 1_000_002 },
    });
  });
});
