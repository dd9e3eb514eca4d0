// The back office's calls (/v3/admin, issue 10): fetchers typed with schemas/back-office-dto.ts
// and their query-key factory. The screens say refusals in place, so the calls carry no toast.
import { queryOptions } from '@tanstack/react-query';
import type {
  AdminArtistDto,
  AdminArtworkDto,
  AdminEditionDto,
  AdminOrderDto,
  AdminOrderListDto,
  AuditListDto,
  BackOfficeMeDto,
  DashboardDto,
} from '@/schemas/back-office-dto';
import type { CustomerBlockDto } from '@/schemas/back-office-customers';
import type {
  PartnerDashboardDto,
  PartnerExhibitionDto,
  PartnerInstitutionDto,
  PartnerSalesDto,
} from '@/schemas/back-office-partner';
import type { BidDto, BidListDto } from '@/schemas/bid-dto';
import type { CancelOrderRequest } from '@/schemas/checkout';
import type { UploadedImageDto } from '@/schemas/image';
import type { ShippingStatus } from '@/schemas/checkout-rules';
import type { ProposeListingRequest } from '@/schemas/resale';
import type { ResaleListDto, ResaleRequestDto } from '@/schemas/resale-dto';
import { http, noToast } from './http';

const id = encodeURIComponent;
const quiet = { ...noToast };

export interface AdminOrderFilters {
  status?: string;
  shipping_status?: string;
  q?: string;
  limit?: number;
  offset?: number;
}

export const fetchBackOfficeMe = () => http.v3.get<BackOfficeMeDto>('/admin/me', quiet);
export const fetchDashboard = () => http.v3.get<DashboardDto>('/admin/dashboard', quiet);
export const fetchAdminOrders = (filters: AdminOrderFilters) =>
  http.v3.get<AdminOrderListDto>('/admin/orders', { params: filters, ...quiet });
export const fetchAdminOrder = (orderId: string) =>
  http.v3.get<AdminOrderDto>(`/admin/orders/${id(orderId)}`, quiet);
export const fetchResaleQueue = (query: { status?: string; limit?: number }) =>
  http.v3.get<ResaleListDto>('/admin/resell', { params: query, ...quiet });
export const fetchPartnerOffers = (page: { limit?: number }) =>
  http.v3.get<BidListDto>('/admin/offers', { params: page, ...quiet });
export const fetchAudit = (query: { target_type?: string; limit?: number }) =>
  http.v3.get<AuditListDto>('/admin/audit', { params: query, ...quiet });

export const confirmDeposit = (orderId: string, note: string) =>
  http.v3.post<AdminOrderDto>(`/admin/orders/${id(orderId)}/confirm-deposit`, { note }, quiet);
export const advanceShipping = (orderId: string, to: ShippingStatus) =>
  http.v3.post<AdminOrderDto>(
    `/admin/orders/${id(orderId)}/shipping`,
    { shipping_status: to },
    quiet,
  );
export const cancelAdminOrder = (orderId: string, body: Partial<CancelOrderRequest>) =>
  http.v3.post<AdminOrderDto>(`/admin/orders/${id(orderId)}/cancel`, body, quiet);
export const proposeResale = (resaleId: string, body: ProposeListingRequest) =>
  http.v3.post<ResaleRequestDto>(`/admin/resell/${id(resaleId)}/propose`, body, quiet);
export const approveResale = (resaleId: string, body: ProposeListingRequest) =>
  http.v3.post<ResaleRequestDto>(`/admin/resell/${id(resaleId)}/approve`, body, quiet);
export const rejectResale = (resaleId: string, reason: string) =>
  http.v3.post<ResaleRequestDto>(`/admin/resell/${id(resaleId)}/reject`, { reason }, quiet);
export const acceptOffer = (bidId: string) =>
  http.v3.post<BidDto>(`/admin/offers/${id(bidId)}/accept`, {}, quiet);
export const declineOffer = (bidId: string) =>
  http.v3.post<BidDto>(`/admin/offers/${id(bidId)}/decline`, {}, quiet);

export const adminQueries = {
  all: () => ['admin'] as const,
  me: () =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'me'] as const,
      queryFn: fetchBackOfficeMe,
      retry: false,
    }),
  dashboard: () =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'dashboard'] as const,
      queryFn: fetchDashboard,
    }),
  orders: (filters: AdminOrderFilters) =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'orders', filters] as const,
      queryFn: () => fetchAdminOrders(filters),
    }),
  order: (orderId: string) =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'order', orderId] as const,
      queryFn: () => fetchAdminOrder(orderId),
      retry: false,
    }),
  resale: (query: { status?: string; limit?: number }) =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'resale', query] as const,
      queryFn: () => fetchResaleQueue(query),
    }),
  offers: (page: { limit?: number }) =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'offers', page] as const,
      queryFn: () => fetchPartnerOffers(page),
    }),
  audit: (query: { target_type?: string; limit?: number }) =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'audit', query] as const,
      queryFn: () => fetchAudit(query),
    }),
};

// Catalogue ------------------------------------------------------------------------------------

export const fetchAdminArtists = (query: { q?: string; limit?: number }) =>
  http.v3.get<{ artists: AdminArtistDto[]; count: number }>('/admin/artists', {
    params: query,
    ...quiet,
  });
export const fetchAdminArtworks = (query: { q?: string; limit?: number }) =>
  http.v3.get<{ artworks: AdminArtworkDto[]; count: number }>('/admin/artworks', {
    params: query,
    ...quiet,
  });
export const fetchAdminArtwork = (artworkId: string) =>
  http.v3.get<AdminArtworkDto>(`/admin/artworks/${id(artworkId)}`, quiet);
export const saveArtist = (artistId: string | null, body: Record<string, unknown>) =>
  artistId
    ? http.v3.put<AdminArtistDto>(`/admin/artists/${id(artistId)}`, body, quiet)
    : http.v3.post<AdminArtistDto>('/admin/artists', body, quiet);
export const saveArtwork = (artworkId: string | null, body: Record<string, unknown>) =>
  artworkId
    ? http.v3.put<AdminArtworkDto>(`/admin/artworks/${id(artworkId)}`, body, quiet)
    : http.v3.post<AdminArtworkDto>('/admin/artworks', body, quiet);
export const updateEdition = (
  editionId: string,
  body: { status?: string; price?: number | null },
) => http.v3.put<AdminEditionDto>(`/admin/editions/${id(editionId)}`, body, quiet);

/** The store's upload pipeline (POST store/upload/artwork/image): the stored image. */
export function uploadImage(file: File) {
  const form = new FormData();
  form.append('file', file);
  return http.v3.post<{ image: UploadedImageDto }>('/store/upload/artwork/image', form, quiet);
}

export const catalogueAdminQueries = {
  all: () => [...adminQueries.all(), 'catalogue'] as const,
  artists: (query: { q?: string; limit?: number }) =>
    queryOptions({
      queryKey: [...catalogueAdminQueries.all(), 'artists', query] as const,
      queryFn: () => fetchAdminArtists(query),
    }),
  artworks: (query: { q?: string; limit?: number }) =>
    queryOptions({
      queryKey: [...catalogueAdminQueries.all(), 'artworks', query] as const,
      queryFn: () => fetchAdminArtworks(query),
    }),
  artwork: (artworkId: string) =>
    queryOptions({
      queryKey: [...catalogueAdminQueries.all(), 'artwork', artworkId] as const,
      queryFn: () => fetchAdminArtwork(artworkId),
    }),
};

// Exchange rates and the outbox ------------------------------------------------------------------

export interface AdminExchangeRateDto {
  currency_code: string;
  krw_per_unit: number;
  source: string;
  updated_at: string;
}

export interface AdminOutboxMessageDto {
  id: string;
  channel: 'email' | 'sms';
  recipient: string;
  template: string;
  locale: string;
  status: string;
  attempts: number;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

export const fetchExchangeRates = () =>
  http.v3.get<{ exchange_rates: AdminExchangeRateDto[] }>('/admin/exchange-rates', quiet);
export const setExchangeRate = (currency: string, krwPerUnit: number) =>
  http.v3.put<AdminExchangeRateDto>(
    `/admin/exchange-rates/${id(currency)}`,
    { krw_per_unit: krwPerUnit },
    quiet,
  );
export const fetchOutbox = (query: { recipient?: string; limit?: number }) =>
  http.v3.get<{ messages: AdminOutboxMessageDto[]; count: number }>('/admin/outbox', {
    params: query,
    ...quiet,
  });

export const operationsQueries = {
  rates: () =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'exchange-rates'] as const,
      queryFn: fetchExchangeRates,
    }),
  outbox: (query: { recipient?: string; limit?: number }) =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'outbox', query] as const,
      queryFn: () => fetchOutbox(query),
    }),
};

// Customers ------------------------------------------------------------------------------------

export interface AdminCustomerDto {
  id: string;
  email: string;
  name: string;
  badges: string[];
  blocked_at: string | null;
  blocked_reason: string | null;
  created_at: string;
}

export const fetchAdminCustomers = (query: {
  q?: string;
  state?: 'active' | 'blocked';
  limit?: number;
}) =>
  http.v3.get<{ customers: AdminCustomerDto[]; count: number }>('/admin/customers', {
    params: query,
    ...quiet,
  });
export function setCustomerBadge(customerId: string, badge: string, grant: boolean) {
  const path = `/admin/customers/${id(customerId)}/badges/${id(badge)}`;
  type Badges = { customer_id: string; badges: string[] };
  return grant ? http.v3.put<Badges>(path, {}, quiet) : http.v3.delete<Badges>(path, quiet);
}

export const customerAdminQueries = {
  all: () => [...adminQueries.all(), 'customers'] as const,
  list: (query: { q?: string; state?: 'active' | 'blocked'; limit?: number }) =>
    queryOptions({
      queryKey: [...customerAdminQueries.all(), query] as const,
      queryFn: () => fetchAdminCustomers(query),
    }),
};

/** Blocks (`block`) or unblocks the customer, with the reason kept in the audit log. */
export const setCustomerBlocked = (customerId: string, block: boolean, reason: string) =>
  http.v3.post<CustomerBlockDto>(
    `/admin/customers/${id(customerId)}/${block ? 'block' : 'unblock'}`,
    { reason },
    quiet,
  );
// The partner portal (/v3/admin/partner) --------------------------------------------------------

export interface PartnerChoicesDto {
  institutions: { id: string; name: string }[];
  categories: { id: string; title: string }[];
  artists: { id: string; name: string }[];
}
export interface PartnerArtworkFilters {
  q?: string;
  status?: string;
  limit?: number;
}

export const fetchPartnerDashboard = () =>
  http.v3.get<PartnerDashboardDto>('/admin/partner/dashboard', quiet);
export const fetchPartnerChoices = () =>
  http.v3.get<PartnerChoicesDto>('/admin/partner/choices', quiet);
export const fetchPartnerInstitution = (institutionId: string) =>
  http.v3.get<PartnerInstitutionDto>(`/admin/partner/institutions/${id(institutionId)}`, quiet);
export const savePartnerInstitution = (institutionId: string, body: Record<string, unknown>) =>
  http.v3.put<PartnerInstitutionDto>(
    `/admin/partner/institutions/${id(institutionId)}`,
    body,
    quiet,
  );
export const fetchPartnerArtworks = (filters: PartnerArtworkFilters) =>
  http.v3.get<{ artworks: AdminArtworkDto[]; count: number }>('/admin/partner/artworks', {
    params: filters,
    ...quiet,
  });
export const fetchPartnerArtwork = (artworkId: string) =>
  http.v3.get<AdminArtworkDto>(`/admin/partner/artworks/${id(artworkId)}`, quiet);
export const savePartnerArtwork = (artworkId: string | null, body: Record<string, unknown>) =>
  artworkId
    ? http.v3.put<AdminArtworkDto>(`/admin/partner/artworks/${id(artworkId)}`, body, quiet)
    : http.v3.post<AdminArtworkDto>('/admin/partner/artworks', body, quiet);
export const updatePartnerEdition = (
  editionId: string,
  body: { status?: string; price?: number | null },
) => http.v3.put<AdminEditionDto>(`/admin/partner/editions/${id(editionId)}`, body, quiet);
export const fetchPartnerExhibitions = () =>
  http.v3.get<{ exhibitions: PartnerExhibitionDto[]; count: number }>(
    '/admin/partner/exhibitions',
    { params: { limit: 100 }, ...quiet },
  );
export const fetchPartnerSales = (period: { from?: string; to?: string }) =>
  http.v3.get<PartnerSalesDto>('/admin/partner/sales', { params: period, ...quiet });
/** The sales report as CSV text (fetched with the bearer token, saved by the screen). */
export const fetchPartnerSalesCsv = (period: { from?: string; to?: string }) =>
  http.v3.get<string>('/admin/partner/sales.csv', { params: period, ...quiet });

export const partnerQueries = {
  all: () => [...adminQueries.all(), 'partner'] as const,
  dashboard: () =>
    queryOptions({
      queryKey: [...partnerQueries.all(), 'dashboard'] as const,
      queryFn: fetchPartnerDashboard,
    }),
  choices: () =>
    queryOptions({
      queryKey: [...partnerQueries.all(), 'choices'] as const,
      queryFn: fetchPartnerChoices,
    }),
  institution: (institutionId: string) =>
    queryOptions({
      queryKey: [...partnerQueries.all(), 'institution', institutionId] as const,
      queryFn: () => fetchPartnerInstitution(institutionId),
    }),
  artworks: (filters: PartnerArtworkFilters) =>
    queryOptions({
      queryKey: [...partnerQueries.all(), 'artworks', filters] as const,
      queryFn: () => fetchPartnerArtworks(filters),
    }),
  artwork: (artworkId: string) =>
    queryOptions({
      queryKey: [...partnerQueries.all(), 'artwork', artworkId] as const,
      queryFn: () => fetchPartnerArtwork(artworkId),
    }),
  exhibitions: () =>
    queryOptions({
      queryKey: [...partnerQueries.all(), 'exhibitions'] as const,
      queryFn: fetchPartnerExhibitions,
    }),
  sales: (period: { from?: string; to?: string }) =>
    queryOptions({
      queryKey: [...partnerQueries.all(), 'sales', period] as const,
      queryFn: () => fetchPartnerSales(period),
    }),
};
