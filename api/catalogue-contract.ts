// PROVISIONAL: the shapes the catalogue screens expect from H2's contract
// (schemas/artist-dto.ts, institution-dto.ts, exhibition-dto.ts, editorial-dto.ts). Replaced by
// imports of those files as soon as they are committed.
import type { ArtworkSummaryDto } from '@/schemas/artwork-dto';
import type {
  ExhibitionSummaryDto,
  FairSummaryDto,
  ImageDto,
  InstitutionSummaryDto,
  ListResponse,
} from '@/schemas/dto';

export type ExhibitionPeriod = 'current' | 'upcoming' | 'past';

export interface ArtistListItemDto {
  id: string;
  handle: string;
  name: string;
  image: ImageDto | null;
  nationality: string | null;
  birth_year: number | null;
  death_year: number | null;
}

export interface ArtistListDto extends ListResponse {
  artists: ArtistListItemDto[];
}

export interface ArtistDetailDto extends ArtistListItemDto {
  bio: string;
  artworks: ArtworkSummaryDto[];
  artworks_count: number;
  exhibitions: ExhibitionSummaryDto[];
  institutions: InstitutionSummaryDto[];
}

export interface InstitutionListItemDto extends InstitutionSummaryDto {
  cover: ImageDto | null;
}

export interface InstitutionListDto extends ListResponse {
  institutions: InstitutionListItemDto[];
}

export interface InstitutionDetailDto extends InstitutionListItemDto {
  description: string;
  address: string | null;
  website: string | null;
  instagram: string | null;
  founded_year: number | null;
  artists: ArtistListItemDto[];
  artworks: ArtworkSummaryDto[];
  artworks_count: number;
  exhibitions: ExhibitionSummaryDto[];
}

export interface ExhibitionListDto extends ListResponse {
  exhibitions: ExhibitionSummaryDto[];
}

export interface ExhibitionHighlightDetailDto {
  id: string;
  title: string;
  subtitle: string;
  body: string;
  image: ImageDto | null;
}

export interface ExhibitionDetailDto extends ExhibitionSummaryDto {
  description: string;
  institution: InstitutionSummaryDto | null;
  artist: (ArtistListItemDto & { bio: string }) | null;
  artists: (ArtistListItemDto & { bio?: string })[];
  artworks: ArtworkSummaryDto[];
  artworks_count: number;
  highlights: ExhibitionHighlightDetailDto[];
  fair: FairSummaryDto | null;
}

export interface RollingBannerDto {
  id: string;
  title: string;
  subtitle: string;
  image: ImageDto | null;
  link_url: string;
}

export interface RollingBannerListDto {
  rolling_banners: RollingBannerDto[];
}

export interface FaqDto {
  id: string;
  category: string;
  question: string;
  answer: string;
}

export interface FaqListDto extends ListResponse {
  faqs: FaqDto[];
}

export interface FairDetailDto extends FairSummaryDto {
  description: string;
  exhibitions: ExhibitionSummaryDto[];
}
