import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CLI, REPO_ROOT, runCli } from '../support/cli.js';
import { openTestCatalog, testCatalogPath } from '../support/catalog.js';

const dataDir = mkdtempSync(join(tmpdir(), 'vg-admin-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const env = { DATA_DIR: dataDir };

/** Starts `vin-gateway serve`, collects stdout until it is listening, then stops it. */
async function serveOnce(): Promise<{ stdout: string; url: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, [CLI, 'serve'], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, VPIC_DB_PATH: testCatalogPath(), PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', COOKIE_SECURE: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c) => (stdout += c));
  child.stderr.on('data', (c) => (stderr += c));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${stderr}`)), 60_000);
    child.stderr.on('data', () => {
      if (stderr.includes('vin-gateway is up')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${stderr}`)));
  });
  return {
    get stdout() {
      return stdout;
    },
    url: /GraphiQL at (http:\/\/[^\s]+)\/graphql/.exec(stderr)![1]!,
    stop: () =>
      new Promise<void>((resolve) => {
        child.on('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

describe('first start and the admin CLI (embedded database)', () => {
  it('prints a working demo account once, on the first start only', { timeout: 120_000 }, async () => {
    await openTestCatalog(); // the shared unpacked catalog, so the servers need not unpack their own
    const first = await serveOnce();
    let credentials: { email: string; password: string; apiKey: string };
    try {
      const out = first.stdout;
      credentials = {
        email: /e-mail:\s+(\S+)/.exec(out)![1]!,
        password: /password:\s+(\S+)/.exec(out)![1]!,
        apiKey: /API key:\s+(\S+)/.exec(out)![1]!,
      };
      const login = await fetch(`${first.url}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: credentials.email, password: credentials.password }),
      });
      expect(login.status).toBe(200);
      const me = await fetch(`${first.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': credentials.apiKey },
        body: JSON.stringify({ query: '{ me { email plan { code } } }' }),
      });
      expect(await me.json()).toEqual({ data: { me: { email: credentials.email, plan: { code: 'pro' } } } });
    } finally {
      await first.stop();
    }
    const second = await serveOnce();
    try {
      expect(second.stdout).not.toContain('demo account');
    } finally {
      await second.stop();
    }
  });

  // Each call is a real process opening the embedded database (~2–5 s on a busy machine).
  it('creates users and keys, changes plans, suspends and reactivates', { timeout: 120_000 }, async () => {
    const created = await runCli(['admin', 'create-user', '--email', 'Ops@Example.com', '--password', 'a long password', '--plan', 'business', '--admin'], { env });
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/created admin Ops@Example.com \(.+\) on plan business, active/);

    const key = await runCli(['admin', 'create-api-key', '--email', 'ops@example.com', '--name', 'deploy'], { env });
    expect(key.code).toBe(0);
    expect(key.stdout.trim()).toMatch(/^vin_live_[0-9A-Za-z]{36}$/);

    expect((await runCli(['admin', 'set-plan', '--email', 'ops@example.com', '--plan', 'starter'], { env })).stdout).toContain('on plan starter');
    expect((await runCli(['admin', 'suspend', '--email', 'ops@example.com'], { env })).stdout).toContain('is suspended');
    expect((await runCli(['admin', 'activate', '--email', 'ops@example.com'], { env })).stdout).toContain('is active');

    const unverified = await runCli(['admin', 'create-user', '--email', 'new@example.com', '--password', 'a long password', '--unverified'], { env });
    expect(unverified.stdout).toContain('pending_verification');
  });

  it('explains mistakes with a non-zero exit', { timeout: 120_000 }, async () => {
    const missing = await runCli(['admin', 'create-api-key'], { env });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('--email is required');
    const unknownUser = await runCli(['admin', 'suspend', '--email', 'ghost@example.com'], { env });
    expect(unknownUser.code).toBe(1);
    expect(unknownUser.stderr).toContain('no account with the e-mail address ghost@example.com');
    const badPlan = await runCli(['admin', 'set-plan', '--email', 'ops@example.com', '--plan', 'gold'], { env });
    expect(badPlan.code).toBe(1);
    expect(badPlan.stderr).toContain("unknown plan 'gold'");
    const unknownAction = await runCli(['admin', 'delete-everything'], { env });
    expect(unknownAction.code).toBe(2);
    const badFlag = await runCli(['admin', 'suspend', '--mail', 'x'], { env });
    expect(badFlag.code).toBe(2);
  });
});
