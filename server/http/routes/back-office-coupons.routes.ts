// The back office's coupons under /v3/admin (issue 10, ADR 0029): define, edit, deactivate, and
// issue to one customer or a segment. The customers then see them in GET store/coupon/my-coupons.
import type { Hono } from 'hono';
import type { AppContext } from '../../context';
import type { Services } from '../../services';
import { OPERATORS, backOfficeIdParams } from '@/schemas/back-office';
import {
  adminCouponListQuerySchema,
  createCouponSchema,
  issueCouponSchema,
  updateCouponSchema,
} from '@/schemas/back-office-coupons';
import { BACK_OFFICE_PREFIX, defineBackOfficeRoute } from '../back-office-auth';

export function registerBackOfficeCouponRoutes(
  app: Hono,
  _ctx: AppContext,
  services: Services,
): void {
  const { couponAdmin } = services;
  const base = `${BACK_OFFICE_PREFIX}/coupons`;
  const tags = ['coupons'];
  const roles = OPERATORS;

  defineBackOfficeRoute(
    app,
    {
      roles,
      method: 'get',
      path: base,
      summary:
        'Coupons, newest first (q: code or title; status: active or inactive), with how many customers hold and used each.',
      tags,
      query: adminCouponListQuerySchema,
      responseDescription: 'AdminCouponListDto (schemas/back-office-coupons.ts)',
    },
    ({ query }) => couponAdmin.list(query),
  );

  defineBackOfficeRoute(
    app,
    {
      roles,
      method: 'get',
      path: `${base}/:id`,
      summary: 'One coupon with its artworks.',
      tags,
      params: backOfficeIdParams,
      responseDescription: 'AdminCouponDto',
    },
    ({ params }) => couponAdmin.get(params.id),
  );

  defineBackOfficeRoute(
    app,
    {
      roles,
      method: 'post',
      path: base,
      summary:
        'Creates a coupon: artwork or additional, fixed (KRW) or percent off with an optional cap (KRW), for every artwork or the artwork_ids listed, valid from starts_at to ends_at. 409 for a code in use, 400 for an unknown artwork.',
      tags,
      body: createCouponSchema,
      responseDescription: 'AdminCouponDto',
      errors: [409],
    },
    ({ body, staff }) => couponAdmin.create(staff, body),
  );

  defineBackOfficeRoute(
    app,
    {
      roles,
      method: 'put',
      path: `${base}/:id`,
      summary:
        'Changes the fields sent of a coupon (not its kind); artwork_ids replaces the list (empty: every artwork). Customers who hold it keep it under the new terms.',
      tags,
      params: backOfficeIdParams,
      body: updateCouponSchema,
      responseDescription: 'AdminCouponDto',
      errors: [409],
    },
    ({ params, body, staff }) => couponAdmin.update(staff, params.id, body),
  );

  defineBackOfficeRoute(
    app,
    {
      roles,
      method: 'post',
      path: `${base}/:id/deactivate`,
      summary:
        'Deactivates a coupon: no longer issued, listed in my-coupons or applied at checkout (a used one stays on its order).',
      tags,
      params: backOfficeIdParams,
      responseDescription: 'AdminCouponDto',
    },
    ({ params, staff }) => couponAdmin.deactivate(staff, params.id),
  );

  defineBackOfficeRoute(
    app,
    {
      roles,
      method: 'post',
      path: `${base}/:id/issue`,
      summary:
        'Issues the coupon to one customer (customer_id or email) or a segment: all, pink_rock, or recent_buyers (paid an order within days). Once per customer: issuing again gives nobody a second one. Blocked customers are left out of segments. 409 for a deactivated or ended coupon.',
      tags,
      params: backOfficeIdParams,
      body: issueCouponSchema,
      responseDescription: 'CouponIssueDto: { coupon_id, target, matched, issued, already_held }',
      errors: [409],
    },
    ({ params, body, staff }) => couponAdmin.issue(staff, params.id, body),
  );
}
