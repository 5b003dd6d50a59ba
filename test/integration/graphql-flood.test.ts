import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseTargets, type TestDatabase } from '../support/databases.js';
import { eventually } from '../support/eventually.js';
import { startGatewayProcess, type GatewayProcess } from '../support/gateway-process.js';
import { percentile, residentBytes, startFlood, timeRequests } from '../support/graphql-flood.js';
import { TEST_JWT_SECRET } from '../support/server.js';

const postgres = databaseTargets.filter((target) => target.name === 'postgres');
const MB = 1024 * 1024;

/**
 * The flood of issue 25 against a gateway in its own process: eight keep-alive connections from one
 * address, each sending a new token-dense document every 137 ms (7.3 a second), no credentials.
 * Every first-sight document used to cost 150–270 ms of CPU: a legitimate client's p50 went × 483.
 */
describe('a flood of token-dense GraphQL documents without credentials', () => {
  let gateway: GatewayProcess | undefined;
  let db: TestDatabase | undefined;
  afterEach(async () => {
    await gateway?.stop();
    await db?.close();
  });

  it('leaves a legitimate client within 3× of its p50 and gives its memory back', async () => {
    // PostgreSQL when there is one: an in-memory database costs the child an initdb, slow on a busy machine.
    db = postgres.length > 0 ? await postgres[0]!.open() : undefined;
    gateway = await startGatewayProcess({ DATABASE_URL: db?.url ?? 'memory://', JWT_SECRET: TEST_JWT_SECRET, TRUST_PROXY: 'true' });
    const url = gateway.url;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const victimBody = JSON.stringify({ query: '{ validateVin(vin: "1HGCM82633A004352") { isValidFormat checkDigitValid } }' });
    const victim = () =>
      new Promise<void>((resolve, reject) => {
        const req = http.request(
          `${url}/graphql`,
          {
            method: 'POST',
            agent,
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': '198.51.100.77',
              'content-length': Buffer.byteLength(victimBody),
            },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => {
              const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
              if (res.statusCode !== 200 || body.data?.validateVin?.isValidFormat !== true)
                reject(new Error(`victim answered ${res.statusCode}: ${JSON.stringify(body)}`));
              else resolve();
            });
          },
        );
        req.on('error', reject);
        req.end(victimBody);
      });

    await timeRequests(50, victim); // warm: the document parsed, compiled and cached
    const rssBefore = residentBytes(gateway.pid);
    // Rounds of quiet and flood, so that whatever else loads the machine weighs on both alike.
    const baseline: number[] = [];
    const underFlood: number[] = [];
    const statuses = new Map<number, number>();
    let rssPeak = rssBefore;
    for (let round = 0; round < 3; round++) {
      baseline.push(...(await timeRequests(Infinity, victim, 1500)));
      const flood = startFlood(url, { address: '203.0.113.7', connections: 8, perConnectionPerSecond: 7.3 });
      // Under way: as many answers as connections, so the flood is at its pace before the victim is timed.
      await eventually(() => [...flood.statuses.values()].reduce((a, b) => a + b, 0) >= 8);
      underFlood.push(...(await timeRequests(Infinity, victim, 1500)));
      rssPeak = Math.max(rssPeak, residentBytes(gateway.pid));
      await flood.stop();
      for (const [status, count] of flood.statuses) statuses.set(status, (statuses.get(status) ?? 0) + count);
    }

    const sent = [...statuses.values()].reduce((a, b) => a + b, 0);
    console.log(
      `victim p50 ${percentile(baseline, 50).toFixed(2)} → ${percentile(underFlood, 50).toFixed(2)} ms, ` +
        `p99 ${percentile(baseline, 99).toFixed(2)} → ${percentile(underFlood, 99).toFixed(2)} ms ` +
        `(${baseline.length} and ${underFlood.length} requests); flood ${sent} requests ${JSON.stringify(Object.fromEntries(statuses))}; ` +
        `RSS ${(rssBefore / MB).toFixed(0)} → ${(rssPeak / MB).toFixed(0)} MB`,
    );
    expect(sent).toBeGreaterThan(50);
    expect(statuses.get(0) ?? 0).toBe(0); // no connection failed: each flood request got an answer
    expect(percentile(underFlood, 50)).toBeLessThanOrEqual(3 * percentile(baseline, 50));

    // Nothing the flood sent is kept: memory returns to within 64 MB of where it was.
    let rssAfter = residentBytes(gateway.pid);
    await eventually(() => (rssAfter = residentBytes(gateway!.pid)) <= rssBefore + 64 * MB, 20_000).catch(() => undefined);
    console.log(`RSS after the flood: ${(rssAfter / MB).toFixed(0)} MB`);
    expect(rssAfter).toBeLessThanOrEqual(rssBefore + 64 * MB);
    agent.destroy();
  }, 120_000);
});
