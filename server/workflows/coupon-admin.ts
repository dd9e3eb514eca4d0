// The back office's coupons (issue 10): operators define them (rules §3 Coupon: kind, fixed or
// percentage with a cap, artworks, validity), deactivate them, and issue them to one customer or
// to a segment. Issuing is idempotent per customer and coupon (customer_coupons is unique on the
// pair), so a coupon stays single use per customer however often it is issued. The coupons then
// show in GET store/coupon/my-coupons and apply at checkout by the store's own rules.
import type { AppContext } from '../context';
import { isForeignKeyViolation, isUniqueViolation } from '../db/errors';
import { AppError, notFound } from '../errors';
import {
  countCouponHolders,
  findCouponForAdmin,
  issueCouponTo,
  listCouponsForAdmin,
  updateCouponRow,
  type CouponAdminRow,
  type CouponChanges,
} from '../modules/coupons/coupon-admin.repository';
import { insertCoupon } from '../modules/coupons/coupon.repository';
import { findCustomerByEmail, findCustomerById } from '../modules/customers/customer.repository';
import { segmentCustomerIds } from '../modules/customers/customer-segment.repository';
import { createAuditTrail, type StaffMember } from './back-office';
import {
  couponAdminMessages as m,
  type AdminCouponDto,
  type AdminCouponListDto,
  type AdminCouponListQuery,
  type CouponIssueDto,
  type CouponSegment,
  type CreateCouponRequest,
  type IssueCouponRequest,
  type UpdateCouponRequest,
} from '@/schemas/back-office-coupons';
import { customerBlockMessages } from '@/schemas/back-office-customers';

export type CouponAdmin = ReturnType<typeof createCouponAdmin>;

/** Customers issued per statement when a segment is large. */
const ISSUE_BATCH = 500;
const DAY_MS = 86_400_000;

export const couponDto = (row: CouponAdminRow): AdminCouponDto => ({
  id: row.id,
  code: row.code,
  kind: row.kind as AdminCouponDto['kind'],
  discount_type: row.discountType as AdminCouponDto['discount_type'],
  off_amount: row.offAmount,
  max_amount: row.maxAmount,
  title_en: row.titleEn,
  title_ko: row.titleKo,
  starts_at: row.startsAt.toISOString(),
  ends_at: row.endsAt.toISOString(),
  all_artworks: row.allArtworks,
  artwork_ids: row.artworkIds,
  auto_issue: row.autoIssue,
  active: row.active,
  issued_count: row.issuedCount,
  used_count: row.usedCount,
  created_at: row.createdAt.toISOString(),
});

// What the audit log keeps of a coupon: its terms, not the counts.
const couponSnapshot = (coupon: AdminCouponDto) => {
  const { issued_count: _issued, used_count: _used, created_at: _created, ...terms } = coupon;
  return terms;
};

/** A constraint's answer: a code in use 409, an unknown artwork 400; anything else rethrown. */
function refused(error: unknown): never {
  if (isUniqueViolation(error)) throw new AppError('CONFLICT', m.codeTaken);
  if (isForeignKeyViolation(error)) throw new AppError('VALIDATION', m.unknownArtwork);
  throw error;
}

const defined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

export function createCouponAdmin(ctx: AppContext) {
  const audited = createAuditTrail(ctx);

  async function couponOf(couponId: string): Promise<AdminCouponDto> {
    const row = await findCouponForAdmin(ctx.db, couponId);
    if (!row) throw notFound(m.couponNotFound);
    return couponDto(row);
  }

  /** The one customer of an issue by id or e-mail (404 when unknown); null for a segment. */
  async function namedCustomer(input: IssueCouponRequest): Promise<string | null> {
    if (!input.customer_id && !input.email) return null;
    const customer = input.customer_id
      ? await findCustomerById(ctx.db, input.customer_id)
      : await findCustomerByEmail(ctx.db, input.email!);
    if (!customer) throw notFound(customerBlockMessages.unknownCustomer);
    return customer.id;
  }

  /** A segment's customers, a batch at a time (keyset by id). */
  async function* segmentBatches(segment: {
    name: CouponSegment;
    paidSince?: Date;
  }): AsyncGenerator<string[]> {
    let after: string | null = null;
    for (;;) {
      const ids = await segmentCustomerIds(ctx.db, segment, after, ISSUE_BATCH);
      if (ids.length) yield ids;
      if (ids.length < ISSUE_BATCH) return;
      after = ids[ids.length - 1]!;
    }
  }

  return {
    async list(query: AdminCouponListQuery): Promise<AdminCouponListDto> {
      const { rows, count } = await listCouponsForAdmin(ctx.db, query, query);
      return { coupons: rows.map(couponDto), count, limit: query.limit, offset: query.offset };
    },

    get: couponOf,

    async create(staff: StaffMember, input: CreateCouponRequest): Promise<AdminCouponDto> {
      return audited(
        staff,
        'coupon.create',
        { type: 'coupon', id: (coupon) => coupon.id },
        null,
        async () => {
          let id: string;
          try {
            id = await ctx.db.transaction((tx) =>
              insertCoupon(
                tx,
                {
                  code: input.code,
                  kind: input.kind,
                  discountType: input.discount_type,
                  offAmount: input.off_amount,
                  maxAmount: input.max_amount ?? null,
                  titleEn: input.title_en,
                  titleKo: input.title_ko,
                  startsAt: input.starts_at,
                  endsAt: input.ends_at,
                  autoIssue: input.auto_issue,
                  artworkIds: [...new Set(input.artwork_ids)],
                },
                ctx.now(),
              ),
            );
          } catch (error) {
            refused(error);
          }
          return couponOf(id);
        },
        couponSnapshot,
      );
    },

    /** Changes the terms sent; the result must still be a valid coupon (percent ≤ 100, ends after it starts). */
    async update(
      staff: StaffMember,
      couponId: string,
      input: UpdateCouponRequest,
    ): Promise<AdminCouponDto> {
      const before = await couponOf(couponId);
      const discountType = input.discount_type ?? before.discount_type;
      const offAmount = input.off_amount ?? before.off_amount;
      if (discountType === 'percent' && offAmount > 100) {
        throw new AppError('VALIDATION', m.percentTooHigh);
      }
      const startsAt = input.starts_at ?? new Date(before.starts_at);
      const endsAt = input.ends_at ?? new Date(before.ends_at);
      if (endsAt <= startsAt) throw new AppError('VALIDATION', m.endsBeforeStart);
      const changes: CouponChanges = defined({
        code: input.code,
        discountType: input.discount_type,
        offAmount: input.off_amount,
        maxAmount: input.max_amount,
        titleEn: input.title_en,
        titleKo: input.title_ko,
        startsAt: input.starts_at,
        endsAt: input.ends_at,
        autoIssue: input.auto_issue,
      });
      return audited(
        staff,
        'coupon.update',
        { type: 'coupon', id: couponId },
        couponSnapshot(before),
        async () => {
          try {
            await ctx.db.transaction((tx) =>
              updateCouponRow(tx, couponId, changes, input.artwork_ids),
            );
          } catch (error) {
            refused(error);
          }
          return couponOf(couponId);
        },
        couponSnapshot,
      );
    },

    /**
     * Deactivates a coupon: no longer issued, usable or listed in my-coupons (a used one stays in
     * its order). Deactivating an inactive coupon changes nothing and records nothing.
     */
    async deactivate(staff: StaffMember, couponId: string): Promise<AdminCouponDto> {
      const before = await couponOf(couponId);
      if (!before.active) return before;
      return audited(
        staff,
        'coupon.deactivate',
        { type: 'coupon', id: couponId },
        { active: true },
        async () => {
          await updateCouponRow(ctx.db, couponId, { active: false }, undefined);
          return couponOf(couponId);
        },
        (after) => ({ active: after.active }),
      );
    },

    /** Gives an active, unended coupon to one customer or a segment; who got it now. */
    async issue(
      staff: StaffMember,
      couponId: string,
      input: IssueCouponRequest,
    ): Promise<CouponIssueDto> {
      const coupon = await couponOf(couponId);
      if (!coupon.active) throw new AppError('CONFLICT', m.inactive);
      if (new Date(coupon.ends_at) <= ctx.now()) throw new AppError('CONFLICT', m.ended);
      const customerId = await namedCustomer(input);
      const target: CouponIssueDto['target'] = customerId
        ? { customer_id: customerId }
        : input.segment === 'recent_buyers'
          ? { segment: input.segment, days: input.days! }
          : { segment: input.segment! };
      const holdersBefore = await countCouponHolders(ctx.db, couponId);
      return audited(
        staff,
        'coupon.issue',
        { type: 'coupon', id: couponId },
        { holders: holdersBefore },
        async () => {
          const batches = customerId
            ? [[customerId]]
            : segmentBatches({
                name: input.segment!,
                paidSince: input.days
                  ? new Date(ctx.now().getTime() - input.days * DAY_MS)
                  : undefined,
              });
          let matched = 0;
          let issued = 0;
          for await (const ids of batches) {
            matched += ids.length;
            issued += await issueCouponTo(ctx.db, couponId, ids, ctx.now());
          }
          return { coupon_id: couponId, target, matched, issued, already_held: matched - issued };
        },
        (result) => ({
          holders: holdersBefore + result.issued,
          target: result.target,
          matched: result.matched,
          issued: result.issued,
        }),
      );
    },
  };
}
