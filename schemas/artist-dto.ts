// Wire shapes of the artist calls (rules §7 "Artists, exhibitions, institutions"):
// GET store/artists, GET store/artists/{id}, GET store/featured-artist, GET store/temp/artists.
// Text is in the visitor's language; artwork cards are the artwork domain's summaries.
import type { ArtworkSummaryDto } from './artwork-dto';
import type { ExhibitionSummaryDto, ImageDto, InstitutionSummaryDto, ListResponse } from './dto';

/** One artist in a list or card. */
export interface ArtistListItemDto {
  id: string;
  handle: string;
  name: string;
  image: ImageDto | null;
  nationality: string | null;
  birth_year: number | null;
  death_year: number | null;
  /** Published works by the artist (every purchase status). */
  artworks_count: number;
  /** Works a visitor can buy now (purchase_status on_sale). */
  on_sale_count: number;
  wishes_count: number;
}

/** GET store/artists, store/featured-artist, store/temp/artists */
export interface ArtistListDto extends ListResponse {
  artists: ArtistListItemDto[];
}

/** GET store/artists/{id}: the artist page (id or handle). */
export interface ArtistDetailDto extends ArtistListItemDto {
  bio: string;
  /** The newest works (up to 12, every status); page through GET store/artwork?artist_id=. */
  artworks: ArtworkSummaryDto[];
  /** Exhibitions showing the artist (solo shows naming them, or shows hanging their works), newest first. */
  exhibitions: ExhibitionSummaryDto[];
  exhibitions_count: number;
  /** Galleries and other institutions that represent or show the artist's works. */
  institutions: InstitutionSummaryDto[];
  institutions_count: number;
}
