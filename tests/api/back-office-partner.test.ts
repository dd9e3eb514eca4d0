// The partner portal (issue 10) over HTTP on a real database: a gallery's staff (partner of in_1)
// edit their gallery's profile, create and edit their artworks with an uploaded picture, put
// editions on sale, see their exhibitions and their sales with the payout due; a partner of
// another gallery (in_2) gets 404 on every one of in_1's things. Changes are audited.
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueMessages } from '@/schemas/back-office-catalogue';
import { partnerMessages as m } from '@/schemas/back-office-partner';
import type { Buyer } from './buying-test-app';
import { expectError } from './customer-test-app';
import { startBackOfficeApp } from './back-office-test-app';

const app = startBackOfficeApp();
let partner: Buyer;
let otherPartner: Buyer;
let operator: Buyer;
let admin: Buyer;
let counter = 0;
const unique = (name: string) => `${name}-${Date.now().toString(36)}-${(counter += 1)}`;

beforeAll(async () => {
  partner = await app.staff('partner', 'in_1');
  otherPartner = await app.staff('partner', 'in_2');
  operator = await app.staff('operator');
  admin = await app.staff('admin');
});

const artwork = (overrides: Record<string, unknown> = {}) => ({
  handle: unique('quiet-harbour'),
  title_en: 'Quiet Harbour',
  title_ko: '고요한 항구',
  artist_id: 'ar_1',
  category_id: 'cat_paint',
  year: 2026,
  medium_en: 'Acrylic on canvas',
  medium_ko: '캔버스에 아크릴',
  width_cm: 53,
  height_cm: 45.5,
  price: 1_800_000,
  purchase_status: 'on_sale',
  ...overrides,
});

describe('the gallery’s profile', () => {
  it('reads and changes the partner’s gallery in both languages, with a logo; audited', async () => {
    const before = await app.admin(partner, 'GET', '/partner/institutions/in_1');
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    expect(before.body).toMatchObject({ id: 'in_1', handle: expect.any(String) });
    const logo = await app.upload(partner);
    const changes = {
      description_en: 'A gallery of quiet paintings in Seoul.',
      description_ko: '서울의 조용한 회화 갤러리.',
      address_en: '12 Samcheong-ro, Jongno-gu',
      address_ko: '종로구 삼청로 12',
      city_en: 'Seoul',
      city_ko: '서울',
      website: 'https://gallery.example.com',
      contact_email: 'hello@gallery.example.com',
      phone: '+82 2-123-4567',
      logo_image_id: logo,
    };
    const updated = await app.admin(partner, 'PUT', '/partner/institutions/in_1', {
      body: changes,
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject(changes);
    // The public gallery page reads the new description.
    const page = await app.call('GET', `/v3/store/institution/${before.body.handle}`, {
      headers: { 'accept-language': 'ko' },
    });
    expect(JSON.stringify(page.body)).toContain('서울의 조용한 회화 갤러리.');
    const audit = await app.admin(admin, 'GET', '/audit?target_type=institution&target_id=in_1');
    expect(audit.body.entries[0]).toMatchObject({
      action: 'institution.update',
      actor_roles: ['partner'],
      before: { description_ko: before.body.description_ko },
      after: { description_ko: changes.description_ko, logo_image_id: logo },
    });
  });

  it('refuses bad fields (400) and an unknown logo (400)', async () => {
    for (const bad of [
      { contact_email: 'not-an-email' },
      { website: 'javascript:alert(1)' },
      { phone: 'call me' },
      { description_en: ['x'] },
      { description_ko: 'x'.repeat(10_001) },
    ]) {
      const response = await app.admin(partner, 'PUT', '/partner/institutions/in_1', {
        body: bad,
      });
      expect(response.status, JSON.stringify(bad)).toBe(400);
      expect(typeof response.body.message).toBe('string');
    }
    expectError(
      await app.admin(partner, 'PUT', '/partner/institutions/in_1', {
        body: { logo_image_id: 'img_nowhere' },
      }),
      400,
      catalogueMessages.unknownReference,
    );
  });

  it('another gallery’s partner gets 404 on it, reading or writing', async () => {
    expectError(
      await app.admin(otherPartner, 'GET', '/partner/institutions/in_1'),
      404,
      catalogueMessages.institutionNotFound,
    );
    expectError(
      await app.admin(otherPartner, 'PUT', '/partner/institutions/in_1', {
        body: { description_en: 'Taken over' },
      }),
      404,
      catalogueMessages.institutionNotFound,
    );
    expect((await app.admin(otherPartner, 'GET', '/partner/institutions/in_2')).status).toBe(200);
  });
});

describe('the gallery’s artworks and editions', () => {
  it('creates an artwork of the partner’s gallery with a picture; lists it by search and status', async () => {
    const imageId = await app.upload(partner);
    const body = artwork({ image_id: imageId, edition_type: 'edition', edition_size: 2 });
    const created = await app.admin(partner, 'POST', '/partner/artworks', { body });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({
      handle: body.handle,
      institution_id: 'in_1',
      image_id: imageId,
      purchase_status: 'on_sale',
    });
    expect(created.body.editions).toHaveLength(2);

    const found = await app.admin(partner, 'GET', `/partner/artworks?q=${body.handle}`);
    expect(found.body.artworks.map((a: { id: string }) => a.id)).toEqual([created.body.id]);
    const onSale = await app.admin(partner, 'GET', '/partner/artworks?status=on_sale&limit=100');
    expect(
      onSale.body.artworks.every(
        (a: { purchase_status: string }) => a.purchase_status === 'on_sale',
      ),
    ).toBe(true);
    const all = await app.admin(partner, 'GET', '/partner/artworks?limit=100');
    expect(
      all.body.artworks.every((a: { institution_id: string }) => a.institution_id === 'in_1'),
    ).toBe(true);
    const others = await app.admin(otherPartner, 'GET', `/partner/artworks?q=${body.handle}`);
    expect(others.body).toMatchObject({ artworks: [], count: 0 });
    expectError(
      await app.admin(partner, 'GET', '/partner/artworks?status=lost'),
      400,
      'status must be one of on_sale, sold, not_for_sale, release_soon',
    );

    const audit = await app.admin(admin, 'GET', `/audit?target_id=${created.body.id}`);
    expect(audit.body.entries[0]).toMatchObject({
      action: 'artwork.create',
      actor_roles: ['partner'],
    });
  });

  it('puts a not-for-sale work’s edition on sale at its own price: the work is on the marketplace', async () => {
    const title = unique('Lantern Study');
    const body = artwork({ purchase_status: 'not_for_sale', title_en: title });
    const created = (await app.admin(partner, 'POST', '/partner/artworks', { body })).body;
    expect(created.editions[0].status).toBe('not_for_sale');
    const listed = () =>
      app.call(
        'GET',
        `/v3/store/artwork?purchase_statuses=on_sale&q=${encodeURIComponent(title)}`,
        {
          headers: { 'x-currency': 'krw' },
        },
      );
    expect(JSON.stringify((await listed()).body)).not.toContain(body.handle);
    const onSale = await app.admin(partner, 'PUT', `/partner/editions/${created.editions[0].id}`, {
      body: { status: 'available', price: 1_950_000 },
    });
    expect(onSale.status, JSON.stringify(onSale.body)).toBe(200);
    expect(onSale.body).toMatchObject({ status: 'available', price: 1_950_000 });
    const one = await app.admin(partner, 'GET', `/partner/artworks/${created.id}`);
    expect(one.body.purchase_status).toBe('on_sale');
    const page = await app.call('GET', `/v3/store/artwork/${body.handle}`);
    expect(page.status).toBe(200);
    expect(page.body.purchase_status).toBe('on_sale');
    const list = await listed();
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).toContain(body.handle);
  });

  it('edits its own artwork; another gallery’s partner gets 404 on the work and its editions', async () => {
    const created = (await app.admin(partner, 'POST', '/partner/artworks', { body: artwork() }))
      .body;
    const updated = await app.admin(partner, 'PUT', `/partner/artworks/${created.id}`, {
      body: { title_en: 'Quiet Harbour II', price: 2_100_000 },
    });
    expect(updated.body).toMatchObject({ title_en: 'Quiet Harbour II', price: 2_100_000 });
    const edition = created.editions[0].id;
    for (const [method, path, body] of [
      ['GET', `/partner/artworks/${created.id}`, undefined],
      ['PUT', `/partner/artworks/${created.id}`, { title_en: 'Mine now' }],
      ['PUT', `/partner/editions/${edition}`, { status: 'not_for_sale' }],
    ] as const) {
      const response = await app.admin(otherPartner, method, path, { body });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    expect((await app.admin(partner, 'GET', `/partner/artworks/${created.id}`)).body.title_en).toBe(
      'Quiet Harbour II',
    );
  });

  it('keeps a work in the partner’s galleries: another gallery is 404, creating or moving', async () => {
    expectError(
      await app.admin(otherPartner, 'POST', '/partner/artworks', {
        body: artwork({ institution_id: 'in_1' }),
      }),
      404,
      catalogueMessages.institutionNotFound,
    );
    const created = (await app.admin(partner, 'POST', '/partner/artworks', { body: artwork() }))
      .body;
    expectError(
      await app.admin(partner, 'PUT', `/partner/artworks/${created.id}`, {
        body: { institution_id: 'in_2' },
      }),
      404,
      catalogueMessages.institutionNotFound,
    );
    expectError(
      await app.admin(partner, 'PUT', `/partner/artworks/${created.id}`, {
        body: { institution_id: null },
      }),
      404,
      catalogueMessages.institutionNotFound,
    );
  });

  it('gives the form its choices: only the partner’s galleries', async () => {
    const choices = await app.admin(partner, 'GET', '/partner/choices');
    expect(choices.body.institutions.map((i: { id: string }) => i.id)).toEqual(['in_1']);
    expect(choices.body.categories.map((c: { id: string }) => c.id)).toContain('cat_paint');
    expect(choices.body.artists.map((a: { id: string }) => a.id)).toContain('ar_1');
  });
});

describe('the gallery’s exhibitions', () => {
  it('lists in_1’s exhibitions to its partner only', async () => {
    const mine = await app.admin(partner, 'GET', '/partner/exhibitions?limit=100');
    expect(mine.status).toBe(200);
    expect(mine.body.count).toBeGreaterThan(0);
    expect(
      mine.body.exhibitions.every((e: { institution_id: string }) => e.institution_id === 'in_1'),
    ).toBe(true);
    expect(['upcoming', 'current', 'past']).toContain(mine.body.exhibitions[0].state);
    const theirs = await app.admin(otherPartner, 'GET', '/partner/exhibitions?limit=100');
    expect(
      theirs.body.exhibitions.some((e: { institution_id: string }) => e.institution_id === 'in_1'),
    ).toBe(false);
  });
});

describe('sales and payouts', () => {
  /** A paid card order of a new in_1 work at `priceKrw`. */
  async function sale(priceKrw: number) {
    const buyer = await app.customer();
    const { artworkId } = await app.biddingArtwork({ priceKrw, institutionId: 'in_1' });
    const cart = await app.cart(buyer, artworkId);
    const order = await app.checkout(buyer, cart.cart_id);
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    return { orderId: order.body.id as string, orderNumber: order.body.order_number as string };
  }

  async function deliver(orderId: string) {
    for (;;) {
      const order = (await app.admin(operator, 'GET', `/orders/${orderId}`)).body;
      if (!order.next_shipping_status) return;
      const moved = await app.admin(operator, 'POST', `/orders/${orderId}/shipping`, {
        body: {
          shipping_status: order.next_shipping_status,
          // The shipped step names its carrier and tracking number (rules §4.46).
          ...(order.next_shipping_status === 'shipped'
            ? { carrier: 'cj', tracking_number: '678912345678' }
            : {}),
        },
      });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    }
  }

  const report = async (who: Buyer) => (await app.admin(who, 'GET', '/partner/sales')).body;
  const row = (body: { sales: { order_id: string }[] }, orderId: string) =>
    body.sales.find((s) => s.order_id === orderId) as Record<string, unknown> | undefined;

  it('reports a primary sale with the commission, pending until delivered, due after, paid out when recorded', async () => {
    const { orderId, orderNumber } = await sale(2_000_000);
    const bps = app.app.ctx.config.PRIMARY_COMMISSION_BPS;
    const commission = Math.floor((2_000_000 * bps + 5_000) / 10_000);
    expect(row(await report(partner), orderId)).toMatchObject({
      order_number: orderNumber,
      edition_number: 1,
      sale_price: 2_000_000,
      platform_commission: commission,
      payout: 2_000_000 - commission,
      paid_by_buyer: { amount: 2_000_000, currency_code: 'krw' },
      status: 'pending',
      paid_out_at: null,
    });
    expect(row(await report(otherPartner), orderId)).toBeUndefined();

    await deliver(orderId);
    const due = await report(partner);
    expect(row(due, orderId)).toMatchObject({ status: 'due' });
    expect(due.commission_bps).toBe(bps);

    const paid = await app.admin(operator, 'POST', `/payouts/${orderId}`, {
      body: { reference: 'KB 2026-11-25 #12' },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toMatchObject({
      order_id: orderId,
      institution_id: 'in_1',
      amount_krw: 2_000_000 - commission,
      status: 'paid_out',
    });
    expectError(
      await app.admin(operator, 'POST', `/payouts/${orderId}`, { body: {} }),
      409,
      m.payoutExists,
    );
    const after = await report(partner);
    expect(row(after, orderId)).toMatchObject({
      status: 'paid_out',
      paid_out_at: expect.any(String),
    });
    const audit = await app.admin(admin, 'GET', `/audit?target_type=order&target_id=${orderId}`);
    expect(audit.body.entries[0]).toMatchObject({
      action: 'payout.record',
      before: { payout_status: 'due' },
      after: { amount_krw: 2_000_000 - commission },
    });

    // The totals add the rows up.
    const sum = (key: string) =>
      after.sales.reduce((n: number, s: Record<string, number>) => n + s[key]!, 0);
    expect(after.totals).toMatchObject({
      count: after.sales.length,
      sale_price: sum('sale_price'),
      platform_commission: sum('platform_commission'),
      payout: sum('payout'),
    });
    expect(after.totals.paid_out + after.totals.due + after.totals.pending).toBe(
      after.totals.payout,
    );
  });

  it('leaves out resales (the owner’s proceeds, the artist’s royalty) and unpaid orders', async () => {
    const { artworkId, resaleId } = await app.listed({ bidding: true, listingPrice: 3_000_000 });
    const buyer = await app.customer();
    const resold = await app.buyResold(buyer, resaleId);
    expect(resold.status, JSON.stringify(resold.body)).toBe(200);
    const { sales } = await report(partner);
    const ofWork = sales.filter((s: { artwork_id: string }) => s.artwork_id === artworkId);
    expect(ofWork).toHaveLength(1); // the gallery's primary sale only
    expect(ofWork[0].sale_price).not.toBe(3_000_000);

    const vbank = await app.vbankOrder();
    expect(row(await report(partner), vbank.orderId)).toBeUndefined();
    expectError(
      await app.admin(operator, 'POST', `/payouts/${vbank.orderId}`, { body: {} }),
      404,
      m.saleNotFound,
    );
  });

  it('reports by period and as CSV; another period is empty; a reversed period is 400', async () => {
    const { orderNumber } = await sale(1_500_000);
    const today = new Date(app.now().getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
    const csv = await app.admin(partner, 'GET', `/partner/sales.csv?from=${today}&to=${today}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toContain(`sales-${today}-${today}.csv`);
    const lines = (csv.body as string)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"order_number","paid_at","artwork","edition","sale_price_krw","platform_commission_krw","payout_krw","status","paid_out_at","paid_by_buyer","paid_currency"',
    );
    expect(lines.some((line) => line.startsWith(`"${orderNumber}"`))).toBe(true);
    expect(lines.at(-1)).toMatch(/^"total"/);

    const past = await app.admin(partner, 'GET', '/partner/sales?from=2001-01-01&to=2001-01-31');
    expect(past.body).toMatchObject({ from: '2001-01-01', to: '2001-01-31', sales: [] });
    expect(past.body.totals.count).toBe(0);
    expectError(
      await app.admin(partner, 'GET', '/partner/sales?from=2026-02-01&to=2026-01-01'),
      400,
      m.badPeriod,
    );
    expectError(
      await app.admin(partner, 'GET', '/partner/sales?from=2026-02-30'),
      400,
      'from must be a date (YYYY-MM-DD)',
    );
  });

  it('the dashboard counts the gallery’s pending offers, editions on sale and this month’s sales', async () => {
    const dashboard = async (who: Buyer) =>
      (await app.admin(who, 'GET', '/partner/dashboard')).body;
    const before = await dashboard(partner);
    const theirsBefore = await dashboard(otherPartner);
    const { artworkId } = await app.biddingArtwork({ priceKrw: 1_000_000, institutionId: 'in_1' });
    const bid = await app.bid(
      await app.customer(),
      { artwork_id: artworkId, amount: 800_000 },
      { headers: { 'x-currency': 'krw' } },
    );
    expect(bid.status, JSON.stringify(bid.body)).toBe(200);
    const mine = await app.admin(partner, 'GET', '/partner/dashboard');
    expect(mine.status).toBe(200);
    expect(mine.body.pending_offers).toBe(before.pending_offers + 1);
    expect(mine.body.editions_on_sale).toBe(before.editions_on_sale + 1);
    expect((await dashboard(otherPartner)).pending_offers).toBe(theirsBefore.pending_offers);
    expect(mine.body.sales_this_month.count).toBeGreaterThan(0);
    expect(mine.body.editions_on_sale).toBeGreaterThan(0);
    const month = await report(partner);
    expect(mine.body.sales_this_month).toEqual({
      count: month.totals.count,
      sale_price: month.totals.sale_price,
      payout: month.totals.payout,
    });
    const theirs = await app.admin(otherPartner, 'GET', '/partner/dashboard');
    expect(theirs.body.sales_this_month.count).toBe(0);
  });
});
