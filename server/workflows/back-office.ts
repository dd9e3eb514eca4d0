// The back office (issue 10, ADR 0029): the operators' and partners' calls. Every change runs
// the same workflow function the store uses (orders, resale, bids) and leaves one audit row:
// who, when, what, and the object before and after. Who may call what is decided by the route
// declarations (server/http/back-office-auth.ts), not here.
import type { AppContext } from '../context';
import { AppError, notFound } from '../errors';
import { logger } from '../lib/logger';
import { localize } from '../lib/localize';
import { insertAuditEntry, listAuditEntries } from '../modules/audit/audit.repository';
import { countOrdersForDashboard, type OrderRow } from '../modules/orders/order.repository';
import { countNewContacts } from '../modules/outreach/contact-inbox.repository';
import {
  findStaffFacts,
  listStaff,
  removeStaffRole,
  setStaffRole,
} from '../modules/staff/staff.repository';
import { findCustomerByEmail } from '../modules/customers/customer.repository';
import { findCustomerContacts } from '../modules/customers/customer-admin.repository';
import type { Bids } from './bids';
import type { Orders } from './orders';
import type { ShipmentInput } from './orders/shipping';
import type { Resale } from './resale';
import { sellerSettlementOf } from './checkout-views';
import {
  backOfficeMessages as m,
  type AdminOfferListQuery,
  type AdminOrderListQuery,
  type AuditListQuery,
  type BackOfficeRole,
  type GrantStaffRequest,
} from '@/schemas/back-office';
import type {
  AdminOrderCustomerDto,
  AdminOrderDto,
  AdminOrderListDto,
  AuditListDto,
  BackOfficeMeDto,
  DashboardDto,
  StaffListDto,
} from '@/schemas/back-office-dto';
import type { BidDto } from '@/schemas/bid-dto';
import type { CancelOrderRequest } from '@/schemas/checkout';
import type { OrderDto } from '@/schemas/checkout-dto';
import {
  canCancelOrder,
  nextShippingStatus,
  shippingTracks,
  type ShippingMethod,
  type ShippingStatus,
} from '@/rules/checkout-rules';
import type { Language } from '@/schemas/dto';
import type { CurrencyCode } from '@/rules/money';
import {
  resaleMessages,
  type ProposeListingRequest,
  type RejectResaleRequest,
  type ResaleListQuery,
} from '@/schemas/resale';
import type { ResaleRequestDto } from '@/schemas/resale-dto';

/** A signed-in customer with at least one back-office role. */
export interface StaffMember {
  customerId: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: BackOfficeRole[];
  institutions: { id: string; nameEn: string; nameKo: string }[];
}

export type BackOffice = ReturnType<typeof createBackOffice>;

const KST_OFFSET_MS = 9 * 3_600_000;

/** Midnight of `now`'s day in Korea, the store's day. */
export function startOfStoreDay(now: Date): Date {
  const local = new Date(now.getTime() + KST_OFFSET_MS);
  local.setUTCHours(0, 0, 0, 0);
  return new Date(local.getTime() - KST_OFFSET_MS);
}

// What the audit log keeps of each object: the fields a back-office change can move.
const orderSnapshot = (order: OrderDto) => ({
  order_number: order.order_number,
  status: order.status,
  shipping_status: order.shipping_status,
  paid_at: order.paid_at,
  cancel_date: order.cancel_date,
  cancel_amount: order.cancel_amount,
  refund_info: order.refund_info,
  shipment: order.shipment,
});
const resaleSnapshot = (request: ResaleRequestDto) => ({
  status: request.status,
  desired_price: request.desired_price,
  listing_price: request.listing_price,
  operator_note: request.operator_note,
  rejection_reason: request.rejection_reason,
});
const bidSnapshot = (bid: BidDto) => ({
  status: bid.status,
  close_reason: bid.close_reason,
  answered_by: bid.answered_by,
  amount: bid.amount,
  amount_krw: bid.amount_krw,
  accepted_at: bid.accepted_at,
});

/** Operators and admins answer, in the offers queue, for the galleries without a partner account. */
const asOf = (staff: StaffMember) => ({
  operator: staff.roles.some((role) => role === 'operator' || role === 'admin'),
});

/**
 * The audit trail's one writer: runs a back-office change, then records it. The change commits in
 * its own workflow's transaction; the audit row follows it (ADR 0029: a crash in between loses the
 * row, never the change, and the logger keeps the event).
 */
export function createAuditTrail(ctx: AppContext) {
  return async function audited<T>(
    staff: StaffMember,
    action: string,
    /** The target's id, or how to read it from the result (a created object's new id). */
    target: { type: string; id: string | ((result: T) => string) },
    before: object | null,
    change: () => Promise<T>,
    after: (result: T) => object | null,
  ): Promise<T> {
    const result = await change();
    const targetId = typeof target.id === 'function' ? target.id(result) : target.id;
    try {
      await insertAuditEntry(
        ctx.db,
        {
          actorId: staff.customerId,
          actorEmail: staff.email,
          actorRoles: staff.roles,
          action,
          targetType: target.type,
          targetId,
          before: before as Record<string, unknown> | null,
          after: after(result) as Record<string, unknown> | null,
        },
        ctx.now(),
      );
    } catch (error) {
      logger.error('audit entry not recorded', {
        action,
        target_id: targetId,
        error: String(error),
      });
    }
    return result;
  };
}

export function createBackOffice(
  ctx: AppContext,
  deps: { orders: Orders; resale: Resale; bids: Bids },
) {
  const { orders, resale, bids } = deps;

  const audited = createAuditTrail(ctx);

  type Contact = Awaited<ReturnType<typeof findCustomerContacts>>[number];
  const customerDto = (contact: Contact | undefined): AdminOrderCustomerDto | null =>
    contact
      ? {
          id: contact.id,
          first_name: contact.firstName,
          last_name: contact.lastName,
          email: contact.email,
          country_code: contact.countryCode,
          phone: contact.phone,
          language: contact.language,
        }
      : null;

  function adminOrder(order: OrderDto, row: OrderRow, contact: Contact | undefined): AdminOrderDto {
    const method = order.shipping_method as ShippingMethod;
    const next = nextShippingStatus(method, order.shipping_status as ShippingStatus);
    return {
      ...order,
      customer_id: row.customerId,
      customer: customerDto(contact),
      cancel_reason: row.cancelReason,
      // A resale's settlement in won, as its seller reads it (rules §4.36).
      resale_settlement: sellerSettlementOf(order, row),
      next_shipping_status: order.status === 'paid' ? next : null,
      can_confirm_deposit: order.status === 'awaiting_deposit',
      can_advance_shipping: order.status === 'paid' && next !== null,
      can_cancel: canCancelOrder(order.status, method, order.shipping_status),
    };
  }

  async function orderOf(orderId: string, language: Language) {
    const found = await orders.findAny(orderId, language);
    if (!found) throw notFound(m.orderNotFound);
    return found;
  }

  /** The order in full as the operator fulfils it, read after any change. */
  async function fulfilmentView(orderId: string, language: Language): Promise<AdminOrderDto> {
    const { row, dto } = await orderOf(orderId, language);
    const [contact] = await findCustomerContacts(ctx.db, [row.customerId]);
    return adminOrder(dto, row, contact);
  }

  async function requestOf(id: string, language: Language) {
    const found = await resale.find(id, language);
    if (!found) throw notFound(resaleMessages.requestNotFound);
    return found;
  }

  /** A review step on a resale request, recorded with the request before and after it. */
  async function auditedResale<T extends Parameters<typeof resaleSnapshot>[0]>(
    staff: StaffMember,
    action: string,
    id: string,
    language: Language,
    change: () => Promise<T>,
  ): Promise<T> {
    const before = await requestOf(id, language);
    return audited(
      staff,
      action,
      { type: 'resale', id },
      resaleSnapshot(before),
      change,
      resaleSnapshot,
    );
  }

  return {
    /** The customer's back-office roles; null when they have none (not staff). */
    async staffOf(customerId: string): Promise<StaffMember | null> {
      const facts = await findStaffFacts(ctx.db, customerId);
      if (!facts) return null;
      const roles: BackOfficeRole[] = [];
      if (facts.institutions.length) roles.push('partner');
      if (facts.staffRole === 'operator' || facts.staffRole === 'admin') roles.push('operator');
      if (facts.staffRole === 'admin') roles.push('admin');
      if (!roles.length) return null;
      return {
        customerId: facts.customerId,
        email: facts.email,
        firstName: facts.firstName,
        lastName: facts.lastName,
        roles,
        institutions: facts.institutions,
      };
    },

    me(staff: StaffMember, language: Language): BackOfficeMeDto {
      return {
        customer_id: staff.customerId,
        email: staff.email,
        first_name: staff.firstName,
        last_name: staff.lastName,
        roles: staff.roles,
        institutions: staff.institutions.map((i) => ({
          id: i.id,
          name: localize(language, i.nameEn, i.nameKo),
        })),
      };
    },

    async dashboard(): Promise<DashboardDto> {
      const now = ctx.now();
      const [counts, reviewing, waiting, pendingOffers, newContacts] = await Promise.all([
        countOrdersForDashboard(ctx.db, startOfStoreDay(now)),
        resale.queue({ status: 'reviewing', limit: 1, offset: 0 }, 'en'),
        resale.queue({ status: 'waiting_for_confirmation', limit: 1, offset: 0 }, 'en'),
        bids.countPending('operators'),
        countNewContacts(ctx.db),
      ]);
      const trackEnds = new Set<string>(
        Object.values(shippingTracks).map((track) => track[track.length - 1]!),
      );
      let depositsAwaiting = 0;
      let toShip = 0;
      for (const row of counts.rows) {
        if (row.status === 'awaiting_deposit') depositsAwaiting += row.n;
        else if (!trackEnds.has(row.shipping)) toShip += row.n;
      }
      return {
        orders_today: counts.createdSince,
        deposits_awaiting: depositsAwaiting,
        orders_to_ship: toShip,
        resale_reviewing: reviewing.count,
        resale_waiting_for_confirmation: waiting.count,
        pending_offers: pendingOffers,
        contacts_new: newContacts,
      };
    },

    async listOrders(query: AdminOrderListQuery, language: Language): Promise<AdminOrderListDto> {
      const { rows, orders: views, count } = await orders.listAll(query, language);
      const contacts = new Map(
        (
          await findCustomerContacts(
            ctx.db,
            rows.map((row) => row.customerId),
          )
        ).map((c) => [c.id, c]),
      );
      return {
        orders: views.map((view, i) =>
          adminOrder(view, rows[i]!, contacts.get(rows[i]!.customerId)),
        ),
        count,
        limit: query.limit,
        offset: query.offset,
      };
    },

    getOrder: (orderId: string, language: Language): Promise<AdminOrderDto> =>
      fulfilmentView(orderId, language),

    async confirmDeposit(
      staff: StaffMember,
      orderId: string,
      note: string,
      language: Language,
    ): Promise<AdminOrderDto> {
      const { dto } = await orderOf(orderId, language);
      await audited(
        staff,
        'order.confirm_deposit',
        { type: 'order', id: orderId },
        orderSnapshot(dto),
        () => orders.confirmDeposit(orderId, language),
        (order) => ({ ...orderSnapshot(order), ...(note ? { note } : {}) }),
      );
      return fulfilmentView(orderId, language);
    },

    async advanceShipping(
      staff: StaffMember,
      orderId: string,
      to: ShippingStatus,
      language: Language,
      shipment: ShipmentInput = { carrier: null, tracking_number: null },
    ): Promise<AdminOrderDto> {
      const { dto } = await orderOf(orderId, language);
      await audited(
        staff,
        'order.advance_shipping',
        { type: 'order', id: orderId },
        orderSnapshot(dto),
        () => orders.advanceShipping(orderId, to, language, shipment),
        orderSnapshot,
      );
      return fulfilmentView(orderId, language);
    },

    async cancelOrder(
      staff: StaffMember,
      orderId: string,
      input: CancelOrderRequest,
      language: Language,
    ): Promise<AdminOrderDto> {
      const { dto } = await orderOf(orderId, language);
      await audited(
        staff,
        dto.status === 'paid' ? 'order.refund' : 'order.cancel',
        { type: 'order', id: orderId },
        orderSnapshot(dto),
        () => orders.cancelAsOperator(orderId, input, language),
        orderSnapshot,
      );
      return fulfilmentView(orderId, language);
    },

    listResale: (query: ResaleListQuery, language: Language) => resale.queue(query, language),

    getResale: (id: string, language: Language) => requestOf(id, language),

    proposeResale: (
      staff: StaffMember,
      id: string,
      input: ProposeListingRequest,
      language: Language,
    ) =>
      auditedResale(staff, 'resale.propose', id, language, () =>
        resale.propose(id, input, language),
      ),

    approveResale: (
      staff: StaffMember,
      id: string,
      input: ProposeListingRequest,
      language: Language,
    ) =>
      auditedResale(staff, 'resale.approve', id, language, () =>
        resale.approve(id, input, language),
      ),

    rejectResale: (
      staff: StaffMember,
      id: string,
      input: RejectResaleRequest,
      language: Language,
    ) =>
      auditedResale(staff, 'resale.reject', id, language, () => resale.reject(id, input, language)),

    /**
     * The offers queue (rules §4.33): a partner's galleries' offers, or every offer for an
     * operator, filtered by status, who answers, gallery and text.
     */
    listOffers: (
      staff: StaffMember,
      query: AdminOfferListQuery,
      currency: CurrencyCode,
      language: Language,
    ) =>
      bids.queue(
        staff.customerId,
        { status: query.status, answerer: query.answerer, galleryId: query.gallery, q: query.q },
        { limit: query.limit, offset: query.offset },
        currency,
        language,
        asOf(staff),
      ),

    /** One offer of the queue: a partner's gallery's (404 otherwise), any for an operator. */
    getOffer: (staff: StaffMember, bidId: string, currency: CurrencyCode, language: Language) =>
      bids.findReceived(staff.customerId, bidId, currency, language, asOf(staff)),

    async acceptOffer(
      staff: StaffMember,
      bidId: string,
      currency: CurrencyCode,
      language: Language,
    ) {
      const as = asOf(staff);
      const before = await bids.findReceived(staff.customerId, bidId, currency, language, as);
      return audited(
        staff,
        'offer.accept',
        { type: 'bid', id: bidId },
        bidSnapshot(before),
        () => bids.accept(staff.customerId, { bid_id: bidId }, currency, language, as),
        bidSnapshot,
      );
    },

    async declineOffer(
      staff: StaffMember,
      bidId: string,
      currency: CurrencyCode,
      language: Language,
    ) {
      const as = asOf(staff);
      const before = await bids.findReceived(staff.customerId, bidId, currency, language, as);
      return audited(
        staff,
        'offer.decline',
        { type: 'bid', id: bidId },
        bidSnapshot(before),
        () => bids.decline(staff.customerId, bidId, currency, language, as),
        bidSnapshot,
      );
    },

    async listAudit(query: AuditListQuery): Promise<AuditListDto> {
      const { rows, count } = await listAuditEntries(
        ctx.db,
        { targetType: query.target_type, targetId: query.target_id },
        query,
      );
      return {
        entries: rows.map((row) => ({
          id: row.id,
          actor_id: row.actorId,
          actor_email: row.actorEmail,
          actor_roles: row.actorRoles,
          action: row.action,
          target_type: row.targetType,
          target_id: row.targetId,
          before: row.before,
          after: row.after,
          created_at: row.createdAt.toISOString(),
        })),
        count,
        limit: query.limit,
        offset: query.offset,
      };
    },

    async listStaff(): Promise<StaffListDto> {
      const rows = await listStaff(ctx.db);
      return {
        staff: rows.map((row) => ({
          customer_id: row.customerId,
          email: row.email,
          name: `${row.firstName} ${row.lastName}`.trim(),
          role: row.role as 'operator' | 'admin',
          since: row.since.toISOString(),
        })),
      };
    },

    /** An admin grants, changes or removes (role `none`) an operator's or admin's role. */
    async setStaff(staff: StaffMember, input: GrantStaffRequest) {
      const customer = await findCustomerByEmail(ctx.db, input.email);
      if (!customer) throw notFound(m.customerNotFound);
      if (customer.id === staff.customerId && input.role !== 'admin') {
        throw new AppError('CONFLICT', m.ownRole);
      }
      return audited(
        staff,
        'staff.set_role',
        { type: 'customer', id: customer.id },
        null,
        async () =>
          ctx.db.transaction(async (tx) =>
            input.role === 'none'
              ? { before: await removeStaffRole(tx, customer.id), role: null }
              : {
                  before: await setStaffRole(tx, customer.id, input.role, ctx.now()),
                  role: input.role,
                },
          ),
        (result) => ({ email: customer.email, role_before: result.before, role: result.role }),
      ).then((result) => ({ customer_id: customer.id, email: customer.email, role: result.role }));
    },
  };
}
