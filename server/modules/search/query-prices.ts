// Prices in a query: amounts with their magnitudes and currencies ('300만원', '1억 5천만원',
// '$3k', '2 million won'), read with a comparator into a range ('under', '이하', 'between … and',
// '대' for a band, 'around' or none for ±20 %), labelled in both languages; and the widening of
// a price when nothing is found within it (ADR 0054).
import type { CurrencyCode } from '@/rules/money';
import type { Bilingual, Found, PriceRange, UnderstoodPiece } from './query-pieces';
import { isWordChar } from './query-text';

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

export function findPrices(chars: string, currency: CurrencyCode): Found[] {
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
