// The marketplace's keyword (`q` of store/artwork, and store/opensearch/all) matched against what
// a work is, not only its title: title, artist, gallery, medium, subject, style and description,
// in English and Korean (ADR 0055). It reads the AI search's per-artwork document
// (artwork_search: weighted tsvectors, Korean as Hangul bigrams, tags with their labels in both
// languages) through its GIN indexes, and keeps the substring match on titles and names (trigram
// indexes) for parts of words and for works whose document is not indexed yet.
//
// Ranking within a keyword (the default order): works whose title, artist or gallery name
// contains it first, then the works whose document has it, newest first within each.
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

/**
 * The artwork's title, artist or gallery name contains the keyword (the best matches). Written
 * as `id in (…)`: each part is answered by its own index (trigram on titles, the small artists
 * and institutions tables), never by walking the whole table in the list's order.
 */
export function artworkNamedByKeyword(keyword: string): SQL {
  const from = sql`from ${artworks} as ${sql.identifier(keywordAlias)}`;
  const byNames = sql`select ${k.id} ${from} where ${k.artistId} in ${artistIdsNamed(keyword)}
    union select ${k.id} ${from} where ${k.institutionId} in ${institutionIdsNamed(keyword)}`;
  if (keyword.length < TRIGRAM_MIN_LENGTH) {
    // No trigram to look up: titles are compared on the rows the other filters leave.
    return sql`(${containsAny(columnsFor(keyword, artworks.titleEn, artworks.titleKo), keyword)}
      or ${artworks.id} in (${byNames}))`;
  }
  return sql`${artworks.id} in (select ${k.id} ${from} where ${containsAny(
    columnsFor(keyword, k.titleEn, k.titleKo),
    keyword,
  )} union ${byNames})`;
}

/**
 * The artwork's search document (title, artist, tags with their labels in both languages,
 * medium, gallery, description) has every word of the keyword. A correlated EXISTS, so the
 * planner may either walk the list's order and look each row's document up by key (a common
 * word: it stops after a page) or gather the matching documents first through the GIN indexes
 * (a rare word).
 */
export function artworkDocumentHasKeyword(keyword: string): SQL | null {
  const document = documentMatches(artworkSearch, keyword);
  if (!document) return null;
  return sql`exists (select 1 from ${artworkSearch} where ${artworkSearch.artworkId} = ${artworks.id} and ${document})`;
}

/** The artwork matches the keyword somewhere: by name (title, artist, gallery) or document. */
export function artworkMatchesKeyword(keyword: string): SQL {
  const named = artworkNamedByKeyword(keyword);
  const document = artworkDocumentHasKeyword(keyword);
  return document ? sql`(${named} or ${document})` : named;
}
