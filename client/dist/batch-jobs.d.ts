import { type Vehicle } from './normalize.js';
import type { components } from './openapi.cjs';
type Schemas = components['schemas'];
/** A bulk decode job: its state, counts and progress (the same in either response shape). */
export type BatchJob = Schemas['BatchJobResponse']['data'];
export type BatchJobState = BatchJob['state'];
/** What a submitted file holds: CSV (a `vin` column, or one VIN a line), JSON lines, or a JSON array. */
export type BatchJobInputFormat = 'csv' | 'jsonl' | 'json';
export type BatchJobResultsFormat = 'jsonl' | 'csv';
/** The Content-Type the gateway reads each input format by (a raw body, no multipart). */
export declare const INPUT_CONTENT_TYPES: Record<BatchJobInputFormat, string>;
export declare function isBatchJobFinished(job: {
    state: BatchJobState;
}): boolean;
/**
 * One line of a job's results: `index` is its position in the submitted file, `vin` the VIN as
 * submitted there; `duplicateOf` (a repeat of an earlier line, decoded alike, never billed) is the
 * index of that line. The vehicle is one type whichever shape the deployment answers in.
 */
export type BatchJobLine = {
    index: number;
    vin: string;
    duplicateOf: number | null;
    status: 'success';
    vehicle: Vehicle;
    warnings: string[];
} | {
    index: number;
    vin: string;
    duplicateOf: number | null;
    status: 'error';
    errorCode: string;
    message: string;
};
export declare function parseBatchJobLine(text: string): BatchJobLine;
/**
 * The JSON lines of a streamed body, parsed one at a time as they arrive: a job of a million VINs
 * is never held in memory whole. TextDecoder and ReadableStream readers exist in browsers, Node,
 * Deno and Bun alike.
 */
export declare function jsonLines(body: ReadableStream<Uint8Array>): AsyncGenerator<BatchJobLine>;
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
export {};
