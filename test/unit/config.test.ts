import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';

describe('loadConfig', () => {
  it('has defaults for everything optional', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      dataDir: './data',
      databaseUrl: undefined,
      redisUrl: undefined,
      responseShape: 'A',
      logLevel: 'info',
      jwtSecret: undefined,
      maxBodyBytes: 1024 * 1024,
      quotaCommit: 'durable',
    });
  });

  it('reads every documented variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/vg',
      DATABASE_URL: 'postgres://u@db:5432/vg',
      REDIS_URL: 'redis://cache:6379',
      RESPONSE_SHAPE: 'B',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'q8Vd2LrT0pXz7WmA4nKc9sYe1BfHu6Jg',
      VPIC_DB_PATH: '/data/vpic.db',
      QUOTA_COMMIT: 'async',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/vg',
      databaseUrl: 'postgres://u@db:5432/vg',
      redisUrl: 'redis://cache:6379',
      responseShape: 'B',
      logLevel: 'warn',
      jwtSecret: 'q8Vd2LrT0pXz7WmA4nKc9sYe1BfHu6Jg',
      vpicDbPath: '/data/vpic.db',
      quotaCommit: 'async',
    });
  });

  it('accepts memory:// for an in-memory embedded database and treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: 'memory://' }).databaseUrl).toBe('memory://');
    expect(loadConfig({ DATABASE_URL: '', JWT_SECRET: '' })).toMatchObject({ databaseUrl: undefined, jwtSecret: undefined });
  });

  it('listens on 127.0.0.1 with an embedded database and on every interface with PostgreSQL, unless HOST says', () => {
    expect(loadConfig({ DATABASE_URL: 'memory://' }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/vg' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/vg', HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });

  it('refuses a placeholder JWT_SECRET copied from an example', () => {
    for (const placeholder of ['change-me-change-me-change-me-change-me-0000', 'CHANGEME'.repeat(5), 'x'.repeat(40)]) {
      expect(() => loadConfig({ JWT_SECRET: placeholder }), placeholder).toThrow(/JWT_SECRET: is a placeholder/);
    }
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', RESPONSE_SHAPE: 'C', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short', LOG_LEVEL: 'loud' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'RESPONSE_SHAPE', 'DATABASE_URL', 'JWT_SECRET', 'LOG_LEVEL']) expect(problems).toContain(name);
    expect((error as ConfigError).problems).toHaveLength(5);
  });
  it('keeps vPIC enrichment off by default and reads its settings', () => {
    expect(loadConfig({}).vpicEnrich).toEqual({
      mode: 'off',
      apiUrl: 'https://vpic.nhtsa.dot.gov/api',
      timeoutMs: 1500,
      ttlDays: 90,
      concurrency: 4,
      callsPerMinute: 60,
      breakerFailures: 5,
      breakerCooldownMs: 30_000,
    });
    const on = loadConfig({
      VPIC_ENRICH: 'online',
      VPIC_API_URL: 'http://127.0.0.1:9000/api/',
      VPIC_ENRICH_TIMEOUT_MS: '800',
      VPIC_ENRICH_TTL_DAYS: '7',
    });
    expect(on.vpicEnrich).toMatchObject({ mode: 'online', apiUrl: 'http://127.0.0.1:9000/api', timeoutMs: 800, ttlDays: 7 });
    expect(() => loadConfig({ VPIC_ENRICH: 'yes', VPIC_API_URL: 'ftp://example.com' })).toThrow(ConfigError);
    try {
      loadConfig({ VPIC_ENRICH: 'yes', VPIC_API_URL: 'ftp://example.com' });
    } catch (error) {
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(/VPIC_ENRICH:/);
      expect(problems).toMatch(/VPIC_API_URL:/);
    }
  });
});
