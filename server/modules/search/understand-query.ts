// Query understanding for the AI-assisted search (issue 7): what a visitor typed, in Korean,
// English or both, read into filters (hard: price, size, category, medium, nationality,
// availability, artist, gallery) and boosts (soft: style, subject, colour, mood, room), each
// with its span in the query as typed and a label in both languages. The words left over are
// keywords for full-text retrieval. Pure: the lexicon is data (search-lexicon.json), names of
// artists and galleries come in from the catalogue.
import { convertQwertyToHangul } from 'es-hangul';
import type { CurrencyCode } from '@/schemas/money';
import { canvasSize, type CanvasShape } from './canvas-sizes';
import lexiconData from './search-lexicon.json';

export type QuerySlot =
  | 'price'
  | 'size'
  | 'category'
  | 'medium'
  | 'style'
  | 'subject'
  | 'colour'
  | 'mood'
  | 'room'
  | 'nationality'
  | 'availability'
  | 'artist'
  | 'gallery';

export interface Bilingual {
  en: string;
  ko: string;
}

/** A price range in major units of `currency` (3000 = $3,000; 3000000 = ₩3,000,000). */
export interface PriceRange {
  currency: CurrencyCode;
  min?: number;
  max?: number;
}

/**
 * A size: two dimensions in centimetres (either orientation), a class by average side, or a
 * bound on one side: the longest ('under 80cm'), or a named one ('taller than 80 cm': height,
 * '가로 1m 이하': width).
 */
export type SizeRange =
  | { kind: 'dimensions'; dims: [number, number]; tolerance: number }
  | { kind: 'class'; value: string; minAverage?: number; maxAverage?: number }
  | { kind: SideName; minCm?: number; maxCm?: number };

export type SideName = 'longest' | 'height' | 'width';

export type PieceValue = string | PriceRange | SizeRange;

export interface UnderstoodPiece {
  slot: QuerySlot;
  /** A filter narrows the results; a boost only lifts the works that match it. */
  kind: 'filter' | 'boost';
  value: PieceValue;
  /** [start, end) in the query as typed. */
  span: [number, number];
  /** The words of the query this piece was read from. */
  text: string;
  label: Bilingual;
}

export interface UnderstoodQuery {
  query: string;
  pieces: UnderstoodPiece[];
  /** Soft boosts a room implies (a bedroom lifts calm works), besides those typed. */
  impliedBoosts: { slot: QuerySlot; value: string }[];
  /** What is left for full-text retrieval, in order. */
  keywords: string[];
  /** The query with Hangul typed on an English keyboard or misspelt words put right. */
  corrected?: string;
}

export interface NamedEntity {
  id: string;
  /** Every way of writing the name (English, Korean, without spaces). */
  names: string[];
  label: Bilingual;
}

export interface UnderstandOptions {
  /** The visitor's currency: amounts written without one ('under 1k') are in it. */
  currency?: CurrencyCode;
  artists?: readonly NamedEntity[];
  galleries?: readonly NamedEntity[];
}

// ---------------------------------------------------------------------------------------------
// Text with a map back to the query as typed

interface Text {
  chars: string;
  /** For each character, where it came from in the query: [start, end). */
  from: [number, number][];
}

/** NFKC (full-width forms, ㎝), lower case, one kind of space; each character keeps its origin. */
function normalize(query: string): Text {
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

function replaceRange(text: Text, start: number, end: number, replacement: string): Text {
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

const HANGUL = /[\uac00-\ud7a3]/;
const LATIN_OR_DIGIT = /[a-z0-9]/;
const isHangul = (c: string | undefined) => c !== undefined && HANGUL.test(c);
const isWordChar = (c: string | undefined) =>
  c !== undefined && (LATIN_OR_DIGIT.test(c) || HANGUL.test(c));

// ---------------------------------------------------------------------------------------------
// The lexicon

interface Concept {
  slot: QuerySlot;
  value: string;
  kind: 'filter' | 'boost';
  label: Bilingual;
  en: string[];
  ko: string[];
}

interface Room {
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

interface Term {
  /** Normalized as the query is. */
  term: string;
  korean: boolean;
  piece: (span: [number, number], text: string) => UnderstoodPiece;
  room?: Room;
}

const norm = (word: string) => normalize(word).chars.trim();

function termsOf(words: { en: string[]; ko: string[] }, make: Term['piece'], room?: Room): Term[] {
  return [...words.en, ...words.ko].map((word) => ({
    term: norm(word),
    korean: HANGUL.test(word),
    piece: make,
    room,
  }));
}

const lexiconTerms: Term[] = [
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

const suffixes = [...lexicon.koreanSuffixes].sort((a, b) => b.length - a.length);
const stopWords = new Set([...lexicon.stopWords.en, ...lexicon.stopWords.ko].map(norm));
const englishWords = new Set(
  [
    ...lexicon.concepts.flatMap((c) => c.en),
    ...lexicon.rooms.flatMap((r) => r.en),
    ...lexicon.sizes.flatMap((s) => s.en),
    ...lexicon.stopWords.en,
  ].flatMap((word) => norm(word).split(/[^a-z]+/)),
);

/** True when `rest` is made only of Korean particles and suffixes (을, 에서, 용으로 ...). */
function onlySuffixes(rest: string): boolean {
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
function matchEnd(chars: string, start: number, term: string, korean: boolean): number {
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

// ---------------------------------------------------------------------------------------------
// Hangul typed on an English keyboard ('cntkdghk' → '추상화')

function knownKorean(hangul: string): boolean {
  return lexiconTerms.some(
    ({ term, korean }) =>
      korean && hangul.startsWith(term) && onlySuffixes(hangul.slice(term.length)),
  );
}

function fixKeyboard(text: Text): Text {
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
function fixTypos(text: Text): Text {
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

// ---------------------------------------------------------------------------------------------
// Prices

const CURRENCY_WORDS: [RegExp, CurrencyCode][] = [
  [/^(?:us\$|\$|usd|dollars?|달러|불)$/, 'usd'],
  [/^(?:₩|원|won|krw)$/, 'krw'],
  [/^(?:€|eur|euros?|유로)$/, 'eur'],
  [/^(?:฿|baht|thb|바트)$/, 'thb'],
];

function currencyOf(word: string | undefined): CurrencyCode | undefined {
  if (!word) return undefined;
  return CURRENCY_WORDS.find(([pattern]) => pattern.test(word))?.[1];
}

const MAGNITUDES: Record<string, number> = {
  십: 10,
  백: 100,
  천: 1_000,
  만: 10_000,
  십만: 100_000,
  백만: 1_000_000,
  천만: 10_000_000,
  억: 100_000_000,
  k: 1_000,
  thousand: 1_000,
  m: 1_000_000,
  mil: 1_000_000,
  million: 1_000_000,
  bn: 1_000_000_000,
  billion: 1_000_000_000,
};
const KOREAN_MAGNITUDE = /^(?:십|백|천|만|십만|백만|천만|억)$/;

const AMOUNT =
  /(?:(us\$|\$|₩|€|฿|usd|krw|eur|thb) ?)?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?) ?(천만|백만|십만|만|억|천|백|thousand|million|billion|mil|bn|k|m)?(?![a-z])(?: ?(천만|백만|십만|만))? ?(원|won\b|krw\b|usd\b|dollars?\b|달러|불|eur\b|euros?\b|유로|baht\b|thb\b|바트|€|\$)?/g;

interface Amount {
  start: number;
  end: number;
  value: number;
  currency?: CurrencyCode;
  /** Written with a magnitude (만, 억, k, million): a price even without a currency. */
  magnitude: boolean;
  korean: boolean;
  /** The magnitude as written, last part first ('5백만' → 백만). */
  unit?: string;
}

function findAmounts(chars: string): Amount[] {
  const amounts: Amount[] = [];
  for (const match of chars.matchAll(AMOUNT)) {
    const [text, pre, digits, unit, unit2, post] = match;
    // Not inside a word, but after another part of a Korean amount ('1천5백만원') is fine.
    const previous = chars[match.index - 1];
    if (isWordChar(previous) && !pre && !/[십백천만억]/.test(previous!)) continue;
    let value = Number(digits!.replace(/,/g, ''));
    if (unit) value *= MAGNITUDES[unit]!;
    if (unit2) value *= MAGNITUDES[unit2]!;
    const currency = currencyOf(pre) ?? currencyOf(post);
    // A bare 'm' is metres unless money is said.
    if (unit === 'm' && !currency) continue;
    const end = match.index + text.replace(/ +$/, '').length;
    amounts.push({
      start: match.index,
      end,
      value,
      currency,
      magnitude: Boolean(unit || unit2),
      korean: KOREAN_MAGNITUDE.test(unit ?? '') || KOREAN_MAGNITUDE.test(unit2 ?? ''),
      unit: unit2 ?? unit,
    });
  }
  // '1억 5천만원': the parts of one amount; '1천5백만원': a small part sharing the next one's 만
  // or 억 (1천 + 5백, in 만).
  for (let i = amounts.length - 2; i >= 0; i -= 1) {
    const [a, b] = [amounts[i]!, amounts[i + 1]!];
    if (!a.korean || !b.korean || a.currency || !/^ ?$/.test(chars.slice(a.end, b.start))) {
      continue;
    }
    const shared = /^[십백천]$/.test(a.unit ?? '') ? /(만|억)$/.exec(b.unit ?? '')?.[1] : undefined;
    if (a.value > b.value) {
      amounts.splice(i, 2, { ...b, start: a.start, value: a.value + b.value });
    } else if (shared) {
      amounts.splice(i, 2, {
        ...b,
        start: a.start,
        value: a.value * MAGNITUDES[shared]! + b.value,
      });
    }
  }
  return amounts;
}

const BEFORE_MAX =
  /(?:under|below|less than|cheaper than|up to|no more than|not more than|at most|max(?:imum)?|within|budget(?: of| is)?|최대) ?$/;
const BEFORE_MIN =
  /(?:over|above|more than|at least|min(?:imum)?|starting (?:at|from)|from|최소) ?$/;
const BEFORE_ABOUT =
  /(?:around|about|approximately|approx\.?|roughly|circa|close to|in the region of|ballpark|약|대략|~) ?$/;
const BEFORE_RANGE = /between ?$/;
const AFTER_MAX =
  /^ ?(?:이하|미만|까지|이내|안쪽|안으로|아래|내(?!외)|미만으로|이하로|or less|or under|or below|and under|and below|max\b)/;
const AFTER_MIN =
  /^ ?(?:이상|초과|넘는|넘게|넘어|부터|보다 비싼|or more|or over|or above|and up|and above|\+)/;
const AFTER_ABOUT =
  /^ ?(?:정도|쯤|내외|전후|안팎|선|가량|짜리|or so\b|give or take\b|-?ish\b|more or less\b)/;
const AFTER_BAND = /^ ?대/;
const RANGE_JOIN = /^ ?(?:~|-|–|—|to|and|에서|부터|or) ?$/;
const PRICE_WORD = /(?:price|priced|budget|cost|costs|가격|예산|가격대) ?$/;

/** 'around $3,000', '300만원 정도': the band ±20 % about the amount (ADR 0054). */
export const PRICE_ABOUT = 0.2;

/** 3,000,000 → the band 3,000,000–3,999,999 ('300만원대'). */
function band(value: number): [number, number] {
  const step = 10 ** Math.floor(Math.log10(value));
  return [value, value + step - 1];
}

interface Found {
  start: number;
  end: number;
  piece: Omit<UnderstoodPiece, 'span' | 'text'>;
}

function findPrices(chars: string, currency: CurrencyCode): Found[] {
  const amounts = findAmounts(chars);
  const found: Found[] = [];
  for (let i = 0; i < amounts.length; i += 1) {
    let first = amounts[i]!;
    let last = first;
    const next = amounts[i + 1];
    if (next && RANGE_JOIN.test(chars.slice(first.end, next.start))) {
      // '100~200만원': the first takes the second's magnitude and currency.
      if (!first.magnitude && !first.currency && next.magnitude) {
        const scale =
          next.value /
          Number(
            chars
              .slice(next.start, next.end)
              .match(/\d[\d,.]*/)![0]
              .replace(/,/g, ''),
          );
        first = { ...first, value: first.value * scale, magnitude: true, korean: next.korean };
      }
      last = next;
    }
    const before = chars.slice(0, first.start);
    const after = chars.slice(last.end);
    const money = first.currency ?? last.currency;
    const isRange = last !== first;
    const said =
      money !== undefined ||
      first.korean ||
      last.korean ||
      ((first.magnitude || last.magnitude || isRange) &&
        (BEFORE_MAX.test(before) ||
          BEFORE_MIN.test(before) ||
          PRICE_WORD.test(before) ||
          BEFORE_RANGE.test(before))) ||
      ((BEFORE_MAX.test(before) || PRICE_WORD.test(before)) &&
        first.value >= 50 &&
        !/^ ?(?:cm|mm|in|inch|호|x|×|by|센|인치|")/.test(after));
    if (!said) continue;
    if (isRange) i += 1;
    const code = money ?? (first.korean || last.korean ? 'krw' : currency);
    let start = first.start;
    let end = last.end;
    let range: PriceRange;
    const comparatorBefore = (pattern: RegExp) => {
      const match = pattern.exec(before);
      if (match) start = match.index;
      return Boolean(match);
    };
    const comparatorAfter = (pattern: RegExp) => {
      const match = pattern.exec(after);
      if (match) end = last.end + match[0].length;
      return Boolean(match);
    };
    if (isRange) {
      comparatorBefore(BEFORE_RANGE);
      comparatorAfter(/^ ?(?:사이|까지)/);
      range = { currency: code, min: first.value, max: last.value };
    } else if (comparatorBefore(BEFORE_MAX) || comparatorAfter(AFTER_MAX)) {
      range = { currency: code, max: first.value };
    } else if (comparatorBefore(BEFORE_MIN) || comparatorAfter(AFTER_MIN)) {
      range = { currency: code, min: first.value };
    } else if (comparatorAfter(AFTER_BAND)) {
      const [min, max] = band(first.value);
      range = { currency: code, min, max };
      const label = priceLabel(range);
      if (code === 'krw') label.ko = `${won(min).replace(/원$/, '')}원대`;
      found.push({ start, end, piece: { slot: 'price', kind: 'filter', value: range, label } });
      continue;
    } else {
      // An amount said without a comparator, or with 'around' or '정도', is a band about it.
      comparatorBefore(BEFORE_ABOUT);
      comparatorAfter(AFTER_ABOUT);
      range = {
        currency: code,
        min: Math.round(first.value * (1 - PRICE_ABOUT)),
        max: Math.round(first.value * (1 + PRICE_ABOUT)),
      };
      found.push({
        start,
        end,
        piece: {
          slot: 'price',
          kind: 'filter',
          value: range,
          label: aboutLabel(first.value, range),
        },
      });
      continue;
    }
    found.push({
      start,
      end,
      piece: { slot: 'price', kind: 'filter', value: range, label: priceLabel(range) },
    });
  }
  return found;
}

const SYMBOLS: Record<CurrencyCode, string> = { eur: '€', krw: '₩', thb: '฿', usd: '$' };

function money(value: number, currency: CurrencyCode): string {
  const digits = currency === 'krw' ? 0 : Number.isInteger(value) ? 0 : 2;
  return `${SYMBOLS[currency]}${value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;
}

/** Korean won the Korean way: 300만원, 1억 5,000만원. */
function won(value: number): string {
  const eok = Math.floor(value / 100_000_000);
  const man = Math.floor((value % 100_000_000) / 10_000);
  const rest = value % 10_000;
  if (rest !== 0 || (eok === 0 && man === 0)) return `${value.toLocaleString('en-US')}원`;
  const parts = [eok ? `${eok}억` : '', man ? `${man.toLocaleString('en-US')}만` : ''];
  return `${parts.filter(Boolean).join(' ')}원`;
}

/** How far a budget is widened when nothing is found within it (ADR 0054): ×1.5 up, ÷1.5 down. */
export const PRICE_WIDENING = 1.5;

/** A price piece with its range widened, labelled anew ('Under $100' → 'Under $150'). */
export function widenedPrice(piece: UnderstoodPiece): UnderstoodPiece | undefined {
  const { value } = piece;
  if (piece.slot !== 'price' || typeof value !== 'object' || !('currency' in value)) {
    return undefined;
  }
  const range: PriceRange = {
    currency: value.currency,
    ...(value.min !== undefined ? { min: Math.floor(value.min / PRICE_WIDENING) } : {}),
    ...(value.max !== undefined ? { max: Math.ceil(value.max * PRICE_WIDENING) } : {}),
  };
  return { ...piece, value: range, label: priceLabel(range) };
}

/** 'About $3,000 ($2,400–$3,600)' / '약 300만원 (240만원 ~ 360만원)'. */
function aboutLabel(amount: number, range: PriceRange): Bilingual {
  const band = priceLabel(range);
  const ko = range.currency === 'krw' ? won(amount) : money(amount, range.currency);
  return {
    en: `About ${money(amount, range.currency)} (${band.en})`,
    ko: `약 ${ko} (${band.ko})`,
  };
}

function priceLabel({ currency, min, max }: PriceRange): Bilingual {
  const en = (v: number) => money(v, currency);
  const ko = (v: number) => (currency === 'krw' ? won(v) : money(v, currency));
  if (min !== undefined && max !== undefined) {
    return { en: `${en(min)}–${en(max)}`, ko: `${ko(min)} ~ ${ko(max)}` };
  }
  if (max !== undefined) return { en: `Under ${en(max)}`, ko: `${ko(max)} 이하` };
  return { en: `Over ${en(min!)}`, ko: `${ko(min!)} 이상` };
}

// ---------------------------------------------------------------------------------------------
// Sizes

// Longer spellings first: a unit is read whole ('metres' is no 'm' followed by 'etres').
const UNITS =
  'centimet(?:er|re)s?|millimet(?:er|re)s?|met(?:er|re)s?|cm|mm|m|inches|inch|in|feet|foot|ft|"|센티미터|센티|센치|미터|인치';
const UNIT = `(${UNITS})`;
const DIMENSIONS = new RegExp(
  `(\\d+(?:\\.\\d+)?) ?${UNIT}? ?(?:x|×|\\*|by|곱하기) ?(\\d+(?:\\.\\d+)?) ?${UNIT}?`,
  'g',
);
const CANVAS =
  /(?:([fpm]) ?(\d{1,3})(?: ?호)?|(\d{1,3}) ?호|(\d{1,3}) ?ho\b)(?: ?(?:캔버스|사이즈|크기|짜리))?/g;

function toCm(value: number, unit: string | undefined): number {
  const u = unit ?? 'cm';
  const factor = /^(?:mm|millimet)/.test(u)
    ? 0.1
    : /^(?:m|met|미터)/.test(u)
      ? 100
      : /^(?:in|"|인치)/.test(u)
        ? 2.54
        : /^(?:ft|feet|foot)$/.test(u)
          ? 30.48
          : 1;
  return Math.round(value * factor * 10) / 10;
}

const cmText = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(1)}`;

// One side with a comparator: the longest ('under 80cm', comparator first in English; '1m 이상',
// last in Korean), or a named one, height or width ('taller than 80 cm', '50 cm wide',
// 'height over 1.5 m', '세로 50cm 이상', '가로 1미터 이하'). A named side without a comparator
// ('80 cm tall', '가로 50cm') is about it, ±10 % as two dimensions are.
const NUMBER_UNIT = `(?<value>\\d+(?:\\.\\d+)?) ?(?<unit>${UNITS})(?![a-z])`;
const EN_COMPARATOR =
  'under|below|less than|smaller than|up to|at most|no more than|not more than|max(?:imum)?|over|above|more than|bigger than|larger than|greater than|at least|min(?:imum)?';
const KO_COMPARATOR = '이하|미만|이내|아래|까지|보다 작은|이상|초과|넘는|넘게|넘어|보다 큰';
const SIDES = [
  new RegExp(`(?<comparator>${EN_COMPARATOR}) ?${NUMBER_UNIT}`, 'g'),
  new RegExp(`${NUMBER_UNIT} ?(?<comparator>${KO_COMPARATOR})`, 'g'),
];
const NAMED_SIDES = [
  // 'taller than 80 cm', 'no wider than 1 m'
  new RegExp(
    `(?:(?<negation>no|not) )?(?<adjective>taller|higher|shorter|wider|broader|narrower) than ?${NUMBER_UNIT}`,
    'g',
  ),
  // 'less than 50 cm wide', '80 cm tall', 'at least 1 m in height'
  new RegExp(
    `(?:(?<comparator>${EN_COMPARATOR}) ?)?${NUMBER_UNIT} (?:(?<adjective>tall|high|wide|across)|in (?<noun>height|width))(?![a-z])`,
    'g',
  ),
  // 'height over 1.5 m', 'width: under 40 cm', 'max width 80cm'
  new RegExp(
    `(?:(?<before>max(?:imum)?|min(?:imum)?) )?(?<noun>height|width)(?: of| is| ?:)? ?(?:(?<comparator>${EN_COMPARATOR}) ?)?${NUMBER_UNIT}`,
    'g',
  ),
  // '세로 50cm 이상', '가로가 1미터 이하인', '높이 최대 1m'
  new RegExp(
    `(?<korean>세로|높이|가로|폭|너비)(?:가|이|는|은|의)? ?(?:(?<before>최대|최소) ?)?${NUMBER_UNIT}(?: ?(?<comparator>${KO_COMPARATOR}|정도|쯤|내외|안팎|가량))?`,
    'g',
  ),
];
const SIDE_MAX =
  /^(?:under|below|less than|smaller than|up to|at most|no more than|not more than|max|maximum|이하|미만|이내|아래|까지|보다 작은|최대|shorter|narrower)$/;
const SIDE_MIN =
  /^(?:over|above|more than|bigger than|larger than|greater than|at least|min|minimum|이상|초과|넘는|넘게|넘어|보다 큰|최소|taller|higher|wider|broader)$/;
const HEIGHT_WORD = /^(?:taller|higher|shorter|tall|high|height|세로|높이)$/;
/** An amount of money, not a length: '1.5m won'. */
const MONEY_AFTER = /^ ?(?:won|원|krw|dollars?|usd|달러|불|eur|euros?|유로|baht|thb|바트)(?![a-z])/;

const SIDE_LABELS: Record<SideName, Bilingual> = {
  longest: { en: 'on the longest side', ko: '긴 변' },
  height: { en: 'Height', ko: '세로' },
  width: { en: 'Width', ko: '가로' },
};

function sidePiece(side: SideName, cm: number, bound: 'min' | 'max' | 'about'): Found['piece'] {
  const range: SizeRange =
    bound === 'max'
      ? { kind: side, maxCm: cm }
      : bound === 'min'
        ? { kind: side, minCm: cm }
        : {
            kind: side,
            minCm: Math.round(cm * 0.9 * 10) / 10,
            maxCm: Math.round(cm * 1.1 * 10) / 10,
          };
  const en = `${cmText(cm)} cm`;
  const ko = `${cmText(cm)}cm`;
  const name = SIDE_LABELS[side];
  const label: Bilingual =
    side === 'longest'
      ? bound === 'max'
        ? { en: `Up to ${en} ${name.en}`, ko: `${name.ko} ${ko} 이하` }
        : { en: `At least ${en} ${name.en}`, ko: `${name.ko} ${ko} 이상` }
      : bound === 'max'
        ? { en: `${name.en} up to ${en}`, ko: `${name.ko} ${ko} 이하` }
        : bound === 'min'
          ? { en: `${name.en} at least ${en}`, ko: `${name.ko} ${ko} 이상` }
          : { en: `${name.en} about ${en}`, ko: `${name.ko} 약 ${ko}` };
  return { slot: 'size', kind: 'filter', value: range, label };
}

function findSizes(chars: string): Found[] {
  const found: Found[] = [];
  for (const pattern of NAMED_SIDES) {
    for (const match of chars.matchAll(pattern)) {
      if (isWordChar(chars[match.index - 1])) continue;
      const end = match.index + match[0].trimEnd().length;
      if (MONEY_AFTER.test(chars.slice(end))) continue;
      const g = match.groups!;
      const word = g.adjective ?? g.noun ?? g.korean!;
      const side: SideName = HEIGHT_WORD.test(word) ? 'height' : 'width';
      const said = g.comparator ?? g.before ?? (g.noun || g.korean ? undefined : g.adjective);
      let bound: 'min' | 'max' | 'about' =
        said && SIDE_MAX.test(said) ? 'max' : said && SIDE_MIN.test(said) ? 'min' : 'about';
      // 'no taller than': the comparator turned round.
      if (g.negation && bound !== 'about') bound = bound === 'max' ? 'min' : 'max';
      found.push({
        start: match.index,
        end,
        piece: sidePiece(side, toCm(Number(g.value), g.unit), bound),
      });
    }
  }
  for (const pattern of SIDES) {
    for (const match of chars.matchAll(pattern)) {
      if (isWordChar(chars[match.index - 1])) continue;
      const end = match.index + match[0].length;
      if (MONEY_AFTER.test(chars.slice(end))) continue;
      const { value, unit, comparator } = match.groups!;
      found.push({
        start: match.index,
        end,
        piece: sidePiece(
          'longest',
          toCm(Number(value), unit),
          SIDE_MAX.test(comparator!) ? 'max' : 'min',
        ),
      });
    }
  }
  for (const match of chars.matchAll(DIMENSIONS)) {
    if (isWordChar(chars[match.index - 1])) continue;
    const [text, a, unitA, b, unitB] = match;
    const unit = unitB ?? unitA;
    const dims: [number, number] = [toCm(Number(a), unitA ?? unit), toCm(Number(b), unit)];
    const size = `${cmText(dims[0])} × ${cmText(dims[1])} cm`;
    found.push({
      start: match.index,
      end: match.index + text.trimEnd().length,
      piece: {
        slot: 'size',
        kind: 'filter',
        value: { kind: 'dimensions', dims, tolerance: 0.1 },
        label: { en: `About ${size}`, ko: `약 ${size.replace(' cm', 'cm')}` },
      },
    });
  }
  for (const match of chars.matchAll(CANVAS)) {
    if (isWordChar(chars[match.index - 1])) continue;
    const [text, letter, letterNumber, hoNumber, hoLatin] = match;
    const shape = (letter?.toUpperCase() ?? 'F') as CanvasShape;
    const number = Number(letterNumber ?? hoNumber ?? hoLatin);
    const dims = canvasSize(number, shape);
    if (!dims) continue;
    const name = shape === 'F' ? `${number}` : `${shape}${number}`;
    const size = `${cmText(dims[0])} × ${cmText(dims[1])} cm`;
    found.push({
      start: match.index,
      end: match.index + text.trimEnd().length,
      piece: {
        slot: 'size',
        kind: 'filter',
        value: { kind: 'dimensions', dims, tolerance: 0.05 },
        label: {
          en: `${name}-ho canvas (${size})`,
          ko: `${name}호 (${size.replace(' cm', 'cm')})`,
        },
      },
    });
  }
  return found;
}

// ---------------------------------------------------------------------------------------------
// Putting it together

function mask(chars: string, start: number, end: number): string {
  return chars.slice(0, start) + ' '.repeat(end - start) + chars.slice(end);
}

function overlaps(taken: [number, number][], start: number, end: number): boolean {
  return taken.some(([s, e]) => start < e && s < end);
}

function nameTerms(
  entities: readonly NamedEntity[] | undefined,
  slot: 'artist' | 'gallery',
): Term[] {
  return (entities ?? []).flatMap((entity) =>
    entity.names
      .map(norm)
      .filter((name) => name.length >= 2)
      .map((term) => ({
        term,
        korean: HANGUL.test(term),
        piece: (span: [number, number], text: string): UnderstoodPiece => ({
          slot,
          kind: 'filter',
          value: entity.id,
          span,
          text,
          label: entity.label,
        }),
      })),
  );
}

/**
 * Every term a query is read for, in the order they are tried (the names longest first, then the
 * lexicon), with each term's place in that order filed under its first two characters: a query
 * is checked only against the terms that start with a pair of characters it contains, not
 * against thousands of names one by one.
 */
interface TermIndex {
  byStart: Map<string, { order: number; term: Term }[]>;
}

const startOf = (term: string) => term.slice(0, 2);

function indexTerms(terms: readonly Term[]): TermIndex {
  const byStart = new Map<string, { order: number; term: Term }[]>();
  terms.forEach((term, order) => {
    const key = startOf(term.term);
    let bucket = byStart.get(key);
    if (!bucket) byStart.set(key, (bucket = []));
    bucket.push({ order, term });
  });
  return { byStart };
}

/** The terms that may occur in `chars`, in the order they are tried. */
function candidateTerms(index: TermIndex, chars: string): Term[] {
  const found: { order: number; term: Term }[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < chars.length; i += 1) {
    for (const key of [chars[i]!, chars.slice(i, i + 2)]) {
      if (seen.has(key)) continue;
      seen.add(key);
      const bucket = index.byStart.get(key);
      if (bucket) found.push(...bucket);
    }
  }
  return found.sort((a, b) => a.order - b.order).map((entry) => entry.term);
}

// Made once per list of names (the caller keeps its lists for a while: thousands of names would
// otherwise be normalised and sorted on every query).
const noNames: readonly NamedEntity[] = [];
const termIndexCache = new WeakMap<
  readonly NamedEntity[],
  WeakMap<readonly NamedEntity[], TermIndex>
>();

function termIndex(
  artists: readonly NamedEntity[] = noNames,
  galleries: readonly NamedEntity[] = noNames,
): TermIndex {
  let byGalleries = termIndexCache.get(artists);
  if (!byGalleries) termIndexCache.set(artists, (byGalleries = new WeakMap()));
  let index = byGalleries.get(galleries);
  if (!index) {
    const names = [...nameTerms(artists, 'artist'), ...nameTerms(galleries, 'gallery')].sort(
      (a, b) => b.term.length - a.term.length,
    );
    index = indexTerms([...names, ...lexiconTerms]);
    byGalleries.set(galleries, index);
  }
  return index;
}

export function understandQuery(query: string, options: UnderstandOptions = {}): UnderstoodQuery {
  const typed = normalize(query);
  const text = fixTypos(fixKeyboard(typed));
  const corrected = text.chars !== typed.chars ? text.chars.trim() : undefined;
  let work = text.chars;
  const pieces: UnderstoodPiece[] = [];
  const taken: [number, number][] = [];
  const rooms: Room[] = [];

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
        if (term.room) rooms.push(term.room);
      }
      from = work.indexOf(term.term, from + 1);
    }
  }

  const unique = pieces
    .sort((a, b) => a.span[0] - b.span[0])
    .filter(
      (piece, i, all) =>
        all.findIndex(
          (other) => other.slot === piece.slot && sameValue(other.value, piece.value),
        ) === i,
    );
  const impliedBoosts = rooms
    .flatMap((room) => room.boosts.map(([slot, value]) => ({ slot: slot as QuerySlot, value })))
    .filter(
      (boost, i, all) =>
        !unique.some((piece) => piece.slot === boost.slot && piece.value === boost.value) &&
        all.findIndex((other) => other.slot === boost.slot && other.value === boost.value) === i,
    );
  return {
    query,
    pieces: unique,
    impliedBoosts,
    keywords: keywordsOf(work),
    ...(corrected ? { corrected } : {}),
  };
}

function sameValue(a: PieceValue, b: PieceValue): boolean {
  return typeof a === 'string' || typeof b === 'string'
    ? a === b
    : JSON.stringify(a) === JSON.stringify(b);
}

function keywordsOf(rest: string): string[] {
  return rest
    .split(/[^a-z0-9\uac00-\ud7a3]+/)
    .map((word) => {
      if (!HANGUL.test(word)) return word;
      // '고양이를' → '고양이': the longest particle that leaves a word of two syllables or more.
      const suffix = suffixes.find((s) => word.endsWith(s) && word.length - s.length >= 2);
      return suffix ? word.slice(0, -suffix.length) : word;
    })
    .filter((word) => (word.length >= 2 || HANGUL.test(word)) && !stopWords.has(word));
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

/** The label of a lexicon concept ('style', 'abstract' → Abstract / 추상), if there is one. */
export function conceptLabel(slot: QuerySlot, value: string): Bilingual | undefined {
  return lexicon.concepts.find((c) => c.slot === slot && c.value === value)?.label;
}
