// The back office's answers (issue 10): shared by the server and the /admin screens.
import type { BackOfficeRole, StaffRole } from './back-office';
import type { OrderDto } from './checkout-dto';
import type { ShippingStatus } from '@/rules/checkout-rules';
import type { ImageDto, Language, ListResponse } from './dto';
import type { ArtworkViewKind } from '@/rules/artwork-views';

/** GET /v3/admin/me: who is signed in to the back office and what they may see. */
export interface BackOfficeMeDto {
  customer_id: string;
  email: string;
  first_name: string;
  last_name: string;
  roles: BackOfficeRole[];
  /** The galleries a partner works for. */
  institutions: { id: string; name: string }[];
}

/** GET /v3/admin/dashboard */
export interface DashboardDto {
  /** Orders placed since midnight (Korean time). */
  orders_today: number;
  deposits_awaiting: number;
  /** Paid orders not at the end of their shipping track. */
  orders_to_ship: number;
  resale_reviewing: number;
  resale_waiting_for_confirmation: number;
  pending_offers: number;
  /** Contact requests no operator has picked up yet. */
  contacts_new: number;
}

/**
 * The buyer's account, for the operator who fulfils the order (operators only, ADR 0029; the
 * partner portal never receives it).
 */
export interface AdminOrderCustomerDto {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  /** Calling code of the confirmed phone (`+82`); null without a phone. */
  country_code: string | null;
  /** Digits only; null until the customer confirmed a number. */
  phone: string | null;
  /** The language their notices go out in. */
  language: Language;
}

/**
 * An order as the operator sees it: the buyer's view (address with phone and country, delivery
 * method and date, frame, installation, extra works, pick-up message, payment and refund), the
 * buyer's account, the cancel reason, and what may be done next.
 */
export interface AdminOrderDto extends OrderDto {
  customer_id: string;
  customer: AdminOrderCustomerDto | null;
  /** Why it was canceled or refunded (the buyer's or the operator's words); null otherwise. */
  cancel_reason: string | null;
  next_shipping_status: ShippingStatus | null;
  can_confirm_deposit: boolean;
  can_advance_shipping: boolean;
}

export interface AdminOrderListDto extends ListResponse {
  orders: AdminOrderDto[];
}

export interface AuditEntryDto {
  id: string;
  actor_id: string;
  actor_email: string;
  actor_roles: string[];
  action: string;
  target_type: string;
  target_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  created_at: string;
}

export interface AuditListDto extends ListResponse {
  entries: AuditEntryDto[];
}

export interface StaffMemberDto {
  customer_id: string;
  email: string;
  name: string;
  role: StaffRole;
  since: string;
}

export interface StaffListDto {
  staff: StaffMemberDto[];
}

/** The catalogue as the back office edits it: both languages as stored, prices in KRW. */
export interface AdminArtistDto {
  id: string;
  handle: string;
  name_en: string;
  name_ko: string;
  bio_en: string;
  bio_ko: string;
  birth_year: number | null;
  nationality_en: string | null;
  nationality_ko: string | null;
  image_id: string | null;
  updated_at: string;
}

export interface AdminEditionDto {
  id: string;
  artwork_id: string;
  edition_number: number;
  status: 'available' | 'reserved' | 'sold' | 'not_for_sale';
  price: number | null;
  sold_at: string | null;
}

export interface AdminArtworkDto {
  id: string;
  handle: string;
  title_en: string;
  title_ko: string;
  description_en: string;
  description_ko: string;
  artist_id: string;
  institution_id: string | null;
  category_id: string;
  year: number | null;
  medium_en: string;
  medium_ko: string;
  width_cm: number;
  height_cm: number;
  depth_cm: number | null;
  price: number | null;
  purchase_status: string;
  edition_type: 'unique' | 'edition';
  edition_size: number;
  bid_enabled: boolean;
  vat_taxable: boolean;
  image_id: string | null;
  updated_at: string;
  editions?: AdminEditionDto[];
}

/** GET/PUT …/artworks/{id}/views: one view of the work, both languages as stored (rules §4.71). */
export interface AdminArtworkViewDto {
  image_id: string;
  image: ImageDto;
  kind: ArtworkViewKind;
  caption_en: string;
  caption_ko: string;
  rank: number;
}

export interface AdminArtworkViewsDto {
  artwork_id: string;
  /** Every picture of the work in order, defect photos (the condition report's) included. */
  views: AdminArtworkViewDto[];
}
