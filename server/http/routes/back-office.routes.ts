// The back office's calls under /v3/admin (issue 10, ADR 0029): thin handlers over
// server/workflows/back-office.ts, each declared with the roles that may call it.
import type { Hono } from 'hono';
import type { AppContext } from '../../context';
import type { Services } from '../../services';
import {
  ADMINS,
  ALL_STAFF,
  OPERATORS,
  adminOfferListQuerySchema,
  adminOrderListQuerySchema,
  adminResaleListQuerySchema,
  advanceShippingSchema,
  auditListQuerySchema,
  backOfficeIdParams,
  confirmDepositSchema,
  grantStaffSchema,
} from '@/schemas/back-office';
import { cancelOrderSchema } from '@/schemas/checkout';
import { proposeListingSchema, rejectResaleSchema } from '@/schemas/resale';
import {
  BACK_OFFICE_PREFIX,
  defineBackOfficeRoute,
  installBackOfficeGate,
} from '../back-office-auth';
import { requestCurrency, requestLanguage } from '../request';

export function registerBackOfficeRoutes(app: Hono, _ctx: AppContext, services: Services): void {
  const { backOffice } = services;
  const base = BACK_OFFICE_PREFIX;
  installBackOfficeGate(app, services);

  defineBackOfficeRoute(
    app,
    {
      roles: ALL_STAFF,
      method: 'get',
      path: `${base}/me`,
      summary: 'The signed-in staff member: roles and, for a partner, their galleries.',
      tags: ['staff'],
      responseDescription: 'BackOfficeMeDto (schemas/back-office-dto.ts)',
    },
    ({ c, staff }) => backOffice.me(staff, requestLanguage(c)),
  );

  defineBackOfficeRoute(
    app,
    {
      roles: OPERATORS,
      method: 'get',
      path: `${base}/dashboard`,
      summary:
        'Counts for the operator: orders today (Korean time), deposits awaiting, orders to ship, resale requests reviewing and waiting for the owner, pending offers.',
      tags: ['dashboard'],
      responseDescription: 'DashboardDto',
    },
    () => backOffice.dashboard(),
  );

  // Orders -----------------------------------------------------------------------------------

  defineBackOfficeRoute(
    app,
    {
      roles: OPERATORS,
      method: 'get',
      path: `${base}/orders`,
      summary:
        'Every order, newest first; filters: status, shipping_status, payment_method, q (order number or buyer name).',
      tags: ['orders'],
      query: adminOrderListQuerySchema,
      responseDescription: 'AdminOrderListDto',
    },
    ({ c, query }) => backOffice.listOrders(query, requestLanguage(c)),
  );

  defineBackOfficeRoute(
    app,
    {
      roles: OPERATORS,
      method: 'get',
      path: `${base}/orders/:id`,
      summary:
        'One order in full as the operator fulfils it: the buyer’s account (name, e-mail, phone), the address with its phone and country, delivery method and date, frame, installation, extra works, pick-up message, payment and refund, the next shipping status and what may be done.',
      tags: ['orders'],
      params: backOfficeIdParams,
      responseDescription: 'AdminOrderDto',
    },
    ({ c, params }) => backOffice.getOrder(params.id, requestLanguage(c)),
  );

  defineBackOfficeRoute(
    app,
    {
      roles: OPERATORS,
      method: 'post',
      path: `${base}/orders/:id/confirm-deposit`,
      summary:
        'Confirms a virtual-account deposit by hand (the bank statement shows it): the same step as the signed deposit notification; the order is paid and the edition sold. 409 unless the order awaits a deposit within its deadline.',
      tags: ['orders'],
      params: backOfficeIdParams,
      body: confirmDepositSchema,
      responseDescription: 'AdminOrderDto',
      errors: [409],
    },
    ({ c, params, body, staff }) =>
      backOffice.confirmDeposit(staff, params.id, body.note, requestLanguage(c)),
  );

  defineBackOfficeRoute(
    app,
    {
      roles: OPERATORS,
      method: 'post',
      path: `${base}/orders/:id/shipping`,
      summary:
        "Moves a paid order one step along its shipping track (storage, delivery or pick-up, rules §4). The shipped step names its carrier and tracking number (rules §4.46-4.47), checked against the carrier's numbers and the address's country (400); no other step takes them. 409 for any other status.",
      tags: ['orders'],
      params: backOfficeIdParams,
      body: advanceShippingSchema,
      responseDescription: 'AdminOrderDto',
      errors: [409],
    },
    ({ c, params, body, staff }) =>
      backOffice.advanceShipping(staff, params.id, body.shipping_status, requestLanguage(c), {
        carrier: body.carrier ?? null,
        tracking_number: body.tracking_number || null,
      }),
  );

  defineBackOfficeRoute(
    app,
    {
      roles: OPERATORS,
      method: 'post',
      path: `${base}/orders/:id/cancel`,
      summary:
        'Cancels an unpaid order or refunds a paid one before shipment, by the buyer’s rule (a virtual-account refund needs refund_account). 409 once shipped or while the edition is up for resale.',
      tags: ['orders'],
      params: backOfficeIdParams,
      body: cancelOrderSchema,
      responseDescription: 'AdminOrderDto',
      errors: [409],
    },
    ({ c, params, body, staff }) =>
      backOffice.cancelOrder(staff, params.id, body, requestLanguage(c)),
  );

  // Resale and consignment review -------------------------------------------------------------

  defineBackOfficeRoute(
    app,
    {
      roles: OPERATORS,
      method: 'get',
      path: `${base}/resell`,
      summary: 'Every resale and consignment request, newest first (status, kind).',
      tags: ['resale'],
      query: adminResaleListQuerySchema,
      responseDescription: 'ResaleListDto',
    },
    ({ c, query }) => backOffice.listResale(query, requestLanguage(c)),
  );

  defineBackOfficeRoute(
    app,
    {
      roles: OPERATORS,
      method: 'get',
      path: `${base}/resell/:id`,
      summary: 'One resale or consignment request.',
      tags: ['resale'],
      params: backOfficeIdParams,
      responseDescription: 'ResaleRequestDto',
    },
    ({ c, params }) => backOffice.getResale(params.id, requestLanguage(c)),
  );

  defineBackOfficeRoute(
    app,
    {
      roles: OPERATORS,
      method: 'post',
      path: `${base}/resell/:id/propose`,
      summary:
        'Proposes the listing price (KRW) of a request reviewing (or again): it waits for the owner’s confirmation. 409 in any other status.',
      tags: ['resale'],
      params: backOfficeIdParams,
      body: proposeListingSchema,
      responseDescription: 'ResaleRequestDto',
      errors: [409],
    },
    ({ c, params, body, staff }) =>
      backOffice.proposeResale(staff, params.id, body, requestLanguage(c)),
  );

  defineBackOfficeRoute(
    app,
    {
      roles: OPERATORS,
      method: 'post',
      path: `${base}/resell/:id/approve`,
      summary:
        'Approves a request and puts the edition on sale at once at listing_price (KRW), no lower than the owner’s desired price (409: propose a lower one instead, or in any other status).',
      tags: ['resale'],
      params: backOfficeIdParams,
      body: proposeListingSchema,
      responseDescription: 'ResaleRequestDto',
      errors: [409],
    },
    ({ c, params, body, staff }) =>
      backOffice.approveResale(staff, params.id, body, requestLanguage(c)),
  );

  defineBackOfficeRoute(
    app,
    {
      roles: OPERATORS,
      method: 'post',
      path: `${base}/resell/:id/reject`,
      summary:
        'Rejects a request reviewing or waiting for confirmation, with a reason. 409 otherwise.',
      tags: ['resale'],
      params: backOfficeIdParams,
      body: rejectResaleSchema,
      responseDescription: 'ResaleRequestDto',
      errors: [409],
    },
    ({ c, params, body, staff }) =>
      backOffice.rejectResale(staff, params.id, body, requestLanguage(c)),
  );

  // The offers queue: a partner's galleries' offers; every offer for an operator, who answers
  // those of galleries without a partner account (rules §4.26, §4.33) -------------------------

  defineBackOfficeRoute(
    app,
    {
      roles: ALL_STAFF,
      method: 'get',
      path: `${base}/offers`,
      summary:
        'The offers queue, newest first: a partner sees its galleries’ offers; an operator every offer (answering those of galleries without a partner account, answerer=store). Filters: status, answerer (gallery, owner, store), gallery (an id), q (title, artist, bidder or offer id). Amounts in KRW (amount_krw, list_price_krw) with the bidder’s currency (amount).',
      tags: ['offers'],
      query: adminOfferListQuerySchema,
      responseDescription: 'BidListDto (schemas/bid-dto.ts)',
    },
    ({ c, query, staff }) =>
      backOffice.listOffers(staff, query, requestCurrency(c), requestLanguage(c)),
  );

  defineBackOfficeRoute(
    app,
    {
      roles: ALL_STAFF,
      method: 'get',
      path: `${base}/offers/:id`,
      summary:
        'One offer of the queue (can_accept says whether the caller may answer it). 404 for another gallery’s offer (a partner).',
      tags: ['offers'],
      params: backOfficeIdParams,
      responseDescription: 'BidDto',
    },
    ({ c, params, staff }) =>
      backOffice.getOffer(staff, params.id, requestCurrency(c), requestLanguage(c)),
  );

  defineBackOfficeRoute(
    app,
    {
      roles: ALL_STAFF,
      method: 'post',
      path: `${base}/offers/:id/accept`,
      summary:
        'Accepts a pending offer through the store’s accept (the other pending offers on the edition are declined as accepted_other, the bidder gets a bid order). A partner answers its galleries’ offers (404 for another’s); an operator those of galleries without a partner account (403 for the others, which it reads only). 409 when no longer pending or the edition is held or sold.',
      tags: ['offers'],
      params: backOfficeIdParams,
      responseDescription: 'BidDto',
      errors: [403, 409],
    },
    ({ c, params, staff }) =>
      backOffice.acceptOffer(staff, params.id, requestCurrency(c), requestLanguage(c)),
  );

  defineBackOfficeRoute(
    app,
    {
      roles: ALL_STAFF,
      method: 'post',
      path: `${base}/offers/:id/decline`,
      summary:
        'Declines a pending offer; the bidder is told who declined it. Who may: as for accept (404 for another gallery’s offer, 403 for an operator on an offer a gallery or an owner answers). 409 when no longer pending.',
      tags: ['offers'],
      params: backOfficeIdParams,
      responseDescription: 'BidDto',
      errors: [403, 409],
    },
    ({ c, params, staff }) =>
      backOffice.declineOffer(staff, params.id, requestCurrency(c), requestLanguage(c)),
  );

  // Audit log and staff (admins) --------------------------------------------------------------

  defineBackOfficeRoute(
    app,
    {
      roles: ADMINS,
      method: 'get',
      path: `${base}/audit`,
      summary: 'The audit log, newest first: who changed what, when, before and after.',
      tags: ['audit'],
      query: auditListQuerySchema,
      responseDescription: 'AuditListDto',
    },
    ({ query }) => backOffice.listAudit(query),
  );

  defineBackOfficeRoute(
    app,
    {
      roles: ADMINS,
      method: 'get',
      path: `${base}/staff`,
      summary: 'Every operator and admin.',
      tags: ['staff'],
      responseDescription: 'StaffListDto',
    },
    () => backOffice.listStaff(),
  );

  defineBackOfficeRoute(
    app,
    {
      roles: ADMINS,
      method: 'put',
      path: `${base}/staff`,
      summary:
        'Grants, changes or (role none) removes the operator or admin role of the customer with this e-mail. 409 for lowering one’s own role.',
      tags: ['staff'],
      body: grantStaffSchema,
      responseDescription: '{ customer_id, email, role }',
      errors: [409],
    },
    ({ body, staff }) => backOffice.setStaff(staff, body),
  );
}
