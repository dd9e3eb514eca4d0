// A work's condition report and history (issue 32, rules §4.74–4.76) over HTTP on a real database:
// the operator and the work's gallery write the report, defect photos and exhibitions and
// literature in the back office; the artwork page's call reads them in the visitor's language
// with one edition's provenance and its certificate in short, whose verification link verifies.
// Another gallery's partner gets 404 on every call about a work that is not theirs.
import { beforeAll, describe, expect, it } from 'vitest';
import { conditionMessages } from '@/schemas/artwork-condition';
import type { Buyer } from './buying-test-app';
import { auditEntries, startBackOfficeApp } from './back-office-test-app';

const app = startBackOfficeApp();
let partner: Buyer;
let otherPartner: Buyer;
let operator: Buyer;
let admin: Buyer;

beforeAll(async () => {
  partner = await app.staff('partner', 'in_1');
  otherPartner = await app.staff('partner', 'in_2');
  operator = await app.staff('operator');
  admin = await app.staff('admin');
});

const korean = { headers: { 'accept-language': 'ko' } };
const report = {
  grade: 'good',
  notes_en: 'A 4 mm scuff on the lower left edge of the canvas; the paint layer is stable.',
  notes_ko: '캔버스 왼쪽 아래 가장자리에 4mm 긁힘이 있으며, 물감층은 안정적입니다.',
  checked_by: 'Han Conservation Studio',
  checked_at: '2026-11-03T01:30:00.000Z',
};
const history = [
  {
    kind: 'literature',
    year: 2025,
    text_en: 'Art in Seoul, no. 12, p. 44',
    text_ko: '아트 인 서울 12호, 44쪽',
  },
  {
    kind: 'exhibition',
    year: 2024,
    text_en: 'Quiet Rooms, Gallery Onda, Seoul',
    text_ko: '고요한 방, 갤러리 온다, 서울',
  },
  { kind: 'exhibition', year: 2026, text_en: 'Seoul Art Week', text_ko: '서울 아트 위크' },
  { kind: 'exhibition', year: null, text_en: 'Open studio', text_ko: '오픈 스튜디오' },
];

describe('the operator writes a condition report, defect photos and history', () => {
  it('asks a good or fair report for notes in both languages and refuses a future check date', async () => {
    const noNotes = await app.admin(operator, 'PUT', '/artworks/aw_4/condition', {
      body: { ...report, notes_ko: '' },
    });
    expect(noNotes.status).toBe(400);
    expect(noNotes.body.fields).toEqual({ notes_ko: conditionMessages.notesNeeded });
    const future = await app.admin(operator, 'PUT', '/artworks/aw_4/condition', {
      body: { ...report, checked_at: '2099-01-01T00:00:00Z' },
    });
    expect(future.status).toBe(400);
    expect(future.body.message).toBe(conditionMessages.checkedInFuture);
    const badGrade = await app.admin(operator, 'PUT', '/artworks/aw_4/condition', {
      body: { ...report, grade: 'mint' },
    });
    expect(badGrade.status).toBe(400);
  });

  it('saves the report, a captioned defect photo and the entries, and the page reads them', async () => {
    const saved = await app.admin(operator, 'PUT', '/artworks/aw_4/condition', { body: report });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.condition).toMatchObject({ grade: 'good', checked_by: report.checked_by });

    const imageId = await app.upload(operator);
    const photo = await app.admin(operator, 'POST', '/artworks/aw_4/defect-photos', {
      body: { image_id: imageId, caption_en: 'Scuff, lower left', caption_ko: '왼쪽 아래 긁힘' },
    });
    expect(photo.status, JSON.stringify(photo.body)).toBe(200);
    expect(photo.body.photos).toEqual([
      expect.objectContaining({ image_id: imageId, caption_ko: '왼쪽 아래 긁힘' }),
    ]);
    const again = await app.admin(operator, 'POST', '/artworks/aw_4/defect-photos', {
      body: { image_id: imageId },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(conditionMessages.photoTaken);
    const unknown = await app.admin(operator, 'POST', '/artworks/aw_4/defect-photos', {
      body: { image_id: 'img_never_uploaded' },
    });
    expect(unknown.status).toBe(400);

    const entries = await app.admin(operator, 'PUT', '/artworks/aw_4/history', {
      body: { entries: history },
    });
    expect(entries.status, JSON.stringify(entries.body)).toBe(200);
    expect(entries.body.history).toHaveLength(4);

    const page = await app.call('GET', '/v3/store/artwork/aw_4/condition-history');
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      artwork_id: 'aw_4',
      condition: {
        grade: 'good',
        notes: report.notes_en,
        checked_by: 'Han Conservation Studio',
        checked_at: report.checked_at,
        photos: [{ image_id: imageId, caption: 'Scuff, lower left' }],
      },
      literature: [{ year: 2025, text: 'Art in Seoul, no. 12, p. 44' }],
      edition: { edition_number: 1, edition_type: 'unique', edition_size: 1 },
      certificate: {
        certificate_number: 'COA-2026-0000201',
        certificate_path: '/coa/quiet-garden?edition=1',
        status: 'intact',
        entries: 4,
      },
    });
    // Most recent first, the undated one last (rules §4.75).
    expect(page.body.exhibitions.map((e: { year: number | null }) => e.year)).toEqual([
      2026,
      2024,
      null,
    ]);
    expect(page.body.provenance).toHaveLength(4);
    expect(page.body.condition.photos[0].image.url).toMatch(/^\/media\//);

    // The certificate's verification link verifies.
    const token = page.body.certificate.verify_path.replace('/coa/verify/', '');
    const check = await app.call('GET', `/v3/store/artwork/coa/verify/${token}`);
    expect(check.status).toBe(200);
    expect(check.body.result).toBe('intact');

    const ko = await app.call('GET', '/v3/store/artwork/aw_4/condition-history', korean);
    expect(ko.body.condition).toMatchObject({
      notes: report.notes_ko,
      photos: [{ caption: '왼쪽 아래 긁힘' }],
    });
    expect(ko.body.exhibitions[0].text).toBe('서울 아트 위크');

    const audit = await auditEntries(app, admin, 'aw_4');
    expect(audit.map((e) => e.action)).toEqual(
      expect.arrayContaining(['artwork.condition', 'artwork.defect_photo.add', 'artwork.history']),
    );
  });

  it('removes a defect photo, and only a defect photo', async () => {
    const before = await app.admin(operator, 'GET', '/artworks/aw_4/condition-history');
    const imageId = before.body.photos[0].image_id as string;
    const removed = await app.admin(operator, 'DELETE', `/artworks/aw_4/defect-photos/${imageId}`);
    expect(removed.status).toBe(200);
    expect(removed.body.photos).toEqual([]);
    const twice = await app.admin(operator, 'DELETE', `/artworks/aw_4/defect-photos/${imageId}`);
    expect(twice.status).toBe(404);
  });

  it('adds no defect photo to a work without a report (409)', async () => {
    const imageId = await app.upload(operator);
    const refused = await app.admin(operator, 'POST', '/artworks/aw_1/defect-photos', {
      body: { image_id: imageId },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(conditionMessages.noReport);
  });
});

describe('the page’s call', () => {
  it('answers a work without a report or history with nulls and empty lists', async () => {
    // aw_1's certificate was issued before any history was recorded: nothing to verify yet.
    const { status, body } = await app.call('GET', '/v3/store/artwork/aw_1/condition-history');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      condition: null,
      exhibitions: [],
      literature: [],
      edition: { edition_number: 1 },
      provenance: [],
      certificate: { certificate_number: 'COA-2026-0000001', verify_path: null, entries: 0 },
    });
  });

  it('answers 404 for an unknown work or edition and 400 for a bad edition number', async () => {
    expect((await app.call('GET', '/v3/store/artwork/aw_none/condition-history')).status).toBe(404);
    expect(
      (await app.call('GET', '/v3/store/artwork/aw_4/condition-history?edition_number=9')).status,
    ).toBe(404);
    expect(
      (await app.call('GET', '/v3/store/artwork/aw_4/condition-history?edition_number=x')).status,
    ).toBe(400);
  });
});

describe('the partner portal', () => {
  it('lets the work’s gallery write its report and history', async () => {
    const saved = await app.admin(partner, 'PUT', '/partner/artworks/aw_4/condition', {
      body: {
        ...report,
        grade: 'very_good',
        notes_en: '',
        notes_ko: '',
        checked_by: 'Gallery Onda',
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const read = await app.admin(partner, 'GET', '/partner/artworks/aw_4/condition-history');
    expect(read.body.condition).toMatchObject({ grade: 'very_good', checked_by: 'Gallery Onda' });
    const page = await app.call('GET', '/v3/store/artwork/aw_4/condition-history');
    expect(page.body.condition).toMatchObject({ grade: 'very_good', checked_by: 'Gallery Onda' });
  });

  it('answers 404 to another gallery’s partner on every call about the work', async () => {
    const imageId = await app.upload(otherPartner);
    const calls: [string, string, unknown?][] = [
      ['GET', '/partner/artworks/aw_4/condition-history'],
      ['PUT', '/partner/artworks/aw_4/condition', report],
      ['PUT', '/partner/artworks/aw_4/history', { entries: [] }],
      ['POST', '/partner/artworks/aw_4/defect-photos', { image_id: imageId }],
      ['DELETE', `/partner/artworks/aw_4/defect-photos/${imageId}`],
    ];
    for (const [method, path, body] of calls) {
      const response = await app.admin(otherPartner, method as 'GET', path, { body });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.body.message).toBe('Artwork not found.');
    }
    // Nothing changed.
    const page = await app.call('GET', '/v3/store/artwork/aw_4/condition-history');
    expect(page.body.condition.checked_by).toBe('Gallery Onda');
  });
});
