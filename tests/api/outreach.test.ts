// Contact and enrolment requests and the newsletter (issue 9): every contact type stored and
// mailed to the operators' inbox, bad input a clear 400, an unknown artwork 404, floods 429; the
// newsletter's double opt-in through the outbox link, idempotent, with its unsubscribe link.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '@/server/db/schema';
import { contactTypes } from '@/schemas/contact';
import { startCustomerApp, uniqueEmail } from './customer-test-app';
import { insertArtworkFixture, insertCatalogueFixture } from './fixtures';
import { beforeAll } from 'vitest';

const app = startCustomerApp({ env: { CONTACT_INBOX: 'inbox@artmarket.test' } });
let ipCounter = 0;
/** Each test from its own client address: the limits count per address. */
const nextIp = () => `198.51.100.${(ipCounter += 1)}`;

beforeAll(async () => {
  const { db } = app.app.ctx;
  await insertCatalogueFixture(db, app.now());
  await insertArtworkFixture(db, app.now());
});

const valid = (type: string, extra: Record<string, unknown> = {}) => ({
  type,
  name: 'Minji Kim',
  email: uniqueEmail('visitor'),
  message: 'I would like to hear more.',
  ...(type === 'enroll_gallery' ? { organization: 'Seomi Gallery' } : {}),
  ...extra,
});

describe('POST store/contact', () => {
  it('stores each of the five types and mails it to the operators’ inbox', async () => {
    const [artwork] = await app.app.ctx.db.select().from(t.artworks).limit(1);
    for (const type of contactTypes) {
      const body = valid(type, type === 'request_for_sale' ? { artwork_id: artwork!.handle } : {});
      const sent = await app.call('POST', '/v3/store/contact', { body, ip: nextIp() });
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      expect(sent.body).toMatchObject({ type, id: expect.stringMatching(/^ctc_/) });
      const [row] = await app.app.ctx.db
        .select()
        .from(t.contactRequests)
        .where(eq(t.contactRequests.id, sent.body.id));
      expect(row).toMatchObject({ type, email: body.email, message: body.message });
      if (type === 'request_for_sale') expect(row!.artworkId).toBe(artwork!.id);
    }
    const inbox = await app.outbox('inbox@artmarket.test');
    expect(
      inbox.filter((m: { template: string }) => m.template === 'contact-request'),
    ).toHaveLength(contactTypes.length);
    const sale = inbox.find(
      (m: { payload: { type: string } }) => m.payload.type === 'request_for_sale',
    );
    expect(sale.subject).toContain('Request for sale');
    expect(sale.text).toContain(artwork!.titleEn);
    expect(sale.text).toContain('I would like to hear more.');
  });

  it('records the signed-in customer who sent it', async () => {
    const me = await app.signUp({}, { ip: nextIp() });
    const sent = await app.call('POST', '/v3/store/contact', {
      body: valid('vip_contact', { email: me.email }),
      token: me.accessToken,
      ip: nextIp(),
    });
    expect(sent.status).toBe(200);
    const [row] = await app.app.ctx.db
      .select()
      .from(t.contactRequests)
      .where(eq(t.contactRequests.id, sent.body.id));
    expect(row!.customerId).toBe(me.customerId);
  });

  it('answers bad input with 400 and the field that is wrong', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid('common_contact'), type: 'complaint' }, 'type'],
      [{ ...valid('common_contact'), name: '  ' }, 'name'],
      [{ ...valid('common_contact'), email: 'not-an-address' }, 'email'],
      [{ ...valid('common_contact'), message: '' }, 'message'],
      [{ ...valid('common_contact'), message: 'x'.repeat(5001) }, 'message'],
      [{ ...valid('common_contact'), phone: '12-34' }, 'phone'],
      [{ ...valid('common_contact'), website: 'not a site' }, 'website'],
      [{ ...valid('enroll_gallery'), organization: '' }, 'organization'],
      [valid('request_for_sale'), 'artwork_id'],
      [{ ...valid('common_contact'), name: ['array'] }, 'name'],
    ];
    for (const [body, field] of cases) {
      const answer = await app.call('POST', '/v3/store/contact', { body, ip: nextIp() });
      expect(answer.status, `${field}: ${JSON.stringify(answer.body)}`).toBe(400);
      expect(answer.body.fields).toHaveProperty(field);
    }
    const notJson = await fetch(`${app.app.baseUrl}/v3/store/contact`, {
      method: 'POST',
      body: 'type=common_contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(notJson.status).toBe(415);
  });

  it('answers 404 for a request for sale of an unknown artwork', async () => {
    const answer = await app.call('POST', '/v3/store/contact', {
      body: valid('request_for_sale', { artwork_id: 'aw_nothing_here' }),
      ip: nextIp(),
    });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('Artwork not found');
  });

  it('refuses a sixth message in ten minutes from one client with 429', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i += 1) {
      const ok = await app.call('POST', '/v3/store/contact', { body: valid('common_contact'), ip });
      expect(ok.status).toBe(200);
    }
    const refused = await app.call('POST', '/v3/store/contact', {
      body: valid('common_contact'),
      ip,
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('600');
  });
});

/** The confirmation link's token from the newest mail to `email`. */
async function confirmationLink(email: string): Promise<URL> {
  const [mail] = await app.outbox(email);
  expect(mail.template).toBe('newsletter-confirm');
  return new URL(mail.payload.confirm_url);
}

describe('POST store/subscribe', () => {
  it('sends a confirmation link in the visitor’s language and confirms through it', async () => {
    const email = uniqueEmail('reader');
    const answer = await app.call('POST', '/v3/store/subscribe', {
      body: { email, language: 'ko' },
      ip: nextIp(),
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'confirmation_sent' });
    const [mail] = await app.outbox(email);
    expect(mail).toMatchObject({ template: 'newsletter-confirm', locale: 'ko' });
    expect(mail.subject).toBe('[Artmarket] 뉴스레터 구독을 확인해 주세요');
    const link = new URL(mail.payload.confirm_url);
    expect(link.pathname).toBe('/ko/newsletter/confirm');
    expect(mail.text).toContain(mail.payload.confirm_url);
    expect(mail.text).toContain(mail.payload.unsubscribe_url);

    const confirmed = await app.call('POST', '/v3/store/subscribe/confirm', {
      body: { token: link.searchParams.get('token') },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ status: 'confirmed', email });
    // The same link again: the same answer (a second click, a mail scanner).
    const again = await app.call('POST', '/v3/store/subscribe/confirm', {
      body: { token: link.searchParams.get('token') },
    });
    expect(again.body).toEqual({ status: 'confirmed', email });
  });

  it('is idempotent for the same address: one subscription, the same answer, no mail once confirmed', async () => {
    const email = uniqueEmail('reader');
    const ip = nextIp();
    await app.call('POST', '/v3/store/subscribe', { body: { email }, ip });
    const second = await app.call('POST', '/v3/store/subscribe', {
      body: { email: email.toUpperCase() },
      ip,
    });
    expect(second.body).toEqual({ status: 'confirmation_sent' });
    const rows = await app.app.ctx.db
      .select()
      .from(t.newsletterSubscriptions)
      .where(sql`lower(${t.newsletterSubscriptions.email}) = ${email}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('pending');
    // The newest link works; the older one was replaced.
    const mails = await app.outbox(email);
    expect(mails).toHaveLength(2);
    const older = new URL(mails[1].payload.confirm_url).searchParams.get('token');
    const stale = await app.call('POST', '/v3/store/subscribe/confirm', { body: { token: older } });
    expect(stale.status).toBe(404);
    const link = await confirmationLink(email);
    const ok = await app.call('POST', '/v3/store/subscribe/confirm', {
      body: { token: link.searchParams.get('token') },
    });
    expect(ok.status).toBe(200);
    const third = await app.call('POST', '/v3/store/subscribe', { body: { email }, ip: nextIp() });
    expect(third.body).toEqual({ status: 'confirmation_sent' });
    expect(await app.outbox(email)).toHaveLength(2);
  });

  it('unsubscribes through the link of the mail, idempotently; a wrong link is 404', async () => {
    const email = uniqueEmail('reader');
    await app.call('POST', '/v3/store/subscribe', { body: { email }, ip: nextIp() });
    const [mail] = await app.outbox(email);
    const link = new URL(mail.payload.unsubscribe_url);
    expect(link.pathname).toBe('/newsletter/unsubscribe');
    const body = { id: link.searchParams.get('id'), token: link.searchParams.get('token') };
    const gone = await app.call('POST', '/v3/store/subscribe/unsubscribe', { body });
    expect(gone.body).toEqual({ status: 'unsubscribed', email });
    const again = await app.call('POST', '/v3/store/subscribe/unsubscribe', { body });
    expect(again.status).toBe(200);
    const forged = await app.call('POST', '/v3/store/subscribe/unsubscribe', {
      body: { id: body.id, token: 'x'.repeat(43) },
    });
    expect(forged.status).toBe(404);
    // The confirmation link of an unsubscribed address no longer works.
    const late = await app.call('POST', '/v3/store/subscribe/confirm', {
      body: { token: new URL(mail.payload.confirm_url).searchParams.get('token') },
    });
    expect(late.status).toBe(404);
  });

  it('lets a confirmation link expire after 7 days', async () => {
    const email = uniqueEmail('reader');
    await app.call('POST', '/v3/store/subscribe', { body: { email }, ip: nextIp() });
    const link = await confirmationLink(email);
    app.advance(7 * 86_400_000 + 1000);
    const late = await app.call('POST', '/v3/store/subscribe/confirm', {
      body: { token: link.searchParams.get('token') },
    });
    expect(late.status).toBe(404);
    expect(late.body.message).toBe('This link is invalid or has expired.');
  });

  it('answers bad input with 400 and floods with 429', async () => {
    for (const body of [
      {},
      { email: 'nope' },
      { email: ['a@b.co'] },
      { email: 'a@b.co', language: 'fr' },
    ]) {
      const answer = await app.call('POST', '/v3/store/subscribe', { body, ip: nextIp() });
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect((await app.call('POST', '/v3/store/subscribe/confirm', { body: {} })).status).toBe(400);
    const email = uniqueEmail('reader');
    const ip = nextIp();
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push(
        (await app.call('POST', '/v3/store/subscribe', { body: { email }, ip })).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('documents the calls in the OpenAPI document', async () => {
    const { body } = await app.call('GET', '/v3/openapi.json');
    for (const path of [
      '/v3/store/contact',
      '/v3/store/subscribe',
      '/v3/store/subscribe/confirm',
      '/v3/store/subscribe/unsubscribe',
      '/v3/internal/orders/{id}/shipping-status',
    ]) {
      expect(body.paths, path).toHaveProperty([path]);
    }
  });
});
