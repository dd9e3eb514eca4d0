// Retrieval quality of the AI search (issue 7): on the fixed demo catalogue, each labelled query
// is graded against every work from the labels (not from the parser): a work that breaks a hard
// slot of the label (price, size, category, medium, nationality, availability) is not relevant;
// otherwise its grade is how many of the soft slots (style, subject, mood, colour, room) it
// shows, from the tags the demo pictures were drawn with and the colours measured on them.
// Prints nDCG@10, recall@50 and the share of top-10 results that break a hard slot, for the AI
// search and for a plain keyword baseline (each word of the query ILIKE the titles and
// descriptions, most words matched first).
import { sql } from 'drizzle-orm';
import { majorToKrw } from '../../server/modules/artworks/artwork-pricing';
import type { CurrencyCode } from '../../rules/money';
import lexicon from '../../server/modules/search/search-lexicon.json';
import type { EvaluationCatalogue } from './fixture';

export interface LabelledQuery {
  set: string;
  query: string;
  slots: string[];
}

interface Work {
  id: string;
  price: number | null;
  width: number;
  height: number;
  category: string;
  nationality: string | null;
  status: string;
  editionType: string;
  medium: string;
  tags: Set<string>;
}

const HARD = new Set([
  'price',
  'size',
  'category',
  'medium',
  'nationality',
  'availability',
  'artist',
  'gallery',
]);

type Rates = Record<CurrencyCode, number>;

/** Sale statuses a query may name (the rest of availability is unique or edition). */
const STATUSES = new Set(['on_sale', 'sold', 'release_soon']);

/**
 * A shopping query (issue 21): one that does not ask for sold or coming works. Its results
 * should be works a visitor can buy; 'budget' narrows it to those naming a price or on sale.
 */
export function shoppingKind(slots: string[]): { shopping: boolean; budget: boolean } {
  const asksOtherwise = slots.some(
    (s) => s === 'availability=sold' || s === 'availability=release_soon',
  );
  return {
    shopping: !asksOtherwise,
    budget:
      !asksOtherwise && slots.some((s) => s.startsWith('price=') || s === 'availability=on_sale'),
  };
}

function priceOk(work: Work, value: string, rates: Rates): boolean {
  const [currency, range] = value.split(':') as [CurrencyCode, string];
  const [min, max] = range.split('-').map((v) => (v === '' ? undefined : Number(v)));
  if (work.price === null) return false;
  const pricing = { currency, krwPerUnit: rates[currency] };
  if (min !== undefined && work.price < majorToKrw(min, pricing)) return false;
  if (max !== undefined && work.price > majorToKrw(max, pricing)) return false;
  return true;
}

const sizeClasses = Object.fromEntries(
  (lexicon.sizes as { value: string; min?: number; max?: number }[]).map((s) => [s.value, s]),
);

function sizeOk(work: Work, value: string): boolean {
  const [kind, spec] = value.split(':') as [string, string];
  if (kind === 'dims') {
    const [x, y] = spec.split('x').map(Number) as [number, number];
    const near = (a: number, b: number) => Math.abs(a - b) <= b * 0.1;
    return (
      (near(work.width, x) && near(work.height, y)) || (near(work.width, y) && near(work.height, x))
    );
  }
  if (kind === 'class') {
    const average = (work.width + work.height) / 2;
    const size = sizeClasses[spec]!;
    return (
      (size.min === undefined || average >= size.min) &&
      (size.max === undefined || average < size.max)
    );
  }
  const [min, max] = spec.split('-').map((v) => (v === '' ? undefined : Number(v)));
  // One side: the longest, or the height or width the query named.
  const side =
    kind === 'height'
      ? work.height
      : kind === 'width'
        ? work.width
        : Math.max(work.width, work.height);
  return (min === undefined || side >= min) && (max === undefined || side <= max);
}

const mediumTerms = Object.fromEntries(
  (lexicon.concepts as { slot: string; value: string; en: string[] }[])
    .filter((c) => c.slot === 'medium')
    .map((c) => [c.value, c.en]),
);

function hardOk(work: Work, slot: string, value: string, rates: Rates): boolean {
  switch (slot) {
    case 'price':
      return priceOk(work, value, rates);
    case 'size':
      return sizeOk(work, value);
    case 'category':
      return work.category === value;
    case 'medium': {
      const medium = work.medium.toLowerCase();
      return (mediumTerms[value] ?? [value]).some((term) =>
        new RegExp(`\\b${term}`, 'i').test(medium),
      );
    }
    case 'nationality':
      return work.nationality === value;
    case 'availability':
      if (value === 'on_sale' || value === 'sold' || value === 'release_soon') {
        return work.status === value;
      }
      return work.editionType === value;
    default:
      return true;
  }
}

const roomBoosts = Object.fromEntries(
  (lexicon.rooms as { value: string; boosts: string[][] }[]).map((r) => [
    r.value,
    r.boosts.map(([slot, value]) => `${slot}:${value}`),
  ]),
);

/** 0 when a hard slot is broken; otherwise 1 (no soft slots) or 0-3 by the soft slots shown. */
export function grade(work: Work, slots: string[], rates: Rates): number {
  const hard = new Map<string, string[]>();
  const soft: string[] = [];
  for (const label of slots) {
    const at = label.indexOf('=');
    const slot = label.slice(0, at);
    const value = label.slice(at + 1);
    if (HARD.has(slot)) {
      // price and size narrow each other; other slots said twice mean either (availability's
      // on_sale and edition/unique are different things).
      const key =
        slot === 'price' || slot === 'size'
          ? label
          : slot === 'availability'
            ? `availability:${STATUSES.has(value) ? 'status' : 'type'}`
            : slot;
      hard.set(key, [...(hard.get(key) ?? []), `${slot}=${value}`]);
    } else soft.push(label);
  }
  for (const options of hard.values()) {
    const ok = options.some((option) => {
      const at = option.indexOf('=');
      return hardOk(work, option.slice(0, at), option.slice(at + 1), rates);
    });
    if (!ok) return 0;
  }
  if (!soft.length) return 1;
  const shown = soft.filter((label) => {
    const [slot, value] = label.split('=') as [string, string];
    if (slot === 'room') return (roomBoosts[value] ?? []).some((tag) => work.tags.has(tag));
    return work.tags.has(`${slot}:${value}`);
  }).length;
  const share = shown / soft.length;
  return share === 1 ? 3 : share >= 0.5 ? 2 : share > 0 ? 1 : 0;
}

export function brokenHard(work: Work, slots: string[], rates: Rates): boolean {
  const hardOnly = slots.filter((label) => HARD.has(label.slice(0, label.indexOf('='))));
  return hardOnly.length > 0 && grade(work, hardOnly, rates) === 0;
}

function dcg(grades: number[]): number {
  return grades.reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0);
}

async function loadWorks(catalogue: EvaluationCatalogue): Promise<Map<string, Work>> {
  const { rows } = await catalogue.ctx.db.execute<{
    id: string;
    price: number | null;
    width_cm: string;
    height_cm: string;
    handle: string;
    nationality_en: string | null;
    purchase_status: string;
    edition_type: string;
    medium_en: string;
    curated_tags: string[];
    colour_families: string[] | null;
  }>(sql`
    select a.id, a.price, a.width_cm, a.height_cm, c.handle, ar.nationality_en, a.purchase_status,
      a.edition_type, a.medium_en, s.curated_tags, im.colour_families
    from artworks a join artwork_categories c on c.id = a.category_id
    join artists ar on ar.id = a.artist_id
    left join artwork_search s on s.artwork_id = a.id
    left join images im on im.id = a.image_id`);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        price: row.price === null ? null : Number(row.price),
        width: Number(row.width_cm),
        height: Number(row.height_cm),
        category: row.handle,
        nationality: row.nationality_en,
        status: row.purchase_status,
        editionType: row.edition_type,
        medium: row.medium_en,
        tags: new Set([
          ...(row.curated_tags ?? []),
          ...(row.colour_families ?? []).map((family) => `colour:${family}`),
        ]),
      },
    ]),
  );
}

/** The plain keyword search: any word of the query in a title or description, most words first. */
async function keywordBaseline(catalogue: EvaluationCatalogue, query: string): Promise<string[]> {
  const words = [...new Set(query.toLowerCase().split(/\s+/).filter(Boolean))];
  if (!words.length) return [];
  const hit = (word: string) => {
    const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return sql`(case when a.title_en ilike ${pattern} or a.title_ko ilike ${pattern} or a.description_en ilike ${pattern} or a.description_ko ilike ${pattern} then 1 else 0 end)`;
  };
  const score = sql.join(words.map(hit), sql` + `);
  const { rows } = await catalogue.ctx.db.execute<{ id: string }>(sql`
    select a.id from artworks a where (${score}) > 0
    order by (${score}) desc, a.published_at desc, a.id limit 50`);
  return rows.map((row) => row.id);
}

export interface RetrievalScores {
  ndcg10: number;
  recall50: number;
  /** Over shopping queries with a relevant work on sale: recall@50 of those works. */
  recall50OnSale: number;
  violations: number;
}

/** Share of top-10 results not on sale, over shopping queries (and those with a budget). */
export interface NotOnSale {
  shopping: { queries: number; shown: number; notOnSale: number };
  budget: { queries: number; shown: number; notOnSale: number };
  /** Queries naming sold or coming works whose top 10 holds a work on sale before them. */
  askedOtherwise: { queries: number; onSaleShown: number; shown: number };
}

/** One set's shopping figures, loosened and empty answers (issue 32's classes print these). */
export interface SetFigures {
  queries: number;
  shopping: { queries: number; shown: number; notOnSale: number };
  askedOtherwise: { queries: number; onSaleShown: number; shown: number };
  relaxed: number;
  empty: number;
}

interface Tally {
  queries: number;
  /** Queries with at least one relevant work: nDCG and recall are averaged over these. */
  ranked: number;
  ndcg: number;
  recall: number;
  /** Shopping queries with a relevant work on sale, and their recall@50 of those works. */
  rankedOnSale: number;
  recallOnSale: number;
  top10: number;
  broken: number;
}

const ENGINES = {
  ai: 'AI search',
  untagged: 'AI search, text and pixels only',
  keyword: 'keyword baseline',
} as const;
type Engine = keyof typeof ENGINES;

export async function evaluateRetrieval(
  catalogue: EvaluationCatalogue,
  labelled: LabelledQuery[],
  currency: CurrencyCode,
): Promise<{
  rows: Record<string, string | number>[];
  ai: RetrievalScores;
  untagged: RetrievalScores;
  baseline: RetrievalScores;
  skipped: number;
  unanswerable: string[];
  worst: string[];
  notOnSale: NotOnSale;
  relaxed: string[];
  /** Queries (labelled or not) answered with no work at all. */
  empty: string[];
  bySet: Map<string, SetFigures>;
}> {
  const works = await loadWorks(catalogue);
  const notOnSale: NotOnSale = {
    shopping: { queries: 0, shown: 0, notOnSale: 0 },
    budget: { queries: 0, shown: 0, notOnSale: 0 },
    askedOtherwise: { queries: 0, onSaleShown: 0, shown: 0 },
  };
  const ratesRows = await catalogue.ctx.db.execute<{
    currency_code: CurrencyCode;
    krw_per_unit: string;
  }>(sql`select currency_code, krw_per_unit from exchange_rates`);
  const rates = Object.fromEntries(
    ratesRows.rows.map((row) => [row.currency_code, Number(row.krw_per_unit)]),
  ) as Rates;
  const tallies = new Map<string, Tally>();
  const add = (
    key: string,
    values: Omit<Tally, 'queries' | 'ranked' | 'rankedOnSale'>,
    ranked: boolean,
    rankedOnSale: boolean,
  ) => {
    const tally = tallies.get(key) ?? {
      queries: 0,
      ranked: 0,
      ndcg: 0,
      recall: 0,
      rankedOnSale: 0,
      recallOnSale: 0,
      top10: 0,
      broken: 0,
    };
    tally.queries += 1;
    if (ranked) tally.ranked += 1;
    if (rankedOnSale) tally.rankedOnSale += 1;
    tally.recallOnSale += values.recallOnSale;
    tally.ndcg += values.ndcg;
    tally.recall += values.recall;
    tally.top10 += values.top10;
    tally.broken += values.broken;
    tallies.set(key, tally);
  };
  const aiSearchIds = async (query: string) => {
    const search = catalogue.services.aiSearch.search;
    const first = await search({ q: query, limit: 48, offset: 0 }, 'en', currency);
    const more = await search({ q: query, limit: 2, offset: 48 }, 'en', currency);
    if (first.relaxed) relaxedQueries.add(query);
    if (!first.artworks.length) emptyQueries.add(query);
    return [...first.artworks, ...more.artworks].map((a) => a.id);
  };
  const emptyQueries = new Set<string>();
  const bySet = new Map<string, SetFigures>();
  /** A query's top 10 by the AI search, tallied for its set. */
  const tallySet = (set: string, query: string, slots: string[], top: string[]) => {
    const figures = bySet.get(set) ?? {
      queries: 0,
      shopping: { queries: 0, shown: 0, notOnSale: 0 },
      askedOtherwise: { queries: 0, onSaleShown: 0, shown: 0 },
      relaxed: 0,
      empty: 0,
    };
    const off = top.filter((id) => works.get(id)!.status !== 'on_sale').length;
    figures.queries += 1;
    if (shoppingKind(slots).shopping) {
      figures.shopping.queries += 1;
      figures.shopping.shown += top.length;
      figures.shopping.notOnSale += off;
    } else {
      figures.askedOtherwise.queries += 1;
      figures.askedOtherwise.shown += top.length;
      figures.askedOtherwise.onSaleShown += top.length - off;
    }
    if (relaxedQueries.has(query)) figures.relaxed += 1;
    if (emptyQueries.has(query)) figures.empty += 1;
    bySet.set(set, figures);
  };
  // Queries answered with a filter loosened (nothing matched them all): their results say so,
  // so they are left out of the share breaking a hard constraint.
  const relaxedQueries = new Set<string>();
  const graded = labelled
    .filter(({ slots }) => slots.length > 0)
    .map((item) => {
      const grades = new Map<string, number>();
      for (const work of works.values()) grades.set(work.id, grade(work, item.slots, rates));
      const relevant = [...grades.values()].filter((g) => g > 0).length;
      // The relevant works a shopping query can buy (rules §4.57: the others are not shown).
      const relevantOnSale = shoppingKind(item.slots).shopping
        ? [...grades].filter(([id, g]) => g > 0 && works.get(id)!.status === 'on_sale').length
        : 0;
      const ideal = dcg([...grades.values()].sort((a, b) => b - a).slice(0, 10));
      return { ...item, grades, relevant, relevantOnSale, ideal };
    });
  const skipped = labelled.length - graded.length;
  const ndcgOf = new Map<string, Record<Engine, number>>();
  async function run(engine: Engine, idsOf: (query: string) => Promise<string[]>) {
    for (const { set, query, slots, grades, relevant, relevantOnSale, ideal } of graded) {
      const ids = await idsOf(query);
      const top = ids.slice(0, 10);
      const ndcg = ideal > 0 ? dcg(top.map((id) => grades.get(id) ?? 0)) / ideal : 0;
      const found = ids.slice(0, 50).filter((id) => (grades.get(id) ?? 0) > 0).length;
      const recall = relevant ? found / Math.min(relevant, 50) : 0;
      const foundOnSale = ids
        .slice(0, 50)
        .filter((id) => (grades.get(id) ?? 0) > 0 && works.get(id)!.status === 'on_sale').length;
      const recallOnSale = relevantOnSale ? foundOnSale / Math.min(relevantOnSale, 50) : 0;
      const broken = relaxedQueries.has(query)
        ? 0
        : top.filter((id) => brokenHard(works.get(id)!, slots, rates)).length;
      if (engine === 'ai') {
        tallySet(set, query, slots, top);
        const off = top.filter((id) => works.get(id)!.status !== 'on_sale').length;
        const kind = shoppingKind(slots);
        for (const key of ['shopping', 'budget'] as const) {
          if (!kind[key]) continue;
          notOnSale[key].queries += 1;
          notOnSale[key].shown += top.length;
          notOnSale[key].notOnSale += off;
        }
        if (!kind.shopping) {
          notOnSale.askedOtherwise.queries += 1;
          notOnSale.askedOtherwise.shown += top.length;
          notOnSale.askedOtherwise.onSaleShown += top.length - off;
        }
      }
      for (const key of [set, 'all']) {
        add(
          `${engine} ${key}`,
          { ndcg, recall, recallOnSale, top10: top.length, broken },
          relevant > 0,
          relevantOnSale > 0,
        );
      }
      const seen = ndcgOf.get(query) ?? { ai: 0, untagged: 0, keyword: 0 };
      seen[engine] = ndcg;
      ndcgOf.set(query, seen);
    }
  }
  await run('ai', aiSearchIds);
  // Queries without labels (words the catalogue may not hold): only whether they find anything.
  for (const { set, query, slots } of labelled.filter((item) => item.slots.length === 0)) {
    tallySet(set, query, slots, (await aiSearchIds(query)).slice(0, 10));
  }
  const empty = [...emptyQueries];
  await run('keyword', (query) => keywordBaseline(catalogue, query));
  // The same search with the curated tags taken away: what the words of titles and media and the
  // colours measured on the pictures alone find (the grades still come from the tags).
  await catalogue.ctx.db.execute(sql`update artwork_search set curated_tags = '{}', stale = true`);
  await catalogue.services.aiSearch.reindex();
  await run('untagged', aiSearchIds);

  const unanswerable = graded
    .filter((g) => g.relevant === 0)
    .map(({ set, query }) => `  [${set}] ${query}`);
  const worst = graded
    .filter((g) => g.relevant > 0)
    .map(({ set, query, relevant }) => {
      const n = ndcgOf.get(query)!;
      return {
        score: n.ai,
        line: `  [${set}] ${query}: nDCG@10 ${n.ai.toFixed(2)} (text and pixels only ${n.untagged.toFixed(2)}, keyword ${n.keyword.toFixed(2)}), ${relevant} relevant`,
      };
    })
    .sort((a, b) => a.score - b.score)
    .slice(0, 12)
    .map((w) => w.line);
  const scores = (key: string): RetrievalScores => {
    const t = tallies.get(key)!;
    return {
      ndcg10: t.ranked ? t.ndcg / t.ranked : 0,
      recall50: t.ranked ? t.recall / t.ranked : 0,
      recall50OnSale: t.rankedOnSale ? t.recallOnSale / t.rankedOnSale : 0,
      violations: t.top10 ? t.broken / t.top10 : 0,
    };
  };
  const sets = [...new Set(labelled.map((l) => l.set)), 'all'];
  const rows = sets.flatMap((set) =>
    (Object.keys(ENGINES) as Engine[]).map((engine) => {
      const s = scores(`${engine} ${set}`);
      const t = tallies.get(`${engine} ${set}`)!;
      return {
        set,
        search: ENGINES[engine],
        queries: t.queries,
        'with relevant works': t.ranked,
        'nDCG@10': s.ndcg10.toFixed(3),
        'recall@50': s.recall50.toFixed(3),
        'recall@50 of works on sale (shopping)': t.rankedOnSale
          ? (t.recallOnSale / t.rankedOnSale).toFixed(3)
          : '-',
        'top-10 breaking a hard slot': `${(s.violations * 100).toFixed(1)} %`,
      };
    }),
  );
  return {
    rows,
    ai: scores('ai all'),
    untagged: scores('untagged all'),
    baseline: scores('keyword all'),
    skipped,
    unanswerable,
    worst,
    notOnSale,
    relaxed: [...relaxedQueries],
    empty,
    bySet,
  };
}
