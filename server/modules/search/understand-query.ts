// Query understanding for the AI-assisted search (issue 7): what a visitor typed, in Korean,
// English or both, read into filters (hard: price, size, category, medium, nationality,
// availability, artist, gallery) and boosts (soft: style, subject, colour, mood, room), each
// with its span in the query as typed and a label in both languages. The words left over are
// keywords for full-text retrieval. Pure: the lexicon is data (search-lexicon.json), names of
// artists and galleries come in from the catalogue.
//
// The entry point: the query is normalised and put right (query-text.ts, query-spelling.ts),
// prices and sizes are read first (query-prices.ts, query-sizes.ts), then the names and the
// lexicon's terms (query-terms.ts, query-lexicon.ts); the words left over are the keywords.
import { agreeingExtras } from '@/rules/search-extras';
import { matchEnd, roomOf, stopWords, suffixes } from './query-lexicon';
import type {
  PieceValue,
  QuerySlot,
  UnderstandOptions,
  UnderstoodPiece,
  UnderstoodQuery,
} from './query-pieces';
import { findPrices } from './query-prices';
import { findSizes } from './query-sizes';
import { fixKeyboard, fixTypos } from './query-spelling';
import { candidateTerms, termIndex } from './query-terms';
import { HANGUL, mask, normalize } from './query-text';

function overlaps(taken: [number, number][], start: number, end: number): boolean {
  return taken.some(([s, e]) => start < e && s < end);
}

export function understandQuery(query: string, options: UnderstandOptions = {}): UnderstoodQuery {
  const typed = normalize(query);
  const text = fixTypos(fixKeyboard(typed));
  const corrected = text.chars !== typed.chars ? text.chars.trim() : undefined;
  let work = text.chars;
  const pieces: UnderstoodPiece[] = [];
  const taken: [number, number][] = [];

  const spanOf = (start: number, end: number): [number, number] => [
    text.from[start]![0],
    text.from[end - 1]![1],
  ];
  const take = (
    start: number,
    end: number,
    make: (span: [number, number], text: string) => UnderstoodPiece,
  ) => {
    const span = spanOf(start, end);
    pieces.push(make(span, query.slice(span[0], span[1])));
    taken.push([start, end]);
    work = mask(work, start, end);
  };

  for (const { start, end, piece } of [
    ...findSizes(work),
    ...findPrices(work, options.currency ?? 'krw'),
    // At one start, the longer reading wins ('less than 50 cm wide' over 'less than 50 cm').
  ].sort((a, b) => a.start - b.start || b.end - a.end)) {
    if (overlaps(taken, start, end)) continue;
    take(start, end, (span, typedText) => ({ ...piece, span, text: typedText }));
  }

  for (const term of candidateTerms(termIndex(options.artists, options.galleries), work)) {
    let from = work.indexOf(term.term);
    while (from >= 0) {
      const end = matchEnd(work, from, term.term, term.korean);
      if (end >= 0) {
        take(from, from + term.term.length, term.piece);
        work = mask(work, from, end);
      }
      from = work.indexOf(term.term, from + 1);
    }
  }

  const unique = oneRoomPerPhrase(
    query,
    pieces
      .sort((a, b) => a.span[0] - b.span[0])
      .filter(
        (piece, i, all) =>
          all.findIndex(
            (other) => other.slot === piece.slot && sameValue(other.value, piece.value),
          ) === i,
      ),
  );
  // What the rooms imply, where it agrees with what was said (rules §4.55).
  const stated = unique
    .filter((piece) => piece.kind === 'boost' && typeof piece.value === 'string')
    .map((piece) => `${piece.slot}:${piece.value as string}`);
  const implied = unique
    .filter((piece) => piece.slot === 'room')
    .flatMap((piece) => roomOf(piece.value as string)?.boosts ?? [])
    .map(([slot, value]) => `${slot}:${value}`);
  const impliedBoosts = agreeingExtras(stated, implied).map((tag) => {
    const at = tag.indexOf(':');
    return { slot: tag.slice(0, at) as QuerySlot, value: tag.slice(at + 1) };
  });
  return {
    query,
    pieces: unique,
    impliedBoosts,
    keywords: keywordsOf(work),
    ...(corrected ? { corrected } : {}),
  };
}

/**
 * A room word names one room (rules §4.56): room words standing next to each other are one
 * place, the last word's ('office lobby' is a lobby, '사무실 로비' too; 'office kitchen' a
 * kitchen), read as one piece over all of them.
 */
function oneRoomPerPhrase(query: string, pieces: UnderstoodPiece[]): UnderstoodPiece[] {
  const merged: UnderstoodPiece[] = [];
  for (const piece of pieces) {
    const before = merged.at(-1);
    if (
      before?.slot === 'room' &&
      piece.slot === 'room' &&
      /^\s*$/.test(query.slice(before.span[1], piece.span[0]))
    ) {
      const span: [number, number] = [before.span[0], piece.span[1]];
      merged[merged.length - 1] = { ...piece, span, text: query.slice(span[0], span[1]) };
    } else merged.push(piece);
  }
  return merged;
}

function sameValue(a: PieceValue, b: PieceValue): boolean {
  return typeof a === 'string' || typeof b === 'string'
    ? a === b
    : JSON.stringify(a) === JSON.stringify(b);
}

function keywordsOf(rest: string): string[] {
  return rest
    .split(/[^a-z0-9\uac00-\ud7a3]+/)
    .filter((word) => !stopWords.has(word))
    .map((word) => {
      if (!HANGUL.test(word)) return word;
      // '고양이를' → '고양이': the longest particle that leaves a word of two syllables or more.
      const suffix = suffixes.find((s) => word.endsWith(s) && word.length - s.length >= 2);
      return suffix ? word.slice(0, -suffix.length) : word;
    })
    .filter((word) => (word.length >= 2 || HANGUL.test(word)) && !stopWords.has(word));
}
