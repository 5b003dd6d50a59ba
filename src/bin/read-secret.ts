import { createInterface } from 'node:readline';

export interface SecretInput {
  stdin: NodeJS.ReadableStream & { isTTY?: boolean; setRawMode?: (raw: boolean) => unknown };
  stderr: { write(chunk: string): unknown };
}

/**
 * Reads a secret such as a password so it never has to stand on the command line (where shell
 * history and the process list keep it): typed at a prompt without echo when stdin is a
 * terminal, otherwise the first line of stdin (`printf '%s\n' "$PW" | vin-gateway admin …`).
 */
export function readSecret(prompt: string, io: SecretInput): Promise<string> {
  if (io.stdin.isTTY && io.stdin.setRawMode) return promptHidden(prompt, io);
  return new Promise((resolve) => {
    const lines = createInterface({ input: io.stdin, crlfDelay: Infinity });
    let answered = false;
    lines.once('line', (line) => {
      answered = true;
      lines.close();
      resolve(line);
    });
    lines.once('close', () => {
      if (!answered) resolve('');
    });
  });
}

function promptHidden(prompt: string, io: SecretInput): Promise<string> {
  const stdin = io.stdin as NodeJS.ReadStream;
  io.stderr.write(prompt);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let typed = '';
    const done = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      io.stderr.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done();
        if (char === '\u0003') return done(new Error('cancelled'));
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    stdin.on('data', onData);
  });
}
