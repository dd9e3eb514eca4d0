// The AI search (issue 7, ADR 0026): understand the query (with the catalogue's artist and
// gallery names, amounts in the visitor's currency), turn it into filters, lists and boosts,
// rank inside the database, and answer artwork cards priced in the visitor's currency with
// what was understood. Search documents are kept current by a sweep that runs at most every
// few seconds (a changed artwork is searchable by its new words within that time).
import type { AppContext } from '../context';
import { RefreshingCache } from '../lib/refreshing-cache';
import { majorToKrw } from '../modules/artworks/artwork-pricing';
import {
  findSearchEntities,
  searchArtworkIds,
  searchFirstFound,
  type SearchEntityRow,
} from '../modules/search/artwork-search.repository';
import { indexStaleArtworks } from '../modules/search/search-index.repository';
import {
  lastRelaxation,
  MAX_RELAXATIONS,
  planSearch,
  relaxations,
  type Relaxation,
  type SearchPlan,
} from '../modules/search/search-plan';
import { conceptLabel } from '../modules/search/query-lexicon';
import type { NamedEntity, PriceRange, UnderstoodQuery } from '../modules/search/query-pieces';
import { understandQuery } from '../modules/search/understand-query';
import type { ArtworkCatalogue } from './artwork-catalogue';
import type {
  AiSearchBody,
  AiSearchResultDto,
  RelaxedDto,
  UnderstoodPieceDto,
} from '@/schemas/ai-search';
import type { Language } from '@/schemas/dto';
import type { CurrencyCode } from '@/rules/money';

export type AiSearch = ReturnType<typeof createAiSearch>;

function toEntities(rows: SearchEntityRow[]): NamedEntity[] {
  return rows.map((row) => ({
    id: row.id,
    names: [row.nameEn, row.nameKo, row.nameEn.replace(/\s+/g, '')],
    label: { en: row.nameEn, ko: row.nameKo },
  }));
}

/** Edit distance, for "did you mean" over a few hundred names. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}

/** The artist or gallery name the leftover words come closest to, when close enough. */
function nearestName(keywords: string[], entities: NamedEntity[]): string | null {
  const typed = keywords.join(' ');
  if (typed.length < 3) return null;
  let best: { name: string; score: number } | null = null;
  for (const entity of entities) {
    for (const name of entity.names) {
      const normal = name.toLowerCase();
      const score = 1 - distance(typed, normal) / Math.max(typed.length, normal.length);
      if (score >= 0.7 && (!best || score > best.score)) best = { name, score };
    }
  }
  return best?.name ?? null;
}

function relaxedDto(step: Relaxation, reading: UnderstoodQuery, language: Language): RelaxedDto {
  return {
    slot: step.slot,
    action: step.to ? 'widened' : 'dropped',
    from: [
      ...step.from.map((piece) => piece.label[language]),
      ...(step.slot === 'keywords' || step.slot === 'filters' ? reading.keywords : []),
    ],
    spans: step.from.map((piece) => piece.span),
    to: step.to ? step.to.label[language] : null,
  };
}

export function createAiSearch(ctx: AppContext, artworkCatalogue: ArtworkCatalogue) {
  // The search's reads go to the read replica when there is one (ADR 0050); rebuilding stale
  // search documents writes, so it goes to the primary.
  const db = ctx.readDb;
  const entitiesCache = new RefreshingCache<{ artists: NamedEntity[]; galleries: NamedEntity[] }>(
    60_000,
    1,
  );
  const entities = () =>
    entitiesCache.get('all', async () => {
      const rows = await findSearchEntities(db);
      return { artists: toEntities(rows.artists), galleries: toEntities(rows.galleries) };
    });
  // The first search waits for the sweep; later ones answer at once while it runs behind.
  const indexSweep = new RefreshingCache<number>(5_000, 1);
  const reindex = async () => {
    const indexed = await indexStaleArtworks(ctx.db);
    if (indexed > 0) ctx.database.replicaMustCatchUp();
    return indexed;
  };
  const ensureIndexed = () => indexSweep.get('sweep', reindex);

  async function krwRange(range: PriceRange): Promise<{ min?: number; max?: number }> {
    const pricing = await artworkCatalogue.pricing(range.currency);
    // Without a rate for that currency the amount cannot be read as a price: leave it out.
    if (pricing.currency !== range.currency) return {};
    return {
      min: range.min === undefined ? undefined : majorToKrw(range.min, pricing),
      max: range.max === undefined ? undefined : majorToKrw(range.max, pricing),
    };
  }

  async function understand(q: string, currency: CurrencyCode): Promise<UnderstoodQuery> {
    const { artists, galleries } = await entities();
    return understandQuery(q, { currency, artists, galleries });
  }

  /** What `q` was understood as, and the search plan it becomes (prices in KRW). */
  async function plan(
    q: string | null,
    currency: CurrencyCode,
  ): Promise<{ reading: UnderstoodQuery; plan: SearchPlan }> {
    const [understood] = await Promise.all([
      q ? understand(q, currency) : Promise.resolve(null),
      ensureIndexed(),
    ]);
    const empty: UnderstoodQuery = { query: '', pieces: [], impliedBoosts: [], keywords: [] };
    const reading = understood ?? empty;
    return { reading, plan: await planOf(reading) };
  }

  /** The search plan of a reading, its prices converted to KRW. */
  async function planOf(
    reading: UnderstoodQuery,
    options: { notOnSale?: boolean } = {},
  ): Promise<SearchPlan> {
    const ranges = await Promise.all(
      reading.pieces.map((piece) =>
        piece.slot === 'price' && typeof piece.value === 'object' && 'currency' in piece.value
          ? krwRange(piece.value)
          : Promise.resolve({}),
      ),
    );
    return planSearch(
      reading,
      (range) => {
        const index = reading.pieces.findIndex((piece) => piece.value === range);
        return index >= 0 ? ranges[index]! : {};
      },
      options,
    );
  }

  async function search(
    body: AiSearchBody,
    language: Language,
    currency: CurrencyCode,
  ): Promise<AiSearchResultDto> {
    const { limit, offset } = body;
    const q = body.q ?? null;
    const { reading, plan: searchPlan } = await plan(q, currency);
    const [found, pricing] = await Promise.all([
      searchArtworkIds(db, searchPlan, { limit, offset }),
      artworkCatalogue.pricing(currency),
    ]);
    let hits = found;
    // Nothing kept by the hard filters: the nearest works with one of them loosened, said so.
    let relaxed: Relaxation | undefined;
    if (hits.count === 0) {
      const last = lastRelaxation(reading);
      const steps = [...relaxations(reading).slice(0, MAX_RELAXATIONS), ...(last ? [last] : [])];
      const plans = await Promise.all(
        steps.map((step) => planOf(step.understood, { notOnSale: step.slot === 'not_on_sale' })),
      );
      if (offset === 0) {
        // The first page (every search but a deep link): the loosened searches in one statement.
        const first = await searchFirstFound(db, plans, { limit });
        if (first) {
          hits = first.hits;
          relaxed = steps[first.index];
        }
      } else {
        for (const [i, step] of steps.entries()) {
          const loosened = await searchArtworkIds(db, plans[i]!, { limit, offset });
          if (loosened.count > 0) {
            hits = loosened;
            relaxed = step;
            break;
          }
        }
      }
    }
    const artworks = await artworkCatalogue.artworks.byIds(hits.ids, language, pricing);
    const pieces: UnderstoodPieceDto[] = reading.pieces.map((piece) => ({
      slot: piece.slot,
      kind: piece.kind,
      value: piece.value,
      span: piece.span,
      text: piece.text,
      label: piece.label[language],
      labels: piece.label,
    }));
    let didYouMean: string | null = null;
    if (found.count === 0 && reading.keywords.length) {
      const { artists, galleries } = await entities();
      didYouMean = nearestName(reading.keywords, [...artists, ...galleries]);
    }
    return {
      q,
      corrected: reading.corrected ?? null,
      did_you_mean: didYouMean,
      understood: {
        pieces,
        implied_boosts: reading.impliedBoosts.map(({ slot, value }) => ({
          slot,
          value,
          label: conceptLabel(slot, value)?.[language] ?? value,
        })),
        keywords: reading.keywords,
      },
      relaxed: relaxed ? relaxedDto(relaxed, reading, language) : null,
      artworks,
      count: hits.count,
      count_is_estimate: hits.countIsEstimate,
      limit,
      offset,
    };
  }

  return {
    search,
    /** The plan a query becomes (benchmarks print it and EXPLAIN its statement). */
    plan,
    /** Builds the documents of new or changed artworks now (seeding, tests, the back office). */
    reindex,
    invalidateCaches() {
      entitiesCache.clear();
      indexSweep.clear();
    },
  };
}
