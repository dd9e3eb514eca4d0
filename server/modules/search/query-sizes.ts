// Sizes in a query: two dimensions in any unit ('60 x 90 cm', '24×36 inches'), a canvas
// number ('10호', 'P20'), the longest side with a comparator ('under 80cm', '1m 이상'), or a
// named side, height or width ('taller than 80 cm', '가로 1미터 이하'), each in centimetres with
// a label in both languages; a length followed by a currency is money, not a size.
import { canvasSize, type CanvasShape } from './canvas-sizes';
import type { Bilingual, Found, SideName, SizeRange } from './query-pieces';
import { isWordChar } from './query-text';

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

export function findSizes(chars: string): Found[] {
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
