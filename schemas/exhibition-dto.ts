// Wire shapes of the exhibition calls:
// - GET store/exhibition                          list (status current | upcoming | past)
// - GET store/exhibition/{handle}                 the exhibition page
// - GET store/exhibition/{handle}/artworks        its works, paged (limit, offset)
// - GET store/exhibition/{handle}/artists         its artists, paged (limit, offset)
// - GET store/exhibition-highlight/{id}           one curated highlight with its works
// (the API's `store/exhibition/{handle}{suffix}`: the suffix is '', '/artworks' or '/artists'.)
import type { ArtistListItemDto } from './artist-dto';
import type { ArtworkSummaryDto } from './artwork-dto';
import type {
  ExhibitionHighlightDto,
  ExhibitionSummaryDto,
  FairSummaryDto,
  InstitutionSummaryDto,
  ListResponse,
} from './dto';

export const exhibitionPeriods = ['current', 'upcoming', 'past'] as const;
export type ExhibitionPeriod = (typeof exhibitionPeriods)[number];

export const exhibitionTypes = ['group', 'solo', 'fair', 'onview'] as const;
export type ExhibitionType = (typeof exhibitionTypes)[number];

/** GET store/exhibition */
export interface ExhibitionListDto extends ListResponse {
  exhibitions: ExhibitionSummaryDto[];
}

/** A highlight as the exhibition page shows it (with its text). */
export interface ExhibitionHighlightDetailDto extends ExhibitionHighlightDto {
  body: string;
  /** The works the highlight picks, in its order. */
  artwork_ids: string[];
}

/** GET store/exhibition/{handle} */
export interface ExhibitionDetailDto extends ExhibitionSummaryDto {
  description: string;
  institution: InstitutionSummaryDto | null;
  /** The artist of a solo show (with bio), else null. */
  artist: (ArtistListItemDto & { bio: string }) | null;
  /** Artists with works in the show, by the works' order (up to 24). */
  artists: ArtistListItemDto[];
  artists_count: number;
  /** The first works in the show's order (up to 24); page through {handle}/artworks. */
  artworks: ArtworkSummaryDto[];
  artworks_count: number;
  highlights: ExhibitionHighlightDetailDto[];
  /** The fair the exhibition (a booth) belongs to, else null. */
  fair: FairSummaryDto | null;
}

/** GET store/exhibition/{handle}/artworks */
export interface ExhibitionArtworkListDto extends ListResponse {
  artworks: ArtworkSummaryDto[];
}

/** GET store/exhibition/{handle}/artists */
export interface ExhibitionArtistListDto extends ListResponse {
  artists: ArtistListItemDto[];
}

/** GET store/exhibition-highlight/{id} */
export interface ExhibitionHighlightPageDto extends ExhibitionHighlightDetailDto {
  exhibition: ExhibitionSummaryDto;
  artworks: ArtworkSummaryDto[];
}

/** The header's highlight list (internal `highlights` call). */
export interface ExhibitionHighlightListDto extends ListResponse {
  exhibition_highlights: ExhibitionHighlightDto[];
}
