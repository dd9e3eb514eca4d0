// The back office (issue 10, ADR 0029): who may use it, the operator's request schemas and the
// messages. Roles: a customer (no back office), a partner (a gallery's staff: its offers), an
// operator (orders, resale review) and an admin (all an operator may, plus the audit log and
// staff). Which role may call which route is declared on the route (server/http/back-office-auth.ts).
import { mixed, number, object, string, type InferType } from 'yup';
import { pageLimit, pageOffset } from './catalogue-filters';
import {
  orderStatuses,
  payMethods,
  shippingStatuses,
  type ShippingStatus,
} from '@/rules/checkout-rules';
import { membershipBadgeTypes, type MembershipBadgeType } from './customer-dto';
import { customerStateField } from './back-office-customers';
import { resaleKinds, resaleStatuses } from './resale';
import { trimmedString } from './text';
import { MIN_KRW_PER_UNIT } from '@/rules/money';
import { carrierCodes, shipmentMessages, type CarrierCode } from '@/rules/carriers';
import { offerStatuses, type Answerer, type OfferStatus } from '@/rules/negotiation';

export const backOfficeRoles = ['partner', 'operator', 'admin'] as const;
export type BackOfficeRole = (typeof backOfficeRoles)[number];

/** Roles kept in staff_members; a partner is an institution member instead. */
export const staffRoles = ['operator', 'admin'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** Who may run the operator's calls. */
export const OPERATORS: readonly BackOfficeRole[] = ['operator', 'admin'];
export const ADMINS: readonly BackOfficeRole[] = ['admin'];
export const PARTNERS: readonly BackOfficeRole[] = ['partner'];
export const ALL_STAFF: readonly BackOfficeRole[] = backOfficeRoles;

export const backOfficeMessages = {
  forbidden: 'You do not have permission to do this.',
  orderNotFound: 'Order not found.',
  notAwaitingDeposit: 'This order is not awaiting a deposit.',
  shippingStepNotAllowed: 'The order cannot move to that shipping status.',
  notPaid: 'Only a paid order can be shipped.',
  customerNotFound: 'No customer has that e-mail address.',
  ownRole: 'You cannot lower your own role.',
} as const;

const id = (name: string) =>
  string()
    .required(`${name} is required`)
    .max(200, `${name} is not a valid id`)
    .matches(/^[A-Za-z0-9_-]+$/, `${name} is not a valid id`);

export const backOfficeIdParams = object({ id: id('id') });

/** GET /v3/admin/orders */
export const adminOrderListQuerySchema = object({
  status: mixed<(typeof orderStatuses)[number]>()
    .oneOf([...orderStatuses], `status must be one of ${orderStatuses.join(', ')}`)
    .optional(),
  shipping_status: mixed<ShippingStatus>()
    .oneOf([...shippingStatuses], 'shipping_status is not a shipping status')
    .optional(),
  payment_method: mixed<(typeof payMethods)[number]>()
    .oneOf([...payMethods], `payment_method must be one of ${payMethods.join(', ')}`)
    .optional(),
  /** An order number or part of the buyer's name. */
  q: trimmedString('q must be text').max(100, 'q is too long').optional(),
  limit: pageLimit(20, 100),
  offset: pageOffset(100_000),
});
export type AdminOrderListQuery = InferType<typeof adminOrderListQuerySchema>;

/**
 * POST /v3/admin/orders/{id}/shipping: the next status of the order's track; the shipped step
 * with its carrier and tracking number (rules §4.46), no other step with them.
 */
export const advanceShippingSchema = object({
  shipping_status: mixed<ShippingStatus>()
    .required('shipping_status is required')
    .oneOf([...shippingStatuses], 'shipping_status is not a shipping status'),
  carrier: mixed<CarrierCode>()
    .oneOf([...carrierCodes], `carrier must be one of ${carrierCodes.join(', ')}`)
    .optional(),
  tracking_number: trimmedString('tracking_number must be text')
    .max(40, shipmentMessages.trackingNumberInvalid)
    .optional(),
});
export type AdvanceShippingRequest = InferType<typeof advanceShippingSchema>;

/** POST /v3/admin/orders/{id}/confirm-deposit: a note for the audit log (the bank's slip). */
export const confirmDepositSchema = object({
  note: trimmedString('note must be text').max(500, 'note is too long').default(''),
});
export type ConfirmDepositRequest = InferType<typeof confirmDepositSchema>;

/** GET /v3/admin/resell */
export const adminResaleListQuerySchema = object({
  status: mixed<(typeof resaleStatuses)[number]>()
    .oneOf([...resaleStatuses], `status must be one of ${resaleStatuses.join(', ')}`)
    .optional(),
  kind: mixed<(typeof resaleKinds)[number]>()
    .oneOf([...resaleKinds], `kind must be one of ${resaleKinds.join(', ')}`)
    .optional(),
  limit: pageLimit(20, 100),
  offset: pageOffset(100_000),
});

/** GET /v3/admin/audit */
export const auditListQuerySchema = object({
  target_type: trimmedString('target_type must be text')
    .max(40, 'target_type is too long')
    .optional(),
  target_id: trimmedString('target_id must be text').max(200, 'target_id is too long').optional(),
  limit: pageLimit(50, 200),
  offset: pageOffset(100_000),
});
export type AuditListQuery = InferType<typeof auditListQuerySchema>;

const answerers: readonly Answerer[] = ['gallery', 'owner', 'store'];

/**
 * GET /v3/admin/offers: the offers queue. A partner sees its galleries' offers; an operator every
 * offer, answering those of galleries without a partner account (answerer=store).
 */
export const adminOfferListQuerySchema = object({
  status: mixed<OfferStatus>()
    .oneOf([...offerStatuses], `status must be one of ${offerStatuses.join(', ')}`)
    .optional(),
  /** Who answers: gallery (a partner), owner (a resale or consignment), store (the operators). */
  answerer: mixed<Answerer>()
    .oneOf([...answerers], `answerer must be one of ${answerers.join(', ')}`)
    .optional(),
  /** A gallery's id. */
  gallery: string()
    .max(200, 'gallery is not a valid id')
    .matches(/^[A-Za-z0-9_-]+$/, 'gallery is not a valid id')
    .optional(),
  /** Part of the work's title, its artist's or the bidder's name, or an offer's id. */
  q: trimmedString('q must be text').max(100, 'q is too long').optional(),
  limit: pageLimit(20, 50),
  offset: pageOffset(100_000),
});
export type AdminOfferListQuery = InferType<typeof adminOfferListQuerySchema>;

/** PUT /v3/admin/staff: grant or change a staff role (admin). */
export const grantStaffSchema = object({
  email: trimmedString('Please enter a valid email address.')
    .required('Please enter a valid email address.')
    .email('Please enter a valid email address.')
    .max(254, 'Please enter a valid email address.'),
  role: mixed<StaffRole | 'none'>()
    .required('role is required')
    .oneOf([...staffRoles, 'none'], `role must be one of ${[...staffRoles, 'none'].join(', ')}`),
});
export type GrantStaffRequest = InferType<typeof grantStaffSchema>;

/** The currencies whose rate an operator sets (KRW is 1). */
export const ratedCurrencies = ['usd', 'eur', 'thb'] as const;

/** PUT /v3/admin/exchange-rates/{currency} */
export const exchangeRateParams = object({
  currency: mixed<(typeof ratedCurrencies)[number]>()
    .required('currency is required')
    .oneOf([...ratedCurrencies], `currency must be one of ${ratedCurrencies.join(', ')}`),
});
export const exchangeRateSchema = object({
  krw_per_unit: number()
    .typeError('krw_per_unit must be a number')
    .required('krw_per_unit is required')
    .positive('krw_per_unit must be positive')
    .min(MIN_KRW_PER_UNIT, `krw_per_unit must be at least ${MIN_KRW_PER_UNIT}`)
    .max(1_000_000, 'krw_per_unit is too large'),
});

/** GET /v3/admin/outbox */
export const adminOutboxQuerySchema = object({
  recipient: trimmedString('recipient must be text').max(254, 'recipient is too long').optional(),
  limit: pageLimit(50, 200),
  offset: pageOffset(100_000),
});

/** GET /v3/admin/customers */
export const adminCustomerQuerySchema = object({
  q: trimmedString('q must be text').max(100, 'q is too long').optional(),
  state: customerStateField(),
  limit: pageLimit(20, 100),
  offset: pageOffset(100_000),
});

/** PUT and DELETE /v3/admin/customers/{id}/badges/{badge} */
export const customerBadgeParams = object({
  id: string()
    .required('id is required')
    .max(200, 'id is not a valid id')
    .matches(/^[A-Za-z0-9_-]+$/, 'id is not a valid id'),
  badge: mixed<MembershipBadgeType>()
    .required('badge is required')
    .oneOf([...membershipBadgeTypes], `badge must be one of ${membershipBadgeTypes.join(', ')}`),
});
