// The back office's editorial objects (/v3/admin, issue 10): each kind's path and list answer.
import type {
  AdminBannerListDto,
  AdminCategoryListDto,
  AdminContentListDto,
  AdminExhibitionListDto,
  AdminFairListDto,
  AdminFaqListDto,
  AdminInstitutionListDto,
} from '@/schemas/back-office-editorial-dto';

export interface EditorialLists {
  institutions: AdminInstitutionListDto;
  categories: AdminCategoryListDto;
  exhibitions: AdminExhibitionListDto;
  fairs: AdminFairListDto;
  'rolling-banners': AdminBannerListDto;
  faqs: AdminFaqListDto;
  contents: AdminContentListDto;
}
export type EditorialKind = keyof EditorialLists;

export interface EditorialListQuery {
  q?: string;
  limit?: number;
  /** Exhibitions: current, upcoming or past. */
  period?: string;
}
