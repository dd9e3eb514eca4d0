// Independent reads run side by side on the pool, one after another inside a transaction: a
// transaction is one connection, and node-postgres refuses overlapping queries on one client
// (deprecated now, an error in pg 9). PGlite runs them in turn either way.
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

export async function readAll<T extends readonly unknown[]>(
  db: Executor,
  reads: { readonly [K in keyof T]: () => Promise<T[K]> },
): Promise<T> {
  const list = reads as readonly (() => Promise<unknown>)[];
  if (!(db instanceof PgTransaction)) {
    return (await Promise.all(list.map((read) => read()))) as unknown as T;
  }
  const results: unknown[] = [];
  for (const read of list) results.push(await read());
  return results as unknown as T;
}
