// Substring matching for the catalogue's free-text filters and site search, in English and
// Korean. `ILIKE '%…%'` is answered by the pg_trgm GIN indexes (migration 0002) once the
// keyword has three characters; shorter keywords still match (a scan of the small tables, a
// bounded one on artworks) so '서연' finds '김서연'. Two cheap cuts keep scans short: a keyword
// with Hangul is only looked for in the Korean columns (English text cannot contain it), and a
// keyword without upper/lower case (Hangul, digits) is compared with LIKE, not ILIKE.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

const hangul = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;

/** `%`, `_` and `\` match themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The keyword as it is compared: trimmed, inner whitespace collapsed. */
export function normalizeKeyword(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

export function hasHangul(keyword: string): boolean {
  return hangul.test(keyword);
}

/** The columns a keyword can occur in: only the Korean one when it has Hangul. */
export function columnsFor(keyword: string, english: AnyColumn, korean: AnyColumn): AnyColumn[] {
  return hasHangul(keyword) ? [korean] : [english, korean];
}

/** LIKE when case cannot matter (no letter has an upper or lower form), else ILIKE. */
function likeOperator(keyword: string): SQL {
  return keyword.toLowerCase() === keyword.toUpperCase() ? sql.raw('like') : sql.raw('ilike');
}

/** Shorter keywords give the trigram index nothing to look up (see containsAny). */
export const TRIGRAM_MIN_LENGTH = 3;

/**
 * Any of the columns contains the keyword (any case). A keyword shorter than three characters
 * is tested with strpos, which the trigram index cannot serve: for such a pattern the GIN
 * index would return every row to be rechecked, slower than reading the rows in any order.
 */
export function containsAny(columns: AnyColumn[], keyword: string): SQL {
  if (keyword.length < TRIGRAM_MIN_LENGTH) {
    const caseless = keyword.toLowerCase() === keyword.toUpperCase();
    return sql.join(
      columns.map((column) =>
        caseless
          ? sql`strpos(${column}, ${keyword}) > 0`
          : sql`strpos(lower(${column}), ${keyword.toLowerCase()}) > 0`,
      ),
      sql` or `,
    );
  }
  const pattern = `%${escapeLike(keyword)}%`;
  const op = likeOperator(keyword);
  return sql.join(
    columns.map((column) => sql`${column} ${op} ${pattern}`),
    sql` or `,
  );
}

/** Any of the columns starts with the keyword (any case). */
export function startsWithAny(columns: AnyColumn[], keyword: string): SQL {
  const pattern = `${escapeLike(keyword)}%`;
  const op = likeOperator(keyword);
  return sql.join(
    columns.map((column) => sql`${column} ${op} ${pattern}`),
    sql` or `,
  );
}

/**
 * 0 for an exact match, 1 when a column starts with the keyword, 2 when a word in it does,
 * 3 otherwise: best matches first.
 */
export function matchRank(columns: AnyColumn[], keyword: string): SQL<number> {
  const escaped = escapeLike(keyword);
  const op = likeOperator(keyword);
  const anyOf = (pattern: string, exact: boolean) =>
    sql.join(
      columns.map((column) =>
        exact ? sql`lower(${column}) = lower(${pattern})` : sql`${column} ${op} ${pattern}`,
      ),
      sql` or `,
    );
  return sql<number>`(case when ${anyOf(keyword, true)} then 0 when ${anyOf(`${escaped}%`, false)} then 1 when ${anyOf(`% ${escaped}%`, false)} then 2 else 3 end)`;
}
