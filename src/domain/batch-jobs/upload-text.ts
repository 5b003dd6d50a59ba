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

/** Bytes decoded at a time: a piece's decoding and scanning take well under a millisecond or two. */
const PIECE_BYTES = 64 * 1024;

/**
 * The file's text in pieces of at most PIECE_BYTES, decoded as UTF-8 (a character cut between two
 * pieces is carried over), its byte order mark dropped. A Blob may hand its bytes over in one part
 * of any size: it is cut here so no step works on more than a piece.
 */
export async function* textPieces(file: Blob): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  const reader = file.stream().getReader();
  let first = true;
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    for (let at = 0; at < part.value.length; at += PIECE_BYTES) {
      let text = decoder.decode(part.value.subarray(at, at + PIECE_BYTES), { stream: true });
      if (first && text !== '') {
        if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
        first = false;
      }
      if (text !== '') yield text;
    }
  }
  const rest = decoder.decode();
  if (rest !== '') yield rest;
}

/**
 * The file's lines in order (a trailing "\r" dropped), in slices of at most LINES_PER_SLICE, the
 * event loop given back after each slice and each piece. A line never holds more than
 * MAX_LINE_CHARS characters in memory, however long it is in the file.
 */
export async function* textLines(pieces: AsyncIterable<string>): AsyncGenerator<TextLine[]> {
  let number = 1;
  let pending = '';
  let overlong = false;
  let slice: TextLine[] = [];
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
      slice.push(line());
      if (slice.length >= LINES_PER_SLICE) {
        yield slice;
        slice = [];
        await yieldToEventLoop();
      }
    }
    keep(piece.slice(from));
    // A piece without many newlines is still given back.
    await yieldToEventLoop();
  }
  if (pending !== '' || overlong) slice.push(line());
  if (slice.length > 0) yield slice;
}
