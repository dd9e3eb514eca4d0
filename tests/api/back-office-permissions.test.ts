// The back office's permission matrix (issue 10, ADR 0029): every /v3/admin route × every role.
// Signed out: 401. A customer with no back-office role: 404 (the back office does not show
// itself). Staff without the route's role: 403. Staff with it: the call runs (its answer for an
// unknown id or an empty body, never 401/403). The table below is written by hand, and the test
// fails when a route exists that it does not list (or the other way round), so a new route needs
// a decision here.
import { beforeAll, describe, expect, it } from 'vitest';
import { backOfficeMessages } from '@/schemas/back-office';
import { personas, startBackOfficeApp, type Persona } from './back-office-test-app';

const app = startBackOfficeApp();

type Role = Exclude<Persona, 'visitor' | 'customer'>;
interface MatrixRow {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  roles: Role[];
  /** The status an allowed role gets for this request (unknown id, empty or partial body). */
  allowedStatus: number;
  body?: unknown;
}

const OPS: Role[] = ['operator', 'admin'];
/** A work's condition report and history (issue 32): an unknown work is 404 to whoever may edit. */
const conditionHistoryRows = (prefix: string, roles: Role[]): MatrixRow[] => [
  {
    method: 'GET',
    path: `${prefix}/artworks/aw_missing/condition-history`,
    roles,
    allowedStatus: 404,
  },
  {
    method: 'PUT',
    path: `${prefix}/artworks/aw_missing/condition`,
    roles,
    allowedStatus: 404,
    body: { grade: 'excellent', checked_by: 'A conservator', checked_at: '2026-01-05T00:00:00Z' },
  },
  {
    method: 'PUT',
    path: `${prefix}/artworks/aw_missing/history`,
    roles,
    allowedStatus: 404,
    body: { entries: [] },
  },
  {
    method: 'POST',
    path: `${prefix}/artworks/aw_missing/defect-photos`,
    roles,
    allowedStatus: 404,
    body: { image_id: 'img_missing' },
  },
  {
    method: 'DELETE',
    path: `${prefix}/artworks/aw_missing/defect-photos/img_missing`,
    roles,
    allowedStatus: 404,
  },
];
const matrix: MatrixRow[] = [
  { method: 'GET', path: '/me', roles: ['partner', 'operator', 'admin'], allowedStatus: 200 },
  { method: 'GET', path: '/dashboard', roles: OPS, allowedStatus: 200 },
  { method: 'GET', path: '/orders', roles: OPS, allowedStatus: 200 },
  { method: 'GET', path: '/orders/ord_missing', roles: OPS, allowedStatus: 404 },
  {
    method: 'POST',
    path: '/orders/ord_missing/confirm-deposit',
    roles: OPS,
    allowedStatus: 404,
    body: {},
  },
  {
    method: 'POST',
    path: '/orders/ord_missing/shipping',
    roles: OPS,
    allowedStatus: 404,
    body: { shipping_status: 'shipped' },
  },
  { method: 'POST', path: '/orders/ord_missing/cancel', roles: OPS, allowedStatus: 404, body: {} },
  { method: 'GET', path: '/resell', roles: OPS, allowedStatus: 200 },
  { method: 'GET', path: '/resell/rs_missing', roles: OPS, allowedStatus: 404 },
  {
    method: 'POST',
    path: '/resell/rs_missing/propose',
    roles: OPS,
    allowedStatus: 404,
    body: { listing_price: 1_000_000 },
  },
  {
    method: 'POST',
    path: '/resell/rs_missing/approve',
    roles: OPS,
    allowedStatus: 404,
    body: { listing_price: 1_000_000 },
  },
  {
    method: 'POST',
    path: '/resell/rs_missing/reject',
    roles: OPS,
    allowedStatus: 404,
    body: { reason: 'not ours' },
  },
  // The offers queue: a partner's galleries' offers, every offer for the operators (rules §4.33).
  { method: 'GET', path: '/offers', roles: ['partner', ...OPS], allowedStatus: 200 },
  { method: 'GET', path: '/offers/bid_missing', roles: ['partner', ...OPS], allowedStatus: 404 },
  {
    method: 'POST',
    path: '/offers/bid_missing/accept',
    roles: ['partner', ...OPS],
    allowedStatus: 404,
  },
  {
    method: 'POST',
    path: '/offers/bid_missing/decline',
    roles: ['partner', ...OPS],
    allowedStatus: 404,
  },
  { method: 'GET', path: '/artists', roles: OPS, allowedStatus: 200 },
  { method: 'POST', path: '/artists', roles: OPS, allowedStatus: 400, body: {} },
  { method: 'PUT', path: '/artists/ar_missing', roles: OPS, allowedStatus: 404, body: {} },
  { method: 'GET', path: '/artworks', roles: OPS, allowedStatus: 200 },
  { method: 'GET', path: '/artworks/aw_missing', roles: OPS, allowedStatus: 404 },
  { method: 'POST', path: '/artworks', roles: OPS, allowedStatus: 400, body: {} },
  { method: 'PUT', path: '/artworks/aw_missing', roles: OPS, allowedStatus: 404, body: {} },
  { method: 'GET', path: '/artworks/aw_missing/views', roles: OPS, allowedStatus: 404 },
  {
    method: 'PUT',
    path: '/artworks/aw_missing/views',
    roles: OPS,
    allowedStatus: 404,
    body: { views: [{ image_id: 'img_missing', kind: 'main' }] },
  },
  { method: 'PUT', path: '/editions/ed_missing', roles: OPS, allowedStatus: 404, body: {} },
  { method: 'GET', path: '/exchange-rates', roles: OPS, allowedStatus: 200 },
  {
    method: 'PUT',
    path: '/exchange-rates/usd',
    roles: OPS,
    allowedStatus: 400,
    body: { krw_per_unit: -1 },
  },
  { method: 'GET', path: '/outbox', roles: OPS, allowedStatus: 200 },
  { method: 'GET', path: '/customers', roles: OPS, allowedStatus: 200 },
  {
    method: 'PUT',
    path: '/customers/cus_missing/badges/pink_rock',
    roles: OPS,
    allowedStatus: 404,
  },
  {
    method: 'DELETE',
    path: '/customers/cus_missing/badges/pink_rock',
    roles: OPS,
    allowedStatus: 404,
  },
  { method: 'GET', path: '/coupons', roles: OPS, allowedStatus: 200 },
  { method: 'GET', path: '/coupons/cpn_missing', roles: OPS, allowedStatus: 404 },
  { method: 'POST', path: '/coupons', roles: OPS, allowedStatus: 400, body: {} },
  { method: 'PUT', path: '/coupons/cpn_missing', roles: OPS, allowedStatus: 404, body: {} },
  { method: 'POST', path: '/coupons/cpn_missing/deactivate', roles: OPS, allowedStatus: 404 },
  {
    method: 'POST',
    path: '/coupons/cpn_missing/issue',
    roles: OPS,
    allowedStatus: 404,
    body: { segment: 'all' },
  },
  {
    method: 'POST',
    path: '/customers/cus_missing/block',
    roles: OPS,
    allowedStatus: 404,
    body: { reason: 'fraud' },
  },
  {
    method: 'POST',
    path: '/customers/cus_missing/unblock',
    roles: OPS,
    allowedStatus: 404,
    body: { reason: 'cleared' },
  },
  { method: 'GET', path: '/contacts', roles: OPS, allowedStatus: 200 },
  { method: 'GET', path: '/contacts/ctc_missing', roles: OPS, allowedStatus: 404 },
  {
    method: 'PUT',
    path: '/contacts/ctc_missing',
    roles: OPS,
    allowedStatus: 404,
    body: { status: 'in_progress' },
  },
  // Questions about works: a partner's galleries' handed threads, every thread for the operators;
  // only operators hand one to a gallery (rules §4.44).
  { method: 'GET', path: '/inquiries', roles: ['partner', ...OPS], allowedStatus: 200 },
  { method: 'GET', path: '/inquiries/inq_missing', roles: ['partner', ...OPS], allowedStatus: 404 },
  {
    method: 'POST',
    path: '/inquiries/inq_missing/messages',
    roles: ['partner', ...OPS],
    allowedStatus: 404,
    body: { message: 'Hello' },
  },
  {
    method: 'POST',
    path: '/inquiries/inq_missing/hand-to-gallery',
    roles: OPS,
    allowedStatus: 404,
  },
  {
    method: 'POST',
    path: '/inquiries/inq_missing/close',
    roles: ['partner', ...OPS],
    allowedStatus: 404,
  },
  {
    method: 'POST',
    path: '/inquiries/inq_missing/reopen',
    roles: ['partner', ...OPS],
    allowedStatus: 404,
  },
  { method: 'GET', path: '/audit', roles: ['admin'], allowedStatus: 200 },
  { method: 'GET', path: '/staff', roles: ['admin'], allowedStatus: 200 },
  {
    method: 'PUT',
    path: '/staff',
    roles: ['admin'],
    allowedStatus: 404,
    body: { email: 'nobody-here@example.com', role: 'operator' },
  },
  // Galleries, categories, exhibitions, fairs, banners, FAQ, contents (editorial routes).
  ...(
    ['institutions', 'categories', 'fairs', 'rolling-banners', 'faqs', 'contents'] as const
  ).flatMap((kind): MatrixRow[] => [
    { method: 'GET', path: `/${kind}`, roles: OPS, allowedStatus: 200 },
    { method: 'POST', path: `/${kind}`, roles: OPS, allowedStatus: 400, body: {} },
    { method: 'PUT', path: `/${kind}/x_missing`, roles: OPS, allowedStatus: 404, body: {} },
  ]),
  ...(['rolling-banners', 'faqs', 'contents', 'exhibition-highlights'] as const).map(
    (kind): MatrixRow => ({
      method: 'DELETE',
      path: `/${kind}/x_missing`,
      roles: OPS,
      allowedStatus: 404,
    }),
  ),
  { method: 'GET', path: '/exhibitions', roles: OPS, allowedStatus: 200 },
  { method: 'GET', path: '/exhibitions/x_missing', roles: OPS, allowedStatus: 404 },
  { method: 'POST', path: '/exhibitions', roles: OPS, allowedStatus: 400, body: {} },
  { method: 'PUT', path: '/exhibitions/x_missing', roles: OPS, allowedStatus: 404, body: {} },
  {
    method: 'POST',
    path: '/exhibitions/x_missing/highlights',
    roles: OPS,
    allowedStatus: 404,
    body: { title_en: 'Room one', title_ko: '첫 번째 방' },
  },
  {
    method: 'PUT',
    path: '/exhibition-highlights/x_missing',
    roles: OPS,
    allowedStatus: 404,
    body: {},
  },
  // The partner portal (its own galleries only; operators use the operator's screens) and the
  // operator's payout record.
  { method: 'GET', path: '/partner/dashboard', roles: ['partner'], allowedStatus: 200 },
  { method: 'GET', path: '/partner/choices', roles: ['partner'], allowedStatus: 200 },
  {
    method: 'GET',
    path: '/partner/institutions/in_missing',
    roles: ['partner'],
    allowedStatus: 404,
  },
  {
    method: 'PUT',
    path: '/partner/institutions/in_missing',
    roles: ['partner'],
    allowedStatus: 404,
    body: {},
  },
  { method: 'GET', path: '/partner/artworks', roles: ['partner'], allowedStatus: 200 },
  { method: 'GET', path: '/partner/artworks/aw_missing', roles: ['partner'], allowedStatus: 404 },
  { method: 'POST', path: '/partner/artworks', roles: ['partner'], allowedStatus: 400, body: {} },
  {
    method: 'GET',
    path: '/partner/artworks/aw_missing/views',
    roles: ['partner'],
    allowedStatus: 404,
  },
  {
    method: 'PUT',
    path: '/partner/artworks/aw_missing/views',
    roles: ['partner'],
    allowedStatus: 404,
    body: { views: [{ image_id: 'img_missing', kind: 'main' }] },
  },
  {
    method: 'PUT',
    path: '/partner/artworks/aw_missing',
    roles: ['partner'],
    allowedStatus: 404,
    body: {},
  },
  {
    method: 'PUT',
    path: '/partner/editions/ed_missing',
    roles: ['partner'],
    allowedStatus: 404,
    body: {},
  },
  { method: 'GET', path: '/partner/exhibitions', roles: ['partner'], allowedStatus: 200 },
  { method: 'GET', path: '/partner/sales', roles: ['partner'], allowedStatus: 200 },
  { method: 'GET', path: '/partner/sales.csv', roles: ['partner'], allowedStatus: 200 },
  { method: 'POST', path: '/payouts/ord_missing', roles: OPS, allowedStatus: 404, body: {} },
  ...conditionHistoryRows('', OPS),
  ...conditionHistoryRows('/partner', ['partner']),
];

const who: Partial<Record<Persona, { accessToken: string } | null>> = { visitor: null };

beforeAll(async () => {
  who.customer = await app.customer();
  who.partner = await app.staff('partner');
  who.operator = await app.staff('operator');
  who.admin = await app.staff('admin');
});

const openApiPath = (path: string) => path.replace(/:([A-Za-z_]+)/g, '{$1}');
const templated = (path: string) =>
  path
    .replace('/exchange-rates/usd', '/exchange-rates/{currency}')
    .replace('/cus_missing/badges/pink_rock', '/{id}/badges/{badge}')
    .replace('/defect-photos/img_missing', '/defect-photos/{image_id}')
    .replace(/\/[a-z]+_missing/, '/{id}')
    .replace(/^/, '/v3/admin');

describe('the back office permission matrix', () => {
  it('lists every /v3/admin route of the OpenAPI document, with the roles it documents', async () => {
    const doc = (await app.call('GET', '/v3/openapi.json')).body;
    const documented: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths as Record<string, object>)) {
      if (!path.startsWith('/v3/admin')) continue;
      for (const [method, operation] of Object.entries(
        operations as Record<string, { 'x-roles': string[]; security: unknown }>,
      )) {
        documented.push(`${method.toUpperCase()} ${path}`);
        const row = matrix.find(
          (r) => r.method === method.toUpperCase() && templated(r.path) === openApiPath(path),
        );
        expect(row, `${method} ${path} is missing from the matrix`).toBeDefined();
        expect([...operation['x-roles']].sort()).toEqual([...row!.roles].sort());
        expect(operation.security).toEqual([{ bearer: [] }]);
      }
    }
    expect(documented.sort()).toEqual(matrix.map((r) => `${r.method} ${templated(r.path)}`).sort());
  });

  for (const row of matrix) {
    for (const persona of personas) {
      const expected =
        persona === 'visitor'
          ? 401
          : persona === 'customer'
            ? 404
            : row.roles.includes(persona)
              ? row.allowedStatus
              : 403;
      it(`${row.method} /v3/admin${row.path} as ${persona} → ${expected}`, async () => {
        const response = await app.admin(who[persona]!, row.method, row.path, {
          body: row.body ?? (row.method === 'GET' ? undefined : {}),
        });
        expect(response.status, JSON.stringify(response.body)).toBe(expected);
        expect(typeof response.body.message === 'string' || expected === 200).toBe(true);
        if (expected === 403) expect(response.body.message).toBe(backOfficeMessages.forbidden);
      });
    }
  }

  it('keeps unknown back-office paths closed to non-staff (fails closed) and 404 for staff', async () => {
    expect((await app.admin(null, 'GET', '/not-a-route')).status).toBe(401);
    expect((await app.admin(who.customer!, 'GET', '/not-a-route')).status).toBe(404);
    expect((await app.admin(who.admin!, 'GET', '/not-a-route')).status).toBe(404);
  });

  it('refuses an invalid token with 401 before reading the input', async () => {
    const response = await app.admin({ accessToken: 'not.a.token' }, 'POST', '/orders/x/shipping', {
      body: { shipping_status: 'nope' },
    });
    expect(response.status).toBe(401);
  });
});
