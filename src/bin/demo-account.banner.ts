import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { DemoCredentials } from '../domain/accounts/demo-account.js';

interface Terminal {
  isTTY?: boolean;
  write(chunk: string): unknown;
}

/** What the banner calls the database: an in-memory one (memory://) forgets the account at exit. */
const databaseOf = (inMemory: boolean) =>
  inMemory ? 'An in-memory database (DATABASE_URL=memory://, gone when the server stops)' : 'A new embedded database';

function card(demo: DemoCredentials, url: string, inMemory: boolean): string {
  return (
    `\n${databaseOf(inMemory)}: created a demo account (pro plan). Keep it:\n` +
    `  e-mail:   ${demo.email}\n  password: ${demo.password}\n  API key:  ${demo.apiKey}\n\n` +
    `  curl -s -XPOST ${url}/api/v1/decode -H 'content-type: application/json' \\\n` +
    `    -H 'x-api-key: ${demo.apiKey}' -d '{"vin":"<a VIN>"}'\n`
  );
}

/**
 * Shows the demo credentials to a person, never to the JSON log on stdout: on the terminal when
 * stderr is one; otherwise (a service manager, a pipe) they go to a file only the owner can read
 * in DATA_DIR/secrets, and stderr says where.
 */
export function showDemoAccount(demo: DemoCredentials, url: string, dataDir: string, terminal: Terminal, inMemory = false): void {
  if (terminal.isTTY) {
    terminal.write(card(demo, url, inMemory));
    return;
  }
  const dir = resolve(dataDir, 'secrets');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = join(dir, 'demo-account.txt');
  writeFileSync(file, card(demo, url, inMemory).trimStart(), { mode: 0o600 });
  terminal.write(`\n${databaseOf(inMemory)}: created a demo account (pro plan); its credentials are in ${file}\n`);
}
