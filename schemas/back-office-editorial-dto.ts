// The back office's answers for galleries, categories, exhibitions, highlights, fairs, rolling
// banners, FAQ and contents (issue 10): every field as stored, both languages, dates in ISO 8601.
import type { ListResponse } from './dto';
import type {
  adminExhibitionTypes,
  contentTypes,
  faqCategories,
  institutionTypes,
} from './back-office-editorial';

export interface AdminInstitutionDto {
  id: string;
  handle: string;
  type: (typeof institutionTypes)[number];
  name_en: string;
  name_ko: string;
  description_en: string;
  description_ko: string;
  address_en: string | null;
  address_ko: string | null;
  city_en: string | null;
  city_ko: string | null;
  country_code: string;
  website: string | null;
  instagram: string | null;
  founded_year: number | null;
  is_partner: boolean;
  logo_image_id: string | null;
  cover_image_id: string | null;
  updated_at: string;
}

export interface AdminCategoryDto {
  id: string;
  handle: string;
  title_en: string;
  title_ko: string;
  rank: number;
  /** Artworks filed under it. */
  artworks_count: number;
}

export interface AdminHighlightDto {
  id: string;
  exhibition_id: string;
  title_en: string;
  title_ko: string;
  subtitle_en: string;
  subtitle_ko: string;
  body_en: string;
  body_ko: string;
  image_id: string | null;
  artwork_ids: string[];
  rank: number;
}

export interface AdminExhibitionDto {
  id: string;
  handle: string;
  type: (typeof adminExhibitionTypes)[number];
  title_en: string;
  title_ko: string;
  short_title_en: string;
  short_title_ko: string;
  description_en: string;
  description_ko: string;
  institution_id: string | null;
  fair_id: string | null;
  artist_id: string | null;
  location_en: string | null;
  location_ko: string | null;
  starts_at: string;
  ends_at: string;
  cover_image_id: string | null;
  has_on_view: boolean;
  menu_rank: number | null;
  /** current | upcoming | past, by the server's clock. */
  period: 'current' | 'upcoming' | 'past';
  /** GET one: the works shown, in order, and its highlights. */
  artwork_ids?: string[];
  highlights?: AdminHighlightDto[];
}

export interface AdminFairDto {
  id: string;
  handle: string;
  token: string;
  title_en: string;
  title_ko: string;
  description_en: string;
  description_ko: string;
  venue_en: string | null;
  venue_ko: string | null;
  starts_at: string;
  ends_at: string;
  cover_image_id: string | null;
  /** Its exhibitions (booths and solo shows): an exhibition joins a fair by its fair_id. */
  exhibition_ids: string[];
}

export interface AdminBannerDto {
  id: string;
  title_en: string;
  title_ko: string;
  subtitle_en: string;
  subtitle_ko: string;
  image_id: string | null;
  link_url: string;
  rank: number;
  starts_at: string | null;
  ends_at: string | null;
}

export interface AdminFaqDto {
  id: string;
  category: (typeof faqCategories)[number];
  question_en: string;
  question_ko: string;
  answer_en: string;
  answer_ko: string;
  rank: number;
}

export interface AdminContentDto {
  id: string;
  handle: string;
  type: (typeof contentTypes)[number];
  title_en: string;
  title_ko: string;
  summary_en: string;
  summary_ko: string;
  body_en: string;
  body_ko: string;
  image_id: string | null;
  /** The works the story shows, in order. */
  artwork_ids: string[];
  link_url: string | null;
  published_at: string;
}

export interface AdminInstitutionListDto extends ListResponse {
  institutions: AdminInstitutionDto[];
}
export interface AdminCategoryListDto extends ListResponse {
  categories: AdminCategoryDto[];
}
export interface AdminExhibitionListDto extends ListResponse {
  exhibitions: AdminExhibitionDto[];
}
export interface AdminFairListDto extends ListResponse {
  fairs: AdminFairDto[];
}
export interface AdminBannerListDto extends ListResponse {
  rolling_banners: AdminBannerDto[];
}
export interface AdminFaqListDto extends ListResponse {
  faqs: AdminFaqDto[];
}
export interface AdminContentListDto extends ListResponse {
  contents: AdminContentDto[];
}
