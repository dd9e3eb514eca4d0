// What the AI search's query parser (understand-query.ts) reads a query into: the slots, the
// pieces (a filter or a boost, with its span in the query as typed and a label in both
// languages), price and size ranges, the names of artists and galleries it is given, and the
// pieces the price and size readers find before they are placed in the query.
import type { CurrencyCode } from '@/rules/money';
import type { SearchSlot } from '@/schemas/ai-search';

/** The slots a query is read into: the ones the search answer labels (schemas/ai-search.ts). */
export type QuerySlot = SearchSlot;

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

/** A price or size read at [start, end) of the normalised query, before its span is known. */
export interface Found {
  start: number;
  end: number;
  piece: Omit<UnderstoodPiece, 'span' | 'text'>;
}
