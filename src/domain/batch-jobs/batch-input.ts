import { AppError } from '../errors.js';
import { jsonArrayItems } from './json-array-items.js';
import { csvFields } from './csv-fields.js';
import { textLines, textPieces, type TextLine } from './upload-text.js';

/** What a bulk job accepts (decision 0051). */
export const BATCH_JOB_MAX_VINS = 1_000_000;
export const BATCH_JOB_MAX_BYTES = 50 * 1024 * 1024;
/** A value longer than this (trimmed) is no VIN: it is not kept, and its line fails with OVERLONG_VALUE_MESSAGE. */
export const MAX_VIN_CHARS = 64;
export const OVERLONG_VALUE_MESSAGE = `longer than a VIN can be (over ${MAX_VIN_CHARS} characters); not kept`;
/** What stands for an over-long value in the input and its result line: its start, marked as cut. */
const overlongPreview = (value: string) => `${value.slice(0, 17)}…`;

export type BatchInputFormat = 'csv' | 'jsonl' | 'json';

/**
 * The VINs of a file in input order, each with the 1-based line of the file it came from (for a
 * JSON array, the line its item starts on); `overlong` lists the positions whose value was too
 * long to be a VIN (their `vins` entry is a short preview).
 */
export interface BatchInput {
  format: BatchInputFormat;
  vins: string[];
  lines: number[];
  overlong: Set<number>;
}

/** How the file was labelled: its media type and name, when the client sent them. */
export interface InputHints {
  contentType?: string | undefined;
  filename?: string | undefined;
}

/**
 * Reads the VINs of a submitted file: CSV (a `vin` column, or one VIN a line), JSON lines (a
 * string or an object with `vin` a line) or a JSON array (of strings or such objects), in input
 * order, as a stream in bounded steps (upload-text.ts). A value that is no VIN is kept: it becomes
 * a failed line (free), as in a batch. The file itself being unreadable is VALIDATION_ERROR; more
 * than BATCH_JOB_MAX_VINS is BATCH_TOO_LARGE, with the file's count counted to its end.
 */
export async function readBatchInput(file: Blob, hints: InputHints = {}): Promise<BatchInput> {
  const pieces = textPieces(file);
  const first = await pieces.next();
  const head = first.done ? '' : first.value;
  const all = (async function* () {
    if (head !== '') yield head;
    yield* pieces;
  })();
  const format = formatOf(head, hints);
  const input: BatchInput = { format, vins: [], lines: [], overlong: new Set() };
  let count = 0;
  const add = (value: string, line: number) => {
    count += 1;
    if (count > BATCH_JOB_MAX_VINS) return; // counted on, no longer kept
    const vin = clean(value);
    if (vin.length > MAX_VIN_CHARS) input.overlong.add(input.vins.length);
    input.vins.push(vin.length > MAX_VIN_CHARS ? overlongPreview(vin) : vin);
    input.lines.push(line);
  };
  const addOverlong = (line: number) => {
    count += 1;
    if (count > BATCH_JOB_MAX_VINS) return;
    input.overlong.add(input.vins.length);
    input.vins.push('…');
    input.lines.push(line);
  };
  if (format === 'json') {
    for await (const slice of jsonArrayItems(all))
      for (const item of slice) {
        if (item.overlong) addOverlong(item.line);
        else add(vinOf(parseItem(item.text, `the item on line ${item.line}`), `the item on line ${item.line}`), item.line);
      }
  } else if (format === 'jsonl') {
    for await (const slice of textLines(all))
      for (const line of slice) {
        if (line.text.trim() === '' && !line.overlong) continue;
        if (line.overlong) addOverlong(line.number);
        else add(vinOf(parseItem(line.text, `line ${line.number}`), `line ${line.number}`), line.number);
      }
  } else {
    await fromCsv(textLines(all), add, addOverlong);
  }
  if (count > BATCH_JOB_MAX_VINS) throw tooMany(count);
  if (count === 0) throw new AppError('VALIDATION_ERROR', 'the file holds no VINs');
  return input;
}

function formatOf(head: string, hints: InputHints): BatchInputFormat {
  const type = (hints.contentType ?? '').split(';', 1)[0]!.trim().toLowerCase();
  if (type === 'application/json') return 'json';
  if (type === 'application/x-ndjson' || type === 'application/jsonl' || type === 'application/x-jsonlines') return 'jsonl';
  if (type === 'text/csv' || type === 'text/plain') return 'csv';
  const extension = /\.([a-z]+)$/i.exec(hints.filename ?? '')?.[1]?.toLowerCase();
  if (extension === 'json') return 'json';
  if (extension === 'jsonl' || extension === 'ndjson') return 'jsonl';
  if (extension === 'csv' || extension === 'txt') return 'csv';
  const first = /\S/.exec(head)?.[0];
  return first === '[' ? 'json' : first === '{' || first === '"' ? 'jsonl' : 'csv';
}

function tooMany(count: number): AppError {
  return new AppError(
    'BATCH_TOO_LARGE',
    `a bulk job decodes at most ${BATCH_JOB_MAX_VINS.toLocaleString('en-US')} VINs (the file holds ${count.toLocaleString('en-US')})`,
    { details: { maxVins: BATCH_JOB_MAX_VINS, submitted: count } },
  );
}

/** Control characters would break the line-per-VIN storage; such a value is no VIN anyway. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const clean = (value: string) => value.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();

function parseItem(text: string, where: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('VALIDATION_ERROR', `${where} is not valid JSON`);
  }
}

function vinOf(item: unknown, where: string): string {
  if (typeof item === 'string') return item;
  if (item !== null && typeof item === 'object' && typeof (item as { vin?: unknown }).vin === 'string')
    return (item as { vin: string }).vin;
  throw new AppError('VALIDATION_ERROR', `${where} is neither a VIN string nor an object with a vin string`);
}

/** CSV: a header naming a `vin` column, or one column without a header; blank lines are skipped. */
async function fromCsv(
  slices: AsyncIterable<TextLine[]>,
  add: (value: string, line: number) => void,
  addOverlong: (line: number) => void,
): Promise<void> {
  let column: number | undefined;
  for await (const slice of slices)
    for (const line of slice) {
      if (line.text.trim() === '' && !line.overlong) continue;
      if (column === undefined) {
        const header = csvFields(line.text.trim()).map((f) => f.trim().toLowerCase());
        column = header.indexOf('vin');
        if (column !== -1) continue;
        if (header.length !== 1)
          throw new AppError('VALIDATION_ERROR', 'a CSV file with several columns needs a header row naming its vin column');
        column = 0;
      }
      if (line.overlong) addOverlong(line.number);
      else
        add(
          column === 0 && !line.text.includes(',') && !line.text.includes('"') ? line.text : (csvFields(line.text)[column] ?? ''),
          line.number,
        );
    }
}
