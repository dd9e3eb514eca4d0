// What an artwork looks like to the search (issue 7, ADR 0026): its tags (curated, read from its
// title and medium through the lexicon, and its picture's colour families), the text of its
// English document by weight, the same text in Korean as Hangul bigrams, and its names for
// trigram matching. Pure; search-index.repository.ts stores it.
import { conceptLabel, lexiconTagsOf } from './query-lexicon';
import type { QuerySlot } from './query-pieces';

export interface SearchSource {
  titleEn: string;
  titleKo: string;
  descriptionEn: string;
  descriptionKo: string;
  mediumEn: string;
  mediumKo: string;
  artistNameEn: string;
  artistNameKo: string;
  institutionNameEn: string | null;
  institutionNameKo: string | null;
  curatedTags: readonly string[];
  colourFamilies: readonly string[];
}

/** Text by tsvector weight: A (title, artist), B (tags, medium, gallery), C (description). */
export interface WeightedText {
  a: string;
  b: string;
  c: string;
}

export interface SearchDocument {
  tags: string[];
  en: WeightedText;
  /** Hangul as bigrams, other words whole, by the same weights. */
  ko: WeightedText;
  names: string;
}

const HANGUL_RUN = /[\uac00-\ud7a3]+/g;

/**
 * Korean has no word parser in PostgreSQL: each run of Hangul becomes its overlapping pairs of
 * syllables ('추상화' → '추상 상화'), so a word inside a compound still matches; a single
 * syllable stays as it is. Latin words and numbers are kept whole, lower-cased.
 */
export function hangulBigrams(text: string): string[] {
  const out: string[] = [];
  for (const token of text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^0-9a-z\uac00-\ud7a3]+/)) {
    if (!token) continue;
    let last = 0;
    for (const match of token.matchAll(HANGUL_RUN)) {
      if (match.index > last) out.push(token.slice(last, match.index));
      const run = match[0];
      if (run.length === 1) out.push(run);
      for (let i = 0; i + 1 < run.length; i += 1) out.push(run.slice(i, i + 2));
      last = match.index + run.length;
    }
    if (last < token.length) out.push(token.slice(last));
  }
  return out;
}

function tagWords(tags: readonly string[], language: 'en' | 'ko'): string {
  return tags
    .map((tag) => {
      const [slot, value] = tag.split(':') as [QuerySlot, string];
      return conceptLabel(slot, value)?.[language] ?? (language === 'en' ? value : '');
    })
    .join(' ');
}

export function buildSearchDocument(source: SearchSource): SearchDocument {
  const tags = [
    ...new Set([
      ...source.curatedTags,
      ...lexiconTagsOf(`${source.titleEn} / ${source.mediumEn}`),
      ...lexiconTagsOf(`${source.titleKo} / ${source.mediumKo}`),
      ...source.colourFamilies.map((family) => `colour:${family}`),
    ]),
  ].sort();
  const bigrams = (text: string) => hangulBigrams(text).join(' ');
  return {
    tags,
    en: {
      a: `${source.titleEn} ${source.artistNameEn}`,
      b: `${tagWords(tags, 'en')} ${source.mediumEn} ${source.institutionNameEn ?? ''}`,
      c: source.descriptionEn,
    },
    ko: {
      a: bigrams(`${source.titleKo} ${source.artistNameKo}`),
      b: bigrams(`${tagWords(tags, 'ko')} ${source.mediumKo} ${source.institutionNameKo ?? ''}`),
      c: bigrams(source.descriptionKo),
    },
    names: [source.titleEn, source.titleKo, source.artistNameEn, source.artistNameKo].join(' / '),
  };
}
