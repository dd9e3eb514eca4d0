// The back office's galleries, categories, exhibitions, highlights, fairs, rolling banners, FAQ
// and contents (/v3/admin, issue 10): fetchers typed with schemas/back-office-editorial-dto.ts
// and their query-key factory. The screens say refusals in place, so the calls carry no toast.
import { queryOptions } from '@tanstack/react-query';
import type {
  AdminBannerListDto,
  AdminCategoryListDto,
  AdminContentListDto,
  AdminExhibitionDto,
  AdminExhibitionListDto,
  AdminFairListDto,
  AdminFaqListDto,
  AdminHighlightDto,
  AdminInstitutionListDto,
} from '@/schemas/back-office-editorial-dto';
import { adminQueries } from './admin';
import { http, noToast } from './http';

const id = encodeURIComponent;
const quiet = { ...noToast };

/** Each kind's path under /v3/admin and its list answer. */
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

export const fetchEditorialList = <K extends EditorialKind>(kind: K, query: EditorialListQuery) =>
  http.v3.get<EditorialLists[K]>(`/admin/${kind}`, { params: query, ...quiet });
export const fetchAdminExhibition = (exhibitionId: string) =>
  http.v3.get<AdminExhibitionDto>(`/admin/exhibitions/${id(exhibitionId)}`, quiet);

/** Creates (no id) or changes one object of a kind. */
export const saveEditorial = (
  kind: EditorialKind | 'exhibition-highlights',
  itemId: string | null,
  body: Record<string, unknown>,
) =>
  itemId
    ? http.v3.put<{ id: string }>(`/admin/${kind}/${id(itemId)}`, body, quiet)
    : http.v3.post<{ id: string }>(`/admin/${kind}`, body, quiet);
export const deleteEditorial = (
  kind: 'rolling-banners' | 'faqs' | 'contents' | 'exhibition-highlights',
  itemId: string,
) => http.v3.delete<{ id: string; deleted: true }>(`/admin/${kind}/${id(itemId)}`, quiet);
export const addHighlight = (exhibitionId: string, body: Record<string, unknown>) =>
  http.v3.post<AdminHighlightDto>(`/admin/exhibitions/${id(exhibitionId)}/highlights`, body, quiet);

export const editorialAdminQueries = {
  all: () => [...adminQueries.all(), 'editorial'] as const,
  list: <K extends EditorialKind>(kind: K, query: EditorialListQuery) =>
    queryOptions({
      queryKey: [...editorialAdminQueries.all(), kind, query] as const,
      queryFn: () => fetchEditorialList(kind, query),
    }),
  exhibition: (exhibitionId: string) =>
    queryOptions({
      queryKey: [...editorialAdminQueries.all(), 'exhibition', exhibitionId] as const,
      queryFn: () => fetchAdminExhibition(exhibitionId),
    }),
};
