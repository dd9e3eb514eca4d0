// Hot statements on PGlite (ADR 0034): kept as named statements, they answer exactly what the
// unnamed ones answer (types, nulls, no rows), fail the same way, and survive a changed table.
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';
import { hot, prepared } from './prepared';

const things = pgTable('things', {
  id: text('id').primaryKey(),
  count: integer('count'),
  price: numeric('price', { mode: 'number' }),
  data: jsonb('data'),
  at: timestamp('at', { withTimezone: true, mode: 'date' }),
});

describe('hot statements on PGlite', () => {
  let handle: DatabaseHandle;
  const kept = async () => {
    const { rows } = await handle.db.execute<{ name: string }>(
      sql`select name from pg_prepared_statements where name like 'kept_%'`,
    );
    return rows.length;
  };

  beforeAll(async () => {
    handle = await openDatabase({ dataDir: 'memory://' });
    await handle.exec(
      'create table things (id text primary key, count integer, price numeric, data jsonb, at timestamptz)',
    );
  });
  afterAll(() => handle.close());

  it('answers what an unnamed statement answers, and is kept', async () => {
    const { db } = handle;
    const at = new Date('2026-11-27T01:02:03.456Z');
    await db.insert(things).values({ id: 'a', count: 3, price: 12.5, data: { k: [1, 'x'] }, at });
    await db.insert(things).values({ id: 'b', count: null, price: null, data: null, at: null });
    const select = (id: string) => db.select().from(things).where(eq(things.id, id));
    const plain = [await select('a'), await select('b'), await select('none')];
    const before = await kept();
    const named = [await hot('test.select', select('a')), await select('b'), await select('none')];
    expect(named).toEqual(plain);
    expect(named[0]![0]!.at).toEqual(at);
    expect(await kept()).toBe(before + 1);

    const byId = () =>
      prepared(db, 'test_by_id', (db) =>
        db
          .select()
          .from(things)
          .where(eq(things.id, sql.placeholder('id')))
          .prepare('test_by_id'),
      );
    expect(await byId().execute({ id: 'a' })).toEqual(plain[0]);
    expect(await byId().execute({ id: 'none' })).toEqual([]);
  });

  it('fails as before, in and out of a transaction, and goes on working', async () => {
    const { db } = handle;
    const insert = (id: string) => hot('test.insert', db.insert(things).values({ id, count: 1 }));
    await insert('c');
    await expect(insert('c')).rejects.toMatchObject({ cause: { code: '23505' } });
    await expect(
      db.transaction(async (tx) => {
        await hot('test.insert', tx.insert(things).values({ id: 'd', count: 1 }));
        await hot('test.insert', tx.insert(things).values({ id: 'c', count: 1 }));
      }),
    ).rejects.toMatchObject({ cause: { code: '23505' } });
    const ids = await db.select({ id: things.id }).from(things).orderBy(things.id);
    expect(ids.map((row) => row.id)).toEqual(['a', 'b', 'c']);
  });

  it('parses a kept statement anew when its table changed', async () => {
    const { db } = handle;
    const all = () => hot('test.all', db.execute(sql`select * from things where id = ${'a'}`));
    const { rows: before } = await all();
    await handle.exec('alter table things add column note text');
    const { rows: after } = await all();
    expect(after).toEqual([{ ...before[0], note: null }]);
  });

  it('inside a transaction, fails that transaction with the real cause and parses anew in the next', async () => {
    const { db } = handle;
    const one = (tx: Pick<typeof db, 'execute'>) =>
      hot('test.one', tx.execute(sql`select * from things where id = ${'a'}`));
    await db.transaction(async (tx) => one(tx));
    await handle.exec('alter table things add column colour text');
    // 0A000 "cached plan must not change result type", not 25P02 "transaction is aborted".
    await expect(db.transaction(async (tx) => one(tx))).rejects.toMatchObject({
      cause: { code: '0A000' },
    });
    const { rows } = await db.transaction(async (tx) => one(tx));
    expect(rows[0]).toMatchObject({ id: 'a', colour: null });
  });

  // The module reaches into PGlite (execProtocol, _runExclusiveQuery, _runExclusiveTransaction,
  // parsers, serializers): an upgrade that renames or removes one fails here, loudly.
  it('finds the PGlite internals it relies on', async () => {
    const pglite = await PGlite.create();
    const client = pglite as unknown as Record<string, unknown>;
    for (const name of ['execProtocol', '_runExclusiveQuery', '_runExclusiveTransaction']) {
      expect(typeof client[name], name).toBe('function');
    }
    expect(typeof client.parsers).toBe('object');
    expect(typeof client.serializers).toBe('object');
    await pglite.close();
  });
});
