// The partner portal's calls under /v3/admin/partner (issue 10, ADR 0029): a gallery's staff see
// and change only their own galleries' things (another gallery's is 404). Pictures are uploaded
// through POST store/upload/artwork/image first; its image id goes into image_id or logo_image_id.
// The operator records a gallery's payout (POST /v3/admin/payouts/{id}).
import type { Hono } from 'hono';
import type { AppContext } from '../../context';
import type { Services } from '../../services';
import { OPERATORS, PARTNERS, backOfficeIdParams } from '@/schemas/back-office';
import {
  partnerArtworkListQuerySchema,
  partnerPageQuerySchema,
  partnerSalesQuerySchema,
  recordPayoutSchema,
  updateInstitutionSchema,
} from '@/schemas/back-office-partner';
import { BACK_OFFICE_PREFIX, defineBackOfficeRoute } from '../back-office-auth';
import { requestLanguage } from '../request';
import { defineArtworkEditingRoutes } from './back-office-artwork-editing';
import { defineConditionHistoryRoutes } from './back-office-condition-history';

export function registerBackOfficePartnerRoutes(
  app: Hono,
  _ctx: AppContext,
  services: Services,
): void {
  const { partnerPortal: portal } = services;
  const base = `${BACK_OFFICE_PREFIX}/partner`;
  const roles = PARTNERS;

  defineBackOfficeRoute(
    app,
    {
      roles,
      method: 'get',
      path: `${base}/dashboard`,
      summary:
        'The partner’s galleries: pending offers, editions on sale, primary sales this month (Korean time).',
      tags: ['partner'],
      responseDescription: 'PartnerDashboardDto (schemas/back-office-partner.ts)',
    },
    ({ c, staff }) => portal.dashboard(staff, requestLanguage(c)),
  );

  defineBackOfficeRoute(
    app,
    {
      roles,
      method: 'get',
      path: `${base}/choices`,
      summary: 'The artwork form’s choices: the partner’s galleries, categories and artists.',
      tags: ['partner'],
      responseDescription: '{ institutions, categories, artists }',
    },
    ({ c, staff }) => portal.choices(staff, requestLanguage(c)),
  );

  defineBackOfficeRoute(
    app,
    {
      roles,
      method: 'get',
      path: `${base}/institutions/:id`,
      summary: 'One of the partner’s galleries, both languages as stored. 404 for another’s.',
      tags: ['partner'],
      params: backOfficeIdParams,
      responseDescription: 'PartnerInstitutionDto',
    },
    ({ params, staff }) => portal.getInstitution(staff, params.id),
  );

  defineBackOfficeRoute(
    app,
    {
      roles,
      method: 'put',
      path: `${base}/institutions/:id`,
      summary:
        'Changes the fields sent of the partner’s gallery: descriptions, address, contact, logo and cover (image ids from the upload). Audited. 404 for another’s; 400 for an unknown image.',
      tags: ['partner'],
      params: backOfficeIdParams,
      body: updateInstitutionSchema,
      responseDescription: 'PartnerInstitutionDto',
    },
    ({ params, body, staff }) => portal.updateInstitution(staff, params.id, body),
  );

  defineArtworkEditingRoutes(app, {
    base,
    roles,
    tags: ['partner'],
    listQuery: partnerArtworkListQuerySchema,
    summaries: {
      listArtworks:
        'The partner’s galleries’ artworks, newest first (q: title or handle; status: purchase status).',
      getArtwork: 'One of the partner’s artworks with its editions. 404 for another gallery’s.',
      createArtwork:
        'Creates an artwork of one of the partner’s galleries (institution_id; their only one by default) and its editions, as the operator’s catalogue does. 404 for another gallery; 409 for a handle in use.',
      updateArtwork:
        'Changes the fields sent of the partner’s artwork (within their galleries). 404 for another gallery’s.',
      updateEdition:
        'Puts the partner’s available edition off sale or on sale (a not-for-sale work goes on sale with it), or sets its price (KRW). 404 for another gallery’s, 409 while held or once sold.',
      getViews:
        'The views of the partner’s artwork in order, with kinds and captions in both languages (rules §4.71). 404 for another gallery’s.',
      replaceViews:
        'Replaces the views of the partner’s artwork, as the operator’s catalogue does (rules §4.72). 404 for another gallery’s; 400 for an unknown picture.',
    },
    listArtworks: (staff, query) => portal.listArtworks(staff, query),
    getArtwork: (staff, id) => portal.getArtwork(staff, id),
    createArtwork: (staff, body) => portal.createArtwork(staff, body),
    updateArtwork: (staff, id, body) => portal.updateArtwork(staff, id, body),
    updateEdition: (staff, id, body) => portal.updateEdition(staff, id, body),
    getViews: (staff, id) => portal.getViews(staff, id),
    replaceViews: (staff, id, body) => portal.replaceViews(staff, id, body),
  });

  defineConditionHistoryRoutes(app, {
    base,
    roles,
    tags: ['partner'],
    admin: services.conditionAdmin,
    within: (staff) => staff.institutions.map((i) => i.id),
    whose: 'the partner’s work (404 for another gallery’s)',
  });

  defineBackOfficeRoute(
    app,
    {
      roles,
      method: 'get',
      path: `${base}/exhibitions`,
      summary:
        'The partner’s galleries’ exhibitions, latest first (read-only: operators edit them).',
      tags: ['partner'],
      query: partnerPageQuerySchema,
      responseDescription: '{ exhibitions, count, limit, offset }',
    },
    ({ c, query, staff }) => portal.listExhibitions(staff, query, requestLanguage(c)),
  );

  defineBackOfficeRoute(
    app,
    {
      roles,
      method: 'get',
      path: `${base}/sales`,
      summary:
        'The partner’s primary sales paid in a period (from, to: Korean days, both included; this month by default), in won (rules §4.37): the KRW sale price (the price listed or the offer accepted), commission (PRIMARY_COMMISSION_BPS, half up to the won), payout and its status, totals; paid_by_buyer is the art price in the buyer’s currency, a reference only.',
      tags: ['partner'],
      query: partnerSalesQuerySchema,
      responseDescription: 'PartnerSalesDto',
    },
    ({ c, query, staff }) => portal.sales(staff, query, requestLanguage(c)),
  );

  defineBackOfficeRoute(
    app,
    {
      roles,
      method: 'get',
      path: `${base}/sales.csv`,
      summary:
        'The same sales report as a CSV download (UTF-8): the *_krw columns in won, then paid_by_buyer (minor units) and paid_currency as a reference.',
      tags: ['partner'],
      query: partnerSalesQuerySchema,
      responseDescription: 'text/csv',
    },
    async ({ c, query, staff }) => {
      const csv = await portal.salesCsv(staff, query, requestLanguage(c));
      return c.body(csv.body, 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${csv.filename}"`,
        'cache-control': 'no-store',
      });
    },
  );

  defineBackOfficeRoute(
    app,
    {
      roles: OPERATORS,
      method: 'post',
      path: `${BACK_OFFICE_PREFIX}/payouts/:id`,
      summary:
        'Records that the gallery was paid for the primary sale of order {id} (its payout at PRIMARY_COMMISSION_BPS; reference: the transfer). Audited. 404 for no paid primary sale, 409 when already recorded.',
      tags: ['partner'],
      params: backOfficeIdParams,
      body: recordPayoutSchema,
      responseDescription: '{ order_id, institution_id, amount_krw, reference, paid_at, status }',
      errors: [409],
    },
    ({ params, body, staff }) => portal.recordPayout(staff, params.id, body.reference),
  );
}
