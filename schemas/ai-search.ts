// The AI search (rules §1, §5, §7 `POST api/v1/search` under /ai; issue 7): the request, its
// limits and the answer, shared by the API and the /works-search screen.
import { object, string, type InferType } from 'yup';
import type { ArtworkSummaryDto } from './artwork-dto';
import { pageLimit, pageOffset } from './catalogue-filters';

/** rules §5: q is sent only when its length (trimmed) lies between these; otherwise it is dropped. */
export const SEARCH_QUERY_MIN_LENGTH = 1;
export const SEARCH_QUERY_MAX_LENGTH = 100;
export const SEARCH_PAGE_SIZE = 24;
export const SEARCH_MAX_PAGE_SIZE = 48;
/** Results are ranked, not listed: paging stops here. */
export const SEARCH_MAX_OFFSET = 480;

/** The q a client sends: trimmed, or nothing when its length is outside the limits (rules §5). */
export function searchQueryToSend(q: string | undefined | null): string | undefined {
  const trimmed = (q ?? '').trim();
  return trimmed.length >= SEARCH_QUERY_MIN_LENGTH && trimmed.length <= SEARCH_QUERY_MAX_LENGTH
    ? trimmed
    : undefined;
}

/** The query without one understood piece (a chip removed): its words cut out, spaces tidied. */
export function queryWithoutSpan(q: string, span: readonly [number, number]): string {
  return `${q.slice(0, span[0])} ${q.slice(span[1])}`.replace(/\s+/g, ' ').trim();
}

export const aiSearchBodySchema = object({
  q: string()
    .typeError('q must be text')
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() || undefined : value))
    .max(SEARCH_QUERY_MAX_LENGTH, `q must be at most ${SEARCH_QUERY_MAX_LENGTH} characters`)
    .optional(),
  limit: pageLimit(SEARCH_PAGE_SIZE, SEARCH_MAX_PAGE_SIZE),
  offset: pageOffset(SEARCH_MAX_OFFSET),
});
export type AiSearchBody = InferType<typeof aiSearchBodySchema>;

export type SearchSlot =
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

export interface BilingualLabelDto {
  en: string;
  ko: string;
}

export interface UnderstoodPieceDto {
  slot: SearchSlot;
  /** filter: every result keeps it; boost: results that match it rank higher. */
  kind: 'filter' | 'boost';
  /** slot-specific: a word ('abstract'), an id (artist, gallery), a price or size range. */
  value: unknown;
  /** [start, end) in q as sent. */
  span: [number, number];
  text: string;
  /** In the answer's language. */
  label: string;
  labels: BilingualLabelDto;
}

export interface ImpliedBoostDto {
  slot: SearchSlot;
  value: string;
  label: string;
}

/**
 * Nothing matched, so the results are the nearest works with something loosened (issue 21, rules
 * §4.58): a budget widened, the pieces of one slot (or the words nothing matched) dropped, works
 * not on sale included (`not_on_sale`: none on sale matched, rules §4.57), or every filter and word
 * dropped but a sale status the query named (`filters`).
 */
export interface RelaxedDto {
  slot: SearchSlot | 'keywords' | 'not_on_sale' | 'filters';
  action: 'widened' | 'dropped';
  /** What was loosened, in the answer's language: the pieces' labels and the words dropped. */
  from: string[];
  /** Where those pieces stand in q. */
  spans: [number, number][];
  /** The widened piece's label ('Under $150'), when widened. */
  to: string | null;
}

export interface AiSearchResultDto {
  /** The query searched for (null: none, every work ranked by the priors alone). */
  q: string | null;
  /** The query as put right (Hangul typed on an English keyboard, a slip in a word), if it was. */
  corrected: string | null;
  /** A near miss worth suggesting when nothing matched (an artist or gallery name). */
  did_you_mean: string | null;
  understood: {
    pieces: UnderstoodPieceDto[];
    /** Boosts a room implies (a bedroom lifts calm works). */
    implied_boosts: ImpliedBoostDto[];
    /** Words searched as text. */
    keywords: string[];
  };
  /** Set when nothing matched every filter and the results are those of a loosened query. */
  relaxed: RelaxedDto | null;
  artworks: ArtworkSummaryDto[];
  /** Works found, counted up to 1,000 (then count_is_estimate: at least that many). */
  count: number;
  count_is_estimate: boolean;
  limit: number;
  offset: number;
}
