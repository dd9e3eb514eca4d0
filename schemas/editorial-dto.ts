// Wire shapes of the editorial and discovery calls: rolling banners, FAQ, contents, fairs, the
// temporary art-fair lists, the site search (store/opensearch/all) and the internal handles list.
import type { ArtistListItemDto } from './artist-dto';
import type { ArtworkSummaryDto } from './artwork-dto';
import type { ExhibitionSummaryDto, FairSummaryDto, ImageDto, ListResponse } from './dto';
import type { InstitutionListItemDto } from './institution-dto';

/** One slide of the home carousel. */
export interface RollingBannerDto {
  id: string;
  title: string;
  subtitle: string;
  image: ImageDto | null;
  /** Where the slide leads: a site path (`/exhibitions/...`) or an absolute URL. */
  link_url: string;
  rank: number;
  starts_at: string | null;
  ends_at: string | null;
}

/** GET store/rolling-banner: banners active now (no dates = always), by rank. */
export interface RollingBannerListDto extends ListResponse {
  rolling_banners: RollingBannerDto[];
}

export interface FaqDto {
  id: string;
  category: string;
  question: string;
  answer: string;
}

export interface FaqCategoryDto {
  category: string;
  count: number;
}

/** GET store/faq: questions by category rank then rank; `categories` lists every category. */
export interface FaqListDto extends ListResponse {
  faqs: FaqDto[];
  /** Every category in display order with its number of questions (unfiltered). */
  categories: FaqCategoryDto[];
}

export interface ContentDto {
  id: string;
  handle: string;
  /** e.g. article, news, interview, video */
  type: string;
  title: string;
  summary: string;
  body: string;
  image: ImageDto | null;
  link_url: string | null;
  published_at: string;
}

/** GET store/contents/{handle}: one published story with the works it shows, in its order. */
export interface ContentDetailDto extends ContentDto {
  artworks: ArtworkSummaryDto[];
}

/** GET store/contents: published contents, newest first. */
export interface ContentListDto extends ListResponse {
  contents: ContentDto[];
}

/** GET store/fair/{id} (id, handle or token) */
export interface FairDetailDto extends FairSummaryDto {
  description: string;
  period: 'current' | 'upcoming' | 'past';
  /** The fair's exhibitions (booths and solo shows), by opening then title. */
  exhibitions: ExhibitionSummaryDto[];
  /** Galleries with a booth at the fair. */
  institutions: InstitutionListItemDto[];
  /** Artists with works at the fair (up to 48). */
  artists: ArtistListItemDto[];
  artists_count: number;
  artworks_count: number;
}

/** GET store/temp/artworks: the current (else the first) fair's works. */
export interface TempArtworkListDto extends ListResponse {
  artworks: ArtworkSummaryDto[];
  fair: FairSummaryDto | null;
}

/** GET store/opensearch/all?keyword= : every group capped (see `limit`), best matches first. */
export interface OpenSearchResultDto {
  keyword: string;
  /** Per-group cap. */
  limit: number;
  artworks: ArtworkSummaryDto[];
  artists: ArtistListItemDto[];
  institutions: InstitutionListItemDto[];
  exhibitions: ExhibitionSummaryDto[];
  /** Matches per group, counted up to a cap of 1,000. */
  count: { artworks: number; artists: number; institutions: number; exhibitions: number };
}

/** One page a static path or the sitemap points at. */
export interface HandleRefDto {
  id: string;
  handle: string;
  /** Last change (ISO 8601), for sitemap lastmod. */
  updated_at: string;
}

/** GET internal/handles: every public catalogue page, newest first (capped per kind at 50,000). */
export interface InternalHandlesDto {
  artworks: HandleRefDto[];
  artists: HandleRefDto[];
  /** `has_on_view`: the exhibition has a 3D room (/onview/[handle]) and its slideshow. */
  exhibitions: (HandleRefDto & { type: string; has_on_view: boolean })[];
  institutions: HandleRefDto[];
  /** Art fairs, each with its own page at `/{token}`. */
  fairs: (HandleRefDto & { token: string })[];
}
