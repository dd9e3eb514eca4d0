// The back office's plain rows (issue 10): list with a search and a page, find, insert, change
// and delete one row of a table keyed by `id`, for the editorial repositories (galleries,
// categories, exhibitions, fairs, banners, FAQ, contents) that differ only in table and order.
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { newId } from './ids';
import { containsAny } from './text-match';

type Keyed = PgTable & { id: AnyPgColumn; createdAt: AnyPgColumn };

export interface AdminTable<T extends Keyed> {
  list(
    db: Executor,
    where: { q?: string; condition?: SQL },
    page: { limit: number; offset: number },
  ): Promise<{ rows: T['$inferSelect'][]; count: number }>;
  find(db: Executor, id: string): Promise<T['$inferSelect'] | null>;
  insert(db: Executor, values: Partial<T['$inferInsert']>, now: Date): Promise<T['$inferSelect']>;
  update(
    db: Executor,
    id: string,
    changes: Partial<T['$inferInsert']>,
    now: Date,
  ): Promise<T['$inferSelect'] | null>;
  remove(db: Executor, id: string): Promise<T['$inferSelect'] | null>;
}

export function adminTable<T extends Keyed>(
  table: T,
  options: {
    /** Prefix of new ids (`bnr` → `bnr_01J...`). */
    idPrefix: string;
    /** The columns `q` looks in (part of a word, either language). */
    search: AnyPgColumn[];
    orderBy: (SQL | AnyPgColumn)[];
  },
): AdminTable<T> {
  // Drizzle cannot type a table chosen by a type parameter; the signatures above carry the types.
  const t = table as unknown as PgTable & { id: AnyPgColumn };
  const stamped = 'updatedAt' in table;
  const rows = (query: unknown) => query as Promise<T['$inferSelect'][]>;
  return {
    async list(db, where, page) {
      const condition = and(
        where.q ? sql`(${containsAny(options.search, where.q)})` : undefined,
        where.condition,
      );
      const [found, [total]] = await Promise.all([
        rows(
          db
            .select()
            .from(t)
            .where(condition)
            .orderBy(...options.orderBy, t.id)
            .limit(page.limit)
            .offset(page.offset),
        ),
        db.select({ n: count() }).from(t).where(condition),
      ]);
      return { rows: found, count: Number(total?.n ?? 0) };
    },
    async find(db, id) {
      const [row] = await rows(db.select().from(t).where(eq(t.id, id)).limit(1));
      return row ?? null;
    },
    async insert(db, values, now) {
      const [row] = await rows(
        db
          .insert(t)
          .values({
            id: newId(options.idPrefix, now.getTime()),
            ...values,
            createdAt: now,
            ...(stamped ? { updatedAt: now } : {}),
          } as never)
          .returning(),
      );
      return row!;
    },
    async update(db, id, changes, now) {
      const set = { ...changes, ...(stamped ? { updatedAt: now } : {}) };
      // Nothing to change: the row as it is (an empty SET is not SQL).
      if (Object.keys(set).length === 0) return this.find(db, id);
      const [row] = await rows(
        db
          .update(t)
          .set(set as never)
          .where(eq(t.id, id))
          .returning(),
      );
      return row ?? null;
    },
    async remove(db, id) {
      const [row] = await rows(db.delete(t).where(eq(t.id, id)).returning());
      return row ?? null;
    },
  };
}
