// Substring matching for the catalogue's free-text filters and site search, in English and
// Korean. `ILIKE '%…%'` is answered by the pg_trgm GIN indexes (migration 0002) once the
// keyword has three characters; shorter keywords still match (a scan of the small tables, a
// bounded one on artworks) so '서연' finds '김서연'.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** `%`, `_` and `\` match themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The keyword as it is compared: trimmed, inner whitespace collapsed. */
export function normalizeKeyword(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/** Any of the columns contains the keyword (any case). */
export function containsAny(columns: AnyColumn[], keyword: string): SQL {
  const pattern = `%${escapeLike(keyword)}%`;
  return sql.join(
    columns.map((column) => sql`${column} ilike ${pattern}`),
    sql` or `,
  );
}

/**
 * 0 for an exact match, 1 when a column starts with the keyword, 2 when a word in it does,
 * 3 otherwise: best matches first.
 */
export function matchRank(columns: AnyColumn[], keyword: string): SQL<number> {
  const escaped = escapeLike(keyword);
  const anyOf = (pattern: string, op: 'ilike' | '=') =>
    sql.join(
      columns.map((column) =>
        op === '=' ? sql`lower(${column}) = lower(${pattern})` : sql`${column} ilike ${pattern}`,
      ),
      sql` or `,
    );
  return sql<number>`(case when ${anyOf(keyword, '=')} then 0 when ${anyOf(`${escaped}%`, 'ilike')} then 1 when ${anyOf(`% ${escaped}%`, 'ilike')} then 2 else 3 end)`;
}
