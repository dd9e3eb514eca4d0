import { describe, expect, it } from 'vitest';
import { startCatalogueApp, korean } from './catalogue-test-app';

const app = startCatalogueApp();

const { ok, expect400 } = app;

describe('GET /v3/store/rolling-banner', () => {
  it('shows the banners on show now, by rank; undated ones always', async () => {
    const body = await ok('/v3/store/rolling-banner');
    expect(body.rolling_banners.map((b: { id: string }) => b.id)).toEqual(['rb_now', 'rb_always']);
    expect(body).toMatchObject({ count: 2, limit: 20, offset: 0 });
    expect(body.rolling_banners[0]).toMatchObject({
      title: 'Seoul Art Week',
      subtitle: 'Now open',
      link_url: '/seoul-art-week-2026',
      rank: 1,
      image: null,
    });
    expect(body.rolling_banners[1]).toMatchObject({
      starts_at: null,
      ends_at: null,
      image: { url: expect.stringContaining('fixtures/img_1') },
    });
    const ko = await ok('/v3/store/rolling-banner?limit=1', korean);
    expect(ko.rolling_banners.map((b: { title: string }) => b.title)).toEqual(['서울 아트 위크']);
    await expect400('/v3/store/rolling-banner?limit=0', 'limit must be at least 1');
  });
});

describe('GET /v3/store/faq', () => {
  it('answers every question grouped by category, with the categories', async () => {
    const body = await ok('/v3/store/faq');
    expect(body.faqs.map((f: { id: string }) => f.id)).toEqual([
      'faq_order',
      'faq_ship',
      'faq_pay',
    ]);
    expect(body.categories).toEqual([
      { category: 'order', count: 2 },
      { category: 'payment', count: 1 },
    ]);
    expect(body).toMatchObject({ count: 3, limit: 100, offset: 0 });
    expect(body.faqs[0]).toEqual({
      id: 'faq_order',
      category: 'order',
      question: 'How do I buy a work?',
      answer: 'Press Buy on the artwork page.',
    });
  });

  it('filters by category and by words in Korean or English', async () => {
    const payment = await ok('/v3/store/faq?category=payment');
    expect(payment.faqs.map((f: { id: string }) => f.id)).toEqual(['faq_pay']);
    expect(payment.count).toBe(1);
    expect(payment.categories).toHaveLength(2);
    const shipping = await ok(`/v3/store/faq?q=${encodeURIComponent('배송')}`, korean);
    expect(shipping.faqs).toEqual([
      expect.objectContaining({ id: 'faq_ship', question: '작품은 어떻게 배송되나요?' }),
    ]);
    expect((await ok('/v3/store/faq?category=returns')).faqs).toEqual([]);
    await expect400(
      `/v3/store/faq?category=${'c'.repeat(65)}`,
      'category must be at most 64 characters',
    );
  });
});

describe('GET /v3/store/contents', () => {
  it('lists published contents newest first, filtered by type', async () => {
    const body = await ok('/v3/store/contents');
    expect(body.contents.map((c: { handle: string }) => c.handle)).toEqual([
      'fair-news',
      'studio-visit',
    ]);
    expect(body).toMatchObject({ count: 2, limit: 20, offset: 0 });
    expect(body.contents[0]).toMatchObject({ type: 'news', title: 'Fair news', link_url: null });
    const articles = await ok('/v3/store/contents?type=article', korean);
    expect(articles.contents.map((c: { title: string }) => c.title)).toEqual(['작업실 방문']);
    expect(articles.count).toBe(1);
    await expect400('/v3/store/contents?type=NEWS!', 'type is not a valid content type');
  });
});

describe('GET /v3/store/contents/{handle}', () => {
  it('answers one published story by handle or id with its works in order, in both languages', async () => {
    const story = await ok('/v3/store/contents/studio-visit');
    expect(await ok('/v3/store/contents/ct_article')).toEqual(story);
    expect(story).toMatchObject({
      id: 'ct_article',
      handle: 'studio-visit',
      type: 'article',
      title: 'A studio visit',
      summary: 'A morning with a painter.',
      body: 'She paints at dawn.\n\nRed Abstraction took a year.',
      link_url: '/exhibitions/light-and-water',
    });
    // Works still in the catalogue, in the story's order; a deleted one is left out.
    expect(story.artworks.map((a: { id: string }) => a.id)).toEqual(['aw_8', 'aw_1']);
    expect(story.artworks[0]).toMatchObject({
      title: 'Red Abstraction',
      purchase_status: 'on_sale',
    });
    const ko = await ok('/v3/store/contents/studio-visit', korean);
    expect(ko).toMatchObject({ title: '작업실 방문', summary: '화가와 보낸 오전.' });
    expect(ko.body).toContain('〈붉은 추상화〉');
    expect(ko.artworks[0].title).toBe('붉은 추상화');
    const none = await ok('/v3/store/contents/fair-news');
    expect(none.artworks).toEqual([]);
  });

  it('is a 404 for an unknown or not yet published story, and a 400 for a malformed handle', async () => {
    await app.expect404('/v3/store/contents/no-such-story', 'Story not found');
    await app.expect404('/v3/store/contents/next-week', 'Story not found');
    const bad = await app.get(`/v3/store/contents/${encodeURIComponent('bad handle!')}`);
    expect(bad.status).toBe(400);
  });
});

describe('GET /v3/store/fair/{id}', () => {
  it('answers the fair by id, handle or token with its booths, galleries and artists', async () => {
    const byId = await ok('/v3/store/fair/fair_1');
    expect(await ok('/v3/store/fair/seoul-art-week')).toEqual(byId);
    expect(await ok('/v3/store/fair/seoul-art-week-2026')).toEqual(byId);
    expect(byId).toMatchObject({
      id: 'fair_1',
      handle: 'seoul-art-week',
      token: 'seoul-art-week-2026',
      title: 'Seoul Art Week',
      period: 'current',
      artworks_count: 3,
      artists_count: 2,
    });
    expect(byId.exhibitions.map((e: { id: string }) => e.id)).toEqual([
      'booth_onda',
      'booth_seoha',
    ]);
    expect(byId.institutions.map((i: { handle: string }) => i.handle)).toEqual([
      'gallery-onda',
      'space-seoha',
    ]);
    expect(byId.artists.map((a: { handle: string }) => a.handle)).toEqual([
      'kim-seoyeon',
      'park-jiho',
    ]);
    const ko = await ok('/v3/store/fair/fair_1', korean);
    expect(ko.title).toBe('서울 아트 위크');
  });

  it('is 404 for an unknown fair', async () => {
    await app.expect404('/v3/store/fair/no-fair', 'Fair not found');
  });
});

describe('GET /v3/store/temp/artworks|artists|institution', () => {
  it("lists the current fair's works, artists and galleries, paged", async () => {
    const works = await ok('/v3/store/temp/artworks');
    expect(works.artworks.map((a: { handle: string }) => a.handle)).toEqual([
      'red-field',
      'night-harbour',
      'red-abstraction',
    ]);
    expect(works).toMatchObject({ count: 3, limit: 20, offset: 0, fair: { id: 'fair_1' } });
    const second = await ok('/v3/store/temp/artworks?limit=1&offset=1');
    expect(second.artworks.map((a: { handle: string }) => a.handle)).toEqual(['night-harbour']);

    const artists = await ok('/v3/store/temp/artists');
    expect(artists.artists.map((a: { handle: string }) => a.handle)).toEqual([
      'kim-seoyeon',
      'park-jiho',
    ]);
    expect(artists.count).toBe(2);

    const galleries = await ok('/v3/store/temp/institution?limit=1', korean);
    expect(galleries.institutions.map((i: { name: string }) => i.name)).toEqual(['갤러리 온다']);
    expect(galleries).toMatchObject({ count: 2, limit: 1, offset: 0 });
  });

  it('refuses bad paging with 400', async () => {
    await expect400('/v3/store/temp/artworks?limit=abc', 'limit must be a number');
    await expect400('/v3/store/temp/artists?offset=-1', 'offset must be 0 or more');
    await expect400('/v3/store/temp/institution?limit=500', 'limit must be at most 100');
  });
});
