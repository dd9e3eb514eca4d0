// The marketplace's keyword (`q` of store/artwork, and store/opensearch/all) matched against what
// a work is, not only its title: title, artist, gallery, medium, subject, style and description,
// in English and Korean (ADR 0050). It reads the AI search's per-artwork document
// (artwork_search: weighted tsvectors, Korean as Hangul bigrams, tags with their labels in both
// languages) through its GIN indexes, and keeps the substring match on titles and names (trigram
// indexes) for parts of words and for works whose document is not indexed yet.
//
// Ranking within a keyword: title or artist (weight A, or a title/name substring) first, then
// tags, medium and gallery (B), then description only (C).
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { artists, artworkSearch, artworks, institutions } from '../db/schema';
import { columnsFor, containsAny, TRIGRAM_MIN_LENGTH } from './text-match';

const HANGUL_RUN = /[\uac00-\ud7a3]+/g;
/** Words are letters and digits; everything else (tsquery operators included) separates them. */
const WORD_SEPARATOR = /[^\p{L}\p{N}]+/u;
/** A longer keyword adds nothing a person would type; its words past this are left out. */
const MAX_WORDS = 8;
/** Words shorter than this match whole; longer ones also as the start of a word ('landsc'). */
const PREFIX_MIN_LENGTH = 3;

export type KeywordWeights = '' | 'A' | 'AB';

export interface KeywordQueries {
  /** For to_tsquery('english', …) against doc_en; null when the keyword has Hangul. */
  english: string | null;
  /** For to_tsquery('simple', …) against doc_ko (Hangul bigrams, other words whole). */
  korean: string | null;
}

function word(term: string, weights: KeywordWeights): string {
  const prefix = term.length >= PREFIX_MIN_LENGTH ? '*' : '';
  return prefix || weights ? `${term}:${prefix}${weights}` : term;
}

/**
 * A run of Hangul as the document stores it: its overlapping syllable pairs, in a row
 * ('김환기' → '김환 <-> 환기'), so '풍경' finds '풍경화' and '김환' finds '김환기'. A single
 * syllable matches the pairs that start with it.
 */
function hangulRun(run: string, weights: KeywordWeights): string {
  if (run.length === 1) return `${run}:*${weights}`;
  const pairs: string[] = [];
  for (let i = 0; i + 1 < run.length; i += 1) {
    const pair = run.slice(i, i + 2);
    pairs.push(weights ? `${pair}:${weights}` : pair);
  }
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
export function keywordQueries(keyword: string, weights: KeywordWeights = ''): KeywordQueries {
  const words = keywordWords(keyword);
  if (!words.length) return { english: null, korean: null };
  const korean: string[] = [];
  let hasHangul = false;
  for (const token of words) {
    let last = 0;
    for (const match of token.matchAll(HANGUL_RUN)) {
      hasHangul = true;
      if (match.index > last) korean.push(word(token.slice(last, match.index), weights));
      korean.push(hangulRun(match[0], weights));
      last = match.index + match[0].length;
    }
    if (last < token.length) korean.push(word(token.slice(last), weights));
  }
  return {
    english: hasHangul ? null : words.map((token) => word(token, weights)).join(' & '),
    korean: korean.join(' & '),
  };
}

/** The document (`s`, an artwork_search row) matches the keyword, with the given weights. */
function documentMatches(
  doc: { docEn: AnyColumn; docKo: AnyColumn },
  keyword: string,
  weights: KeywordWeights,
): SQL | null {
  const { english, korean } = keywordQueries(keyword, weights);
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
const searchAlias = 'keyword_search';
const s = alias(artworkSearch, searchAlias);

/**
 * The artwork matches the keyword somewhere: its title, artist or gallery name contains it, or
 * its search document (title, artist, tags with their labels in both languages, medium,
 * gallery, description) has every word of it. Written as `id in (…)`: each part is answered by
 * its own index (trigram on titles and names, GIN on the documents), never by walking the whole
 * table in the list's order.
 */
export function artworkMatchesKeyword(keyword: string): SQL {
  const document = documentMatches(s, keyword, '');
  const byDocument = document
    ? sql` union select ${s.artworkId} from ${artworkSearch} as ${sql.identifier(searchAlias)} where ${document}`
    : sql``;
  const from = sql`from ${artworks} as ${sql.identifier(keywordAlias)}`;
  const byNames = sql`select ${k.id} ${from} where ${k.artistId} in ${artistIdsNamed(keyword)}
    union select ${k.id} ${from} where ${k.institutionId} in ${institutionIdsNamed(keyword)}`;
  if (keyword.length < TRIGRAM_MIN_LENGTH) {
    // No trigram to look up: titles are compared on the rows the other filters leave.
    return sql`(${containsAny(columnsFor(keyword, artworks.titleEn, artworks.titleKo), keyword)}
      or ${artworks.id} in (${byNames}${byDocument}))`;
  }
  return sql`${artworks.id} in (select ${k.id} ${from} where ${containsAny(
    columnsFor(keyword, k.titleEn, k.titleKo),
    keyword,
  )} union ${byNames}${byDocument})`;
}

/**
 * How well the artwork matches (lower is better): 0 title or artist, 1 tags, medium or gallery,
 * 2 description only. For rows already known to match (artworkMatchesKeyword).
 */
export function artworkKeywordTier(keyword: string): SQL<number> {
  const titleOrArtist = sql`(${containsAny(
    columnsFor(keyword, artworks.titleEn, artworks.titleKo),
    keyword,
  )} or ${artworks.artistId} in ${artistIdsNamed(keyword)})`;
  const inA = documentMatches(artworkSearch, keyword, 'A');
  const inAB = documentMatches(artworkSearch, keyword, 'AB');
  if (!inA || !inAB) return sql<number>`(case when ${titleOrArtist} then 0 else 1 end)`;
  return sql<number>`(case when ${titleOrArtist} then 0 else coalesce((select case
    when ${inA} then 0 when ${inAB} then 1 else 2 end
    from ${artworkSearch} where ${artworkSearch.artworkId} = ${artworks.id}), 1) end)`;
}
