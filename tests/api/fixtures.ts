// Small, explicit catalogue fixtures for API tests (the demo seeder is tested on its own).
import type { Database } from '@/server/db/client';
import * as t from '@/server/db/schema';

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
