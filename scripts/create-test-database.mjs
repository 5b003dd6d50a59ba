#!/usr/bin/env node
// Creates the PostgreSQL database TEST_DATABASE_URL names when it does not exist yet, so `.ci/run`
// works against a fresh server. The tests create their own databases beside it; this one is where
// they connect to do so. Exits 1 with one line when the server cannot be reached.
import pg from 'pg';

const url = process.env.TEST_DATABASE_URL;
if (!url) process.exit(0);
const target = new URL(url);
const name = decodeURIComponent(target.pathname.slice(1));
if (!name) process.exit(0);
// Connect to the server's maintenance database to create the one the URL names.
const maintenance = new URL(url);
maintenance.pathname = '/postgres';
const client = new pg.Client({ connectionString: maintenance.toString() });
try {
  await client.connect();
  const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (rowCount === 0) {
    await client.query(`create database "${name.replaceAll('"', '""')}"`);
    console.log(`created database ${name}`);
  }
} catch (error) {
  console.error(`cannot create the test database ${name}: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await client.end().catch(() => {});
}
