// The back office's contact inbox (issue 10) over HTTP on a real database: the requests sent by
// POST store/contact, filtered by type and status, moved new → in progress → closed with a note,
// every move audited, and the dashboard's count of new requests.
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '@/server/db/schema';
import { contactInboxMessages as cm } from '@/schemas/back-office-contacts';
import type { Buyer } from './buying-test-app';
import { expectError, uniqueEmail } from './customer-test-app';
import { startBackOfficeApp } from './back-office-test-app';

const app = startBackOfficeApp();
let operator: Buyer;
let admin: Buyer;
let ipCounter = 0;
const nextIp = () => `198.51.101.${(ipCounter += 1)}`;

beforeAll(async () => {
  operator = await app.staff('operator');
  admin = await app.staff('admin');
});

async function send(type: string, extra: Record<string, unknown> = {}) {
  const sent = await app.call('POST', '/v3/store/contact', {
    ip: nextIp(),
    body: {
      type,
      name: 'Minji Kim',
      email: uniqueEmail('visitor'),
      message: `About ${type}: I would like to hear more.`,
      ...(type === 'enroll_gallery' ? { organization: 'Seomi Gallery' } : {}),
      ...extra,
    },
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return sent.body.id as string;
}

const dashboard = async () => (await app.admin(operator, 'GET', '/dashboard')).body;

describe('the contact inbox', () => {
  it('lists the requests newest first, by type and status, with the artwork a request for sale names', async () => {
    const countBefore = (await dashboard()).contacts_new;
    const [artwork] = await app.app.ctx.db.select().from(t.artworks).limit(1);
    const common = await send('common_contact');
    const vip = await send('vip_contact');
    const sale = await send('request_for_sale', { artwork_id: artwork!.handle });
    expect((await dashboard()).contacts_new).toBe(countBefore + 3);

    const all = await app.admin(operator, 'GET', '/contacts?limit=3');
    expect(all.body.contacts.map((c: { id: string }) => c.id)).toEqual([sale, vip, common]);
    expect(all.body).toMatchObject({ count: expect.any(Number), limit: 3, offset: 0 });

    const vipOnly = await app.admin(operator, 'GET', '/contacts?type=vip_contact&status=new');
    expect(vipOnly.body.contacts.map((c: { id: string }) => c.id)).toContain(vip);
    expect(
      vipOnly.body.contacts.every(
        (c: { type: string; status: string }) => c.type === 'vip_contact',
      ),
    ).toBe(true);

    const detail = await app.admin(operator, 'GET', `/contacts/${sale}`);
    expect(detail.body).toMatchObject({
      id: sale,
      type: 'request_for_sale',
      status: 'new',
      name: 'Minji Kim',
      operator_note: '',
      artwork: { id: artwork!.id, handle: artwork!.handle, title_en: artwork!.titleEn },
    });
    expect((await app.admin(operator, 'GET', '/contacts/ctc_nothing')).status).toBe(404);
    expect((await app.admin(operator, 'GET', '/contacts?type=spam')).status).toBe(400);
    expect((await app.admin(operator, 'GET', '/contacts?status=open')).status).toBe(400);
  });

  it('moves a request new → in progress → closed with a note, reopens it, never back to new', async () => {
    const id = await send('enroll_gallery');
    const move = (body: unknown) => app.admin(operator, 'PUT', `/contacts/${id}`, { body });

    const picked = await move({
      status: 'in_progress',
      note: 'Called the gallery, sending terms.',
    });
    expect(picked.status, JSON.stringify(picked.body)).toBe(200);
    expect(picked.body).toMatchObject({
      status: 'in_progress',
      operator_note: 'Called the gallery, sending terms.',
    });
    const inProgress = await app.admin(operator, 'GET', '/contacts?status=in_progress&limit=100');
    expect(inProgress.body.contacts.map((c: { id: string }) => c.id)).toContain(id);

    const closed = await move({ status: 'closed' });
    expect(closed.body).toMatchObject({
      status: 'closed',
      operator_note: 'Called the gallery, sending terms.',
    });
    expectError(await move({ status: 'new' }), 409, cm.statusNotAllowed);
    expect((await move({ status: 'in_progress', note: 'They wrote back.' })).status).toBe(200);
    expect((await move({ status: 'done' })).status).toBe(400);
    expect((await move({ status: 'closed', note: ['x'] })).status).toBe(400);
    expect((await move({})).status).toBe(400);
    expect(
      (await app.admin(operator, 'PUT', '/contacts/ctc_nothing', { body: { status: 'closed' } }))
        .status,
    ).toBe(404);

    const audit = (await app.admin(admin, 'GET', `/audit?target_id=${id}`)).body.entries as {
      action: string;
      before: object;
      after: object;
    }[];
    expect(audit.map((e) => e.action)).toEqual([
      'contact.in_progress',
      'contact.closed',
      'contact.in_progress',
    ]);
    expect(audit[2]).toMatchObject({
      before: { status: 'new', operator_note: '' },
      after: { status: 'in_progress', operator_note: 'Called the gallery, sending terms.' },
    });
    expect(audit[0]).toMatchObject({
      before: { status: 'closed' },
      after: { status: 'in_progress', operator_note: 'They wrote back.' },
    });
  });
});
