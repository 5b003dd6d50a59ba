import { AppError } from '../errors.js';

/** What a bulk job accepts (decision 0051). */
export const BATCH_JOB_MAX_VINS = 1_000_000;
export const BATCH_JOB_MAX_BYTES = 50 * 1024 * 1024;

export type BatchInputFormat = 'csv' | 'jsonl' | 'json';

export interface BatchInput {
  format: BatchInputFormat;
  vins: string[];
}

/** How the file was labelled: its media type and name, when the client sent them. */
export interface InputHints {
  contentType?: string | undefined;
  filename?: string | undefined;
}

/**
 * Reads the VINs of a submitted file: CSV (a `vin` column, or one VIN a line), JSON lines (a
 * string or an object with `vin` a line) or a JSON array (of strings or such objects), in input
 * order. A value that is no VIN is kept: it becomes a failed line (free), as in a batch. The file
 * itself being unreadable is VALIDATION_ERROR; more than BATCH_JOB_MAX_VINS is BATCH_TOO_LARGE.
 */
export function parseBatchInput(text: string, hints: InputHints = {}): BatchInput {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const format = formatOf(body, hints);
  const vins = format === 'json' ? fromJsonArray(body) : format === 'jsonl' ? fromJsonLines(body) : fromCsv(body);
  if (vins.length === 0) throw new AppError('VALIDATION_ERROR', 'the file holds no VINs');
  return { format, vins };
}

function formatOf(body: string, hints: InputHints): BatchInputFormat {
  const type = (hints.contentType ?? '').split(';', 1)[0]!.trim().toLowerCase();
  if (type === 'application/json') return 'json';
  if (type === 'application/x-ndjson' || type === 'application/jsonl' || type === 'application/x-jsonlines') return 'jsonl';
  if (type === 'text/csv' || type === 'text/plain') return 'csv';
  const extension = /\.([a-z]+)$/i.exec(hints.filename ?? '')?.[1]?.toLowerCase();
  if (extension === 'json') return 'json';
  if (extension === 'jsonl' || extension === 'ndjson') return 'jsonl';
  if (extension === 'csv' || extension === 'txt') return 'csv';
  const first = /\S/.exec(body)?.[0];
  return first === '[' ? 'json' : first === '{' || first === '"' ? 'jsonl' : 'csv';
}

function tooMany(count: number): AppError {
  return new AppError(
    'BATCH_TOO_LARGE',
    `a bulk job decodes at most ${BATCH_JOB_MAX_VINS.toLocaleString('en-US')} VINs (the file holds more)`,
    {
      details: { maxVins: BATCH_JOB_MAX_VINS, submitted: count },
    },
  );
}

/** Control characters would break the line-per-VIN storage; such a value is no VIN anyway. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const clean = (value: string) => value.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();

function vinOf(item: unknown, where: string): string {
  if (typeof item === 'string') return clean(item);
  if (item !== null && typeof item === 'object' && typeof (item as { vin?: unknown }).vin === 'string')
    return clean((item as { vin: string }).vin);
  throw new AppError('VALIDATION_ERROR', `${where} is neither a VIN string nor an object with a vin string`);
}

function fromJsonArray(body: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch (error) {
    throw new AppError('VALIDATION_ERROR', `the file is not valid JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(parsed)) throw new AppError('VALIDATION_ERROR', 'a JSON file must hold an array of VINs');
  if (parsed.length > BATCH_JOB_MAX_VINS) throw tooMany(parsed.length);
  return parsed.map((item, i) => vinOf(item, `item ${i}`));
}

function fromJsonLines(body: string): string[] {
  const vins: string[] = [];
  const lines = body.split('\n');
  for (const [n, raw] of lines.entries()) {
    const line = raw.trim();
    if (line === '') continue;
    let item: unknown;
    try {
      item = JSON.parse(line);
    } catch {
      throw new AppError('VALIDATION_ERROR', `line ${n + 1} is not valid JSON`);
    }
    vins.push(vinOf(item, `line ${n + 1}`));
    if (vins.length > BATCH_JOB_MAX_VINS) throw tooMany(lines.length);
  }
  return vins;
}

/** One CSV record's fields (RFC 4180 quoting; a record does not span lines). */
function csvFields(line: string): string[] {
  if (!line.includes('"')) return line.split(',');
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      fields.push(field);
      field = '';
    } else field += c;
  }
  fields.push(field);
  return fields;
}

function fromCsv(body: string): string[] {
  const lines = body.split('\n');
  let at = lines.findIndex((line) => line.trim() !== '');
  if (at === -1) return [];
  const header = csvFields(lines[at]!.trim()).map((f) => f.trim().toLowerCase());
  let column = header.indexOf('vin');
  if (column !== -1) at += 1;
  else if (header.length === 1) column = 0;
  else throw new AppError('VALIDATION_ERROR', 'a CSV file with several columns needs a header row naming its vin column');
  const vins: string[] = [];
  for (let i = at; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() === '') continue;
    const fields = column === 0 && !line.includes(',') && !line.includes('"') ? [line] : csvFields(line);
    vins.push(clean(fields[column] ?? ''));
    if (vins.length > BATCH_JOB_MAX_VINS) throw tooMany(lines.length - at);
  }
  return vins;
}
