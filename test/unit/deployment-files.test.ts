import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * No Docker engine runs where the tests run, so the image and the compose file are checked for
 * their intent: what a reviewer would look for, and what a build would only reveal at run time.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const pkg = JSON.parse(read('package.json')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };

interface Stage {
  name: string | undefined;
  lines: string[];
}

/** The Dockerfile's stages, each with its instructions (continuation lines joined). */
function stages(dockerfile: string): Stage[] {
  const instructions = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
  const result: Stage[] = [];
  for (const line of instructions) {
    const from = /^FROM\s+\S+(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) result.push({ name: from[1], lines: [line] });
    else result.at(-1)?.lines.push(line);
  }
  return result;
}

const all = stages(read('Dockerfile'));
const runtime = all.at(-1)!;
const runtimeText = runtime.lines.join('\n');

describe('Dockerfile', () => {
  it('builds in stages and runs the compiled program, never TypeScript', () => {
    expect(all.length).toBeGreaterThanOrEqual(2);
    const build = all.find((s) => s.lines.some((l) => /npm run build/.test(l)));
    expect(build, 'a stage runs npm run build').toBeDefined();
    expect(build).not.toBe(runtime);
    expect(runtimeText).not.toMatch(/tsx|typescript|\.ts\b|npm run dev/);
    expect(runtimeText).toMatch(/^CMD \["node", "--max-semi-space-size=8", "bin\/vin-gateway\.js", "serve"\]$/m);
    // Production dependencies only: the stage the runtime copies node_modules from omits dev.
    const copy = /^COPY --from=(\S+) \/app\/node_modules/m.exec(runtimeText);
    expect(copy).not.toBeNull();
    const deps = all.find((s) => s.name === copy![1])!;
    expect(deps.lines.join('\n')).toMatch(/npm ci --omit=dev/);
  });

  it('runs as a non-root user under an init process, with a health check on /readyz', () => {
    const users = runtime.lines.filter((l) => /^USER /.test(l));
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/^USER (root|0)(:|$)/);
    const cmdIndex = runtime.lines.findIndex((l) => l.startsWith('CMD '));
    expect(runtime.lines.findIndex((l) => l === users.at(-1))).toBeLessThan(cmdIndex);
    expect(runtimeText).toMatch(/^ENTRYPOINT \["\/usr\/bin\/tini", "--"\]$/m);
    expect(runtimeText).toMatch(/apt-get install[^\n]*\btini\b/);
    expect(runtimeText).toMatch(/^HEALTHCHECK .*127\.0\.0\.1:4000\/readyz/m);
  });

  it('copies what the compiled program needs at run time, and the catalog unpacked at build time', () => {
    for (const needed of ['package.json', 'bin', 'dashboard/build']) expect(runtimeText).toMatch(new RegExp(`^COPY ${needed} `, 'm'));
    expect(runtimeText).toMatch(/^COPY --from=\S+ \/app\/dist \.\/dist$/m);
    // "type": "module" in package.json is what makes Node read dist/ as ES modules.
    expect(JSON.parse(read('package.json')).type).toBe('module');
    const prepare = all.find((s) => s.lines.some((l) => /catalog:prepare/.test(l)));
    expect(prepare).toBeDefined();
    const catalogPath = /VPIC_DB_PATH=(\S+) node bin\/vin-gateway\.js catalog:prepare/.exec(prepare!.lines.join('\n'))![1]!;
    expect(runtimeText).toContain(`VPIC_DB_PATH=${catalogPath}`);
    expect(runtimeText).toMatch(new RegExp(`^COPY --from=${prepare!.name} /app/catalog ./catalog$`, 'm'));
  });

  it('the compiled program imports no package that a production install leaves out', () => {
    // Written by scripts/build.mjs from esbuild's record of what each bundle leaves to Node.
    const external = JSON.parse(read('dist/external-imports.json')) as string[];
    const packages = new Set(
      external
        .filter((spec) => !spec.startsWith('node:') && !builtinModules.includes(spec.split('/')[0]!))
        .map((spec) => (spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!)),
    );
    expect(packages).toContain('better-sqlite3');
    // pg-native is an optional require inside pg, guarded by a try: nobody installs it.
    const missing = [...packages].filter((p) => pkg.dependencies[p] === undefined && p !== 'pg-native');
    expect(missing, 'imported by dist/ but not a production dependency').toEqual([]);
    expect(packages).not.toContain('tsx');
  });
});

describe('docker-compose.yml', () => {
  const compose = parse(read('docker-compose.yml')) as {
    services: Record<
      string,
      {
        image?: string;
        build?: unknown;
        ports?: string[];
        volumes?: string[];
        environment?: Record<string, string>;
        deploy?: { replicas?: number };
        stop_grace_period?: string;
        healthcheck?: { test: string[] };
        depends_on?: Record<string, { condition: string }>;
      }
    >;
  };
  const gateway = compose.services.gateway!;
  const lb = compose.services.lb!;
  const haproxy = read('deploy/haproxy.cfg');

  it('runs three gateway replicas behind a load balancer that checks /readyz', () => {
    expect(gateway.deploy?.replicas).toBe(3);
    expect(gateway.ports, 'replicas are reached only through the load balancer').toBeUndefined();
    expect(lb.image).toMatch(/^haproxy:/);
    expect(lb.volumes).toContain('./deploy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro');
    expect(lb.depends_on?.gateway?.condition).toBe('service_healthy');
    expect(gateway.healthcheck?.test.join(' ')).toContain('/readyz');
    expect(haproxy).toMatch(/^\s*option httpchk GET \/readyz$/m);
    // One server slot per replica: more slots than replicas is harmless, fewer leaves replicas idle.
    const slots = Number(/^\s*server-template \S+ (\d+) gateway:4000/m.exec(haproxy)![1]);
    expect(slots).toBe(gateway.deploy!.replicas);
    // With Redis down each replica enforces limit ÷ this: the fleet stays at the shared limit.
    expect(Number(gateway.environment?.RATE_LIMIT_FALLBACK_REPLICAS)).toBe(gateway.deploy!.replicas);
  });

  it('gives a stopping replica time to leave the pool and drain before Docker kills it', () => {
    const env = gateway.environment!;
    const inter = Number(/^\s*default-server check inter (\d+)s fall (\d+)/m.exec(haproxy)![1]) * 1000;
    const fall = Number(/^\s*default-server check inter \d+s fall (\d+)/m.exec(haproxy)![1]);
    expect(Number(env.SHUTDOWN_DELAY_MS)).toBeGreaterThan(inter * fall);
    const grace = Number(/^(\d+)s$/.exec(gateway.stop_grace_period ?? '')?.[1]) * 1000;
    expect(grace).toBeGreaterThan(Number(env.SHUTDOWN_DELAY_MS) + Number(env.SHUTDOWN_TIMEOUT_MS));
  });

  it('shares state and secrets between replicas, and fits how it serves', () => {
    const env = gateway.environment!;
    expect(env.DATABASE_URL).toMatch(/^postgres:\/\/.+@postgres:5432\//);
    expect(env.REDIS_URL).toBe('redis://redis:6379');
    // Required from the operator: no secret is written in the file.
    expect(env.JWT_SECRET).toMatch(/^\$\{JWT_SECRET:\?.+\}$/);
    expect(env.TRUST_PROXY).toBe('true');
    expect(haproxy).toMatch(/^\s*option forwardfor$/m);
    // Plain HTTP on the loopback address only; a Secure cookie would never come back over it.
    expect(lb.ports).toEqual(['127.0.0.1:4000:4000']);
    expect(haproxy).not.toMatch(/\bssl\b/);
    expect(env.COOKIE_SECURE).toBe('${COOKIE_SECURE:-false}');
  });
});

/** glibc's malloc settings for the image reader's memory (docs/decisions/0304). */
const GLIBC_MALLOC = 'MALLOC_ARENA_MAX=2';

describe('glibc malloc settings', () => {
  it('are the same in the image, in npm start and in the memory benchmark (docs/decisions/0304)', () => {
    expect(runtime.lines).toContain(`ENV ${GLIBC_MALLOC}`);
    expect((JSON.parse(read('package.json')) as { scripts: { start: string } }).scripts.start).toMatch(
      new RegExp(`^${GLIBC_MALLOC} node `),
    );
    expect(read('bench/ocr-memory.bench.ts')).toContain(`{ MALLOC_ARENA_MAX: '2' }`);
  });
});

describe('Node flags', () => {
  it('are the same wherever the program starts (docs/decisions/0042)', () => {
    const flag = '--max-semi-space-size=8';
    expect(read('bin/vin-gateway.js').split('\n')[0]).toBe(`#!/usr/bin/env -S node ${flag}`);
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.start).toBe(`${GLIBC_MALLOC} node ${flag} bin/vin-gateway.js serve`);
    expect(read('Dockerfile')).toContain(`CMD ["node", "${flag}", "bin/vin-gateway.js", "serve"]`);
    expect(read('bench/decode.bench.ts')).toContain(`const PRODUCTION_NODE_FLAGS = ['${flag}'];`);
  });
});
