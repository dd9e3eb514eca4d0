// Evaluation of the AI search (issue 7) on the labelled queries of bench/search-eval/queries.tsv
// (40 Korean, 40 English, 20 mixed, 20 hard; and issue 21's 65: amounts with abbreviations,
// approximate prices, one named dimension, availability with a medium): how well the query parser reads them (slot
// precision, recall and F1 per set, and every query it got wrong), then, on the fixed demo
// catalogue (bench/search-eval/fixture.ts), nDCG@10, recall@50 and the share of top-10 results
// breaking a hard constraint, for the AI search and a plain keyword baseline side by side
// (bench/search-eval/retrieval.ts), and the share of top-10 results not on sale for shopping
// queries (issue 21's rule: works on sale first unless the query asks for sold or coming ones).
// Issue 32's classes (mood+colour+room, room words, sold or on-sale intent, queries that found
// nothing) each print their slot F1, the extras given that their labels forbid (a room's implied
// preference contradicting what was said), their share of top-10 results not on sale, and the
// queries answered with nothing.
//
//   npx tsx bench/search-eval.ts [--verbose] [--parser-only] [--database-url postgres://…]
import type { UnderstoodPiece } from '../server/modules/search/query-pieces';
import { understandQuery } from '../server/modules/search/understand-query';
import { openEvaluationCatalogue } from './search-eval/fixture';
import { evaluateRetrieval } from './search-eval/retrieval';
import { readLabelledQueries, type LabelledQuery } from './search-eval/labelled-queries';

const labelled: LabelledQuery[] = readLabelledQueries();

const num = (n: number | undefined) => (n === undefined ? '' : String(Math.round(n * 10) / 10));

/** A piece as the labels write it: slot=value. */
export function slotOf(piece: UnderstoodPiece): string {
  const { slot, value } = piece;
  if (typeof value === 'string') return `${slot}=${value}`;
  if ('currency' in value) return `${slot}=${value.currency}:${num(value.min)}-${num(value.max)}`;
  if (value.kind === 'dimensions') return `${slot}=dims:${value.dims.map(num).join('x')}`;
  if (value.kind === 'class') return `${slot}=class:${value.value}`;
  return `${slot}=${value.kind}:${num(value.minCm)}-${num(value.maxCm)}`;
}

interface Tally {
  found: number;
  expected: number;
  right: number;
}

const tallies = new Map<string, Tally>();
const wrong: string[] = [];
/** Per set: the extras its labels forbid, and those the parser gave all the same. */
const contradicted = new Map<string, { forbidden: number; given: string[] }>();
for (const { set, query, slots, notExtras } of labelled) {
  const reading = understandQuery(query, { currency: 'usd' });
  const got = reading.pieces.map(slotOf);
  const extras = reading.impliedBoosts.map(({ slot, value }) => `${slot}=${value}`);
  for (const key of [set, 'all']) {
    const tally = contradicted.get(key) ?? { forbidden: 0, given: [] };
    tally.forbidden += notExtras.length;
    tally.given.push(
      ...extras.filter((extra) => notExtras.includes(extra)).map((extra) => `${query}: ${extra}`),
    );
    contradicted.set(key, tally);
  }
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
// The phrasing classes of issue 21, each on its own.
const NEW_CLASSES = ['abbrev', 'approx', 'dimension', 'availability'];
const classScores = NEW_CLASSES.filter((set) => tallies.has(set)).map(
  (set) => [set, f1(tallies.get(set)!).f1] as const,
);
if (classScores.length) {
  console.log(
    `issue 21 classes, slot F1: ${classScores.map(([set, score]) => `${set} ${score.toFixed(3)}`).join(', ')} (target >= 0.9 each: ${classScores.every(([, score]) => score >= 0.9) ? 'MET' : 'NOT MET'})`,
  );
}
// Issue 32's classes, each on its own.
const ISSUE_32_CLASSES = ['combo', 'roomword', 'saleintent', 'nothing'];
const issue32 = ISSUE_32_CLASSES.filter((set) => tallies.has(set));
if (issue32.length) {
  const scores = issue32.map((set) => [set, f1(tallies.get(set)!).f1] as const);
  console.log(
    `issue 32 classes, slot F1: ${scores.map(([set, score]) => `${set} ${score.toFixed(3)}`).join(', ')} (target >= 0.9 each: ${scores.every(([, score]) => score >= 0.9) ? 'MET' : 'NOT MET'})`,
  );
  const all = contradicted.get('all')!;
  console.log(
    `contradictory extras (a room's implied preference that a label forbids): ${all.given.length} of ${all.forbidden} forbidden (target 0: ${all.given.length === 0 ? 'MET' : 'NOT MET'})${all.given.length ? `\n${all.given.map((line) => `  ${line}`).join('\n')}` : ''}`,
  );
}
if (wrong.length) {
  console.log(`\n${wrong.length} queries read differently from their labels:`);
  console.log(
    process.argv.includes('--verbose') ? wrong.join('\n') : wrong.slice(0, 15).join('\n'),
  );
}

async function retrieval(): Promise<void> {
  const at = process.argv.indexOf('--database-url');
  const databaseUrl = at >= 0 ? process.argv[at + 1] : undefined;
  console.log(
    `\nretrieval on the demo catalogue (${databaseUrl ? 'PostgreSQL' : 'PGlite'}), seeding…`,
  );
  const catalogue = await openEvaluationCatalogue(databaseUrl);
  try {
    const {
      rows,
      ai,
      untagged,
      baseline,
      skipped,
      unanswerable,
      worst,
      notOnSale,
      relaxed,
      empty,
      bySet,
    } = await evaluateRetrieval(catalogue, labelled, 'usd');
    console.table(rows);
    if (skipped) console.log(`${skipped} queries without labels left out`);
    console.log(
      `${unanswerable.length} queries have no relevant work in the demo catalogue (left out of nDCG and recall, kept in the hard-constraint share):\n${unanswerable.join('\n')}`,
    );
    const gain = ai.ndcg10 - baseline.ndcg10;
    console.log(
      `nDCG@10 ${ai.ndcg10.toFixed(3)} against the keyword baseline's ${baseline.ndcg10.toFixed(3)}: +${gain.toFixed(3)} (target >= +0.15: ${gain >= 0.15 ? 'MET' : 'NOT MET'})`,
    );
    console.log(
      `recall@50 ${ai.recall50.toFixed(3)}; of the relevant works on sale, for shopping queries: ${ai.recall50OnSale.toFixed(3)} (works not on sale are not shown to them, rules §4.57)`,
    );
    console.log(
      `without the curated tags (titles, media and measured colours only): nDCG@10 ${untagged.ndcg10.toFixed(3)}, +${(untagged.ndcg10 - baseline.ndcg10).toFixed(3)} over the baseline, ${(untagged.violations * 100).toFixed(1)} % breaking a hard constraint`,
    );
    console.log(
      `top-10 results breaking a hard constraint: ${(ai.violations * 100).toFixed(1)} % (target 0: ${ai.violations === 0 ? 'MET' : 'NOT MET'})`,
    );
    console.log(
      `${relaxed.length} queries answered with a filter loosened (left out of the hard-constraint share):\n${relaxed.map((q) => `  ${q}`).join('\n')}`,
    );
    const share = ({ shown, notOnSale: off }: { shown: number; notOnSale: number }) =>
      shown ? off / shown : 0;
    const shopping = share(notOnSale.shopping);
    console.log(
      `top-10 results not on sale, shopping queries (${notOnSale.shopping.queries}, every query not asking for sold or coming works): ${(shopping * 100).toFixed(1)} % of ${notOnSale.shopping.shown} (target <= 5 %: ${shopping <= 0.05 ? 'MET' : 'NOT MET'}); with a budget or 'on sale' (${notOnSale.budget.queries}): ${(share(notOnSale.budget) * 100).toFixed(1)} % of ${notOnSale.budget.shown}`,
    );
    const other = notOnSale.askedOtherwise;
    console.log(
      `queries asking for sold or coming works (${other.queries}): ${other.onSaleShown} of ${other.shown} top-10 results on sale (the rule steps aside: 0 expected)`,
    );
    console.log(
      `queries answered with no work at all: ${empty.length}${empty.length ? `\n${empty.map((q) => `  ${q}`).join('\n')}` : ''}`,
    );
    const classes = ISSUE_32_CLASSES.filter((set) => bySet.has(set));
    if (classes.length) {
      console.log('\nissue 32 classes on the demo catalogue:');
      console.table(
        classes.map((set) => {
          const s = bySet.get(set)!;
          const off = s.shopping.shown ? s.shopping.notOnSale / s.shopping.shown : 0;
          return {
            set,
            queries: s.queries,
            'shopping queries': s.shopping.queries,
            'top-10 not on sale (shopping)': `${(off * 100).toFixed(1)} %`,
            'asking for sold: top-10 on sale': `${s.askedOtherwise.onSaleShown} of ${s.askedOtherwise.shown}`,
            'answered loosened': s.relaxed,
            'answered nothing': s.empty,
          };
        }),
      );
      const shown = classes.reduce((n, set) => n + bySet.get(set)!.shopping.shown, 0);
      const off = classes.reduce((n, set) => n + bySet.get(set)!.shopping.notOnSale, 0);
      const share = shown ? off / shown : 0;
      console.log(
        `issue 32 classes, top-10 not on sale for shopping queries: ${(share * 100).toFixed(1)} % of ${shown} (target <= 5 %: ${share <= 0.05 ? 'MET' : 'NOT MET'}); answered nothing: ${classes.reduce((n, set) => n + bySet.get(set)!.empty, 0)}`,
      );
    }
    console.log('\nthe queries the AI search ranks worst:');
    console.log(worst.join('\n'));
  } finally {
    await catalogue.close();
  }
}

if (!process.argv.includes('--parser-only')) {
  retrieval().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
