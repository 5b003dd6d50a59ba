/**
 * The attack of bench:isolation's "alias-flood" row, in a process of its own (attack-process.ts
 * says why): one free key sends distinct 32 KB documents of 2,000 `__typename` aliases on 8
 * keep-alive connections, each a new document every 137 ms (as the parse flood), for `durationMs`,
 * then the process prints how the server answered ({"status": count} as JSON) and exits. It prints
 * ATTACK_READY_LINE as its first request is sent.
 * Usage: alias-flood-attack.ts <url> <durationMs> <key>
 */
import { startFlood } from '../../test/support/graphql-flood.js';
import { ATTACK_READY_LINE } from './attack-process.js';

const [url, durationMs, key] = process.argv.slice(2);

/** `query Q<n>{_0:__typename _1:__typename … }`: 2,000 aliases of a free field, new to the server each time. */
function aliasDocument(n: number): string {
  return `query Q${n}{${Array.from({ length: 2000 }, (_, i) => `_${i.toString(36)}:__typename`).join(' ')}}`;
}

const flood = startFlood(url!, {
  address: '203.0.113.9',
  connections: 8,
  perConnectionPerSecond: 7.3,
  document: aliasDocument,
  headers: { 'x-api-key': key! },
});
process.stdout.write(`${ATTACK_READY_LINE}\n`);
await new Promise((r) => setTimeout(r, Number(durationMs)));
await flood.stop();
process.stdout.write(JSON.stringify(Object.fromEntries(flood.statuses)));
