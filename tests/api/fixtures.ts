// Small, explicit catalogue fixtures for API tests (the demo seeder is tested on its own).
import type { Database } from '@/server/db/client';
import * as t from '@/server/db/schema';
import {
  chainProvenance,
  type ProvenanceChainInput,
} from '@/server/modules/artworks/provenance-chain';

const day = 24 * 60 * 60 * 1000;

export async function insertCatalogueFixture(db: Database, now: Date) {
  await db.insert(t.images).values({
    id: 'img_1',
    key: 'fixtures/img_1',
    originalExt: 'jpg',
    width: 800,
    height: 600,
    bytes: 1000,
    dominantColor: '#334455',
    hue: 210,
    variants: ['200px', '400px', '750px', 'opt'],
  });
  await db.insert(t.artworkCategories).values([
    { id: 'cat_photo', handle: 'photography', titleEn: 'Photography', titleKo: '사진', rank: 2 },
    { id: 'cat_paint', handle: 'painting', titleEn: 'Painting', titleKo: '회화', rank: 1 },
    { id: 'cat_print', handle: 'print', titleEn: 'Print', titleKo: '판화', rank: 3 },
  ]);
  await db.insert(t.artists).values([
    {
      id: 'ar_1',
      handle: 'kim-seoyeon',
      nameEn: 'Kim Seoyeon',
      nameKo: '김서연',
      featuredRank: 2,
      imageId: 'img_1',
    },
    { id: 'ar_2', handle: 'park-jiho', nameEn: 'Park Jiho', nameKo: '박지호', featuredRank: 1 },
    { id: 'ar_3', handle: 'lee-minji', nameEn: 'Lee Minji', nameKo: '이민지' },
  ]);
  await db.insert(t.institutions).values([
    {
      id: 'in_1',
      handle: 'gallery-onda',
      nameEn: 'Gallery Onda',
      nameKo: '갤러리 온다',
      cityEn: 'Seoul',
      cityKo: '서울',
      featuredRank: 1,
      logoImageId: 'img_1',
    },
    { id: 'in_2', handle: 'space-seoha', nameEn: 'Space Seoha', nameKo: '스페이스 서하' },
  ]);
  await db.insert(t.fairs).values({
    id: 'fair_1',
    handle: 'seoul-art-week',
    token: 'seoul-art-week-2026',
    titleEn: 'Seoul Art Week',
    titleKo: '서울 아트 위크',
    startsAt: new Date(now.getTime() - 2 * day),
    endsAt: new Date(now.getTime() + 5 * day),
  });
  const exhibition = (
    id: string,
    startOffsetDays: number,
    endOffsetDays: number,
    menuRank: number | null = null,
  ) => ({
    id,
    handle: `exh-${id}`,
    titleEn: `Exhibition ${id}`,
    titleKo: `전시 ${id}`,
    shortTitleEn: `Short ${id}`,
    shortTitleKo: `짧은 ${id}`,
    institutionId: 'in_1',
    startsAt: new Date(now.getTime() + startOffsetDays * day),
    endsAt: new Date(now.getTime() + endOffsetDays * day),
    menuRank,
    coverImageId: 'img_1',
  });
  await db
    .insert(t.exhibitions)
    .values([
      exhibition('past', -60, -30),
      exhibition('c1', -10, 10, 2),
      exhibition('c2', -10, 20, 1),
      ...Array.from({ length: 8 }, (_, i) => exhibition(`c${i + 3}`, -5 - i, 30)),
      exhibition('soon', 10, 40),
    ]);
  await db.insert(t.exhibitionHighlights).values([
    {
      id: 'hl_1',
      exhibitionId: 'c2',
      titleEn: 'Highlight one',
      titleKo: '하이라이트 하나',
      rank: 1,
      imageId: 'img_1',
    },
    { id: 'hl_2', exhibitionId: 'c2', titleEn: 'Highlight two', titleKo: '하이라이트 둘', rank: 2 },
    {
      id: 'hl_past',
      exhibitionId: 'past',
      titleEn: 'Old highlight',
      titleKo: '지난 하이라이트',
      rank: 1,
    },
  ]);
  await db.insert(t.paymentProviders).values([
    {
      id: 'pp_card',
      code: 'card_kr',
      nameEn: 'Credit card (Korea)',
      nameKo: '신용카드',
      currencies: ['krw'],
      rank: 1,
    },
    {
      id: 'pp_paypal',
      code: 'paypal',
      nameEn: 'PayPal',
      nameKo: '페이팔',
      currencies: ['usd', 'eur', 'thb'],
      rank: 2,
    },
    {
      id: 'pp_off',
      code: 'bitpay',
      nameEn: 'BitPay',
      nameKo: '비트페이',
      currencies: ['usd'],
      rank: 3,
      isEnabled: false,
    },
  ]);
  await db.insert(t.exchangeRates).values([
    { currencyCode: 'usd', krwPerUnit: 1380 },
    { currencyCode: 'eur', krwPerUnit: 1490 },
    { currencyCode: 'thb', krwPerUnit: 40 },
  ]);
}

/**
 * Seven artworks on top of insertCatalogueFixture, chosen so every marketplace filter and sort
 * has a known answer (prices in KRW; at 1,380 KRW per USD they are round dollar amounts).
 */
export async function insertArtworkFixture(db: Database, now: Date) {
  const at = (days: number) => new Date(now.getTime() + days * day);
  const image = (id: string, hue: number | null, color: string) => ({
    id,
    key: `fixtures/${id}`,
    originalExt: 'jpg',
    width: 1200,
    height: 900,
    bytes: 2000,
    dominantColor: color,
    hue,
    variants: ['200px', '400px', '750px', 'opt'],
  });
  await db
    .insert(t.images)
    .values([
      image('img_blue', 220, '#2a4d8f'),
      image('img_blue2', 230, '#1f3b73'),
      image('img_red', 0, '#b3261e'),
      image('img_orange', 15, '#c4622d'),
      image('img_green', 120, '#3f7d4a'),
      image('img_sky', 200, '#6fa3d6'),
      image('img_detail', 220, '#2b4e90'),
    ]);
  const artwork = (
    a: Partial<typeof t.artworks.$inferInsert> &
      Pick<
        typeof t.artworks.$inferInsert,
        'id' | 'handle' | 'titleEn' | 'titleKo' | 'artistId' | 'categoryId' | 'purchaseStatus'
      > & { widthCm: number; heightCm: number },
  ): typeof t.artworks.$inferInsert => ({
    mediumEn: 'Oil on canvas',
    mediumKo: '캔버스에 유채',
    year: 2024,
    sizeTotal: a.widthCm + a.heightCm,
    ...a,
  });
  await db.insert(t.artworks).values([
    artwork({
      id: 'aw_1',
      handle: 'blue-morning',
      titleEn: 'Blue Morning',
      titleKo: '푸른 아침',
      descriptionEn: 'A morning sky over the Han river, painted in layers of blue.',
      descriptionKo: '한강 위 아침 하늘을 푸른 색의 층으로 그렸다.',
      artistId: 'ar_1',
      institutionId: 'in_1',
      categoryId: 'cat_paint',
      widthCm: 100,
      heightCm: 80,
      depthCm: 3,
      frameSizeEn: 'Framed: 106.0 × 86.0 cm',
      frameSizeKo: '액자 포함 106.0 × 86.0 cm',
      signatureEn: 'Signed lower right',
      signatureKo: '우측 하단 서명',
      price: 1_380_000,
      purchaseStatus: 'on_sale',
      imageId: 'img_blue',
      featuredRank: 2,
      wishesCount: 5,
      publishedAt: at(-1),
    }),
    artwork({
      id: 'aw_2',
      handle: 'red-field',
      titleEn: 'Red Field',
      titleKo: '붉은 들판',
      artistId: 'ar_1',
      institutionId: 'in_1',
      categoryId: 'cat_paint',
      widthCm: 50,
      heightCm: 40,
      price: 690_000,
      purchaseStatus: 'on_sale',
      imageId: 'img_red',
      wishesCount: 30,
      bidEnabled: true,
      lastBidPrice: 600_000,
      bidExpiresAt: at(2),
      publishedAt: at(-2),
    }),
    artwork({
      id: 'aw_3',
      handle: 'night-harbour',
      titleEn: 'Night Harbour',
      titleKo: '밤의 항구',
      artistId: 'ar_2',
      institutionId: 'in_2',
      categoryId: 'cat_photo',
      mediumEn: 'Archival pigment print',
      mediumKo: '아카이벌 피그먼트 프린트',
      widthCm: 60,
      heightCm: 40,
      price: 2_760_000,
      purchaseStatus: 'on_sale',
      editionType: 'edition',
      editionSize: 5,
      imageId: 'img_blue2',
      featuredRank: 1,
      wishesCount: 12,
      bidEnabled: true,
      bidExpiresAt: at(1),
      publishedAt: at(-3),
    }),
    artwork({
      id: 'aw_4',
      handle: 'quiet-garden',
      titleEn: 'Quiet Garden',
      titleKo: '고요한 정원',
      artistId: 'ar_2',
      institutionId: 'in_1',
      categoryId: 'cat_paint',
      widthCm: 120,
      heightCm: 100,
      price: 13_800_000,
      purchaseStatus: 'sold',
      imageId: 'img_green',
      wishesCount: 50,
      publishedAt: at(-4),
    }),
    artwork({
      id: 'aw_5',
      handle: 'coming-tide',
      titleEn: 'Coming Tide',
      titleKo: '다가오는 물결',
      artistId: 'ar_3',
      categoryId: 'cat_print',
      mediumEn: 'Woodcut',
      mediumKo: '목판화',
      widthCm: 30,
      heightCm: 20,
      price: 300_000,
      purchaseStatus: 'release_soon',
      releaseAt: at(3),
      editionType: 'edition',
      editionSize: 10,
      imageId: 'img_sky',
      wishesCount: 1,
      publishedAt: at(-5),
    }),
    artwork({
      id: 'aw_6',
      handle: 'private-study',
      titleEn: 'Private Study',
      titleKo: '개인 연구',
      artistId: 'ar_3',
      categoryId: 'cat_paint',
      widthCm: 40,
      heightCm: 30,
      price: null,
      purchaseStatus: 'not_for_sale',
      publishedAt: at(-6),
    }),
    artwork({
      id: 'aw_7',
      handle: 'closed-auction',
      titleEn: 'Closed Auction',
      titleKo: '끝난 경매',
      artistId: 'ar_1',
      categoryId: 'cat_photo',
      widthCm: 70,
      heightCm: 50,
      price: 4_140_000,
      purchaseStatus: 'on_sale',
      imageId: 'img_orange',
      wishesCount: 8,
      bidEnabled: true,
      lastBidPrice: 3_900_000,
      bidExpiresAt: at(-1),
      publishedAt: at(-7),
    }),
  ]);
  await db.insert(t.artworkImages).values([
    { artworkId: 'aw_1', imageId: 'img_blue', rank: 0 },
    { artworkId: 'aw_1', imageId: 'img_detail', rank: 1 },
  ]);
  const edition = (
    id: string,
    artworkId: string,
    editionNumber: number,
    status: 'available' | 'reserved' | 'sold' | 'not_for_sale',
    extra: Partial<typeof t.editions.$inferInsert> = {},
  ) => ({ id, artworkId, editionNumber, status, ...extra });
  await db.insert(t.editions).values([
    edition('ed_1_1', 'aw_1', 1, 'available', {
      certificateNumber: 'COA-2026-0000001',
      certificateIssuedAt: at(-1),
    }),
    edition('ed_2_1', 'aw_2', 1, 'available'),
    ...[1, 2, 3, 4, 5].map((n) =>
      edition(`ed_3_${n}`, 'aw_3', n, n <= 2 ? 'sold' : n === 5 ? 'reserved' : 'available', {
        certificateNumber: `COA-2026-000010${n}`,
        certificateIssuedAt: at(-3),
        soldAt: n <= 2 ? at(-2) : null,
        price: n === 4 ? 3_000_000 : null,
      }),
    ),
    edition('ed_4_1', 'aw_4', 1, 'sold', {
      certificateNumber: 'COA-2026-0000201',
      certificateIssuedAt: at(-30),
      soldAt: at(-10),
    }),
    ...Array.from({ length: 10 }, (_, i) => edition(`ed_5_${i + 1}`, 'aw_5', i + 1, 'available')),
    edition('ed_6_1', 'aw_6', 1, 'not_for_sale'),
    edition('ed_7_1', 'aw_7', 1, 'available'),
  ]);
  await db.insert(t.exhibitionArtworks).values([
    { exhibitionId: 'c1', artworkId: 'aw_4', rank: 0 },
    { exhibitionId: 'c1', artworkId: 'aw_1', rank: 1 },
    { exhibitionId: 'past', artworkId: 'aw_4', rank: 0 },
  ]);
  // Chained oldest first (ADR 0022), as the seeders store histories.
  const history: ProvenanceChainInput[] = [
    {
      id: 'pv_4_sold',
      editionId: 'ed_4_1',
      kind: 'sold',
      occurredAt: at(-10),
      partyEn: 'Private collection, Seoul',
      partyKo: '개인 소장, 서울',
      noteEn: 'Acquired through the marketplace',
      noteKo: '마켓플레이스를 통해 구입',
    },
    {
      id: 'pv_4_created',
      editionId: 'ed_4_1',
      kind: 'created',
      occurredAt: at(-400),
      partyEn: 'Park Jiho',
      partyKo: '박지호',
      noteEn: 'Made in the artist’s studio',
      noteKo: '작가의 작업실에서 제작',
    },
    {
      id: 'pv_4_exhibited',
      editionId: 'ed_4_1',
      kind: 'exhibited',
      occurredAt: at(-60),
      exhibitionId: 'past',
      institutionId: 'in_1',
    },
    {
      id: 'pv_4_consigned',
      editionId: 'ed_4_1',
      kind: 'consigned',
      occurredAt: at(-30),
      institutionId: 'in_1',
      partyEn: 'Gallery Onda',
      partyKo: '갤러리 온다',
    },
  ];
  await db
    .insert(t.provenanceEvents)
    .values(
      chainProvenance(
        history.sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime()),
      ) as (typeof t.provenanceEvents.$inferInsert)[],
    );
}
