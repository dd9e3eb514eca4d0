// Putting a query right before it is read: Hangul typed on an English keyboard ('cntkdghk' →
// '추상화', only when it gives a Korean word of the lexicon) and misspelt English words of the
// lexicon ('landscpe' → 'landscape', by edit distance with transpositions).
import { convertQwertyToHangul } from 'es-hangul';
import { englishWords, lexiconTerms, onlySuffixes } from './query-lexicon';
import { HANGUL, replaceRange, type Text } from './query-text';

// Hangul typed on an English keyboard ('cntkdghk' → '추상화')

function knownKorean(hangul: string): boolean {
  return lexiconTerms.some(
    ({ term, korean }) =>
      korean && hangul.startsWith(term) && onlySuffixes(hangul.slice(term.length)),
  );
}

export function fixKeyboard(text: Text): Text {
  let fixed = text;
  const tokens = [...text.chars.matchAll(/[a-z]{2,}/g)].reverse();
  for (const token of tokens) {
    const word = token[0];
    if (englishWords.has(word) || englishWords.has(word.replace(/e?s$/, ''))) continue;
    let hangul: string;
    try {
      hangul = convertQwertyToHangul(word);
    } catch {
      continue;
    }
    if (hangul !== word && HANGUL.test(hangul) && !/[a-z]/.test(hangul) && knownKorean(hangul)) {
      fixed = replaceRange(fixed, token.index, token.index + word.length, hangul);
    }
  }
  return fixed;
}

/** Edit distance with transpositions (abstarct → abstract is one), stopping past `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows = [...Array(a.length + 1)].map((_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j += 1) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/** English words of the lexicon that may stand for a misspelling (long enough to be sure). */
const correctable = [...englishWords].filter((word) => word.length >= 5);

/** 'landscpe' → 'landscape': one slip in a word of five letters or more, two from nine. */
export function fixTypos(text: Text): Text {
  let fixed = text;
  for (const token of [...text.chars.matchAll(/[a-z]{5,}/g)].reverse()) {
    const word = token[0];
    if (englishWords.has(word) || englishWords.has(word.replace(/e?s$/, ''))) continue;
    const limit = word.length >= 9 ? 2 : 1;
    let best: { word: string; distance: number } | undefined;
    for (const candidate of correctable) {
      const distance = editDistance(word, candidate, limit);
      if (distance <= limit && (!best || distance < best.distance))
        best = { word: candidate, distance };
    }
    if (best) fixed = replaceRange(fixed, token.index, token.index + word.length, best.word);
  }
  return fixed;
}
