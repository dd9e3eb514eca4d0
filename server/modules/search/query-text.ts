// The query as the parser reads it: normalised (NFKC, lower case, one kind of space) with each
// character's origin in the query as typed, so a piece read from the normalised text still
// points at what the visitor wrote; the character classes (Hangul, word characters) the readers
// share, and the masking of what has been read.
export interface Text {
  chars: string;
  /** For each character, where it came from in the query: [start, end). */
  from: [number, number][];
}

/** NFKC (full-width forms, ㎝), lower case, one kind of space; each character keeps its origin. */
export function normalize(query: string): Text {
  let chars = '';
  const from: [number, number][] = [];
  let at = 0;
  for (const ch of query) {
    const normal = ch.normalize('NFKC').toLowerCase().replace(/\s/g, ' ');
    for (const c of normal) {
      chars += c;
      from.push([at, at + ch.length]);
    }
    at += ch.length;
  }
  return { chars, from };
}

export function replaceRange(text: Text, start: number, end: number, replacement: string): Text {
  const origin: [number, number] = [text.from[start]![0], text.from[end - 1]![1]];
  return {
    chars: text.chars.slice(0, start) + replacement + text.chars.slice(end),
    from: [
      ...text.from.slice(0, start),
      ...Array.from({ length: replacement.length }, () => origin),
      ...text.from.slice(end),
    ],
  };
}

export const HANGUL = /[\uac00-\ud7a3]/;
export const LATIN_OR_DIGIT = /[a-z0-9]/;
export const isHangul = (c: string | undefined) => c !== undefined && HANGUL.test(c);
export const isWordChar = (c: string | undefined) =>
  c !== undefined && (LATIN_OR_DIGIT.test(c) || HANGUL.test(c));

/** Blanks [start, end) of `chars`: read, so no other reader takes it. */
export function mask(chars: string, start: number, end: number): string {
  return chars.slice(0, start) + ' '.repeat(end - start) + chars.slice(end);
}
