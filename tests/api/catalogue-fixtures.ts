// Catalogue fixtures beyond artworks, on top of insertCatalogueFixture + insertArtworkFixture
// (tests/api/fixtures.ts): nationalities, institution types and cities, a solo show, fair
// booths, a highlight with works, rolling banners, FAQ and contents, each chosen so every
// filter of the catalogue calls has a known answer.
import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import * as t from '@/server/db/schema';
import { insertArtworkFixture, insertCatalogueFixture } from './fixtures';

const day = 24 * 60 * 60 * 1000;

export async function insertFullCatalogueFixture(db: Database, now: Date): Promise<void> {
  await insertCatalogueFixture(db, now);
  await insertArtworkFixture(db, now);
  await insertCatalogueExtras(db, now);
}

export async function insertCatalogueExtras(db: Database, now: Date): Promise<void> {
  const at = (days: number) => new Date(now.getTime() + days * day);

  // Artists: ar_1 Kim Seoyeon (works on sale), ar_2 Park Jiho, ar_3 Lee Minji (French, no work
  // on sale), ar_4 Jung Seoyeon (no works, newest).
  await db
    .update(t.artists)
    .set({
      nationalityEn: 'Korean',
      nationalityKo: '한국',
      bioEn: 'Paints the light over the Han river.',
      bioKo: '한강 위의 빛을 그린다.',
      birthYear: 1988,
      wishesCount: 10,
      createdAt: at(-300),
    })
    .where(eq(t.artists.id, 'ar_1'));
  await db
    .update(t.artists)
    .set({ nationalityEn: 'Korean', nationalityKo: '한국', wishesCount: 3, createdAt: at(-200) })
    .where(eq(t.artists.id, 'ar_2'));
  await db
    .update(t.artists)
    .set({ nationalityEn: 'French', nationalityKo: '프랑스', wishesCount: 1, createdAt: at(-100) })
    .where(eq(t.artists.id, 'ar_3'));
  await db.insert(t.artists).values({
    id: 'ar_4',
    handle: 'jung-seoyeon',
    nameEn: 'Jung Seoyeon',
    nameKo: '정서연',
    nationalityEn: 'Korean',
    nationalityKo: '한국',
    createdAt: at(-1),
  });

  // Institutions: in_1 Gallery Onda (gallery, Seoul), in_2 Space Seoha (museum, Busan),
  // in_3 Haneul Foundation (foundation, Seoul, nothing on show).
  await db
    .update(t.institutions)
    .set({
      descriptionEn: 'A gallery for young Korean painters.',
      descriptionKo: '젊은 한국 화가들의 갤러리.',
      addressEn: '12 Samcheong-ro, Jongno-gu',
      addressKo: '종로구 삼청로 12',
      website: 'https://onda.example',
      foundedYear: 2011,
      wishesCount: 2,
      createdAt: at(-500),
    })
    .where(eq(t.institutions.id, 'in_1'));
  await db
    .update(t.institutions)
    .set({ type: 'museum', cityEn: 'Busan', cityKo: '부산', wishesCount: 9, createdAt: at(-400) })
    .where(eq(t.institutions.id, 'in_2'));
  await db.insert(t.institutions).values({
    id: 'in_3',
    handle: 'haneul-foundation',
    type: 'foundation',
    nameEn: 'Haneul Foundation',
    nameKo: '하늘 재단',
    cityEn: 'Seoul',
    cityKo: '서울',
    createdAt: at(-2),
  });

  // A work whose Korean title contains '추상화' (abstract painting).
  await db.insert(t.artworks).values({
    id: 'aw_8',
    handle: 'red-abstraction',
    titleEn: 'Red Abstraction',
    titleKo: '붉은 추상화',
    artistId: 'ar_2',
    institutionId: 'in_2',
    categoryId: 'cat_paint',
    widthCm: 50,
    heightCm: 50,
    sizeTotal: 100,
    price: 900_000,
    purchaseStatus: 'on_sale',
    publishedAt: at(-8),
  });

  // c3 is Lee Minji's solo show; two booths at the fair (Space Seoha, Gallery Onda).
  await db
    .update(t.exhibitions)
    .set({
      type: 'solo',
      artistId: 'ar_3',
      descriptionEn: 'Quiet works by Lee Minji.',
      descriptionKo: '이민지의 조용한 작업.',
    })
    .where(eq(t.exhibitions.id, 'c3'));
  await db.insert(t.exhibitions).values([
    {
      id: 'booth_seoha',
      handle: 'seoul-art-week-space-seoha',
      type: 'fair',
      titleEn: 'Space Seoha at Seoul Art Week',
      titleKo: '서울 아트 위크 스페이스 서하',
      shortTitleEn: 'Space Seoha',
      shortTitleKo: '스페이스 서하',
      institutionId: 'in_2',
      fairId: 'fair_1',
      startsAt: at(-2),
      endsAt: at(5),
    },
    {
      id: 'booth_onda',
      handle: 'seoul-art-week-gallery-onda',
      type: 'fair',
      titleEn: 'Gallery Onda at Seoul Art Week',
      titleKo: '서울 아트 위크 갤러리 온다',
      shortTitleEn: 'Gallery Onda',
      shortTitleKo: '갤러리 온다',
      institutionId: 'in_1',
      fairId: 'fair_1',
      startsAt: at(-2),
      endsAt: at(5),
    },
  ]);
  await db.insert(t.exhibitionArtworks).values([
    { exhibitionId: 'c3', artworkId: 'aw_5', rank: 0 },
    { exhibitionId: 'c3', artworkId: 'aw_6', rank: 1 },
    { exhibitionId: 'booth_seoha', artworkId: 'aw_3', rank: 0 },
    { exhibitionId: 'booth_seoha', artworkId: 'aw_8', rank: 1 },
    { exhibitionId: 'booth_onda', artworkId: 'aw_2', rank: 0 },
  ]);
  await db
    .update(t.exhibitionHighlights)
    .set({
      artworkIds: ['aw_1', 'aw_4'],
      bodyEn: 'Two blues side by side.',
      bodyKo: '나란히 놓인 두 개의 파랑.',
    })
    .where(eq(t.exhibitionHighlights.id, 'hl_1'));

  await db.insert(t.rollingBanners).values([
    {
      id: 'rb_always',
      titleEn: 'Always on',
      titleKo: '언제나',
      linkUrl: '/works',
      rank: 2,
      imageId: 'img_1',
    },
    {
      id: 'rb_now',
      titleEn: 'Seoul Art Week',
      titleKo: '서울 아트 위크',
      subtitleEn: 'Now open',
      subtitleKo: '지금 열림',
      linkUrl: '/seoul-art-week-2026',
      rank: 1,
      startsAt: at(-1),
      endsAt: at(1),
    },
    { id: 'rb_over', titleEn: 'Over', titleKo: '종료', linkUrl: '/x', rank: 0, endsAt: at(-1) },
    { id: 'rb_later', titleEn: 'Later', titleKo: '나중', linkUrl: '/y', rank: 0, startsAt: at(1) },
  ]);

  await db.insert(t.faqs).values([
    {
      id: 'faq_pay',
      category: 'payment',
      questionEn: 'Which cards do you accept?',
      questionKo: '어떤 카드를 받나요?',
      answerEn: 'Korean and international cards, and PayPal.',
      answerKo: '국내외 카드와 페이팔을 받습니다.',
      rank: 3,
    },
    {
      id: 'faq_order',
      category: 'order',
      questionEn: 'How do I buy a work?',
      questionKo: '작품은 어떻게 구매하나요?',
      answerEn: 'Press Buy on the artwork page.',
      answerKo: '작품 페이지에서 구매를 누르세요.',
      rank: 1,
    },
    {
      id: 'faq_ship',
      category: 'order',
      questionEn: 'How is my work shipped?',
      questionKo: '작품은 어떻게 배송되나요?',
      answerEn: 'By art shipping, insured.',
      answerKo: '보험이 포함된 미술품 전문 배송으로 보냅니다.',
      rank: 2,
    },
  ]);

  await db.insert(t.contents).values([
    {
      id: 'ct_article',
      handle: 'studio-visit',
      type: 'article',
      titleEn: 'A studio visit',
      titleKo: '작업실 방문',
      summaryEn: 'A morning with a painter.',
      summaryKo: '화가와 보낸 오전.',
      bodyEn: 'She paints at dawn.\n\nRed Abstraction took a year.',
      bodyKo: '그는 새벽에 그린다.\n\n〈붉은 추상화〉는 1년이 걸렸다.',
      // A work it shows, then one that no longer exists (left out), then another.
      artworkIds: ['aw_8', 'aw_gone', 'aw_1'],
      linkUrl: '/exhibitions/light-and-water',
      publishedAt: at(-3),
    },
    {
      id: 'ct_news',
      handle: 'fair-news',
      type: 'news',
      titleEn: 'Fair news',
      titleKo: '페어 소식',
      publishedAt: at(-1),
      imageId: 'img_1',
    },
    {
      id: 'ct_future',
      handle: 'next-week',
      type: 'news',
      titleEn: 'Next week',
      titleKo: '다음 주',
      publishedAt: at(3),
    },
  ]);
}
