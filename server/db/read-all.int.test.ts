// readAll on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL): reads on the pool
// overlap; inside a transaction they go one at a time, and results keep their order either way.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '@/tests/api/test-app';
import type { Executor } from './client';
import { readAll } from './read-all';

describe('readAll', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const value = (db: Executor, n: number) => async () => {
    const { rows } = await db.execute<{ n: number }>(sql`select ${n}::int as n`);
    return rows[0]!.n;
  };

  it('answers in the order asked, on the pool and in a transaction', async () => {
    const { db } = app.ctx;
    expect(await readAll(db, [value(db, 1), value(db, 2), value(db, 3)] as const)).toEqual([
      1, 2, 3,
    ]);
    const inside = await db.transaction((tx) => readAll(tx, [value(tx, 4), value(tx, 5)] as const));
    expect(inside).toEqual([4, 5]);
  });

  it('starts a transaction’s next read only when the one before has finished', async () => {
    const events: string[] = [];
    const read = (tx: Executor, name: string) => async () => {
      events.push(`start ${name}`);
      await tx.execute(sql`select pg_sleep(0.02)`);
      events.push(`end ${name}`);
      return name;
    };
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on('warning', onWarning);
    try {
      await app.ctx.db.transaction((tx) => readAll(tx, [read(tx, 'a'), read(tx, 'b')] as const));
    } finally {
      process.off('warning', onWarning);
    }
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b']);
    expect(warnings.map((w) => w.message).join('\n')).not.toMatch(/already executing a query/);
  });
});
