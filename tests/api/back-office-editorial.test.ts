// The back office's galleries, categories, exhibitions with highlights, fairs, rolling banners,
// FAQ and contents (issue 10) over HTTP on a real database: each change audited with before and
// after, shown by the store's public calls at once, bad input 400, unknown ids 404, taken
// handles 409.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { editorialMessages as m } from '@/schemas/back-office-editorial';
import type { Buyer } from './buying-test-app';
import { expectError } from './customer-test-app';
import { startBackOfficeApp } from './back-office-test-app';

const app = startBackOfficeApp();
let operator: Buyer;
let admin: Buyer;
let counter = 0;
const unique = (name: string) => `${name}-${Date.now().toString(36)}-${(counter += 1)}`;
const korean = { headers: { 'accept-language': 'ko' } };
const days = (n: number) => new Date(app.now().getTime() + n * 86_400_000).toISOString();

beforeAll(async () => {
  operator = await app.staff('operator');
  admin = await app.staff('admin');
});

async function upload(): Promise<string> {
  const png = await sharp({
    create: { width: 40, height: 40, channels: 3, background: { r: 20, g: 20, b: 20 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
  const response = await fetch(`${app.app.baseUrl}/v3/store/upload/artwork/image`, {
    method: 'POST',
    headers: { authorization: `Bearer ${operator.accessToken}` },
    body: form,
  });
  const body = (await response.json()) as { image: { id: string } };
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body.image.id;
}

async function created(path: string, body: object) {
  const response = await app.admin(operator, 'POST', path, { body });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

async function auditOf(targetId: string) {
  const audit = await app.admin(admin, 'GET', `/audit?target_id=${targetId}`);
  expect(audit.status).toBe(200);
  return audit.body.entries as {
    action: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }[];
}

async function expectBadInput(method: string, path: string, bodies: object[]) {
  for (const body of bodies) {
    const response = await app.admin(operator, method, path, { body });
    expect(response.status, JSON.stringify(body)).toBe(400);
    expect(typeof response.body.message).toBe('string');
  }
}

describe('galleries', () => {
  it('creates a gallery with a logo from the upload pipeline, edits it, and the store shows it', async () => {
    const logo = await upload();
    const handle = unique('gallery-haneul');
    const gallery = await created('/institutions', {
      handle,
      type: 'gallery',
      name_en: 'Gallery Haneul',
      name_ko: '갤러리 하늘',
      description_en: 'Contemporary painting.',
      description_ko: '동시대 회화.',
      city_en: 'Seoul',
      city_ko: '서울',
      website: 'https://haneul.example.com',
      logo_image_id: logo,
    });
    expect(gallery).toMatchObject({ handle, logo_image_id: logo, country_code: 'KOR' });
    const listed = await app.admin(operator, 'GET', `/institutions?q=${handle}`);
    expect(listed.body.institutions.map((i: { id: string }) => i.id)).toEqual([gallery.id]);
    const updated = await app.admin(operator, 'PUT', `/institutions/${gallery.id}`, {
      body: { name_ko: '갤러리 하늘빛', type: 'art_space' },
    });
    expect(updated.body).toMatchObject({ name_en: 'Gallery Haneul', name_ko: '갤러리 하늘빛' });
    const page = await app.call('GET', `/v3/store/institution/${handle}`, korean);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(JSON.stringify(page.body)).toContain('갤러리 하늘빛');
    const entries = await auditOf(gallery.id);
    expect(entries.map((e) => e.action)).toEqual(['institution.update', 'institution.create']);
    expect(entries[0]!.before).toMatchObject({ name_ko: '갤러리 하늘', type: 'gallery' });
    expect(entries[0]!.after).toMatchObject({ name_ko: '갤러리 하늘빛', type: 'art_space' });
    expectError(
      await app.admin(operator, 'POST', '/institutions', {
        body: { handle, name_en: 'Other', name_ko: '다른' },
      }),
      409,
      m.handleTaken,
    );
  });

  it('refuses bad input with 400 and an unknown gallery with 404', async () => {
    const ok = { handle: unique('g'), name_en: 'G', name_ko: '지' };
    await expectBadInput('POST', '/institutions', [
      {},
      { ...ok, type: 'shop' },
      { ...ok, website: 'javascript:alert(1)' },
      { ...ok, country_code: 'Korea' },
      { ...ok, logo_image_id: 'img_missing' },
      { ...ok, name_en: ['a'] },
    ]);
    expectError(
      await app.admin(operator, 'PUT', '/institutions/ins_missing', { body: { name_en: 'X' } }),
      404,
      m.institutionNotFound,
    );
  });
});

describe('categories', () => {
  it('adds a category and reorders the menu by rank; a taken handle is 409', async () => {
    const handle = unique('textile');
    const category = await created('/categories', {
      handle,
      title_en: 'Textile',
      title_ko: '섬유',
      rank: 0,
    });
    expect(category).toMatchObject({ handle, rank: 0, artworks_count: 0 });
    const menu = async () =>
      (await app.call('GET', '/v3/store/app/initialize/KOR')).body.artwork_categories.map(
        (c: { handle: string }) => c.handle,
      );
    expect((await menu())[0]).toBe(handle);
    await app.admin(operator, 'PUT', `/categories/${category.id}`, { body: { rank: 99 } });
    expect((await menu()).at(-1)).toBe(handle);
    const listed = await app.admin(operator, 'GET', '/categories');
    const painting = listed.body.categories.find((c: { id: string }) => c.id === 'cat_paint');
    expect(painting.artworks_count).toBeGreaterThan(0);
    expectError(
      await app.admin(operator, 'PUT', `/categories/${category.id}`, {
        body: { handle: 'painting' },
      }),
      409,
      m.handleTaken,
    );
    await expectBadInput('POST', '/categories', [{ handle: unique('c'), title_en: 'C' }]);
    expect((await auditOf(category.id)).map((e) => e.action)).toEqual([
      'category.update',
      'category.create',
    ]);
  });
});

describe('exhibitions and highlights', () => {
  const exhibition = (overrides: Record<string, unknown> = {}) => ({
    handle: unique('quiet-rooms'),
    type: 'group',
    title_en: 'Quiet Rooms',
    title_ko: '고요한 방들',
    short_title_en: 'Quiet Rooms',
    short_title_ko: '고요한 방',
    institution_id: 'in_1',
    starts_at: days(-3),
    ends_at: days(30),
    artwork_ids: ['aw_2', 'aw_1'],
    ...overrides,
  });

  it('creates an exhibition with its works in order; the store shows it; filters by period', async () => {
    const show = await created('/exhibitions', exhibition({ has_on_view: true }));
    expect(show).toMatchObject({
      period: 'current',
      artwork_ids: ['aw_2', 'aw_1'],
      has_on_view: true,
    });
    const upcoming = await created(
      '/exhibitions',
      exhibition({ starts_at: days(10), ends_at: days(20) }),
    );
    const past = await created(
      '/exhibitions',
      exhibition({ starts_at: days(-20), ends_at: days(-10) }),
    );
    const ids = async (period: string) =>
      (
        await app.admin(operator, 'GET', `/exhibitions?period=${period}&q=quiet-rooms&limit=200`)
      ).body.exhibitions.map((e: { id: string }) => e.id);
    expect(await ids('current')).toContain(show.id);
    expect(await ids('current')).not.toContain(upcoming.id);
    expect(await ids('upcoming')).toEqual(expect.arrayContaining([upcoming.id]));
    expect(await ids('upcoming')).not.toContain(past.id);
    expect(await ids('past')).toContain(past.id);
    expect((await app.admin(operator, 'GET', '/exhibitions?period=soon')).status).toBe(400);

    const page = await app.call('GET', `/v3/store/exhibition/${show.handle}`, korean);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(JSON.stringify(page.body)).toContain('고요한 방들');

    const changed = await app.admin(operator, 'PUT', `/exhibitions/${show.id}`, {
      body: { artwork_ids: ['aw_1', 'aw_3', 'aw_1'], title_en: 'Quiet Rooms II' },
    });
    expect(changed.body).toMatchObject({
      artwork_ids: ['aw_1', 'aw_3'],
      title_en: 'Quiet Rooms II',
    });
    const works = await app.call('GET', `/v3/store/exhibition/${show.handle}/artworks`);
    expect(works.body.artworks.map((a: { id: string }) => a.id).sort()).toEqual(['aw_1', 'aw_3']);
    const [update] = await auditOf(show.id);
    expect(update).toMatchObject({
      action: 'exhibition.update',
      before: { artwork_ids: ['aw_2', 'aw_1'], title_en: 'Quiet Rooms' },
      after: { artwork_ids: ['aw_1', 'aw_3'], title_en: 'Quiet Rooms II' },
    });
  });

  it('refuses dates out of order, unknown references and a taken handle', async () => {
    const show = await created('/exhibitions', exhibition());
    await expectBadInput('POST', '/exhibitions', [
      exhibition({ ends_at: days(-10) }),
      exhibition({ starts_at: 'next week' }),
      exhibition({ artwork_ids: ['aw_missing'] }),
      exhibition({ institution_id: 'in_missing' }),
      exhibition({ artwork_ids: 'aw_1' }),
    ]);
    // Only the end sent, before the stored start.
    expectError(
      await app.admin(operator, 'PUT', `/exhibitions/${show.id}`, { body: { ends_at: days(-10) } }),
      400,
      m.endsBeforeStart,
    );
    expectError(
      await app.admin(operator, 'POST', '/exhibitions', {
        body: exhibition({ handle: show.handle }),
      }),
      409,
      m.handleTaken,
    );
    expectError(
      await app.admin(operator, 'GET', '/exhibitions/exh_missing'),
      404,
      m.exhibitionNotFound,
    );
  });

  it('adds, edits and deletes a highlight; the store shows it until it is deleted', async () => {
    const show = await created('/exhibitions', exhibition());
    const highlight = await created(`/exhibitions/${show.id}/highlights`, {
      title_en: 'Room one',
      title_ko: '첫 번째 방',
      artwork_ids: ['aw_1'],
      rank: 1,
    });
    expect(highlight).toMatchObject({ exhibition_id: show.id, artwork_ids: ['aw_1'] });
    const one = await app.admin(operator, 'GET', `/exhibitions/${show.id}`);
    expect(one.body.highlights.map((h: { id: string }) => h.id)).toEqual([highlight.id]);
    const edited = await app.admin(operator, 'PUT', `/exhibition-highlights/${highlight.id}`, {
      body: { subtitle_ko: '빛과 그림자', artwork_ids: ['aw_2', 'aw_1'] },
    });
    expect(edited.body).toMatchObject({
      subtitle_ko: '빛과 그림자',
      artwork_ids: ['aw_2', 'aw_1'],
    });
    const page = await app.call('GET', `/v3/store/exhibition-highlight/${highlight.id}`, korean);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    await expectBadInput('PUT', `/exhibition-highlights/${highlight.id}`, [
      { artwork_ids: ['aw_missing'] },
      { title_en: '' },
    ]);
    const removed = await app.admin(operator, 'DELETE', `/exhibition-highlights/${highlight.id}`);
    expect(removed.body).toEqual({ id: highlight.id, deleted: true });
    expect((await app.call('GET', `/v3/store/exhibition-highlight/${highlight.id}`)).status).toBe(
      404,
    );
    expectError(
      await app.admin(operator, 'DELETE', `/exhibition-highlights/${highlight.id}`),
      404,
      m.highlightNotFound,
    );
    expect((await auditOf(highlight.id)).map((e) => e.action)).toEqual([
      'exhibition_highlight.delete',
      'exhibition_highlight.update',
      'exhibition_highlight.create',
    ]);
  });
});

describe('fairs', () => {
  it('creates a fair; an exhibition joins it by fair_id; its page answers at its token', async () => {
    const token = unique('busan-art-fair');
    const fair = await created('/fairs', {
      handle: token,
      token,
      title_en: 'Busan Art Fair',
      title_ko: '부산 아트 페어',
      venue_en: 'BEXCO',
      venue_ko: '벡스코',
      starts_at: days(1),
      ends_at: days(4),
    });
    expect(fair).toMatchObject({ token, exhibition_ids: [] });
    const booth = await created('/exhibitions', {
      handle: unique('booth'),
      type: 'fair',
      title_en: 'Booth A1',
      title_ko: '부스 A1',
      short_title_en: 'A1',
      short_title_ko: 'A1',
      institution_id: 'in_1',
      fair_id: fair.id,
      starts_at: days(1),
      ends_at: days(4),
    });
    const listed = await app.admin(operator, 'GET', `/fairs?q=${token}`);
    expect(listed.body.fairs[0]).toMatchObject({ id: fair.id, exhibition_ids: [booth.id] });
    const page = await app.call('GET', `/v3/store/fair/${token}`, korean);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body).toMatchObject({ title: '부산 아트 페어' });
    expect(page.body.exhibitions.map((e: { id: string }) => e.id)).toEqual([booth.id]);
    const moved = await app.admin(operator, 'PUT', `/fairs/${fair.id}`, {
      body: { ends_at: days(6) },
    });
    expect(moved.status).toBe(200);
    expectError(
      await app.admin(operator, 'PUT', `/fairs/${fair.id}`, { body: { ends_at: days(0) } }),
      400,
      m.endsBeforeStart,
    );
    expectError(
      await app.admin(operator, 'POST', '/fairs', {
        body: {
          ...fair,
          id: undefined,
          handle: unique('other'),
          starts_at: days(1),
          ends_at: days(2),
        },
      }),
      409,
      m.handleTaken,
    );
  });
});

describe('rolling banners, FAQ and contents', () => {
  it('a new banner is on the home carousel at once, by rank; edited, then deleted', async () => {
    const image = await upload();
    const banner = await created('/rolling-banners', {
      title_en: 'Winter Collection',
      title_ko: '겨울 컬렉션',
      subtitle_en: 'Now on view',
      subtitle_ko: '지금 전시 중',
      link_url: '/exhibition-list',
      image_id: image,
      rank: -100,
    });
    const carousel = async () =>
      (await app.call('GET', '/v3/store/rolling-banner', korean)).body.rolling_banners as {
        id: string;
        title: string;
      }[];
    expect((await carousel())[0]).toMatchObject({ id: banner.id, title: '겨울 컬렉션' });
    await app.admin(operator, 'PUT', `/rolling-banners/${banner.id}`, {
      body: { ends_at: days(-1), starts_at: days(-5) },
    });
    expect((await carousel()).map((b) => b.id)).not.toContain(banner.id);
    const listed = await app.admin(operator, 'GET', '/rolling-banners');
    expect(listed.body.rolling_banners.map((b: { id: string }) => b.id)).toContain(banner.id);
    await app.admin(operator, 'PUT', `/rolling-banners/${banner.id}`, {
      body: { ends_at: null, starts_at: null },
    });
    expect((await carousel()).map((b) => b.id)).toContain(banner.id);
    expect((await app.admin(operator, 'DELETE', `/rolling-banners/${banner.id}`)).status).toBe(200);
    expect((await carousel()).map((b) => b.id)).not.toContain(banner.id);
    const entries = await auditOf(banner.id);
    expect(entries.map((e) => e.action)).toEqual([
      'rolling_banner.delete',
      'rolling_banner.update',
      'rolling_banner.update',
      'rolling_banner.create',
    ]);
    expect(entries[0]).toMatchObject({ before: { title_en: 'Winter Collection' }, after: null });
    await expectBadInput('POST', '/rolling-banners', [
      { title_en: 'A', title_ko: '가' },
      { title_en: 'A', title_ko: '가', link_url: 'no-slash' },
      { title_en: 'A', title_ko: '가', link_url: '//evil.example' },
      { title_en: 'A', title_ko: '가', link_url: '/', starts_at: days(2), ends_at: days(1) },
      { title_en: 'A', title_ko: '가', link_url: '/', image_id: 'img_missing' },
    ]);
    expectError(
      await app.admin(operator, 'PUT', '/rolling-banners/bnr_missing', { body: {} }),
      404,
      m.bannerNotFound,
    );
  });

  it('a FAQ entry is answered by store/faq at once, in both languages; edited, then deleted', async () => {
    const faq = await created('/faqs', {
      category: 'shipping',
      question_en: 'Do you ship to Jeju?',
      question_ko: '제주도로 배송되나요?',
      answer_en: 'Yes, by art courier.',
      answer_ko: '네, 미술품 전문 배송으로 보내 드립니다.',
      rank: 5,
    });
    const store = async (headers = {}) =>
      (await app.call('GET', '/v3/store/faq?category=shipping', headers)).body.faqs as {
        id: string;
        question: string;
      }[];
    expect((await store(korean)).find((f) => f.id === faq.id)?.question).toBe(
      '제주도로 배송되나요?',
    );
    await app.admin(operator, 'PUT', `/faqs/${faq.id}`, {
      body: { question_en: 'Jeju shipping?' },
    });
    expect((await store()).find((f) => f.id === faq.id)?.question).toBe('Jeju shipping?');
    await expectBadInput('PUT', `/faqs/${faq.id}`, [{ category: 'gossip' }, { answer_ko: '' }]);
    await app.admin(operator, 'DELETE', `/faqs/${faq.id}`);
    expect((await store()).map((f) => f.id)).not.toContain(faq.id);
  });

  it('a content record is published from its published_at; a taken handle is 409', async () => {
    const handle = unique('studio-visit');
    const content = await created('/contents', {
      handle,
      type: 'interview',
      title_en: 'A studio visit',
      title_ko: '작업실 방문',
      summary_en: 'An afternoon with Kim Seoyeon.',
      summary_ko: '김서연 작가와의 오후.',
      published_at: days(3),
    });
    const published = async () =>
      (await app.call('GET', '/v3/store/contents?limit=100')).body.contents.map(
        (c: { id: string }) => c.id,
      );
    expect(await published()).not.toContain(content.id);
    const listed = await app.admin(operator, 'GET', `/contents?q=${handle}`);
    expect(listed.body.contents.map((c: { id: string }) => c.id)).toEqual([content.id]);
    await app.admin(operator, 'PUT', `/contents/${content.id}`, {
      body: { published_at: days(-1) },
    });
    expect(await published()).toContain(content.id);
    // The works the story shows: checked, kept in order without repeats, read on its page.
    const withWorks = await app.admin(operator, 'PUT', `/contents/${content.id}`, {
      body: { artwork_ids: ['aw_2', 'aw_1', 'aw_2'], body_en: 'One.\n\nTwo.', body_ko: '하나.' },
    });
    expect(withWorks.body.artwork_ids).toEqual(['aw_2', 'aw_1']);
    const page = await app.call('GET', `/v3/store/contents/${handle}`);
    expect(page.body.artworks.map((a: { id: string }) => a.id)).toEqual(['aw_2', 'aw_1']);
    expectError(
      await app.admin(operator, 'PUT', `/contents/${content.id}`, {
        body: { artwork_ids: ['aw_1', 'aw_missing'] },
      }),
      400,
      m.unknownReference,
    );
    expectError(
      await app.admin(operator, 'POST', '/contents', {
        body: { handle, type: 'news', title_en: 'B', title_ko: '나' },
      }),
      409,
      m.handleTaken,
    );
    await expectBadInput('POST', '/contents', [
      { handle: unique('c'), type: 'podcast', title_en: 'B', title_ko: '나' },
    ]);
    await app.admin(operator, 'DELETE', `/contents/${content.id}`);
    expect(await published()).not.toContain(content.id);
  });
});
