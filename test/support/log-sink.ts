import { Writable } from 'node:stream';
import { pino, type Logger } from 'pino';

/** A real pino logger whose lines a test can read back, parsed. */
export function capturedLogger(level = 'debug'): { logger: Logger; lines: Array<Record<string, unknown>>; messages(msg: string): number } {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n')) if (line.trim()) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: pino({ level }, sink), lines, messages: (msg) => lines.filter((l) => l.msg === msg).length };
}
