// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { maxPrice, minPrice, roundPrice } from './catalogue-rules';
import { planDemoCatalogue } from './demo-catalogue';
import { mediumNotes, seriesSubjects } from './data/artwork-subjects';
import { media, type MediumKey } from './data/media';
import { endsInConsonant, josa } from './korean';

const now = new Date('2026-05-20T03:00:00Z');
const day = 86_400_000;
const plan = planDemoCatalogue({ now });
const hangul = /[\uac00-\ud7a3]/;

describe('the demo catalogue plan', () => {
  it('has at least 40 bilingual artists with birth years, nationalities and two-language bios', () => {
    expect(plan.artists.length).toBeGreaterThanOrEqual(40);
    for (const artist of plan.artists) {
      expect(artist.nameKo).toMatch(hangul);
      expect(artist.nameEn).toMatch(/^[A-Z][a-z]+( [A-Z][a-z]+)+$/);
      expect(artist.bioKo).toMatch(hangul);
      expect(artist.bioEn!.split('. ').length).toBeGreaterThanOrEqual(2);
      expect(artist.birthYear).toBeGreaterThan(1940);
      expect(artist.birthYear).toBeLessThan(2005);
      expect(artist.nationalityEn && artist.nationalityKo).toBeTruthy();
    }
    const international = plan.artists.filter((a) => a.nationalityEn !== 'Korean');
    expect(international.length).toBeGreaterThanOrEqual(4);
    expect(plan.artists.length - international.length).toBeGreaterThan(international.length * 3);
    expect(new Set(plan.artists.map((a) => a.handle)).size).toBe(plan.artists.length);
  });

  it('has 12 institutions in Seoul, Busan, Jeju and abroad, with example.com websites', () => {
    expect(plan.institutions).toHaveLength(12);
    const cities = new Set(plan.institutions.map((i) => i.cityEn));
    for (const city of ['Seoul', 'Busan', 'Jeju', 'Bangkok', 'Paris', 'New York'])
      expect(cities).toContain(city);
    for (const institution of plan.institutions) {
      expect(institution.website).toMatch(/^https:\/\/[a-z-]+\.example\.com$/);
      expect(institution.descriptionKo).toMatch(hangul);
      expect(institution.foundedYear).toBeGreaterThan(1990);
      expect(institution.logoImageId && institution.coverImageId).toBeTruthy();
    }
  });

  it('has the six categories in rank order', () => {
    expect(plan.categories.map((c) => [c.handle, c.titleKo, c.rank])).toEqual([
      ['painting', '회화', 1],
      ['works-on-paper', '드로잉', 2],
      ['print', '판화', 3],
      ['photography', '사진', 4],
      ['sculpture', '조각', 5],
      ['mixed-media', '혼합매체', 6],
    ]);
  });

  it('has over 300 artworks with sizes, bilingual text and a picture each', () => {
    expect(plan.artworks.length).toBeGreaterThanOrEqual(300);
    expect(new Set(plan.artworks.map((a) => a.handle)).size).toBe(plan.artworks.length);
    for (const artwork of plan.artworks) {
      expect(artwork.sizeTotal).toBeCloseTo(artwork.widthCm + artwork.heightCm, 5);
      expect(artwork.titleKo).toMatch(hangul);
      expect(artwork.descriptionKo).toMatch(hangul);
      expect(artwork.descriptionEn!.length).toBeGreaterThan(80);
      expect(artwork.mediumKo).toMatch(hangul);
      expect(artwork.signatureEn).toBeTruthy();
      expect(artwork.imageId).toBeTruthy();
      expect(artwork.year).toBeLessThanOrEqual(2026);
    }
    expect(plan.pictures.filter((p) => p.kind === 'artwork')).toHaveLength(plan.artworks.length);
  });

  it('gives every work at least four views (rules §4.71), each captioned in both languages and made from its picture', () => {
    for (const artwork of plan.artworks) {
      const views = plan.artworkImages
        .filter((row) => row.artworkId === artwork.id)
        .sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0));
      expect(views.length).toBeGreaterThanOrEqual(4);
      expect(views[0]).toMatchObject({ imageId: artwork.imageId, kind: 'main' });
      expect(new Set(views.map((view) => view.kind)).size).toBe(views.length);
      for (const view of views) {
        expect(view.captionEn).toBeTruthy();
        expect(view.captionKo).toMatch(hangul);
      }
      const jobs = plan.views.get(artwork.imageId!) ?? [];
      expect(jobs.map((job) => job.imageId)).toEqual(views.slice(1).map((view) => view.imageId));
      expect(jobs.every((job) => job.source === artwork.imageId)).toBe(true);
    }
  });

  it('describes each work by its own subject, colours, medium, size, series and edition', () => {
    const noteByMedium = new Map<string, readonly [string, string]>(
      Object.entries(media).map(([key, [en]]) => [en, mediumNotes[key as MediumKey]]),
    );
    let inSeries = 0;
    for (const artwork of plan.artworks) {
      const en = artwork.descriptionEn!;
      const ko = artwork.descriptionKo!;
      expect(en).toContain(artwork.titleEn);
      expect(ko).toContain(`〈${artwork.titleKo}〉`);
      const [noteEn, noteKo] = noteByMedium.get(artwork.mediumEn!)!;
      expect(en).toContain(noteEn);
      expect(ko).toContain(noteKo);
      if (artwork.depthCm) expect(en).toContain(`${artwork.heightCm} cm tall`);
      else expect(en).toContain(`${artwork.widthCm} × ${artwork.heightCm} cm`);
      expect(ko).toContain(`${artwork.heightCm}`);
      expect(en).toContain(`Made in ${artwork.year}`);
      expect(ko).toContain(`${artwork.year}년 작`);
      if (artwork.editionSize! > 1) expect(en).toContain(`edition of ${artwork.editionSize}`);
      const series = Object.keys(seriesSubjects).find((name) =>
        new RegExp(`^${name} (No\\. \\d+|\\d\\d-\\d\\d)( \\(II\\))?$`).test(artwork.titleEn!),
      );
      if (series) {
        inSeries += 1;
        expect(en).toContain(`${series} series`);
        expect(en).toContain(seriesSubjects[series]![0]);
        expect(ko).toContain(seriesSubjects[series]![1]);
      }
    }
    expect(inSeries).toBeGreaterThan(plan.artworks.length / 2);
    // Forest in Fog and Chao Phraya Nights no longer share a paragraph: no two descriptions are
    // alike, and none of their subject sentences is shared once the title is taken out.
    expect(new Set(plan.artworks.map((a) => a.descriptionEn)).size).toBe(plan.artworks.length);
    expect(new Set(plan.artworks.map((a) => a.descriptionKo)).size).toBe(plan.artworks.length);
    const forest = plan.artworks.find((a) => a.titleEn!.startsWith('Forest in Fog'))!;
    const river = plan.artworks.find((a) => a.titleEn!.startsWith('Chao Phraya Nights'))!;
    expect(forest.descriptionEn).toContain('forest');
    expect(river.descriptionEn).toContain('Bangkok');
    const firstSentence = (a: typeof forest) =>
      a.descriptionEn!.replace(a.titleEn!, '').split('. ')[0];
    expect(firstSentence(forest)).not.toBe(firstSentence(river));
  });

  it('writes the Korean descriptions in Korean', () => {
    for (const artwork of plan.artworks) {
      const text = artwork
        .descriptionKo!.replace(`〈${artwork.titleKo}〉`, '')
        .replace('C-프린트', '');
      const hangulCount = (text.match(/[\uac00-\ud7a3]/g) ?? []).length;
      const latinCount = (text.match(/[A-Za-z]/g) ?? []).length;
      expect(hangulCount).toBeGreaterThan(60);
      // Only units (cm) are written in Latin letters (and the C of C-프린트).
      expect(latinCount).toBeLessThanOrEqual(text.match(/cm/g)!.length * 2);
    }
  });

  it('varies the exhibition views: feature walls with the title, rows and salon hangs', () => {
    const covers = plan.scenes.flatMap((job) =>
      job.kind === 'installation' && job.folder === 'exhibitions' ? [job] : [],
    );
    const layouts = new Map<string, number>();
    for (const cover of covers)
      layouts.set(cover.layout ?? 'row', (layouts.get(cover.layout ?? 'row') ?? 0) + 1);
    for (const layout of ['feature', 'row', 'salon'])
      expect(layouts.get(layout)).toBeGreaterThan(1);
    // A show's wall carries its title; a fair booth's, its gallery's name.
    const titles = new Set([
      ...plan.exhibitions.map((e) => e.titleEn),
      ...plan.institutions.map((i) => i.nameEn),
    ]);
    for (const cover of covers.filter((c) => c.layout === 'feature')) {
      expect(titles).toContain(cover.caption?.title);
      expect(cover.works).toHaveLength(1);
    }
    // No two covers hang the same works.
    expect(new Set(covers.map((c) => c.works.join())).size).toBe(covers.length);
  });

  it('prices works in KRW like a real market: 300,000 to 80,000,000, rounded, mostly at the low end', () => {
    const prices = plan.artworks.flatMap((a) =>
      a.price === null || a.price === undefined ? [] : [a.price],
    );
    for (const price of prices) {
      expect(price).toBeGreaterThanOrEqual(minPrice);
      expect(price).toBeLessThanOrEqual(maxPrice);
      expect(price).toBe(roundPrice(price));
    }
    const sorted = [...prices].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    expect(median).toBeLessThan(10_000_000);
    expect(sorted.at(-1)!).toBeGreaterThan(20_000_000);
  });

  it('mixes purchase statuses, with no price only for works not for sale', () => {
    const count = (status: string) =>
      plan.artworks.filter((a) => a.purchaseStatus === status).length;
    expect(count('on_sale')).toBeGreaterThan(plan.artworks.length * 0.45);
    expect(count('sold')).toBeGreaterThan(plan.artworks.length * 0.15);
    expect(count('not_for_sale')).toBeGreaterThan(5);
    expect(count('release_soon')).toBeGreaterThan(5);
    for (const artwork of plan.artworks) {
      expect(artwork.price === null).toBe(artwork.purchaseStatus === 'not_for_sale');
      if (artwork.purchaseStatus === 'release_soon')
        expect(artwork.releaseAt!.getTime()).toBeGreaterThan(now.getTime());
      else expect(artwork.releaseAt).toBeNull();
      expect(artwork.publishedAt!.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(artwork.publishedAt!.getTime()).toBeGreaterThan(now.getTime() - 731 * day);
    }
  });

  it('keeps editions consistent with their artwork', () => {
    const byArtwork = new Map<string, typeof plan.editions>();
    for (const edition of plan.editions) {
      byArtwork.set(edition.artworkId, [...(byArtwork.get(edition.artworkId) ?? []), edition]);
    }
    let editionWorksOnSale = 0;
    for (const artwork of plan.artworks) {
      const editions = byArtwork.get(artwork.id) ?? [];
      expect(editions).toHaveLength(artwork.editionSize!);
      expect(editions.map((e) => e.editionNumber)).toEqual(editions.map((_, i) => i + 1));
      const statuses = editions.map((e) => e.status);
      if (artwork.editionType === 'unique') expect(artwork.editionSize).toBe(1);
      else {
        expect(artwork.editionSize).toBeGreaterThanOrEqual(3);
        expect(artwork.editionSize).toBeLessThanOrEqual(20);
      }
      if (artwork.purchaseStatus === 'sold') expect(new Set(statuses)).toEqual(new Set(['sold']));
      if (artwork.purchaseStatus === 'not_for_sale')
        expect(new Set(statuses)).toEqual(new Set(['not_for_sale']));
      if (artwork.purchaseStatus === 'release_soon')
        expect(new Set(statuses)).toEqual(new Set(['available']));
      if (artwork.purchaseStatus === 'on_sale') {
        expect(statuses).toContain('available');
        if (artwork.editionSize! > 1) {
          expect(statuses).toContain('sold');
          editionWorksOnSale += 1;
        }
      }
      for (const edition of editions)
        expect(edition.soldAt === null).toBe(edition.status !== 'sold');
    }
    expect(editionWorksOnSale).toBeGreaterThan(10);
    const prints = plan.artworks.filter((a) => a.editionType === 'edition');
    expect(prints.length).toBeGreaterThan(40);
  });

  it('opens bids on some works on sale, below the asking price and expiring in the future', () => {
    const bidding = plan.artworks.filter((a) => a.bidEnabled);
    expect(bidding.length).toBeGreaterThan(10);
    for (const artwork of bidding) {
      expect(artwork.purchaseStatus).toBe('on_sale');
      expect(artwork.bidExpiresAt!.getTime()).toBeGreaterThan(now.getTime());
      if (artwork.lastBidPrice) expect(artwork.lastBidPrice).toBeLessThan(artwork.price!);
    }
    expect(bidding.filter((a) => a.lastBidPrice).length).toBeGreaterThan(5);
  });

  it('features some artworks, artists and institutions, and varies interest', () => {
    const ranks = plan.artworks
      .flatMap((a) => (a.featuredRank ? [a.featuredRank] : []))
      .sort((a, b) => a - b);
    expect(ranks).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(plan.artists.filter((a) => a.featuredRank).length).toBeGreaterThanOrEqual(6);
    expect(plan.institutions.filter((i) => i.featuredRank).length).toBeGreaterThanOrEqual(5);
    const wishes = new Set(plan.artworks.map((a) => a.wishesCount));
    expect(wishes.size).toBeGreaterThan(50);
  });

  it('dates exhibitions around now: current, upcoming and past, solo and group, 8-30 works each', () => {
    const regular = plan.exhibitions.filter((e) => e.type !== 'fair');
    expect(regular.length).toBeGreaterThanOrEqual(12);
    const period = (e: (typeof regular)[number]) =>
      e.startsAt! > now ? 'upcoming' : e.endsAt! < now ? 'past' : 'current';
    const periods = regular.map(period);
    for (const p of ['current', 'upcoming', 'past']) expect(periods).toContain(p);
    expect(regular.map((e) => e.type)).toEqual(expect.arrayContaining(['solo', 'group']));
    expect(regular.filter((e) => e.hasOnView).length).toBeGreaterThanOrEqual(2);
    // The 3D frame-rate bench walks a 30-work room (bench/onview-fps.ts).
    const rooms = regular.filter((e) => e.hasOnView);
    const sizes = rooms.map(
      (e) => plan.exhibitionArtworks.filter((x) => x.exhibitionId === e.id).length,
    );
    expect(sizes).toContain(30);
    expect(regular.map((e) => e.handle)).toContain('rockefeller-center-exhibition');
    expect(regular.filter((e) => e.menuRank).length).toBeGreaterThanOrEqual(3);
    for (const exhibition of plan.exhibitions) {
      const works = plan.exhibitionArtworks.filter((x) => x.exhibitionId === exhibition.id);
      expect(works.length).toBeGreaterThanOrEqual(8);
      expect(works.length).toBeLessThanOrEqual(30);
      expect(exhibition.coverImageId).toBeTruthy();
      if (exhibition.type === 'solo') expect(exhibition.artistId).toBeTruthy();
    }
    const withHighlights = new Set(plan.highlights.map((h) => h.exhibitionId));
    expect(withHighlights.size).toBeGreaterThanOrEqual(3);
    for (const id of withHighlights) {
      const exhibition = plan.exhibitions.find((e) => e.id === id)!;
      expect(period(exhibition)).toBe('current');
      const count = plan.highlights.filter((h) => h.exhibitionId === id).length;
      expect(count).toBeGreaterThanOrEqual(2);
      expect(count).toBeLessThanOrEqual(3);
    }
  });

  it('has a current art fair with a token path and gallery booths as fair exhibitions', () => {
    expect(plan.fairs).toHaveLength(1);
    const fair = plan.fairs[0]!;
    expect(fair.token).toBe('seoul-art-week-2026');
    expect(fair.titleKo).toBe('서울 아트 위크 2026');
    expect(fair.startsAt! <= now && fair.endsAt! >= now).toBe(true);
    const booths = plan.exhibitions.filter((e) => e.type === 'fair');
    expect(booths.length).toBeGreaterThanOrEqual(3);
    for (const booth of booths) expect(booth.fairId).toBe(fair.id);
  });

  it('links the four banners to real pages', () => {
    expect(plan.banners).toHaveLength(4);
    const handles = new Set(plan.exhibitions.map((e) => e.handle));
    for (const banner of plan.banners) {
      const link = banner.linkUrl;
      const exhibition = /^\/exhibitions\/(.+)$/.exec(link)?.[1];
      expect(
        link === '/works' ||
          link === `/${plan.fairs[0]!.token}` ||
          (exhibition && handles.has(exhibition)),
      ).toBeTruthy();
      expect(banner.titleKo).toMatch(hangul);
      expect(banner.imageId).toBeTruthy();
    }
    expect(plan.banners.map((b) => b.linkUrl)).toEqual(
      expect.arrayContaining(['/works', `/${plan.fairs[0]!.token}`]),
    );
  });

  it('answers the FAQ in both languages, including the 1-hour virtual account and 14-day delivery', () => {
    expect(plan.faqs.length).toBeGreaterThanOrEqual(12);
    const text = plan.faqs.map((f) => `${f.answerEn} ${f.answerKo}`).join(' ');
    expect(text).toMatch(/within 1 hour/);
    expect(text).toMatch(/1시간 이내/);
    expect(text).toMatch(/14 days/);
    expect(text).toMatch(/free/i);
    expect(new Set(plan.faqs.map((f) => f.category))).toEqual(
      new Set(['purchase', 'payment', 'shipping', 'resale', 'account']),
    );
  });

  it('writes stories that show real works and name them in both languages', () => {
    const byId = new Map(plan.artworks.map((a) => [a.id, a]));
    const types = new Set(plan.contents.map((c) => c.type));
    expect(types).toEqual(new Set(['interview', 'article', 'news']));
    for (const story of plan.contents) {
      expect(story.artworkIds!.length).toBeGreaterThanOrEqual(3);
      for (const id of story.artworkIds!) expect(byId.has(id)).toBe(true);
      expect(story.bodyEn).not.toMatch(/\{work/);
      expect(story.bodyKo).not.toMatch(/\{work/);
      expect(story.bodyKo!.match(/[\uac00-\ud7a3]/g)!.length).toBeGreaterThan(60);
      expect(story.imageId).toBeTruthy();
      expect(story.linkUrl).toMatch(/^\//);
    }
    // The interview, the guide and the exhibition feature name their first three works.
    for (const handle of [
      'in-the-studio-han-seoyeon',
      'collectors-guide-to-editions',
      'why-monochrome-still-matters',
    ]) {
      const story = plan.contents.find((c) => c.handle === handle)!;
      for (const id of story.artworkIds!.slice(0, 3)) {
        expect(story.bodyEn).toContain(byId.get(id)!.titleEn);
        expect(story.bodyKo).toContain(`〈${byId.get(id)!.titleKo}〉`);
      }
    }
    const interview = plan.contents.find((c) => c.handle === 'in-the-studio-han-seoyeon')!;
    const han = plan.artists.find((a) => a.handle === 'han-seoyeon')!;
    for (const id of interview.artworkIds!) expect(byId.get(id)!.artistId).toBe(han.id);
  });

  it('has contents, payment providers and exchange rates', () => {
    expect(plan.contents).toHaveLength(6);
    expect(plan.paymentProviders.map((p) => p.code)).toEqual([
      'card_kr',
      'card_intl',
      'transfer',
      'vbank',
      'paypal',
      'bitpay',
    ]);
    const rates = Object.fromEntries(plan.exchangeRates.map((r) => [r.currencyCode, r.krwPerUnit]));
    expect(rates.krw).toBe(1);
    expect(rates.usd).toBeGreaterThan(1200);
    expect(rates.usd).toBeLessThan(1600);
    expect(rates.eur).toBeGreaterThan(rates.usd!);
    expect(rates.thb).toBeGreaterThan(30);
    expect(rates.thb).toBeLessThan(50);
  });

  it('is reproducible: the same clock gives the same catalogue', () => {
    const again = planDemoCatalogue({ now });
    const view = (p: typeof plan) =>
      p.artworks.map((a) => [a.handle, a.titleKo, a.price, a.purchaseStatus, a.widthCm]);
    expect(view(again)).toEqual(view(plan));
    expect(again.pictures.map((p) => ('seed' in p ? p.seed : p.kind))).toEqual(
      plan.pictures.map((p) => ('seed' in p ? p.seed : p.kind)),
    );
  });
});

describe('Korean particles', () => {
  it.each([
    ['달항아리', '은/는', '달항아리는'],
    ['갤러리 달문', '은/는', '갤러리 달문은'],
    ['〈숨 24-07〉', '은/는', '〈숨 24-07〉은'],
    ['〈반복 No. 12〉', '을/를', '〈반복 No. 12〉를'],
    ['서울', '으로/로', '서울로'],
    ['부산항', '으로/로', '부산항으로'],
  ] as const)('attaches %s + %s as %s', (word, particle, expected) => {
    expect(josa(word, particle)).toBe(expected);
  });

  it('reads Latin letters and digits aloud', () => {
    expect(endsInConsonant('No. 3')).toBe(true);
    expect(endsInConsonant('No. 2')).toBe(false);
  });
});
