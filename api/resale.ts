// The resale and consignment calls (SPEC §7 my-work, resell and consign; ADR 0025): fetchers
// typed with schemas/resale-dto.ts and their query-key factory. The screens say refusals in
// place, so the calls carry no toast.
import { queryOptions } from '@tanstack/react-query';
import type { UploadedImageDto } from '@/schemas/image';
import type { ConsignRequest, RegisterResaleRequest } from '@/schemas/resale';
import type {
  ConsignFormDto,
  MyWorkListDto,
  ResaleListDto,
  ResaleRequestDto,
} from '@/schemas/resale-dto';
import { http, noToast } from './http';

const id = encodeURIComponent;
const quiet = { ...noToast };

export function fetchMyWork(page: { limit?: number; offset?: number } = {}) {
  return http.v3.get<MyWorkListDto>('/store/customer/my-work', { params: page });
}

export function fetchResaleRequests(query: { status?: string; limit?: number } = {}) {
  return http.v2.get<ResaleListDto>('/store/resell', { params: query });
}

export function registerResale(body: RegisterResaleRequest): Promise<ResaleRequestDto> {
  return http.v2.post<ResaleRequestDto>('/store/resell/register', body, quiet);
}

export function confirmResale(resaleId: string): Promise<ResaleRequestDto> {
  return http.v2.post<ResaleRequestDto>(`/store/resell/${id(resaleId)}/confirm`, {}, quiet);
}

export function withdrawResale(resaleId: string): Promise<ResaleRequestDto> {
  return http.v2.post<ResaleRequestDto>(`/store/resell/${id(resaleId)}/withdraw`, {}, quiet);
}

export function fetchConsignForm(editionId: string): Promise<ConsignFormDto> {
  return http.v3.get<ConsignFormDto>(`/store/artwork/consign/${id(editionId)}`, quiet);
}

export function consignEdition(editionId: string, body: ConsignRequest) {
  return http.v3.post<ResaleRequestDto>(`/store/artwork/consign/${id(editionId)}`, body, quiet);
}

export const resaleQueries = {
  all: () => ['resale'] as const,
  myWork: (page: { limit?: number; offset?: number } = {}) =>
    queryOptions({
      queryKey: [...resaleQueries.all(), 'my-work', page] as const,
      queryFn: () => fetchMyWork(page),
    }),
  consign: (editionId: string) =>
    queryOptions({
      queryKey: [...resaleQueries.all(), 'consign', editionId] as const,
      queryFn: () => fetchConsignForm(editionId),
      retry: false,
    }),
};

/** Uploads one photo of an owned work (SPEC §7 POST store/upload/artwork/image). */
export function uploadWorkPhoto(file: File): Promise<{ image: UploadedImageDto }> {
  const form = new FormData();
  form.append('file', file);
  return http.v3.post<{ image: UploadedImageDto }>('/store/upload/artwork/image', form, quiet);
}
