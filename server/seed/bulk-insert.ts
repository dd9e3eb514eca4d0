// Fast bulk inserts for the benchmark catalogue: one parameter per column (a typed array) and
// `unnest` on the server, instead of one parameter per value. Building and binding a 1,000-row
// multi-row INSERT costs several times more than the same rows as 36 arrays, on PGlite and on
// PostgreSQL alike, and the statement stays far below the 65,535-parameter limit at any size.
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';

type Executor = Pick<Database, 'execute'>;

export async function insertUnnest<T extends PgTable>(
  db: Executor,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  if (!rows.length) return;
  const columns = getTableColumns(table);
  // Columns no row sets are left to their defaults.
  const keys = Object.keys(columns).filter((key) =>
    rows.some((row) => (row as Record<string, unknown>)[key] !== undefined),
  );
  const names: ReturnType<typeof sql.identifier>[] = [];
  const arrays: SQL[] = [];
  for (const key of keys) {
    const column = columns[key]!;
    const values = rows.map((row) => {
      const value = (row as Record<string, unknown>)[key];
      return value === undefined || value === null ? null : column.mapToDriverValue(value);
    });
    names.push(sql.identifier(column.name));
    arrays.push(sql`${sql.param(values)}::${sql.raw(column.getSQLType())}[]`);
  }
  await db.execute(
    sql`insert into ${table} (${sql.join(names, sql`, `)}) select * from unnest(${sql.join(arrays, sql`, `)})`,
  );
}
