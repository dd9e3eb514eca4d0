// The back office's answers (issue 10): shared by the server and the /admin screens.
import type { BackOfficeRole, StaffRole } from './back-office';
import type { OrderDto } from './checkout-dto';
import type { ShippingStatus } from './checkout-rules';
import type { ListResponse } from './dto';

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
}

/** An order as the operator sees it: the buyer's view plus what may be done next. */
export interface AdminOrderDto extends OrderDto {
  customer_id: string;
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
