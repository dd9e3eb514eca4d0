// The total beside a page of a list: one count query, read the same way by every repository.
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';

/** How many rows of `table` match `where`. */
export async function countRows(db: Database, table: PgTable, where?: SQL): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return Number(row?.count ?? 0);
}

/** How many rows match, counting at most `limit` (never a scan of the whole table). */
export async function countRowsUpTo(
  db: Database,
  table: PgTable,
  where: SQL | undefined,
  limit: number,
): Promise<number> {
  const limited = db
    .select({ one: sql<number>`1` })
    .from(table)
    .where(where)
    .limit(limit)
    .as('limited');
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(limited);
  return Number(row?.count ?? 0);
}
