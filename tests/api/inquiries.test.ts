// Questions about a work (issue 31, rules §4.38-4.45) over HTTP on a real database: a collector
// asks, the gallery (a partner account) or the operators answer, photos are the writer's own
// uploads, each message mails the other side once in their language, unread counts follow each
// side's reads, operators hand threads to galleries, others' threads are 404, and the limits hold.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '@/server/db/schema';
import { addInstitutionSeller } from '@/server/modules/sellers/seller.repository';
import { inquiryLimits, inquiryMessages as m, inquiryMessagesKo as ko } from '@/schemas/inquiry';
import type { Buyer } from './buying-test-app';
import { expectError, type CallOptions } from './customer-test-app';
import { startBackOfficeApp } from './back-office-test-app';

const app = startBackOfficeApp();
const MINUTE = 60_000;

let partner: Buyer;
let operator: Buyer;

beforeAll(async () => {
  partner = await app.staff('partner', 'in_1');
  await setLanguage(partner, 'ko');
  operator = await app.staff('operator');
});

async function setLanguage(who: { customerId: string }, language: 'en' | 'ko') {
  await app.app.ctx.db
    .update(t.customers)
    .set({ language })
    .where(eq(t.customers.id, who.customerId));
}

/** A picture uploaded by `who` through the upload call: the url it answered. */
async function upload(who: { accessToken: string }): Promise<string> {
  const png = await sharp({
    create: { width: 40, height: 30, channels: 3, background: { r: 20, g: 90, b: 160 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'detail.png');
  const response = await fetch(`${app.app.baseUrl}/v3/store/upload/artwork/image`, {
    method: 'POST',
    headers: { authorization: `Bearer ${who.accessToken}` },
    body: form,
  });
  const body = (await response.json()) as { image: { url: string } };
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body.image.url;
}

const ask = (
  who: { accessToken: string },
  body: Record<string, unknown>,
  options: CallOptions = {},
) => app.call('POST', '/v3/store/inquiries', { ...options, token: who.accessToken, body });
const write = (
  who: { accessToken: string },
  id: string,
  body: Record<string, unknown>,
  options: CallOptions = {},
) =>
  app.call('POST', `/v3/store/inquiries/${id}/messages`, {
    ...options,
    token: who.accessToken,
    body,
  });
const myThreads = (who: { accessToken: string }) =>
  app.call('GET', '/v3/store/inquiries', { token: who.accessToken });
const myThread = (who: { accessToken: string }, id: string) =>
  app.call('GET', `/v3/store/inquiries/${id}`, { token: who.accessToken });

/** The inquiry mails sent so far, per recipient. */
async function inquiryMails(recipient: string) {
  const messages = await app.outbox(recipient);
  return messages.filter((mail: { template: string }) => mail.template === 'inquiry-message');
}

describe('asking about a partner gallery’s work', () => {
  it('opens a thread the gallery answers, mails each side once in its language, and counts unread', async () => {
    const collector = await app.customer();
    const { artworkId, handle } = await app.biddingArtwork({ institutionId: 'in_1' });
    const asked = await ask(collector, {
      artwork_id: handle,
      topics: ['condition', 'shipping'],
      message: 'Is there any craquelure? And can it ship to Lyon?',
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const thread = asked.body;
    expect(thread).toMatchObject({
      artwork: { id: artworkId, handle },
      topics: ['condition', 'shipping'],
      status: 'open',
      handler: 'gallery',
      language: 'en',
      customer_name: null,
      offers: [],
      can_offer: true,
      messages: [{ author_kind: 'customer', mine: true, photos: [] }],
    });
    // The partner member hears of it once, in Korean, with a link to the back office's thread.
    let partnerMails = await inquiryMails(partner.email);
    const opened = partnerMails.filter((mail: { payload: { url: string } }) =>
      mail.payload.url.endsWith(`/admin/inquiries/${thread.id}`),
    );
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({
      locale: 'ko',
      payload: { recipient: 'gallery', opened: true },
    });
    expect(opened[0].payload.url).toBe(
      `${app.app.ctx.config.PUBLIC_URL}/ko/admin/inquiries/${thread.id}`,
    );
    expect(opened[0].subject).toContain('작품 문의가 도착했습니다');
    expect(opened[0].text).toContain('> Is there any craquelure? And can it ship to Lyon?');
    // Nobody else is told: not the operators' inbox, not the collector.
    expect(
      (await inquiryMails(app.app.ctx.config.CONTACT_INBOX)).filter(
        (mail: { payload: { url: string } }) => mail.payload.url.includes(thread.id),
      ),
    ).toHaveLength(0);
    expect(await inquiryMails(collector.email)).toHaveLength(0);

    // A second question on the same work joins the open thread.
    app.advance(MINUTE);
    const again = await ask(collector, {
      artwork_id: artworkId,
      topics: ['framing'],
      message: 'Also: is it framed?',
    });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(thread.id);
    expect(again.body.topics).toEqual(['condition', 'shipping', 'framing']);
    expect(again.body.messages).toHaveLength(2);
    partnerMails = await inquiryMails(partner.email);
    expect(
      partnerMails.filter((mail: { payload: { url: string } }) =>
        mail.payload.url.includes(thread.id),
      ),
    ).toHaveLength(2);

    // The gallery sees it unread, reads it, answers with its own photo.
    const inbox = await app.admin(partner, 'GET', '/inquiries');
    expect(inbox.status).toBe(200);
    const listed = inbox.body.inquiries.find((row: { id: string }) => row.id === thread.id);
    expect(listed).toMatchObject({ unread: 2, customer_name: expect.any(String) });
    app.advance(MINUTE);
    const read = await app.admin(partner, 'GET', `/inquiries/${thread.id}`, {
      headers: { 'accept-language': 'ko' },
    });
    // Read as it is answered: the thread comes back with nothing unread, in Korean.
    expect(read.body).toMatchObject({ unread: 0, answerer_name: '갤러리 온다' });
    const after = await app.admin(partner, 'GET', '/inquiries');
    expect(after.body.inquiries.find((row: { id: string }) => row.id === thread.id).unread).toBe(0);

    app.advance(MINUTE);
    const photo = await upload(partner);
    const answered = await app.admin(partner, 'POST', `/inquiries/${thread.id}/messages`, {
      body: { message: 'No craquelure. Here is a raking-light detail.', photos: [photo] },
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    const reply = answered.body.messages.at(-1);
    expect(reply).toMatchObject({ author_kind: 'gallery', mine: true });
    expect(reply.photos).toEqual([
      { url: photo, thumb_url: photo.replace(/\.png$/, '_200px.webp') },
    ]);

    // The collector is told once, in English, with a link to their thread.
    const collectorMails = await inquiryMails(collector.email);
    expect(collectorMails).toHaveLength(1);
    expect(collectorMails[0]).toMatchObject({
      locale: 'en',
      payload: { recipient: 'customer', author_kind: 'gallery', photo_count: 1 },
    });
    expect(collectorMails[0].payload.url).toBe(
      `${app.app.ctx.config.PUBLIC_URL}/my-page/inquiries?id=${thread.id}`,
    );
    expect(collectorMails[0].text).toContain('> No craquelure. Here is a raking-light detail.');

    // The collector's badge counts it until they read the thread.
    const mine = await myThreads(collector);
    expect(mine.body).toMatchObject({ count: 1, unread: 1 });
    expect(mine.body.inquiries[0]).toMatchObject({
      id: thread.id,
      unread: 1,
      last_message: { author_kind: 'gallery' },
    });
    app.advance(MINUTE);
    const opened2 = await myThread(collector, thread.id);
    expect(opened2.body.messages.at(-1)).toMatchObject({ author_kind: 'gallery', mine: false });
    expect((await myThreads(collector)).body.unread).toBe(0);
  });

  it('asks in Korean and hears back in the collector’s current language', async () => {
    const collector = await app.customer();
    const { artworkId } = await app.biddingArtwork({ institutionId: 'in_1' });
    const asked = await ask(
      collector,
      { artwork_id: artworkId, topics: ['price'], message: '가격 협의가 가능할까요?' },
      { headers: { 'accept-language': 'ko' } },
    );
    expect(asked.body).toMatchObject({ language: 'ko' });
    await setLanguage(collector, 'ko');
    app.advance(MINUTE);
    await app.admin(partner, 'POST', `/inquiries/${asked.body.id}/messages`, {
      body: { message: '네, 제안해 주세요.' },
    });
    const mails = await inquiryMails(collector.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].locale).toBe('ko');
    expect(mails[0].payload.url).toContain(`/ko/my-page/inquiries?id=${asked.body.id}`);
    expect(mails[0].subject).toContain('새 메시지');
  });
});

describe('who answers', () => {
  it('sends a work of a gallery without a partner account to the operators, who may hand it over once the gallery has one', async () => {
    const collector = await app.customer();
    const { artworkId } = await app.biddingArtwork({ institutionId: 'in_2' });
    const asked = await ask(collector, {
      artwork_id: artworkId,
      topics: ['photos'],
      message: 'Could I see the back of the canvas?',
    });
    expect(asked.body).toMatchObject({ handler: 'operator', answerer_name: 'Artmarket' });
    const inbox = await inquiryMails(app.app.ctx.config.CONTACT_INBOX);
    const toOperators = inbox.filter((mail: { payload: { url: string } }) =>
      mail.payload.url.includes(asked.body.id),
    );
    expect(toOperators).toHaveLength(1);
    expect(toOperators[0]).toMatchObject({ locale: 'ko', payload: { recipient: 'operator' } });

    // The operators see it; the in_1 partner does not.
    const operatorView = await app.admin(operator, 'GET', `/inquiries/${asked.body.id}`);
    expect(operatorView.body).toMatchObject({
      can_hand_to_gallery: false,
      customer_name: expect.any(String),
    });
    expectError(
      await app.admin(partner, 'GET', `/inquiries/${asked.body.id}`),
      404,
      m.inquiryNotFound,
    );

    // No partner account: the hand-off is refused, in the request's language.
    expectError(
      await app.admin(operator, 'POST', `/inquiries/${asked.body.id}/hand-to-gallery`),
      409,
      m.noPartnerAccount,
    );
    expectError(
      await app.admin(operator, 'POST', `/inquiries/${asked.body.id}/hand-to-gallery`, {
        headers: { 'accept-language': 'ko' },
      }),
      409,
      ko.noPartnerAccount,
    );

    // The gallery gets a partner account: the operator hands the thread over, the member is told.
    const seoha = await app.customer();
    await addInstitutionSeller(app.app.ctx.db, seoha.customerId, 'in_2', app.now());
    app.advance(MINUTE);
    const handed = await app.admin(operator, 'POST', `/inquiries/${asked.body.id}/hand-to-gallery`);
    expect(handed.status, JSON.stringify(handed.body)).toBe(200);
    expect(handed.body).toMatchObject({ handler: 'gallery', answerer_name: 'Space Seoha' });
    const seohaMails = await inquiryMails(seoha.email);
    expect(seohaMails).toHaveLength(1);
    expect(seohaMails[0].payload).toMatchObject({ recipient: 'gallery', opened: true });
    const seohaInbox = await app.admin(seoha, 'GET', '/inquiries');
    expect(seohaInbox.body.inquiries.map((row: { id: string }) => row.id)).toContain(asked.body.id);
    expect(seohaInbox.body.unread).toBe(1);
    const audit = await app.admin(
      await app.staff('admin'),
      'GET',
      `/audit?target_type=inquiry&target_id=${asked.body.id}`,
    );
    expect(audit.body.entries[0]).toMatchObject({
      action: 'inquiry.hand_to_gallery',
      before: { handler: 'operator' },
      after: { handler: 'gallery' },
    });

    // An operator may still write in it; the collector hears from "Artmarket".
    app.advance(MINUTE);
    const note = await app.admin(operator, 'POST', `/inquiries/${asked.body.id}/messages`, {
      body: { message: 'The gallery will send the photo shortly.' },
    });
    expect(note.body.messages.at(-1)).toMatchObject({
      author_kind: 'operator',
      author_name: 'Artmarket',
    });
    expect(await inquiryMails(collector.email)).toHaveLength(1);
  });

  it('keeps an owner’s resale with the operators (the store sells it), even when the gallery is a partner', async () => {
    const collector = await app.customer();
    const { artworkId, editionId } = await app.listed();
    const asked = await ask(collector, {
      artwork_id: artworkId,
      edition_id: editionId,
      topics: ['condition'],
      message: 'How has the owner kept it?',
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body).toMatchObject({ handler: 'operator', edition_id: editionId });
    expectError(
      await app.admin(operator, 'POST', `/inquiries/${asked.body.id}/hand-to-gallery`),
      409,
      m.resaleStaysWithOperators,
    );
  });
});

describe('photos', () => {
  it('carries the writer’s own uploads only, at most four, as the upload call named them', async () => {
    const collector = await app.customer();
    const other = await app.customer();
    const { artworkId } = await app.biddingArtwork({ institutionId: 'in_1' });
    const mine = await upload(collector);
    const theirs = await upload(other);
    const base = { artwork_id: artworkId, topics: ['condition'], message: 'See the corner.' };

    expectError(await ask(collector, { ...base, photos: [theirs] }), 400, m.photoNotYours);
    expectError(
      await ask(collector, { ...base, photos: [theirs] }, { headers: { 'accept-language': 'ko' } }),
      400,
      ko.photoNotYours,
    );
    expectError(
      await ask(collector, { ...base, photos: ['/media/artworks/2024/img_x.jpg'] }),
      400,
      m.photosInvalid,
    );
    expectError(
      await ask(collector, { ...base, photos: ['javascript:alert(1)'] }),
      400,
      m.photosInvalid,
    );
    expectError(
      await ask(collector, { ...base, photos: [mine, mine, mine, mine, mine] }),
      400,
      m.tooManyPhotos,
    );
    // Nothing was written by the refusals.
    expect((await myThreads(collector)).body.count).toBe(0);

    const path = new URL(mine, 'http://x').pathname;
    const asked = await ask(collector, { ...base, photos: [path] });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.messages[0].photos).toEqual([
      { url: mine, thumb_url: mine.replace(/\.png$/, '_200px.webp') },
    ]);
    // Staff upload the same way: an operator cannot attach the collector's picture either.
    expectError(
      await app.admin(operator, 'POST', `/inquiries/${asked.body.id}/messages`, {
        body: { message: 'Thanks', photos: [mine] },
      }),
      400,
      m.photoNotYours,
    );
  });
});

describe('authorization', () => {
  it('shows a thread to its collector, its gallery and the operators only; anyone else gets 404', async () => {
    const collector = await app.customer();
    const stranger = await app.customer();
    const otherPartner = await app.staff('partner', 'in_2');
    const { artworkId } = await app.biddingArtwork({ institutionId: 'in_1' });
    const asked = await ask(collector, {
      artwork_id: artworkId,
      topics: ['other'],
      message: 'Who printed it?',
    });
    const id = asked.body.id as string;

    expect((await app.call('GET', '/v3/store/inquiries')).status).toBe(401);
    expect((await app.call('GET', `/v3/store/inquiries/${id}`)).status).toBe(401);
    expectError(await myThread(stranger, id), 404, m.inquiryNotFound);
    expectError(await write(stranger, id, { message: 'Hello' }), 404, m.inquiryNotFound);
    expect((await myThreads(stranger)).body).toMatchObject({ count: 0, inquiries: [] });

    // The back office is not there for a customer; another gallery's partner does not see it.
    expect((await app.admin(collector, 'GET', `/inquiries/${id}`)).status).toBe(404);
    expectError(await app.admin(otherPartner, 'GET', `/inquiries/${id}`), 404, m.inquiryNotFound);
    expectError(
      await app.admin(otherPartner, 'POST', `/inquiries/${id}/messages`, {
        body: { message: 'Hi' },
      }),
      404,
      m.inquiryNotFound,
    );
    const otherInbox = await app.admin(otherPartner, 'GET', '/inquiries');
    expect(otherInbox.body.inquiries.map((row: { id: string }) => row.id)).not.toContain(id);
    // Only operators hand threads over.
    expect((await app.admin(partner, 'POST', `/inquiries/${id}/hand-to-gallery`)).status).toBe(403);

    expect((await app.admin(partner, 'GET', `/inquiries/${id}`)).status).toBe(200);
    expect((await app.admin(operator, 'GET', `/inquiries/${id}`)).status).toBe(200);
    // An operator's look does not read it for the gallery.
    const partnerList = await app.admin(partner, 'GET', `/inquiries?status=open&handler=gallery`);
    expect(partnerList.body.inquiries.find((row: { id: string }) => row.id === id)).toBeDefined();
  });

  it('closes and reopens a thread; the collector’s next message opens it again', async () => {
    const collector = await app.customer();
    const { artworkId } = await app.biddingArtwork({ institutionId: 'in_1' });
    const asked = await ask(collector, {
      artwork_id: artworkId,
      topics: ['framing'],
      message: 'Which frame?',
    });
    const id = asked.body.id as string;
    const closed = await app.admin(partner, 'POST', `/inquiries/${id}/close`);
    expect(closed.body.status).toBe('closed');
    expect((await myThread(collector, id)).body).toMatchObject({
      status: 'closed',
      can_offer: false,
    });
    app.advance(MINUTE);
    const again = await write(collector, id, { message: 'One more question, please.' });
    expect(again.body.status).toBe('open');
    expect((await app.admin(partner, 'POST', `/inquiries/${id}/close`)).body.status).toBe('closed');
    expect((await app.admin(partner, 'POST', `/inquiries/${id}/reopen`)).body.status).toBe('open');
    // While closed, a new question on the work opens a new thread.
    await app.admin(partner, 'POST', `/inquiries/${id}/close`);
    const fresh = await ask(collector, {
      artwork_id: artworkId,
      topics: ['price'],
      message: 'Price?',
    });
    expect(fresh.body.id).not.toBe(id);
  });
});

describe('offers from a thread', () => {
  it('shows an offer made with the thread’s inquiry_id in the thread, to the collector and the gallery', async () => {
    const collector = await app.customer();
    const stranger = await app.customer();
    const { artworkId } = await app.biddingArtwork({ institutionId: 'in_1', priceKrw: 2_000_000 });
    const asked = await ask(collector, {
      artwork_id: artworkId,
      topics: ['price'],
      message: 'Would 1,500,000 won do?',
    });
    expect(asked.body.can_offer).toBe(true);
    // Someone else's conversation cannot carry an offer.
    const foreign = await app.bid(
      stranger,
      { artwork_id: artworkId, amount: 1_500_000, inquiry_id: asked.body.id },
      { headers: { 'accept-language': 'ko' } },
    );
    expect(foreign.status).toBe(404);
    const bid = await app.bid(
      collector,
      { artwork_id: artworkId, amount: 1_500_000, inquiry_id: asked.body.id },
      { headers: { 'accept-language': 'ko' } },
    );
    expect(bid.status, JSON.stringify(bid.body)).toBe(200);
    const thread = await myThread(collector, asked.body.id);
    expect(thread.body.offers.map((offer: { id: string }) => offer.id)).toEqual([bid.body.id]);
    const partnerView = await app.admin(partner, 'GET', `/inquiries/${asked.body.id}`);
    expect(partnerView.body.offers.map((offer: { id: string }) => offer.id)).toEqual([bid.body.id]);
  });
});

describe('bad input', () => {
  it('answers 400 in the request’s language and 404 for an unknown work', async () => {
    const collector = await app.customer();
    const { artworkId, editionIds } = await app.biddingArtwork({ institutionId: 'in_1' });
    const other = await app.biddingArtwork({ institutionId: 'in_1' });
    const base = { artwork_id: artworkId, topics: ['condition'], message: 'Hello' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, topics: [] }, 'topicsRequired'],
      [{ ...base, topics: ['gossip'] }, 'topicInvalid'],
      [{ ...base, topics: 'condition' }, 'topicsRequired'],
      [{ ...base, message: '   ' }, 'messageRequired'],
      [{ ...base, message: 'x'.repeat(2001) }, 'messageTooLong'],
      [{ ...base, photos: 'a.jpg' }, 'photosInvalid'],
      [{ ...base, edition_id: other.editionIds[0] }, 'editionNotFound'],
    ];
    for (const [body, key] of cases) {
      const k = key as keyof typeof m;
      expectError(await ask(collector, body), 400, m[k]);
      expectError(await ask(collector, body, { headers: { 'accept-language': 'ko' } }), 400, ko[k]);
    }
    expectError(
      await ask(collector, { ...base, artwork_id: 'no-such-work' }),
      404,
      m.artworkNotFound,
    );
    expect((await ask(collector, { ...base, edition_id: editionIds[0] })).status).toBe(200);
    expectError(await write(collector, 'inq_missing', { message: 'Hi' }), 404, m.inquiryNotFound);
  });
});

describe('limits', () => {
  it('refuses the 31st message of an hour and the 11th new thread of a day with 429 and Retry-After', async () => {
    const collector = await app.customer();
    const { artworkId } = await app.biddingArtwork({ institutionId: 'in_1' });
    const asked = await ask(collector, { artwork_id: artworkId, topics: ['other'], message: 'Hi' });
    for (let i = 1; i < inquiryLimits.customerMessagesPerHour.max; i += 1) {
      const sent = await write(collector, asked.body.id, { message: `Message ${i}` });
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    }
    const refused = await write(
      collector,
      asked.body.id,
      { message: 'One too many' },
      { headers: { 'accept-language': 'ko' } },
    );
    expectError(refused, 429, ko.tooManyMessages);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const thread = await myThread(collector, asked.body.id);
    expect(thread.body.messages).toHaveLength(inquiryLimits.customerMessagesPerHour.max);

    const busy = await app.customer();
    for (let i = 0; i < inquiryLimits.threadsPerDay.max; i += 1) {
      const work = await app.biddingArtwork({ institutionId: 'in_2' });
      const opened = await ask(busy, {
        artwork_id: work.artworkId,
        topics: ['other'],
        message: 'Hi',
      });
      expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    }
    const work = await app.biddingArtwork({ institutionId: 'in_2' });
    const tooMany = await ask(busy, {
      artwork_id: work.artworkId,
      topics: ['other'],
      message: 'Hi',
    });
    expectError(tooMany, 429, m.tooManyThreads);
    expect(tooMany.headers.get('retry-after')).toBe(String(24 * 60 * 60));
  });
});
