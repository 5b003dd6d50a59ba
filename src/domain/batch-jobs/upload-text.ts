/**
 * An uploaded file read as text in bounded steps (decision 0057): a 50 MB upload is decoded and
 * cut into lines a slice at a time, and the event loop is given back between slices, so parsing
 * one upload never holds up the other requests the process is answering.
 */

/** Lines handled before the event loop is given back: a slice is well under 10 ms of work. */
export const LINES_PER_SLICE = 2048;

/** Characters of one line kept: beyond them the line is marked over-long and the rest dropped unread. */
export const MAX_LINE_CHARS = 4096;

/** One line of the file: its 1-based number, its text (cut at MAX_LINE_CHARS) and whether it was cut. */
export interface TextLine {
  number: number;
  text: string;
  overlong: boolean;
}

/** Gives the event loop back: pending I/O (other requests) runs before the next slice. */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The file's text as it arrives, decoded as UTF-8, its byte order mark dropped. */
export async function* textPieces(file: Blob): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  const reader = file.stream().getReader();
  let first = true;
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    let text = decoder.decode(part.value, { stream: true });
    if (first && text !== '') {
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      first = false;
    }
    if (text !== '') yield text;
  }
  const rest = decoder.decode();
  if (rest !== '') yield rest;
}

/**
 * The file's lines in order (a trailing "\r" dropped), LINES_PER_SLICE at a time with the event
 * loop given back after each slice. A line never holds more than MAX_LINE_CHARS characters in
 * memory, however long it is in the file.
 */
export async function* textLines(pieces: AsyncIterable<string>): AsyncGenerator<TextLine> {
  let number = 1;
  let pending = '';
  let overlong = false;
  let sinceYield = 0;
  const line = (): TextLine => {
    const text = pending.endsWith('\r') ? pending.slice(0, -1) : pending;
    const made = { number, text, overlong };
    number += 1;
    pending = '';
    overlong = false;
    return made;
  };
  const keep = (text: string) => {
    const room = MAX_LINE_CHARS - pending.length;
    if (text.length > room) overlong = true;
    if (room > 0) pending += text.length > room ? text.slice(0, room) : text;
  };
  for await (const piece of pieces) {
    let from = 0;
    for (let end = piece.indexOf('\n'); end !== -1; end = piece.indexOf('\n', from)) {
      keep(piece.slice(from, end));
      from = end + 1;
      yield line();
      if (++sinceYield >= LINES_PER_SLICE) {
        sinceYield = 0;
        await yieldToEventLoop();
      }
    }
    keep(piece.slice(from));
    // A long piece without newlines is still given back between pieces.
    await yieldToEventLoop();
  }
  if (pending !== '' || overlong) yield line();
}
