// Evaluation of the AI search (issue 7), part one: how well the query parser reads the labelled
// queries of bench/search-eval/queries.tsv (40 Korean, 40 English, 20 mixed, 20 hard). Prints
// slot precision, recall and F1 per set and overall, and every query it got wrong.
//
//   npx tsx bench/search-eval.ts [--verbose]
import fs from 'node:fs';
import path from 'node:path';
import { understandQuery, type UnderstoodPiece } from '../server/modules/search/understand-query';

interface Labelled {
  set: string;
  query: string;
  slots: string[];
}

const file = path.join(import.meta.dirname, 'search-eval', 'queries.tsv');
const labelled: Labelled[] = fs
  .readFileSync(file, 'utf8')
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) => {
    const [set, query, ...slots] = line.split('\t');
    return { set: set!, query: query!, slots };
  });

const num = (n: number | undefined) => (n === undefined ? '' : String(Math.round(n * 10) / 10));

/** A piece as the labels write it: slot=value. */
export function slotOf(piece: UnderstoodPiece): string {
  const { slot, value } = piece;
  if (typeof value === 'string') return `${slot}=${value}`;
  if ('currency' in value) return `${slot}=${value.currency}:${num(value.min)}-${num(value.max)}`;
  if (value.kind === 'dimensions') return `${slot}=dims:${value.dims.map(num).join('x')}`;
  if (value.kind === 'class') return `${slot}=class:${value.value}`;
  return `${slot}=longest:${num(value.minCm)}-${num(value.maxCm)}`;
}

interface Tally {
  found: number;
  expected: number;
  right: number;
}

const tallies = new Map<string, Tally>();
const wrong: string[] = [];
for (const { set, query, slots } of labelled) {
  const got = understandQuery(query, { currency: 'usd' }).pieces.map(slotOf);
  const right = got.filter((slot) => slots.includes(slot)).length;
  for (const key of [set, 'all']) {
    const tally = tallies.get(key) ?? { found: 0, expected: 0, right: 0 };
    tally.found += got.length;
    tally.expected += slots.length;
    tally.right += right;
    tallies.set(key, tally);
  }
  if (right !== got.length || right !== slots.length) {
    const missed = slots.filter((slot) => !got.includes(slot));
    const extra = got.filter((slot) => !slots.includes(slot));
    wrong.push(
      `  [${set}] ${query}\n      missed ${missed.join(' ') || '-'}; extra ${extra.join(' ') || '-'}`,
    );
  }
}

const f1 = ({ found, expected, right }: Tally) => {
  const precision = found ? right / found : 1;
  const recall = expected ? right / expected : 1;
  return {
    precision,
    recall,
    f1: precision + recall ? (2 * precision * recall) / (precision + recall) : 0,
  };
};

console.log(`search evaluation: ${labelled.length} labelled queries`);
console.table(
  [...tallies].map(([set, tally]) => {
    const { precision, recall, f1: score } = f1(tally);
    return {
      set,
      queries: set === 'all' ? labelled.length : labelled.filter((l) => l.set === set).length,
      precision: precision.toFixed(3),
      recall: recall.toFixed(3),
      'slot F1': score.toFixed(3),
    };
  }),
);
const overall = f1(tallies.get('all')!).f1;
console.log(
  `parser slot F1 ${overall.toFixed(3)} (target >= 0.9: ${overall >= 0.9 ? 'MET' : 'NOT MET'})`,
);
if (wrong.length) {
  console.log(`\n${wrong.length} queries read differently from their labels:`);
  console.log(
    process.argv.includes('--verbose') ? wrong.join('\n') : wrong.slice(0, 15).join('\n'),
  );
}
