// Wire shapes of the institution (gallery, museum, foundation, art space) calls:
// GET store/institution, GET store/institution/{id}, GET store/temp/institution.
import type { ArtistListItemDto } from './artist-dto';
import type { ArtworkSummaryDto } from './artwork-dto';
import type { ExhibitionSummaryDto, ImageDto, InstitutionSummaryDto, ListResponse } from './dto';

export const institutionTypes = ['gallery', 'museum', 'foundation', 'art_space'] as const;
export type InstitutionType = (typeof institutionTypes)[number];

/** One institution in a list or card. */
export interface InstitutionListItemDto extends InstitutionSummaryDto {
  cover: ImageDto | null;
  /** ISO 3166 alpha-3, e.g. KOR. */
  country_code: string;
  is_partner: boolean;
  /** Artists with published works at the institution. */
  artists_count: number;
  artworks_count: number;
  wishes_count: number;
}

/** GET store/institution, store/temp/institution */
export interface InstitutionListDto extends ListResponse {
  institutions: InstitutionListItemDto[];
}

/** GET store/institution/{id}: the gallery page (id or handle). */
export interface InstitutionDetailDto extends InstitutionListItemDto {
  description: string;
  address: string | null;
  website: string | null;
  instagram: string | null;
  founded_year: number | null;
  /** Artists whose works the institution holds, most works first (up to 24). */
  artists: ArtistListItemDto[];
  /** The newest works (up to 12, every status); page through GET store/artwork?institution_id=. */
  artworks: ArtworkSummaryDto[];
  /** Exhibitions held by the institution, newest first (up to 12). */
  exhibitions: ExhibitionSummaryDto[];
  exhibitions_count: number;
}
