// The marketplace's keyword (`q` of store/artwork, and store/opensearch/all) matched against what
// a work is, not only its title: title, artist, gallery, medium, subject, style and description,
// in English and Korean (ADR 0055). It reads the AI search's per-artwork document
// (artwork_search: weighted tsvectors, Korean as Hangul bigrams, tags with their labels in both
// languages) through its GIN indexes, and keeps the substring match on titles and names (trigram
// indexes) for parts of words and for works whose document is not indexed yet.
//
// Ranking within a keyword (the default order): works whose title, artist or gallery name
// contains it first, then the works whose document has it, newest first within each.
//
// Speed at 100k works: the matching works are gathered first (gatherKeywordMatches), each part
// by its own index and at most GATHER_LIMIT of them. A keyword few works match (a rare word, a
// name, nothing at all) is then a list of ids, looked up by key and ordered; only a common one
// (thousands of works) is matched while the list's order is walked, which stops soon because
// matches are dense. Two-character keywords find titles by their character pairs (migration
// 0023), so `풍경` is never compared title by title.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { artists, artworkSearch, artworks, institutions } from '../db/schema';
import { columnsFor, containsAny, TRIGRAM_MIN_LENGTH } from './text-match';

const HANGUL_RUN = /[\uac00-\ud7a3]+/g;
/** Words are letters and digits; everything else (tsquery operators included) separates them. */
const WORD_SEPARATOR = /[^\p{L}\p{N}]+/u;
/** A longer keyword adds nothing a person would type; its words past this are left out. */
const MAX_WORDS = 8;
/** Words shorter than this match whole; longer ones also as the start of a word ('landsc'). */
const PREFIX_MIN_LENGTH = 3;

export interface KeywordQueries {
  /** For to_tsquery('english', …) against doc_en; null when the keyword has Hangul. */
  english: string | null;
  /** For to_tsquery('simple', …) against doc_ko (Hangul bigrams, other words whole). */
  korean: string | null;
}

function word(term: string): string {
  return term.length >= PREFIX_MIN_LENGTH ? `${term}:*` : term;
}

/**
 * A run of Hangul as the document stores it: its overlapping syllable pairs, in a row
 * ('김환기' → '김환 <-> 환기'), so '풍경' finds '풍경화' and '김환' finds '김환기'. A single
 * syllable matches the pairs that start with it.
 */
function hangulRun(run: string): string {
  if (run.length === 1) return `${run}:*`;
  const pairs: string[] = [];
  for (let i = 0; i + 1 < run.length; i += 1) pairs.push(run.slice(i, i + 2));
  return pairs.length === 1 ? pairs[0]! : `(${pairs.join(' <-> ')})`;
}

/** The keyword's words, lower-cased, at most MAX_WORDS. */
export function keywordWords(keyword: string): string[] {
  return keyword
    .normalize('NFKC')
    .toLowerCase()
    .split(WORD_SEPARATOR)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
}

/**
 * The tsquery texts of a keyword: every word must match (AND). Built from letters and digits
 * only, so nothing a visitor types can be read as a tsquery operator.
 */
export function keywordQueries(keyword: string): KeywordQueries {
  const words = keywordWords(keyword);
  if (!words.length) return { english: null, korean: null };
  const korean: string[] = [];
  let hasHangul = false;
  for (const token of words) {
    let last = 0;
    for (const match of token.matchAll(HANGUL_RUN)) {
      hasHangul = true;
      if (match.index > last) korean.push(word(token.slice(last, match.index)));
      korean.push(hangulRun(match[0]));
      last = match.index + match[0].length;
    }
    if (last < token.length) korean.push(word(token.slice(last)));
  }
  return {
    english: hasHangul ? null : words.map((token) => word(token)).join(' & '),
    korean: korean.join(' & '),
  };
}

/** The document (an artwork_search row) has every word of the keyword. */
function documentMatches(doc: { docEn: AnyColumn; docKo: AnyColumn }, keyword: string): SQL | null {
  const { english, korean } = keywordQueries(keyword);
  const parts: SQL[] = [];
  if (english) parts.push(sql`${doc.docEn} @@ to_tsquery('english', ${english})`);
  if (korean) parts.push(sql`${doc.docKo} @@ to_tsquery('simple', ${korean})`);
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : null;
}

/** Artists whose name (either language) contains the keyword. */
function artistIdsNamed(keyword: string): SQL {
  return sql`(select ${artists.id} from ${artists} where ${containsAny(
    columnsFor(keyword, artists.nameEn, artists.nameKo),
    keyword,
  )})`;
}

/** Galleries and institutions whose name (either language) contains the keyword. */
function institutionIdsNamed(keyword: string): SQL {
  return sql`(select ${institutions.id} from ${institutions} where ${containsAny(
    columnsFor(keyword, institutions.nameEn, institutions.nameKo),
    keyword,
  )})`;
}

const keywordAlias = 'keyword_artworks';
const k = alias(artworks, keywordAlias);

/** The keyword's length in characters (code points), as the titles' pairs count them. */
function characters(keyword: string): number {
  return [...keyword].length;
}

/** A title contains the keyword: trigram index, pair index (two characters) or null (one). */
function titleContains(keyword: string, title: { en: AnyColumn; ko: AnyColumn }): SQL | null {
  const length = characters(keyword);
  if (length >= TRIGRAM_MIN_LENGTH) {
    return sql`(${containsAny(columnsFor(keyword, title.en, title.ko), keyword)})`;
  }
  if (length === 2) {
    // Exactly the titles with this pair of characters; the expression is the indexes' own.
    const pair = sql`array[${keyword.toLowerCase()}]::text[]`;
    return sql`(${sql.join(
      columnsFor(keyword, title.en, title.ko).map(
        (column) => sql`text_pairs(lower(${column})) @> ${pair}`,
      ),
      sql` or `,
    )})`;
  }
  return null;
}

/**
 * The artwork's title, artist or gallery name contains the keyword (the best matches). Written
 * as `id in (…)`: each part is answered by its own index (trigram or pair index on titles, the
 * small artists and institutions tables), never by walking the whole table in the list's order.
 */
export function artworkNamedByKeyword(keyword: string): SQL {
  const from = sql`from ${artworks} as ${sql.identifier(keywordAlias)}`;
  const byNames = sql`select ${k.id} ${from} where ${k.artistId} in ${artistIdsNamed(keyword)}
    union select ${k.id} ${from} where ${k.institutionId} in ${institutionIdsNamed(keyword)}`;
  const titled = titleContains(keyword, { en: k.titleEn, ko: k.titleKo });
  if (!titled) {
    // One character: no index to look up, titles are compared on the rows the filters leave.
    return sql`(${containsAny(columnsFor(keyword, artworks.titleEn, artworks.titleKo), keyword)}
      or ${artworks.id} in (${byNames}))`;
  }
  return sql`${artworks.id} in (select ${k.id} ${from} where ${titled} union ${byNames})`;
}

/**
 * The artwork's search document (title, artist, tags with their labels in both languages,
 * medium, gallery, description) has every word of the keyword. A correlated scalar subquery,
 * looked up by key for each row the list's order reaches: the form for a common keyword (its
 * matches are dense, the walk stops after a page). An EXISTS here would let the planner read
 * every matching document into a hash first (100 ms for a third of 100k works).
 */
export function artworkDocumentHasKeyword(keyword: string): SQL | null {
  const document = documentMatches(artworkSearch, keyword);
  if (!document) return null;
  return sql`coalesce((select ${document} from ${artworkSearch} where ${artworkSearch.artworkId} = ${artworks.id}), false)`;
}

/** The artwork matches the keyword somewhere: by name (title, artist, gallery) or document. */
export function artworkMatchesKeyword(keyword: string): SQL {
  const named = artworkNamedByKeyword(keyword);
  const document = artworkDocumentHasKeyword(keyword);
  return document ? sql`(${named} or ${document})` : named;
}

/** Past this many works, a part of the keyword's matches is "common": matched in order, not listed. */
export const GATHER_LIMIT = 2000;

/**
 * The works matching a keyword, gathered first: those named by it (title, artist, gallery) and
 * those whose document has it; each null when more than GATHER_LIMIT works match (or, for a one
 * character keyword, when names cannot be looked up by an index).
 */
export interface KeywordMatches {
  named: string[] | null;
  document: string[] | null;
}

async function idsUpTo(db: Executor, query: SQL): Promise<string[] | null> {
  const result = await db.execute<{ id: string }>(
    sql`select id from (${query}) as matches limit ${GATHER_LIMIT + 1}`,
  );
  const ids = result.rows.map((row) => row.id);
  return ids.length > GATHER_LIMIT ? null : ids;
}

/**
 * The planner's estimate of the query's rows (its statistics of the documents' words are close
 * for a word or a word start): a common keyword is known to be common without reading thousands
 * of documents to find out.
 */
async function estimatedRows(db: Executor, query: SQL): Promise<number> {
  const result = await db.execute<Record<string, unknown>>(sql`explain (format json) ${query}`);
  const cell = Object.values(result.rows[0] ?? {})[0];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as
    { Plan?: { 'Plan Rows'?: number } }[] | undefined;
  return Number(plan?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

/** Estimated past this, the documents are not gathered (twice the gathered most). */
const DENSE_ESTIMATE = 2 * GATHER_LIMIT;

async function documentIdsUpTo(db: Executor, query: SQL): Promise<string[] | null> {
  if ((await estimatedRows(db, query)) > DENSE_ESTIMATE) return null;
  return idsUpTo(db, query);
}

export async function gatherKeywordMatches(db: Executor, keyword: string): Promise<KeywordMatches> {
  const titled = titleContains(keyword, { en: artworks.titleEn, ko: artworks.titleKo });
  const document = documentMatches(artworkSearch, keyword);
  const [named, documented] = await Promise.all([
    titled
      ? idsUpTo(
          db,
          sql`select ${artworks.id} as id from ${artworks} where ${titled}
            union select ${artworks.id} from ${artworks} where ${artworks.artistId} in ${artistIdsNamed(keyword)}
            union select ${artworks.id} from ${artworks} where ${artworks.institutionId} in ${institutionIdsNamed(keyword)}`,
        )
      : Promise.resolve(null),
    document
      ? documentIdsUpTo(
          db,
          sql`select ${artworkSearch.artworkId} as id from ${artworkSearch} where ${document}`,
        )
      : Promise.resolve([]),
  ]);
  return { named, document: documented };
}

function idIn(ids: readonly string[]): SQL {
  return ids.length ? sql`${artworks.id} = any(${sql.param(ids)}::text[])` : sql`false`;
}

/**
 * The conditions of a gathered keyword on artworks: named (the best matches), found by the
 * document only, and either. A gathered part is a list of ids; a common one its index query.
 */
export function keywordConditions(
  keyword: string,
  matches: KeywordMatches,
): { named: SQL; documentOnly: SQL; any: SQL } {
  const named = matches.named ? idIn(matches.named) : artworkNamedByKeyword(keyword);
  let documentOnly: SQL;
  if (matches.document && matches.named) {
    const isNamed = new Set(matches.named);
    documentOnly = idIn(matches.document.filter((id) => !isNamed.has(id)));
  } else if (matches.document) {
    documentOnly = matches.document.length
      ? sql`(${idIn(matches.document)} and not ${named})`
      : sql`false`;
  } else {
    documentOnly = sql`(not ${named} and ${artworkDocumentHasKeyword(keyword) ?? sql`false`})`;
  }
  const documented = matches.document
    ? idIn(matches.document)
    : (artworkDocumentHasKeyword(keyword) ?? sql`false`);
  const any =
    matches.named && matches.document
      ? idIn([...new Set([...matches.named, ...matches.document])])
      : sql`(${named} or ${documented})`;
  return { named, documentOnly, any };
}
