// The search lexicon (search-lexicon.json) as terms the query parser looks for: each concept,
// room and size class in every English and Korean spelling, normalised as the query is and
// tried longest first; the Korean particles and stop words; where a term stands as whole words
// (an English plural, Korean particles after it); and the lexicon's tags and labels for the
// search documents.
import type { Bilingual, QuerySlot, UnderstoodPiece } from './query-pieces';
import { HANGUL, isHangul, isWordChar, LATIN_OR_DIGIT, mask, normalize } from './query-text';
import lexiconData from './search-lexicon.json';

interface Concept {
  slot: QuerySlot;
  value: string;
  kind: 'filter' | 'boost';
  label: Bilingual;
  en: string[];
  ko: string[];
}

export interface Room {
  value: string;
  label: Bilingual;
  en: string[];
  ko: string[];
  boosts: [string, string][];
}

interface SizeClass {
  value: string;
  label: Bilingual;
  min?: number;
  max?: number;
  en: string[];
  ko: string[];
}

interface Lexicon {
  concepts: Concept[];
  rooms: Room[];
  sizes: SizeClass[];
  stopWords: { en: string[]; ko: string[] };
  koreanSuffixes: string[];
}

const lexicon = lexiconData as unknown as Lexicon;

export interface Term {
  /** Normalized as the query is. */
  term: string;
  korean: boolean;
  piece: (span: [number, number], text: string) => UnderstoodPiece;
  room?: Room;
}

export const norm = (word: string) => normalize(word).chars.trim();

function termsOf(words: { en: string[]; ko: string[] }, make: Term['piece'], room?: Room): Term[] {
  return [...words.en, ...words.ko].map((word) => ({
    term: norm(word),
    korean: HANGUL.test(word),
    piece: make,
    room,
  }));
}

export const lexiconTerms: Term[] = [
  ...lexicon.concepts.flatMap((concept) =>
    termsOf(concept, (span, text) => ({
      slot: concept.slot,
      kind: concept.kind,
      value: concept.value,
      span,
      text,
      label: concept.label,
    })),
  ),
  ...lexicon.rooms.flatMap((room) =>
    termsOf(
      room,
      (span, text) => ({
        slot: 'room',
        kind: 'boost',
        value: room.value,
        span,
        text,
        label: room.label,
      }),
      room,
    ),
  ),
  ...lexicon.sizes.flatMap((size) =>
    termsOf(size, (span, text) => ({
      slot: 'size',
      kind: 'filter',
      value: { kind: 'class', value: size.value, minAverage: size.min, maxAverage: size.max },
      span,
      text,
      label: size.label,
    })),
  ),
].sort((a, b) => b.term.length - a.term.length);

export const suffixes = [...lexicon.koreanSuffixes].sort((a, b) => b.length - a.length);
export const stopWords = new Set([...lexicon.stopWords.en, ...lexicon.stopWords.ko].map(norm));
export const englishWords = new Set(
  [
    ...lexicon.concepts.flatMap((c) => c.en),
    ...lexicon.rooms.flatMap((r) => r.en),
    ...lexicon.sizes.flatMap((s) => s.en),
    ...lexicon.stopWords.en,
  ].flatMap((word) => norm(word).split(/[^a-z]+/)),
);

/** True when `rest` is made only of Korean particles and suffixes (을, 에서, 용으로 ...). */
export function onlySuffixes(rest: string): boolean {
  if (rest === '') return true;
  return suffixes.some(
    (suffix) => rest.startsWith(suffix) && onlySuffixes(rest.slice(suffix.length)),
  );
}

/** The Hangul run from `at` up to the next non-Hangul character. */
function hangulRun(chars: string, at: number): string {
  let end = at;
  while (isHangul(chars[end])) end += 1;
  return chars.slice(at, end);
}

/**
 * Where `term` stands as words at `start`: the end of the match (with an English plural or the
 * Korean particles after it), or -1.
 */
export function matchEnd(chars: string, start: number, term: string, korean: boolean): number {
  if (isWordChar(chars[start - 1])) return -1;
  const end = start + term.length;
  if (korean) {
    const run = hangulRun(chars, end);
    if (!onlySuffixes(run) && !stopWords.has(run)) return -1;
    return LATIN_OR_DIGIT.test(chars[end + run.length] ?? ' ') ? -1 : end + run.length;
  }
  for (const plural of ['', 's', 'es']) {
    if (chars.startsWith(plural, end) && !isWordChar(chars[end + plural.length])) {
      return end + plural.length;
    }
  }
  return -1;
}

/**
 * The lexicon's concepts a text names (an artwork's title or medium: 'Oil on canvas' →
 * medium:oil, medium:canvas), as 'slot:value' tags; rooms and size words are left out.
 */
export function lexiconTagsOf(text: string): string[] {
  let work = normalize(text).chars;
  const tags = new Set<string>();
  for (const term of lexiconTerms) {
    if (term.room) continue;
    let from = work.indexOf(term.term);
    while (from >= 0) {
      const end = matchEnd(work, from, term.term, term.korean);
      if (end >= 0) {
        const piece = term.piece([0, 0], '');
        if (typeof piece.value === 'string') tags.add(`${piece.slot}:${piece.value}`);
        work = mask(work, from, end);
      }
      from = work.indexOf(term.term, from + 1);
    }
  }
  return [...tags];
}

/** The room of the lexicon with that value. */
export function roomOf(value: string): Room | undefined {
  return lexicon.rooms.find((room) => room.value === value);
}

/** Every room with its terms, normalised as the query is (a term belongs to one room). */
export const roomTerms: { room: string; term: string }[] = lexicon.rooms.flatMap((room) =>
  [...room.en, ...room.ko].map((word) => ({ room: room.value, term: norm(word) })),
);

/** The label of a lexicon concept ('style', 'abstract' → Abstract / 추상), if there is one. */
export function conceptLabel(slot: QuerySlot, value: string): Bilingual | undefined {
  return lexicon.concepts.find((c) => c.slot === slot && c.value === value)?.label;
}
