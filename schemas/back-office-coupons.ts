// The back office's coupons (issue 10): the operator's request schemas and answers, shared by the
// server and the /admin screens. A coupon is rules §3's: an artwork-discount or additional coupon,
// fixed (KRW) or percentage off with a cap, for every artwork or a list, valid between two dates.
// Issuing gives it to one customer or to a segment; a customer holds each coupon once.
import { array, boolean, date, mixed, number, object, string, type InferType } from 'yup';
import { pageLimit, pageOffset } from './catalogue-filters';
import type { ListResponse } from './dto';
import { INVALID_EMAIL_MESSAGE } from './email';
import {
  couponKinds,
  discountTypes,
  type CouponKind,
  type DiscountType,
} from '@/rules/order-pricing';
import { trimmedString } from './text';
import { MAX_MONEY_KRW } from '@/rules/money';

export const couponAdminMessages = {
  couponNotFound: 'Coupon not found.',
  codeTaken: 'That coupon code is already used.',
  unknownArtwork: 'One of the artworks does not exist.',
  endsBeforeStart: 'The coupon must end after it starts.',
  percentTooHigh: 'A percentage coupon takes off at most 100%.',
  inactive: 'This coupon is deactivated: it can no longer be issued.',
  ended: 'This coupon has ended: it can no longer be issued.',
  oneTarget: 'Choose one customer (customer_id or email) or a segment.',
  daysRequired: 'Say how many days back the purchases count (days).',
} as const;

/**
 * Who a coupon goes to at once: every customer, the Pink Rock members, or those who paid for an
 * order in the last `days` days. Blocked customers are left out of every segment.
 */
export const couponSegments = ['all', 'pink_rock', 'recent_buyers'] as const;
export type CouponSegment = (typeof couponSegments)[number];

const id = (name: string) =>
  string()
    .max(200, `${name} is not a valid id`)
    .matches(/^[A-Za-z0-9_-]+$/, `${name} is not a valid id`);

const couponFields = {
  /** What the customer types or sees: letters, digits, dashes and underscores, kept upper case. */
  code: trimmedString('code must be text')
    .transform((value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value))
    .min(3, 'code must be at least 3 characters')
    .max(40, 'code is too long')
    .matches(/^[A-Z0-9_-]+$/, 'code uses letters, digits, dashes and underscores only'),
  discount_type: mixed<DiscountType>().oneOf(
    [...discountTypes],
    `discount_type must be one of ${discountTypes.join(', ')}`,
  ),
  /** fixed: KRW off; percent: whole percent off (1-100). */
  off_amount: number()
    .typeError('off_amount must be a number')
    .integer('off_amount must be a whole number')
    .min(1, 'off_amount must be at least 1')
    .max(MAX_MONEY_KRW, 'off_amount is too large'),
  /** The most it takes off, KRW; null for no cap. */
  max_amount: number()
    .typeError('max_amount must be a number')
    .integer('max_amount must be a whole number')
    .min(1, 'max_amount must be at least 1')
    .max(MAX_MONEY_KRW, 'max_amount is too large')
    .nullable(),
  title_en: trimmedString('title_en must be text')
    .min(1, 'title_en is required')
    .max(200, 'title_en is too long'),
  title_ko: trimmedString('title_ko must be text')
    .min(1, 'title_ko is required')
    .max(200, 'title_ko is too long'),
  starts_at: date().typeError('starts_at must be a date and time'),
  ends_at: date().typeError('ends_at must be a date and time'),
  /** Empty: every artwork. */
  artwork_ids: array(id('artwork_ids').required('artwork_ids holds ids'))
    .typeError('artwork_ids must be a list of ids')
    .max(500, 'artwork_ids lists at most 500 artworks'),
  /** Given to every customer the first time their coupons are read (a welcome coupon). */
  auto_issue: boolean().typeError('auto_issue must be true or false'),
};

const percentWithinHundred = {
  name: 'percent',
  message: couponAdminMessages.percentTooHigh,
  test: (value: { discount_type?: DiscountType; off_amount?: number }) =>
    value.discount_type !== 'percent' || value.off_amount === undefined || value.off_amount <= 100,
};
const endsAfterStart = {
  name: 'period',
  message: couponAdminMessages.endsBeforeStart,
  test: (value: { starts_at?: Date; ends_at?: Date }) =>
    !value.starts_at || !value.ends_at || value.ends_at > value.starts_at,
};

/** POST /v3/admin/coupons */
export const createCouponSchema = object({
  ...couponFields,
  code: couponFields.code.required('code is required'),
  kind: mixed<CouponKind>()
    .required('kind is required')
    .oneOf([...couponKinds], `kind must be one of ${couponKinds.join(', ')}`),
  discount_type: couponFields.discount_type.required('discount_type is required'),
  off_amount: couponFields.off_amount.required('off_amount is required'),
  max_amount: couponFields.max_amount.default(null),
  title_en: couponFields.title_en.required('title_en is required'),
  title_ko: couponFields.title_ko.required('title_ko is required'),
  starts_at: couponFields.starts_at.required('starts_at is required'),
  ends_at: couponFields.ends_at.required('ends_at is required'),
  artwork_ids: couponFields.artwork_ids.default([]),
  auto_issue: couponFields.auto_issue.default(false),
})
  .test(percentWithinHundred)
  .test(endsAfterStart);
export type CreateCouponRequest = InferType<typeof createCouponSchema>;

/**
 * PUT /v3/admin/coupons/{id}: only the fields sent change. The kind stays what it was created as
 * (carts hold one coupon of each kind).
 */
export const updateCouponSchema = object(couponFields).test(percentWithinHundred);
export type UpdateCouponRequest = InferType<typeof updateCouponSchema>;

/** GET /v3/admin/coupons */
export const adminCouponListQuerySchema = object({
  /** Part of the code or of either title. */
  q: trimmedString('q must be text').max(100, 'q is too long').optional(),
  status: mixed<'active' | 'inactive'>()
    .oneOf(['active', 'inactive'], 'status must be active or inactive')
    .optional(),
  limit: pageLimit(20, 100),
  offset: pageOffset(100_000),
});
export type AdminCouponListQuery = InferType<typeof adminCouponListQuerySchema>;

/** POST /v3/admin/coupons/{id}/issue: one customer (id or e-mail) or one segment. */
export const issueCouponSchema = object({
  customer_id: id('customer_id').optional(),
  email: trimmedString(INVALID_EMAIL_MESSAGE)
    .email(INVALID_EMAIL_MESSAGE)
    .max(254, INVALID_EMAIL_MESSAGE)
    .optional(),
  segment: mixed<CouponSegment>().oneOf(
    [...couponSegments],
    `segment must be one of ${couponSegments.join(', ')}`,
  ),
  /** recent_buyers: orders paid within this many days. */
  days: number()
    .typeError('days must be a number')
    .integer('days must be a whole number')
    .min(1, 'days must be at least 1')
    .max(365, 'days must be at most 365')
    .when('segment', {
      is: 'recent_buyers',
      then: (schema) => schema.required(couponAdminMessages.daysRequired),
    }),
}).test({
  name: 'one-target',
  message: couponAdminMessages.oneTarget,
  test: (value) =>
    [value.customer_id, value.email, value.segment].filter((v) => v !== undefined).length === 1,
});
export type IssueCouponRequest = InferType<typeof issueCouponSchema>;

/** A coupon as the back office edits it: both titles, amounts in KRW, how many hold and used it. */
export interface AdminCouponDto {
  id: string;
  code: string;
  kind: CouponKind;
  discount_type: DiscountType;
  off_amount: number;
  max_amount: number | null;
  title_en: string;
  title_ko: string;
  starts_at: string;
  ends_at: string;
  all_artworks: boolean;
  artwork_ids: string[];
  auto_issue: boolean;
  active: boolean;
  issued_count: number;
  used_count: number;
  created_at: string;
}

export interface AdminCouponListDto extends ListResponse {
  coupons: AdminCouponDto[];
}

/** The answer of an issue: how many customers matched, got it now, or held it already. */
export interface CouponIssueDto {
  coupon_id: string;
  target: { customer_id: string } | { segment: CouponSegment; days?: number };
  matched: number;
  issued: number;
  already_held: number;
}
