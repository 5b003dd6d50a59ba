import pg from 'pg';

/** Runs `use` against a new database on the server of `adminUrl`, dropped afterwards; undefined when no server answers. */
export async function withScratchDatabase<T>(adminUrl: string, use: (url: string) => Promise<T>): Promise<T | undefined> {
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  const name = `vg_bench_startup_${process.pid}`;
  try {
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await use(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await admin.end();
  }
}
