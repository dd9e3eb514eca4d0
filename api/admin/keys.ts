// The back office's query keys (/v3/admin, issue 10): one root, so a change can refetch every
// back-office screen at once, and one branch per area the screens invalidate together.
import type { EditorialKind, EditorialListQuery } from './editorial/editorial-kinds';

export interface AdminOrderFilters {
  status?: string;
  shipping_status?: string;
  q?: string;
  limit?: number;
  offset?: number;
}

export interface AdminListQuery {
  q?: string;
  limit?: number;
}

export interface PartnerArtworkFilters {
  q?: string;
  status?: string;
  limit?: number;
}

export interface SalesPeriod {
  from?: string;
  to?: string;
}

export interface AdminCustomerQuery {
  q?: string;
  state?: 'active' | 'blocked';
  limit?: number;
}

export const adminKeys = {
  all: () => ['admin'] as const,
  me: () => [...adminKeys.all(), 'me'] as const,
  dashboard: () => [...adminKeys.all(), 'dashboard'] as const,
  orders: (filters: AdminOrderFilters) => [...adminKeys.all(), 'orders', filters] as const,
  order: (orderId: string) => [...adminKeys.all(), 'order', orderId] as const,
  resale: (query: { status?: string; limit?: number }) =>
    [...adminKeys.all(), 'resale', query] as const,
  offers: (query: object) => [...adminKeys.all(), 'offers', query] as const,
  offer: (id: string) => [...adminKeys.all(), 'offer', id] as const,
  audit: (query: { target_type?: string; limit?: number }) =>
    [...adminKeys.all(), 'audit', query] as const,
  exchangeRates: () => [...adminKeys.all(), 'exchange-rates'] as const,
  outbox: (query: { recipient?: string; limit?: number }) =>
    [...adminKeys.all(), 'outbox', query] as const,
};

export const adminCatalogueKeys = {
  all: () => [...adminKeys.all(), 'catalogue'] as const,
  artists: (query: AdminListQuery) => [...adminCatalogueKeys.all(), 'artists', query] as const,
  artworks: (query: AdminListQuery) => [...adminCatalogueKeys.all(), 'artworks', query] as const,
  artwork: (artworkId: string) => [...adminCatalogueKeys.all(), 'artwork', artworkId] as const,
};

export const adminCustomerKeys = {
  all: () => [...adminKeys.all(), 'customers'] as const,
  list: (query: AdminCustomerQuery) => [...adminCustomerKeys.all(), query] as const,
};

export const partnerKeys = {
  all: () => [...adminKeys.all(), 'partner'] as const,
  dashboard: () => [...partnerKeys.all(), 'dashboard'] as const,
  choices: () => [...partnerKeys.all(), 'choices'] as const,
  institution: (institutionId: string) =>
    [...partnerKeys.all(), 'institution', institutionId] as const,
  artworks: (filters: PartnerArtworkFilters) =>
    [...partnerKeys.all(), 'artworks', filters] as const,
  artwork: (artworkId: string) => [...partnerKeys.all(), 'artwork', artworkId] as const,
  exhibitions: () => [...partnerKeys.all(), 'exhibitions'] as const,
  sales: (period: SalesPeriod) => [...partnerKeys.all(), 'sales', period] as const,
};

export const adminEditorialKeys = {
  all: () => [...adminKeys.all(), 'editorial'] as const,
  list: (kind: EditorialKind, query: EditorialListQuery) =>
    [...adminEditorialKeys.all(), kind, query] as const,
  exhibition: (exhibitionId: string) =>
    [...adminEditorialKeys.all(), 'exhibition', exhibitionId] as const,
};
