import { normalizeVehicle, type Vehicle } from './normalize.js';
import type { components } from './openapi.js';

type Schemas = components['schemas'];

/** A bulk decode job: its state, counts and progress (the same in either response shape). */
export type BatchJob = Schemas['BatchJobResponse']['data'];
export type BatchJobState = BatchJob['state'];

/** What a submitted file holds: CSV (a `vin` column, or one VIN a line), JSON lines, or a JSON array. */
export type BatchJobInputFormat = 'csv' | 'jsonl' | 'json';
export type BatchJobResultsFormat = 'jsonl' | 'csv';

/** The Content-Type the gateway reads each input format by (a raw body, no multipart). */
export const INPUT_CONTENT_TYPES: Record<BatchJobInputFormat, string> = {
  csv: 'text/csv',
  jsonl: 'application/x-ndjson',
  json: 'application/json',
};

const UNFINISHED: ReadonlySet<BatchJobState> = new Set(['queued', 'running', 'paused_quota', 'paused_suspended']);

export function isBatchJobFinished(job: { state: BatchJobState }): boolean {
  return !UNFINISHED.has(job.state);
}

/**
 * One line of a job's results: `index` is its position in the submitted file, `vin` the VIN as
 * submitted there; `duplicateOf` (a repeat of an earlier line, decoded alike, never billed) is the
 * index of that line. The vehicle is one type whichever shape the deployment answers in.
 */
export type BatchJobLine =
  | { index: number; vin: string; duplicateOf: number | null; status: 'success'; vehicle: Vehicle; warnings: string[] }
  | { index: number; vin: string; duplicateOf: number | null; status: 'error'; errorCode: string; message: string };

type RawLine =
  | {
      index: number;
      vin: string;
      duplicateOf?: number;
      status: 'success';
      vehicle: Schemas['VehicleShapeA'] | Schemas['VehicleShapeB'];
      warnings: string[];
    }
  | { index: number; vin: string; duplicateOf?: number; status: 'error'; errorCode: string; message: string };

export function parseBatchJobLine(text: string): BatchJobLine {
  const raw = JSON.parse(text) as RawLine;
  const origin = { index: raw.index, vin: raw.vin, duplicateOf: raw.duplicateOf ?? null };
  return raw.status === 'success'
    ? { ...origin, status: 'success', vehicle: normalizeVehicle(raw.vehicle, raw.vin), warnings: [...raw.warnings] }
    : { ...origin, status: 'error', errorCode: raw.errorCode, message: raw.message };
}

/**
 * The JSON lines of a streamed body, parsed one at a time as they arrive: a job of a million VINs
 * is never held in memory whole. TextDecoder and ReadableStream readers exist in browsers, Node,
 * Deno and Bun alike.
 */
export async function* jsonLines(body: ReadableStream<Uint8Array>): AsyncGenerator<BatchJobLine> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      pending += done ? decoder.decode() : decoder.decode(value, { stream: true });
      const lines = pending.split('\n');
      pending = done ? '' : lines.pop()!;
      for (const line of lines) if (line.trim() !== '') yield parseBatchJobLine(line);
      if (done) return;
    }
  } finally {
    // A caller that stops early (break) ends the download instead of leaving it open.
    await reader.cancel().catch(() => {});
  }
}

/** How waitForBatchJob polls. */
export interface WaitOptions {
  /** Called with each state read, the first one included (a progress bar). */
  onProgress?: (job: BatchJob) => void;
  /** Stop waiting: the promise rejects with the signal's reason. The job runs on. */
  signal?: AbortSignal;
  /** Seconds between polls when the gateway names none (default 2). */
  intervalSeconds?: number;
  /** How to wait (default: a timer). */
  sleep?: (ms: number) => Promise<void>;
}
