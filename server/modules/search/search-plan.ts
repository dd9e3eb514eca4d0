// From what the query says to what the database is asked (ADR 0026): the hard filters every
// result keeps, the texts each ranked list looks for, and the tags that lift results. Pure.
import { hangulBigrams } from './search-document';
import type {
  PriceRange,
  QuerySlot,
  SizeRange,
  UnderstoodPiece,
  UnderstoodQuery,
} from './query-pieces';
import { widenedPrice } from './query-prices';

export interface SearchFilters {
  minPriceKrw?: number;
  maxPriceKrw?: number;
  sizes: SizeRange[];
  categoryHandles: string[];
  /** medium:* tags; any of them. */
  mediumTags: string[];
  nationalities: string[];
  /** Purchase statuses the query named ('available', 'sold', '출시 예정'); any of them. */
  statuses: SearchStatus[];
  /**
   * Works on sale only (rules §4.57): the query named no sale status, so works not on sale
   * never fill its list; they are shown only when none on sale matches, said so.
   */
  onSaleOnly: boolean;
  editionTypes: ('unique' | 'edition')[];
  artistIds: string[];
  institutionIds: string[];
}

export type SearchStatus = 'on_sale' | 'sold' | 'release_soon';

export interface SearchPlan {
  filters: SearchFilters;
  /**
   * The product rule of the search (issue 21): works on sale rank above sold, release-soon and
   * not-for-sale ones, unless the query named a status itself ('sold', '판매 완료').
   */
  onSaleFirst: boolean;
  /** websearch_to_tsquery('english', …) text: Latin keywords joined by 'or'. */
  english?: string;
  /** to_tsquery('simple', …) text over the Hangul bigrams. */
  korean?: string;
  /** Every keyword, for trigram matching of titles and names (typos, transliterations). */
  fuzzy?: string;
  /** Tags that lift results, with their weight (typed boosts 1, those a room implies 0.5). */
  boosts: { tag: string; weight: number }[];
  /** Also rank every work that passes the filters (the query said nothing left to match). */
  browse: boolean;
}

/** A price range in the currency it was said in, as KRW bounds (the caller knows the rates). */
export type ToKrw = (range: PriceRange) => { min?: number; max?: number };

const HANGUL = /[\uac00-\ud7a3]/;

export function koreanTsQuery(keywords: readonly string[]): string | undefined {
  const words = keywords
    .filter((word) => HANGUL.test(word))
    .map((word) => {
      const grams = hangulBigrams(word).filter((gram) => HANGUL.test(gram));
      if (grams.length === 0) return '';
      // One syllable: any word starting with it ('꽃' finds '꽃을', '꽃밭').
      if (grams.length === 1 && grams[0]!.length === 1) return `${grams[0]}:*`;
      return `(${[...new Set(grams)].join(' & ')})`;
    })
    .filter(Boolean);
  return words.length ? words.join(' | ') : undefined;
}

/**
 * The plan of a reading. `notOnSale`: works not on sale are searched too (the loosening that
 * follows when none on sale matched).
 */
export function planSearch(
  understood: UnderstoodQuery,
  toKrw: ToKrw,
  { notOnSale = false }: { notOnSale?: boolean } = {},
): SearchPlan {
  const filters: SearchFilters = {
    sizes: [],
    categoryHandles: [],
    mediumTags: [],
    nationalities: [],
    statuses: [],
    onSaleOnly: false,
    editionTypes: [],
    artistIds: [],
    institutionIds: [],
  };
  const boosts = new Map<string, number>();
  for (const piece of understood.pieces) {
    const { slot, value } = piece;
    if (piece.kind === 'boost') {
      // A room is no tag of a work: it acts through the boosts it implies.
      if (typeof value === 'string' && slot !== 'room') boosts.set(`${slot}:${value}`, 1);
      continue;
    }
    if (slot === 'price' && typeof value === 'object' && 'currency' in value) {
      // Several prices narrow each other.
      const { min, max } = toKrw(value);
      if (min !== undefined) filters.minPriceKrw = Math.max(filters.minPriceKrw ?? 0, min);
      if (max !== undefined) {
        filters.maxPriceKrw = Math.min(filters.maxPriceKrw ?? Number.MAX_SAFE_INTEGER, max);
      }
    } else if (slot === 'size' && typeof value === 'object' && 'kind' in value) {
      filters.sizes.push(value);
    } else if (typeof value === 'string') {
      if (slot === 'category') filters.categoryHandles.push(value);
      else if (slot === 'medium') filters.mediumTags.push(`medium:${value}`);
      else if (slot === 'nationality') filters.nationalities.push(value);
      else if (slot === 'artist') filters.artistIds.push(value);
      else if (slot === 'gallery') filters.institutionIds.push(value);
      else if (slot === 'availability') {
        if (value === 'on_sale' || value === 'sold' || value === 'release_soon') {
          filters.statuses.push(value);
        }
        if (value === 'edition' || value === 'unique') filters.editionTypes.push(value);
      }
    }
  }
  for (const { slot, value } of understood.impliedBoosts) {
    const tag = `${slot}:${value}`;
    if (!boosts.has(tag)) boosts.set(tag, 0.5);
  }
  filters.onSaleOnly = filters.statuses.length === 0 && !notOnSale;
  const latin = understood.keywords.filter((word) => !HANGUL.test(word));
  const fuzzy = understood.keywords.join(' ');
  return {
    filters,
    onSaleFirst: filters.statuses.length === 0,
    english: latin.length ? latin.join(' or ') : undefined,
    korean: koreanTsQuery(understood.keywords),
    fuzzy: fuzzy.length >= 3 ? fuzzy : undefined,
    boosts: [...boosts].map(([tag, weight]) => ({ tag, weight })),
    browse: understood.keywords.length === 0,
  };
}

/**
 * One way of loosening a query whose hard filters left nothing (issue 21): a filter widened (a
 * budget) or dropped (every piece of one slot), or the leftover words dropped when filters
 * remain, with the query that results.
 */
export interface Relaxation {
  /**
   * The slot loosened; 'keywords': the words nothing matched; 'not_on_sale': works not on sale
   * searched too; 'filters': every filter and word dropped but a sale status the query named.
   */
  slot: QuerySlot | 'keywords' | 'not_on_sale' | 'filters';
  /** The pieces taken out or widened, as the query said them. */
  from: UnderstoodPiece[];
  /** The widened piece, when the filter was widened rather than dropped. */
  to?: UnderstoodPiece;
  understood: UnderstoodQuery;
}

/**
 * The order filters are loosened in, from what a collector gives up most easily to what they
 * named on purpose: a budget widened first (the nearest prices), then — when the query named no
 * sale status — the works not on sale that match it all (rules §4.57), then a size, the budget
 * itself, a medium, the words nothing matched, unique or edition and the sale status, a
 * nationality, a category, a gallery, an artist. Each step loosens one thing; when none finds
 * anything, a last step keeps only the preferences and a sale status the query named.
 */
const RELAX_ORDER: (QuerySlot | 'keywords')[] = [
  'size',
  'price',
  'medium',
  'keywords',
  'availability',
  'nationality',
  'category',
  'gallery',
  'artist',
];

/** At most this many loosened searches follow an empty one (each is one more statement). */
export const MAX_RELAXATIONS = 4;

/** A sale status a query names ('sold', 'on sale', '출시 예정'), not unique or edition. */
const namesStatus = (piece: UnderstoodPiece) =>
  piece.slot === 'availability' &&
  (piece.value === 'on_sale' || piece.value === 'sold' || piece.value === 'release_soon');

export function relaxations(understood: UnderstoodQuery): Relaxation[] {
  const filters = understood.pieces.filter((piece) => piece.kind === 'filter');
  const steps: Relaxation[] = [];
  const prices = filters.filter((piece) => piece.slot === 'price');
  if (prices.length) {
    const widened = prices.map((piece) => widenedPrice(piece)!);
    steps.push({
      slot: 'price',
      from: prices,
      to: widened[0],
      understood: {
        ...understood,
        pieces: understood.pieces.map((piece) => widened[prices.indexOf(piece)] ?? piece),
      },
    });
  }
  if (!filters.some(namesStatus)) steps.push({ slot: 'not_on_sale', from: [], understood });
  for (const slot of RELAX_ORDER) {
    if (slot === 'keywords') {
      if (understood.keywords.length) {
        steps.push({ slot, from: [], understood: { ...understood, keywords: [] } });
      }
      continue;
    }
    const from = filters.filter((piece) => piece.slot === slot);
    if (!from.length) continue;
    steps.push({
      slot,
      from,
      understood: {
        ...understood,
        pieces: understood.pieces.filter((piece) => !from.includes(piece)),
      },
    });
  }
  return steps;
}

/**
 * The last loosening, when no single one found anything: every filter but a sale status the
 * query named, and the words nothing matched, dropped; the preferences kept. None when it would
 * loosen no more than one step does.
 */
export function lastRelaxation(understood: UnderstoodQuery): Relaxation | undefined {
  const from = understood.pieces.filter((piece) => piece.kind === 'filter' && !namesStatus(piece));
  const loosened =
    new Set(from.map((piece) => piece.slot)).size + (understood.keywords.length ? 1 : 0);
  if (loosened < 2) return undefined;
  return {
    slot: 'filters',
    from,
    understood: {
      ...understood,
      pieces: understood.pieces.filter((piece) => !from.includes(piece)),
      keywords: [],
    },
  };
}
