// API test files run in parallel, one per worker (vitest.config.mts). On PostgreSQL each worker
// gets a database of its own (`test` → `test_w1`, `test_w2`, …), created here the first time,
// because a test file starts by making TEST_DATABASE_URL's database anew from the migrated
// template (tests/api/test-app.ts) and two files must never do that to each other. PGlite needs nothing: each file's database is in memory.
// Runs before every file; the URL it started from is kept, so a second run names the same one.
import pg from 'pg';

const given = process.env.TEST_DATABASE_URL_GIVEN ?? process.env.TEST_DATABASE_URL;
const worker = process.env.VITEST_POOL_ID;

if (given && worker) {
  process.env.TEST_DATABASE_URL_GIVEN = given;
  const parsed = new URL(given);
  const base = decodeURIComponent(parsed.pathname.slice(1)) || 'postgres';
  const name = `${base}_w${worker}`;
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`unusable test database name: ${name}`);
  parsed.pathname = `/${name}`;
  const url = parsed.toString();
  if (process.env.TEST_DATABASE_URL !== url) {
    const admin = new pg.Client({ connectionString: given });
    await admin.connect();
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (!found.rowCount) {
        try {
          await admin.query(`create database "${name}"`);
        } catch (error) {
          // Another run made it in the meantime.
          if ((error as { code?: string }).code !== '42P04') throw error;
        }
      }
    } finally {
      await admin.end();
    }
    process.env.TEST_DATABASE_URL = url;
  }
}
