// Wire shapes of the artwork calls (rules §3 "Artwork", §7 "Artwork"): lists and cards, the
// detail page, editions, provenance and the certificate of authenticity. Text is in the
// visitor's language; prices are KRW with a display amount in the visitor's currency.
import type { PurchaseStatus } from './artwork-filters';
import type { ExhibitionSummaryDto, ImageDto, ListResponse, PriceDto } from './dto';
import type { ArtworkViewKind } from '@/rules/artwork-views';
import type { CurrencyCode } from '@/rules/money';

export type EditionType = 'unique' | 'edition';
export type EditionStatus = 'available' | 'reserved' | 'sold' | 'not_for_sale';

export interface ArtworkArtistDto {
  id: string;
  handle: string;
  name: string;
}

export interface ArtworkInstitutionDto {
  id: string;
  handle: string;
  name: string;
  type: string;
  city: string | null;
}

export interface ArtworkCategoryDto {
  id: string;
  handle: string;
  title: string;
}

/** One artwork in a list or card (marketplace grid, home, recommendations). */
export interface ArtworkSummaryDto {
  id: string;
  handle: string;
  title: string;
  artist: ArtworkArtistDto;
  institution: ArtworkInstitutionDto | null;
  category: ArtworkCategoryDto;
  image: ImageDto | null;
  width_cm: number;
  height_cm: number;
  depth_cm: number | null;
  /** width + height in cm (the size filter's measure). */
  size_total: number;
  /** Ready to show, e.g. `72.7 × 60.6 cm` or `30 × 20 × 10 cm`. */
  size: string;
  year: number | null;
  medium: string;
  /** Null when the work is not priced (not for sale). */
  price: PriceDto | null;
  purchase_status: PurchaseStatus;
  /** When a release_soon work goes on sale (ISO 8601), else null. */
  release_at: string | null;
  edition_type: EditionType;
  edition_size: number;
  bid_enabled: boolean;
  last_bid_price: PriceDto | null;
  /** ISO 8601; null when no bid is running. */
  bid_expires_at: string | null;
  wishes_count: number;
  published_at: string;
}

/** The artist as the artwork page's "about" shows it. */
export interface ArtworkArtistDetailDto extends ArtworkArtistDto {
  image: ImageDto | null;
  birth_year: number | null;
  death_year: number | null;
  nationality: string | null;
  bio: string;
}

export type ArtworkExhibitionDto = Pick<
  ExhibitionSummaryDto,
  'id' | 'handle' | 'type' | 'title' | 'starts_at' | 'ends_at' | 'institution_name' | 'period'
>;

/** One edition of a work; a unique work has exactly one (edition_number 1). */
export interface EditionDto {
  edition_id: string;
  edition_number: number;
  status: EditionStatus;
  /** The edition's own price (a resale), else the artwork's; null when unpriced. */
  price: PriceDto | null;
  certificate_number: string | null;
  certificate_issued_at: string | null;
  sold_at: string | null;
}

/**
 * GET store/artwork/{artworkId}/edition and the detail's `editions`: how many editions exist
 * in each state, and the one a buyer would get next (the lowest-numbered available edition,
 * null when none is available).
 */
export interface ArtworkEditionsSummaryDto {
  artwork_id: string;
  edition_type: EditionType;
  edition_size: number;
  total: number;
  available: number;
  reserved: number;
  sold: number;
  not_for_sale: number;
  next_edition: EditionDto | null;
  /**
   * The next edition is offered again by its owner (a resale on sale): the price is the
   * owner's, and the gallery's earlier offer round (its last bid, its deadline) is not shown.
   */
  resale: boolean;
}

/** One picture of a work: what it shows (rules §4.71) and its caption in the visitor's language. */
export interface ArtworkViewDto extends ImageDto {
  kind: ArtworkViewKind;
  caption: string;
}

/** GET store/artwork/{handle}: the artwork page. */
export interface ArtworkDetailDto extends Omit<ArtworkSummaryDto, 'artist'> {
  artist: ArtworkArtistDetailDto;
  description: string;
  /**
   * Every picture in display order with its kind and caption (rules §4.71): the gallery shows all
   * but `defect` photos, which belong to the condition report.
   */
  images: ArtworkViewDto[];
  frame_size: string | null;
  signature: string | null;
  editions: ArtworkEditionsSummaryDto;
  exhibitions: ArtworkExhibitionDto[];
  /**
   * KRW per unit of the visitor's currency at today's rate (1 in KRW): what the prices were
   * converted at, for a typed amount's KRW equivalent by the one conversion rule
   * (rules/money-conversion.ts).
   */
  krw_per_unit: number;
  /**
   * KRW per unit of each currency with a rate today (krw: 1): the delivered-cost estimate shows a
   * destination's own currency (rules §4.77) without another call.
   */
  exchange_rates?: Partial<Record<CurrencyCode, number>>;
}

/** GET store/artwork: the marketplace list. */
export interface ArtworkListDto extends ListResponse {
  artworks: ArtworkSummaryDto[];
  /**
   * True when `count` is a lower bound: counting stops at a cap (ARTWORK_COUNT_CAP) so a
   * broad filter never scans the whole table; page through while `artworks` is full.
   */
  count_is_estimate: boolean;
}

/** GET store/artwork/{artwork_id}/editions */
export interface EditionListDto extends ListResponse {
  editions: EditionDto[];
}

export type ProvenanceEventKind =
  'created' | 'exhibited' | 'consigned' | 'listed' | 'sold' | 'transferred' | 'resale_listed';

/** One step in an edition's history, oldest first. */
export interface ProvenanceEventDto {
  id: string;
  kind: ProvenanceEventKind;
  occurred_at: string;
  /** Who held or received the work, as shown publicly (e.g. 'Private collection, Seoul'). */
  party: string | null;
  institution: { id: string; handle: string; name: string } | null;
  exhibition: { id: string; handle: string; title: string } | null;
  note: string;
  /** Position in the edition's hash chain, from 1 (ADR 0022). */
  seq: number;
  /** SHA-256 (hex) of the previous entry; null for the first. */
  prev_hash: string | null;
  /** SHA-256 (hex) of this entry's canonical encoding, which includes prev_hash. */
  hash: string;
}

/** GET store/artwork/provenances/{edition_id} */
export interface ProvenanceListDto extends ListResponse {
  edition: {
    edition_id: string;
    edition_number: number;
    artwork_id: string;
    artwork_handle: string;
  };
  provenances: ProvenanceEventDto[];
}

/** GET store/artwork/coa?handle=&edition_number= : the certificate of authenticity page. */
export interface CertificateDto {
  certificate_number: string;
  issued_at: string;
  artwork: {
    id: string;
    handle: string;
    title: string;
    year: number | null;
    medium: string;
    size: string;
    frame_size: string | null;
    signature: string | null;
    edition_type: EditionType;
    edition_size: number;
    image: ImageDto | null;
  };
  artist: ArtworkArtistDto & {
    birth_year: number | null;
    death_year: number | null;
    nationality: string | null;
  };
  institution: ArtworkInstitutionDto | null;
  edition: EditionDto;
  provenance: ProvenanceEventDto[];
  verification: CertificateVerificationStateDto;
}

export type ProvenanceBreakReason = 'hash_mismatch' | 'previous_hash_mismatch' | 'sequence_gap';

/** Whether an edition's provenance chain holds, and the code that binds it to the certificate. */
export interface CertificateVerificationStateDto {
  /** `XXXX-XXXX-XXXX-XXXX`, from the certificate number and the chain head; null without history. */
  code: string | null;
  /** The public verification page (`/coa/verify/<certificate number>-<code>`), null without a code. */
  path: string | null;
  /** intact: every hash recomputes; broken: an entry was changed, removed or reordered. */
  status: 'intact' | 'broken';
  entries: number;
  head_hash: string | null;
  broken_at: { seq: number; id: string; reason: ProvenanceBreakReason } | null;
}

/**
 * GET store/artwork/coa/verify/{token}: what the public verification page says.
 * intact: the code is the current one and the history holds; superseded: the code names an
 * earlier state of an intact history that has grown since (a later sale, a resale); mismatch:
 * the code matches no state of the history; broken: the history itself does not verify.
 */
export interface CertificateCheckDto {
  certificate_number: string;
  code: string;
  result: 'intact' | 'superseded' | 'mismatch' | 'broken';
  /** Entries recorded after the state the code names (superseded only). */
  later_entries: number;
  issued_at: string;
  artwork: { handle: string; title: string; year: number | null; image: ImageDto | null };
  artist: { name: string };
  edition: { edition_number: number; edition_type: EditionType; edition_size: number };
  /** The certificate page of the current state. */
  certificate_path: string;
  verification: CertificateVerificationStateDto;
}

/** rules §3 "Artwork-count response": one entry per category, plus the synthetic 'All' group. */
export interface ArtworkCountCategoryDto {
  title: string;
  handle: string;
  count: number;
}

/** GET store/artwork-count */
export interface ArtworkCountDto {
  /** First entry is always { title: 'All', handle: 'all', count: 0 } (rules §3). */
  categories: ArtworkCountCategoryDto[];
  total: number;
}

export const ALL_ARTWORKS_GROUP: ArtworkCountCategoryDto = {
  title: 'All',
  handle: 'all',
  count: 0,
};

/** One category with its first artworks (GET store/artwork-group). */
export interface ArtworkGroupDto {
  id: string;
  handle: string;
  title: string;
  /** Works of this category in the requested tab. */
  count: number;
  artworks: ArtworkSummaryDto[];
}

/** GET store/artwork-group: groups are categories in menu order; limit/offset page the groups. */
export interface ArtworkGroupListDto extends ListResponse {
  artwork_groups: ArtworkGroupDto[];
}

/** GET store/featured-artwork, GET store/app/recommend/artwork, POST store/artwork/getartworklistbyid */
export interface ArtworkSummaryListDto extends ListResponse {
  artworks: ArtworkSummaryDto[];
}
