import { setPriority } from 'node:os';
import { move, transferableSymbol, valueSymbol } from 'piscina';
import { AppError, sendableError, type SentAppError } from '../errors.js';
import type { InputHints } from './batch-input.js';
import { prepareInput, type PreparedInput } from './prepared-input.js';

/** As the image readers (decision 0520): when both want a core, the API's thread goes first. */
const PARSER_NICENESS = 10;
try {
  // On Linux a nice value belongs to a thread: called here, it lowers this parser thread only.
  setPriority(PARSER_NICENESS);
} catch {
  // Not permitted here: the thread runs at the server's priority.
}

export interface ParseTask {
  bytes: Uint8Array<ArrayBuffer>;
  hints: InputHints;
}

export type ParseReply = { prepared: PreparedInput } | { refused: SentAppError };

/**
 * The input parser's thread (input-parser.ts): reads one submitted file into its stored chunks and
 * hands the buffers back without a copy. A file the parser refuses (not readable, too many lines)
 * comes back as the AppError's fields.
 */
export default async function parseInput({ bytes, hints }: ParseTask): Promise<ParseReply> {
  try {
    const prepared = await prepareInput(new Blob([bytes]), hints);
    const reply = {
      get [transferableSymbol]() {
        return [prepared.text.buffer, prepared.ends.buffer];
      },
      get [valueSymbol]() {
        return { prepared };
      },
    };
    return move(reply) as unknown as ParseReply;
  } catch (error) {
    if (error instanceof AppError) return { refused: sendableError(error) };
    throw error;
  }
}
