// The data the checkout benches need: a category, an artist, exchange rates, the two payment
// providers and `count` one-edition artworks (`aw_bench_<i>`, edition `aw_bench_<i>_e1`).
import type { Database } from '../server/db/client';
import * as t from '../server/db/schema';

export async function seedCheckoutBench(db: Database, count: number): Promise<void> {
  await db
    .insert(t.artworkCategories)
    .values({ id: 'cat_b', handle: 'bench', titleEn: 'Bench', titleKo: '벤치' });
  await db
    .insert(t.artists)
    .values({ id: 'ar_b', handle: 'bench-artist', nameEn: 'Bench Artist', nameKo: '벤치 작가' });
  await db.insert(t.exchangeRates).values([
    { currencyCode: 'usd', krwPerUnit: 1412.5 },
    { currencyCode: 'eur', krwPerUnit: 1618.3 },
    { currencyCode: 'thb', krwPerUnit: 41.85 },
  ]);
  await db.insert(t.paymentProviders).values([
    {
      id: 'pp_kr',
      code: 'card_kr',
      nameEn: 'Credit card (Korea)',
      nameKo: '국내 신용카드',
      currencies: ['krw'],
      rank: 1,
    },
    {
      id: 'pp_vb',
      code: 'vbank',
      nameEn: 'Virtual account',
      nameKo: '가상계좌',
      currencies: ['krw'],
      rank: 2,
    },
  ]);
  for (let start = 0; start < count; start += 500) {
    const ids = Array.from(
      { length: Math.min(500, count - start) },
      (_, i) => `aw_bench_${start + i}`,
    );
    await db.insert(t.artworks).values(
      ids.map((id, i) => ({
        id,
        handle: id.replaceAll('_', '-'),
        titleEn: `Bench work ${start + i}`,
        titleKo: `벤치 작품 ${start + i}`,
        artistId: 'ar_b',
        categoryId: 'cat_b',
        widthCm: 60,
        heightCm: 50,
        sizeTotal: 110,
        price: 1_000_000 + (start + i) * 1_000,
        purchaseStatus: 'on_sale' as const,
      })),
    );
    await db.insert(t.editions).values(
      ids.map((id) => ({
        id: `${id}_e1`,
        artworkId: id,
        editionNumber: 1,
        status: 'available' as const,
      })),
    );
  }
}
