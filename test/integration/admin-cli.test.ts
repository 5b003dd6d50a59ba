import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CLI, REPO_ROOT, runCli } from '../support/cli.js';
import { openTestCatalog, testCatalogPath } from '../support/catalog.js';

const dataDir = mkdtempSync(join(tmpdir(), 'vg-admin-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const env = { DATA_DIR: dataDir };

/** Starts `vin-gateway serve`, collects its output until it is listening, then stops it. */
async function serveOnce(dir = dataDir): Promise<{ stdout: string; stderr: string; url: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, [CLI, 'serve'], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: dir,
      VPIC_DB_PATH: testCatalogPath(),
      PORT: '0',
      LOG_LEVEL: 'info',
      COOKIE_SECURE: 'false',
      OCR_PRELOAD: 'false', // no image is read here: the models would only take CPU from the test
    },
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
    get stderr() {
      return stderr;
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
  it('creates a working demo account while the database has none, its credentials kept out of the log', { timeout: 120_000 }, async () => {
    await openTestCatalog(); // the shared unpacked catalog, so the servers need not unpack their own
    const first = await serveOnce();
    let credentials: { email: string; password: string; apiKey: string };
    try {
      // Not a terminal here: the credentials go to a file only the owner may read, and stderr says where.
      const file = join(dataDir, 'secrets', 'demo-account.txt');
      expect(first.stderr).toContain(file);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const out = readFileSync(file, 'utf8');
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
      // The JSON log (stdout, at info level here) never carries them.
      expect(first.stdout).toContain('vin-gateway listening');
      for (const secret of Object.values(credentials)) expect(first.stdout + first.stderr).not.toContain(secret);
    } finally {
      await first.stop();
    }
    const second = await serveOnce();
    try {
      expect(second.stderr).not.toContain('demo account');
    } finally {
      await second.stop();
    }
  });

  it(
    'a busy port stops the first start before anything is created; the next start still gets its demo account',
    { timeout: 120_000 },
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'vg-busy-port-'));
      const blocker = createServer();
      await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', () => resolve()));
      const port = String((blocker.address() as { port: number }).port);
      try {
        const refused = await runCli(['serve'], { env: { DATA_DIR: dir, VPIC_DB_PATH: testCatalogPath(), PORT: port } });
        expect(refused.code).toBe(1);
        expect(refused.stderr.trim()).toBe(
          `vin-gateway: port ${port} on 127.0.0.1 is already in use (another vin-gateway?): stop that process or set PORT to a free port`,
        );
        expect(existsSync(join(dir, 'pgdata'))).toBe(false);
        // A database left without any account (as an interrupted first start would) gets one on the next start.
        expect((await runCli(['migrate'], { env: { DATA_DIR: dir } })).code).toBe(0);
        const next = await serveOnce(dir);
        try {
          expect(next.stderr).toContain('created a demo account');
        } finally {
          await next.stop();
        }
      } finally {
        blocker.close();
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  // Each call is a real process opening the embedded database (~2–5 s on a busy machine).
  it('creates users and keys, changes plans, suspends and reactivates', { timeout: 120_000 }, async () => {
    const created = await runCli(
      ['admin', 'create-user', '--email', 'Ops@Example.com', '--password', 'a long password', '--plan', 'business', '--admin'],
      { env },
    );
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/created admin Ops@Example.com \(.+\) on plan business, active/);

    const key = await runCli(['admin', 'create-api-key', '--email', 'ops@example.com', '--name', 'deploy'], { env });
    expect(key.code).toBe(0);
    expect(key.stdout.trim()).toMatch(/^vin_live_[0-9A-Za-z]{36}$/);

    expect((await runCli(['admin', 'set-plan', '--email', 'ops@example.com', '--plan', 'starter'], { env })).stdout).toContain(
      'on plan starter',
    );
    expect((await runCli(['admin', 'suspend', '--email', 'ops@example.com'], { env })).stdout).toContain('is suspended');
    expect((await runCli(['admin', 'activate', '--email', 'ops@example.com'], { env })).stdout).toContain('is active');

    const unverified = await runCli(
      ['admin', 'create-user', '--email', 'new@example.com', '--password', 'a long password', '--unverified'],
      { env },
    );
    expect(unverified.stdout).toContain('pending_verification');
  });

  it('sets roles and passwords, the password read from stdin rather than the command line', { timeout: 120_000 }, async () => {
    const created = await runCli(['admin', 'create-user', '--email', 'role@example.com'], { env, stdin: 'first long password\n' });
    expect(created.stderr).toBe('');
    expect(created.stdout).toContain('created user role@example.com');
    expect((await runCli(['admin', 'set-role', '--email', 'role@example.com', '--role', 'admin'], { env })).stdout).toContain(
      'role@example.com is an admin',
    );
    const badRole = await runCli(['admin', 'set-role', '--email', 'role@example.com', '--role', 'root'], { env });
    expect(badRole.code).toBe(1);
    expect(badRole.stderr).toContain("unknown role 'root'");
    const changed = await runCli(['admin', 'set-password', '--email', 'role@example.com'], { env, stdin: 'second long password\n' });
    expect(changed.code).toBe(0);
    expect(changed.stdout).toContain('has a new password');
    const tooShort = await runCli(['admin', 'set-password', '--email', 'role@example.com'], { env, stdin: 'short\n' });
    expect(tooShort.code).toBe(1);
    expect(tooShort.stderr).toContain('at least 10 characters');

    // The new password and the new role work against a server on the same database.
    const server = await serveOnce();
    try {
      const login = async (password: string) =>
        fetch(`${server.url}/api/v1/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'role@example.com', password }),
        });
      expect((await login('first long password')).status).toBe(401);
      const ok = await login('second long password');
      expect(ok.status).toBe(200);
      const { data } = (await ok.json()) as { data: { accessToken: string } };
      const admin = await fetch(`${server.url}/api/v1/admin/accounts?search=role@`, {
        headers: { authorization: `Bearer ${data.accessToken}` },
      });
      expect(admin.status).toBe(200);
    } finally {
      await server.stop();
    }
  });

  it('explains itself on --help, for the command and each action', async () => {
    const help = await runCli(['admin', '--help'], { env });
    expect(help.code).toBe(0);
    for (const action of ['create-user', 'create-api-key', 'set-password', 'set-role', 'set-plan', 'suspend', 'activate'])
      expect(help.stdout).toContain(action);
    expect(help.stdout).toContain('Exit codes');
    const actionHelp = await runCli(['admin', 'set-role', '--help'], { env });
    expect(actionHelp.code).toBe(0);
    expect(actionHelp.stdout).toContain('--role user|admin');
  });

  it('explains mistakes with a non-zero exit', { timeout: 120_000 }, async () => {
    // A missing option is a usage error like a misspelt one: exit 2, before any database is opened.
    const missing = await runCli(['admin', 'create-api-key'], { env });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--email is required');
    const missingRole = await runCli(['admin', 'set-role', '--email', 'ops@example.com'], { env });
    expect(missingRole.code).toBe(2);
    expect(missingRole.stderr).toContain('--role is required');
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
