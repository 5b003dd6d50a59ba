import { readBatchInput, type BatchInputFormat, type InputHints } from './batch-input.js';
import { encodeInputLine } from './input-lines.js';
import { failureRecord, inputOnlyFailure } from './stored-result-lines.js';
import { yieldToEventLoop } from './upload-text.js';

/** VINs per chunk: the unit of queue work, of billing and of result storage. */
export const BATCH_JOB_CHUNK_SIZE = 1000;

/**
 * A submitted file as it is stored: its input chunks (input-lines.ts) in one buffer, where chunk i
 * ends at `ends[i]`, and the bytes the results of its lines that fail from their input alone (not
 * VIN-shaped, or too long) will take: known now, so a file of junk is held to the storage budget
 * before it is stored, not after its results are (decision 0527).
 */
export interface PreparedInput {
  format: BatchInputFormat;
  total: number;
  text: Uint8Array;
  ends: Uint32Array;
  failureBytes: number;
}

/**
 * Reads a file and cuts it into stored chunks, repeats marked with the index of their first
 * occurrence. A million lines take a second of CPU and a heap of a million strings: on the API's
 * thread that was collections hundreds of milliseconds long that every request waited behind,
 * so a server runs it on a thread of its own (input-parser.ts); in place, the event loop is given
 * back between chunks.
 */
export async function prepareInput(file: Blob, hints: InputHints): Promise<PreparedInput> {
  const input = await readBatchInput(file, hints);
  const first = new Map<string, number>();
  const chunks: string[] = [];
  let failureBytes = 0;
  for (let from = 0; from < input.vins.length; from += BATCH_JOB_CHUNK_SIZE) {
    const lines: string[] = [];
    for (let i = from; i < Math.min(input.vins.length, from + BATCH_JOB_CHUNK_SIZE); i++) {
      const vin = input.vins[i]!;
      const overlong = input.overlong.has(i);
      // Repeats are recognised as a batch recognises them: trimmed (already) and upper-cased.
      const key = vin.toUpperCase();
      const seen = overlong ? undefined : first.get(key);
      if (seen === undefined && !overlong) first.set(key, i);
      const line = input.lines[i];
      lines.push(encodeInputLine({ vin, duplicateOf: seen, line, overlong }));
      const failure = inputOnlyFailure(vin, overlong);
      // The record and its newline.
      if (failure !== undefined) failureBytes += Buffer.byteLength(failureRecord(failure, i, line, seen, vin)) + 1;
    }
    chunks.push(lines.join('\n'));
    if (chunks.length % 16 === 0) await yieldToEventLoop();
  }
  const encoded = chunks.map((chunk) => Buffer.from(chunk));
  const ends = new Uint32Array(encoded.length);
  let at = 0;
  encoded.forEach((chunk, i) => (ends[i] = at += chunk.length));
  // A buffer of its own, never a slice of Node's shared pool: it may be handed to another thread.
  const text = new Uint8Array(at);
  encoded.forEach((chunk, i) => text.set(chunk, i === 0 ? 0 : ends[i - 1]));
  return { format: input.format, total: input.vins.length, text, ends, failureBytes };
}

/** The stored chunks of a prepared input: views of its buffer, not copies. */
export function inputChunkBuffers(prepared: Pick<PreparedInput, 'text' | 'ends'>): Buffer[] {
  const text = Buffer.from(prepared.text.buffer, prepared.text.byteOffset, prepared.text.byteLength);
  return Array.from(prepared.ends, (end, i) => text.subarray(i === 0 ? 0 : prepared.ends[i - 1], end));
}
