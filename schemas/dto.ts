// Wire shapes (DTOs) of the store API, shared by the server that builds them and the client
// that reads them. Field names are the spec's (snake_case).
import type { CurrencyCode, Money } from '@/rules/money';

export { languages, type Language } from './language';

/** An image; variants are derived from `url` with `imageVariantUrl`. */
export interface ImageDto {
  url: string;
  width: number;
  height: number;
  /** Dominant colour #rrggbb, painted while the image loads. */
  color: string;
}

export interface ListResponse {
  count: number;
  limit: number;
  offset: number;
}

export interface CategoryDto {
  id: string;
  title: string;
  handle: string;
}

export interface ArtistSummaryDto {
  id: string;
  handle: string;
  name: string;
  image: ImageDto | null;
}

export interface InstitutionSummaryDto {
  id: string;
  handle: string;
  name: string;
  type: string;
  city: string | null;
  logo: ImageDto | null;
}

export interface ExhibitionSummaryDto {
  id: string;
  handle: string;
  type: string;
  title: string;
  short_title: string;
  starts_at: string;
  ends_at: string;
  institution_name: string | null;
  location: string | null;
  cover: ImageDto | null;
  has_on_view: boolean;
  /** current | upcoming | past, relative to the server's clock. */
  period: 'current' | 'upcoming' | 'past';
}

export interface ExhibitionHighlightDto {
  id: string;
  exhibition_id: string;
  exhibition_handle: string;
  title: string;
  subtitle: string;
  image: ImageDto | null;
}

export interface FairSummaryDto {
  id: string;
  handle: string;
  token: string;
  title: string;
  venue: string | null;
  starts_at: string;
  ends_at: string;
  cover: ImageDto | null;
}

export interface PaymentProviderDto {
  id: string;
  code: string;
  name: string;
  currencies: CurrencyCode[];
}

export interface CurrencyDto {
  code: CurrencyCode;
  symbol: string;
  decimals: number;
}

export interface CountryDto {
  code: string;
  iso2: string;
  name: string;
  default_currency: CurrencyCode;
}

/** GET /v3/store/app/initialize/{country} (rules §3 "App initialisation data"). */
export interface AppInitDto {
  country: CountryDto;
  artwork_categories: CategoryDto[];
  payment_providers: PaymentProviderDto[];
  featured_artists: ArtistSummaryDto[];
  featured_institutions: InstitutionSummaryDto[];
  currencies: CurrencyDto[];
  fairs: FairSummaryDto[];
  exhibitions: ExhibitionSummaryDto[];
  /** The pre-access gate is on: only listed e-mail addresses may enter (rules §4). */
  pre_access: boolean;
  /** Public keys of the browser's analytics and error reports; null: not loaded (ADR 0028). */
  monitoring: MonitoringConfigDto;
  headers_exhibitions: {
    exhibitions: Pick<ExhibitionSummaryDto, 'id' | 'handle' | 'short_title' | 'title'>[];
    exhibition_highlights: ExhibitionHighlightDto[];
  };
}

/**
 * What every page's frame needs of app initialisation (header menus, the language & currency
 * dialog, the pre-access flag): the server sends only this with most pages, the full answer
 * with the pages that show the rest (home, about).
 */
export type AppShellDto = Pick<
  AppInitDto,
  | 'country'
  | 'artwork_categories'
  | 'currencies'
  | 'headers_exhibitions'
  | 'pre_access'
  | 'monitoring'
>;

export function toAppShell(init: AppInitDto): AppShellDto {
  const { country, artwork_categories, currencies, headers_exhibitions, pre_access, monitoring } =
    init;
  return { country, artwork_categories, currencies, headers_exhibitions, pre_access, monitoring };
}

/** Analytics (Amplitude) and error reports (Sentry) for the browser: public values only. */
export interface MonitoringConfigDto {
  amplitude: { api_key: string; server_url: string | null } | null;
  sentry: { dsn: string; environment: string } | null;
}

/** A price in KRW with its conversion into the visitor's currency. */
export interface PriceDto {
  krw: number;
  display: Money;
}

export interface ErrorBody {
  message: string;
  code: string;
  fields?: Record<string, string>;
}
