// Statements built once per database handle (ADR 0034): Drizzle's query builder costs more than
// PGlite takes to run a small statement, so the hot ones are built with placeholders the first
// time and run from then on with their values. Each is also kept parsed and planned: on
// PostgreSQL as a named statement per connection (Drizzle's), on PGlite as a named statement of
// its one connection (pglite-statements.ts). A transaction gets its own, never the handle's:
// PGlite would wait for itself.
import type { SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './client';
import { keepStatement } from './pglite-statements';

const built = new WeakMap<Executor, Map<string, unknown>>();

/**
 * The statement `name` of `db`, built by `build` the first time (with `.prepare(name)`). Names
 * are global: one statement each.
 */
export function prepared<T extends { getQuery(): { sql: string } }>(
  db: Executor,
  name: string,
  build: (db: Executor) => T,
): T {
  let statements = built.get(db);
  if (!statements) {
    statements = new Map();
    built.set(db, statements);
  }
  let statement = statements.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(db);
    keepStatement(statement.getQuery().sql);
    statements.set(name, statement);
  }
  return statement;
}

const dialect = new PgDialect();
const sites = new Set<string>();

/**
 * Marks a statement of a transaction hot (ADR 0034): PGlite keeps it parsed and planned from its
 * next run. Meant for the keyed writes and locks of a hot path, whose generic plan is the plan;
 * `site` names the call site, and the statement's shape (its SQL, values apart) there must not
 * change: only the first one is marked. Returns `query`.
 */
export function hot<Q extends SQLWrapper>(site: string, query: Q): Q {
  if (!sites.has(site)) {
    sites.add(site);
    keepStatement(dialect.sqlToQuery(query.getSQL()).sql);
  }
  return query;
}
