// Demo coupons (issue 5): two welcome coupons every customer receives on their first look at
// their coupons, so a new account can see coupons work at checkout, and one for a few works.
import type { couponArtworks, coupons } from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

export function planDemoCoupons(
  now: Date,
  artworkIds: string[],
): {
  coupons: (typeof coupons.$inferInsert)[];
  couponArtworks: (typeof couponArtworks.$inferInsert)[];
} {
  const startsAt = new Date(now.getTime() - DAY_MS);
  const endsAt = new Date(now.getTime() + 365 * DAY_MS);
  const common = { startsAt, endsAt, createdAt: now };
  const rows: (typeof coupons.$inferInsert)[] = [
    {
      id: 'cpn_welcome_additional',
      code: 'WELCOME30',
      kind: 'additional',
      discountType: 'fixed',
      offAmount: 30_000,
      maxAmount: null,
      titleEn: 'Welcome: ₩30,000 off your first order',
      titleKo: '웰컴 쿠폰: 첫 주문 30,000원 할인',
      allArtworks: true,
      autoIssue: true,
      ...common,
    },
    {
      id: 'cpn_welcome_artwork',
      code: 'COLLECTOR5',
      kind: 'artwork',
      discountType: 'percent',
      offAmount: 5,
      maxAmount: 200_000,
      titleEn: 'Collector: 5% off an artwork (up to ₩200,000)',
      titleKo: '컬렉터 쿠폰: 작품가 5% 할인 (최대 200,000원)',
      allArtworks: true,
      autoIssue: true,
      ...common,
    },
    {
      id: 'cpn_selected_works',
      code: 'SELECTED10',
      kind: 'artwork',
      discountType: 'percent',
      offAmount: 10,
      maxAmount: 500_000,
      titleEn: 'Selected works: 10% off (up to ₩500,000)',
      titleKo: '기획전 작품 10% 할인 (최대 500,000원)',
      allArtworks: false,
      autoIssue: true,
      ...common,
    },
  ];
  return {
    coupons: rows,
    couponArtworks: artworkIds
      .slice(0, 12)
      .map((artworkId) => ({ couponId: 'cpn_selected_works', artworkId })),
  };
}
