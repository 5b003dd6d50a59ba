import { AppError } from '../errors.js';
import { MAX_LINE_CHARS, yieldToEventLoop } from './upload-text.js';

/** One item of a JSON array file: the line it starts on, its JSON text (cut at MAX_LINE_CHARS), whether it was cut. */
export interface JsonArrayItem {
  line: number;
  text: string;
  overlong: boolean;
}

const [NEWLINE, QUOTE, BACKSLASH, COMMA] = [0x0a, 0x22, 0x5c, 0x2c];
const [OPEN_BRACKET, CLOSE_BRACKET, OPEN_BRACE, CLOSE_BRACE] = [0x5b, 0x5d, 0x7b, 0x7d];
/** JSON's whitespace: space, tab, line feed, carriage return. */
const isSpace = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;

const notJson = (why: string) => new AppError('VALIDATION_ERROR', `the file is not valid JSON: ${why}`);

/**
 * The items of a JSON array file, a piece's worth at a time, found by a scan that follows strings and nesting (each item is
 * then parsed on its own), a piece of the file at a time with the event loop given back between
 * pieces: a 50 MB array is never parsed in one blocking call, and an item never holds more than
 * MAX_LINE_CHARS characters in memory (decision 0057). The items' own JSON is checked by the caller.
 */
export async function* jsonArrayItems(pieces: AsyncIterable<string>): AsyncGenerator<JsonArrayItem[]> {
  let line = 1;
  let stage: 'before' | 'inside' | 'after' = 'before';
  let depth = 0;
  let inString = false;
  let escaped = false;
  let item = '';
  let itemLine = 0;
  let overlong = false;
  let started = false;
  let count = 0;
  for await (const piece of pieces) {
    const items: JsonArrayItem[] = [];
    let from = -1; // where the item's text starts in this piece, when it does
    const take = (to: number) => {
      if (from === -1) return;
      const room = MAX_LINE_CHARS - item.length;
      if (to - from > room) overlong = true;
      if (room > 0) item += piece.slice(from, Math.min(to, from + room));
      from = -1;
    };
    for (let i = 0; i < piece.length; i++) {
      const c = piece.charCodeAt(i);
      if (c === NEWLINE) line += 1;
      if (stage === 'before') {
        if (c === OPEN_BRACKET) stage = 'inside';
        else if (!isSpace(c)) throw notJson('a JSON file must hold an array of VINs');
        continue;
      }
      if (stage === 'after') {
        if (!isSpace(c)) throw notJson('text after the closing bracket');
        continue;
      }
      // An item that began in an earlier piece goes on from this piece's first character.
      if (started && from === -1) from = i;
      if (inString) {
        if (escaped) escaped = false;
        else if (c === BACKSLASH) escaped = true;
        else if (c === QUOTE) inString = false;
        continue;
      }
      if (depth === 0 && (c === COMMA || c === CLOSE_BRACKET)) {
        take(i);
        if (started) {
          items.push({ line: itemLine, text: item.trim(), overlong });
          count += 1;
        } else if (c === COMMA || count > 0) throw notJson('an empty item');
        item = '';
        overlong = false;
        started = false;
        if (c === CLOSE_BRACKET) stage = 'after';
        continue;
      }
      if (!started) {
        if (isSpace(c)) continue;
        started = true;
        itemLine = line;
        from = i;
      }
      if (c === QUOTE) inString = true;
      else if (c === OPEN_BRACKET || c === OPEN_BRACE) depth += 1;
      else if (c === CLOSE_BRACKET || c === CLOSE_BRACE) depth -= 1;
    }
    take(piece.length);
    if (items.length > 0) yield items;
    await yieldToEventLoop();
  }
  if (stage !== 'after') throw notJson(stage === 'before' ? 'a JSON file must hold an array of VINs' : 'the array is not closed');
}
