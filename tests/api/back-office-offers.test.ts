// The offers queue (issue 31, rules §4.26 and §4.33) over HTTP on a real database: a partner reads
// and answers its galleries' offers only (another gallery's is 404); operators read every offer,
// filtered by status, who answers, gallery and text, answer those of a gallery without a partner
// account and only read the others (403); the dashboards count what the viewer may answer; an
// offer to whoever answers is shown in KRW beside the bidder's currency against its price then.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '@/server/db/schema';
import { bidMessages } from '@/schemas/bid';
import { usd, type Buyer } from './buying-test-app';
import { expectError } from './customer-test-app';
import { startBackOfficeApp } from './back-office-test-app';

const app = startBackOfficeApp();
let partner: Buyer;
let otherPartner: Buyer;
let operator: Buyer;
let bidder: Buyer;
let storeGallery: string;

beforeAll(async () => {
  partner = await app.staff('partner', 'in_1');
  otherPartner = await app.staff('partner', 'in_2');
  operator = await app.staff('operator');
  bidder = await app.customer();
  storeGallery = `in_store_${randomBytes(3).toString('hex')}`;
  await app.app.ctx.db.insert(t.institutions).values({
    id: storeGallery,
    handle: storeGallery.replaceAll('_', '-'),
    nameEn: 'Foundry Queue',
    nameKo: '파운드리 큐',
  });
});

const offerOn = async (institutionId: string, amount = 800_000) => {
  const { artworkId } = await app.biddingArtwork({ institutionId, biddingDays: 10 });
  const placed = await app.bid(bidder, { artwork_id: artworkId, amount });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return placed.body as { id: string; artwork: { title: string } };
};

const ids = (r: { body: { bids: { id: string }[] } }) => r.body.bids.map((bid) => bid.id);

describe('the offers queue', () => {
  it('a partner reads and answers its gallery’s offers; another gallery’s partner gets 404', async () => {
    const offer = await offerOn('in_1');
    const list = await app.admin(partner, 'GET', '/offers?status=pending');
    expect(list.status).toBe(200);
    expect(ids(list)).toContain(offer.id);
    const one = await app.admin(partner, 'GET', `/offers/${offer.id}`);
    expect(one.body).toMatchObject({
      can_accept: true,
      listing: 'partner_gallery',
      answerer: { kind: 'gallery' },
      amount_krw: 800_000,
      list_price_krw: 1_000_000,
    });
    expect(ids(await app.admin(otherPartner, 'GET', '/offers'))).not.toContain(offer.id);
    for (const [method, path] of [
      ['GET', `/offers/${offer.id}`],
      ['POST', `/offers/${offer.id}/accept`],
      ['POST', `/offers/${offer.id}/decline`],
    ] as const) {
      expectError(await app.admin(otherPartner, method, path), 404, bidMessages.bidNotFound);
    }
    const declined = await app.admin(partner, 'POST', `/offers/${offer.id}/decline`);
    expect(declined.body).toMatchObject({
      status: 'declined',
      close_reason: 'declined',
      answered_by: 'gallery',
    });
  });

  it('operators read every offer, answer a gallery without a partner account’s and only read the rest (403)', async () => {
    const partnerOffer = await offerOn('in_1');
    const storeOffer = await offerOn(storeGallery, 850_000);
    const all = await app.admin(operator, 'GET', '/offers?status=pending&limit=50');
    expect(ids(all)).toEqual(expect.arrayContaining([partnerOffer.id, storeOffer.id]));
    const theirs = all.body.bids.find((bid: { id: string }) => bid.id === partnerOffer.id);
    expect(theirs).toMatchObject({ can_accept: false, answerer: { kind: 'gallery' } });
    expect(theirs.bidder_name).not.toBeNull();
    const ours = all.body.bids.find((bid: { id: string }) => bid.id === storeOffer.id);
    expect(ours).toMatchObject({
      can_accept: true,
      listing: 'gallery_without_partner',
      answerer: { kind: 'store', name: 'Artmarket', for_gallery: 'Foundry Queue' },
    });
    expectError(
      await app.admin(operator, 'POST', `/offers/${partnerOffer.id}/accept`),
      403,
      bidMessages.answeredByOthers,
    );
    expectError(
      await app.admin(operator, 'POST', `/offers/${partnerOffer.id}/decline`),
      403,
      bidMessages.answeredByOthers,
    );
    const accepted = await app.admin(operator, 'POST', `/offers/${storeOffer.id}/accept`);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'accepted', answered_by: 'operator' });
    await app.admin(partner, 'POST', `/offers/${partnerOffer.id}/decline`);
  });

  it('filters by status, who answers, gallery and text; refuses bad filters with 400', async () => {
    const storeOffer = await offerOn(storeGallery, 820_000);
    const byAnswerer = await app.admin(operator, 'GET', '/offers?answerer=store&status=pending');
    expect(ids(byAnswerer)).toContain(storeOffer.id);
    expect(
      byAnswerer.body.bids.every(
        (bid: { answerer: { kind: string } }) => bid.answerer.kind === 'store',
      ),
    ).toBe(true);
    const byGallery = await app.admin(operator, 'GET', `/offers?gallery=${storeGallery}`);
    expect(byGallery.body.count).toBeGreaterThanOrEqual(1);
    expect(ids(byGallery)).toContain(storeOffer.id);
    expect(ids(await app.admin(operator, 'GET', '/offers?gallery=in_1'))).not.toContain(
      storeOffer.id,
    );
    const byText = await app.admin(
      operator,
      'GET',
      `/offers?q=${encodeURIComponent(storeOffer.artwork.title)}`,
    );
    expect(ids(byText)).toEqual([storeOffer.id]);
    expect(ids(await app.admin(operator, 'GET', `/offers?q=${storeOffer.id}`))).toEqual([
      storeOffer.id,
    ]);
    expect(
      ids(await app.admin(operator, 'GET', '/offers?answerer=store&status=ordered')),
    ).not.toContain(storeOffer.id);
    for (const bad of ['status=open', 'answerer=artist', 'gallery=a%20b', `q=${'x'.repeat(101)}`]) {
      expect((await app.admin(operator, 'GET', `/offers?${bad}`)).status, bad).toBe(400);
    }
    await app.admin(operator, 'POST', `/offers/${storeOffer.id}/decline`);
  });

  it('the dashboards count the pending offers the viewer answers', async () => {
    const dashboard = async () =>
      (await app.admin(operator, 'GET', '/dashboard')).body.pending_offers as number;
    const before = await dashboard();
    const partnerOffer = await offerOn('in_1');
    expect(await dashboard()).toBe(before);
    const storeOffer = await offerOn(storeGallery);
    expect(await dashboard()).toBe(before + 1);
    await app.admin(operator, 'POST', `/offers/${storeOffer.id}/decline`);
    expect(await dashboard()).toBe(before);
    await app.admin(partner, 'POST', `/offers/${partnerOffer.id}/decline`);
  });

  it('shows an offer in dollars to whoever answers in KRW first, against the price when it was made', async () => {
    const { artworkId } = await app.biddingArtwork({
      institutionId: storeGallery,
      priceKrw: 2_000_000,
    });
    const placed = await app.bid(bidder, { artwork_id: artworkId, amount: 100_000 }, usd);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const one = await app.admin(operator, 'GET', `/offers/${placed.body.id}`);
    expect(one.body).toMatchObject({
      amount: { amount: 100_000, currency: 'usd' },
      list_price_krw: 2_000_000,
    });
    expect(one.body.amount_krw).toBe(1_380_000);
    await app.admin(operator, 'POST', `/offers/${placed.body.id}/decline`);
  });
});
