// Recommendations: related works for an artwork page (scored by artist, category, colour and
// price), popular works for anyone, and works for a signed-in customer from what they wished and
// follow. Each reads bounded candidate sets from index orders, never the whole table, and answers
// ids in order (the cards come from artwork-card.repository.ts).
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { artworkWishes, artworks, images } from '../../db/schema';
import { idsOf } from './artwork.repository';

export interface RecommendationSeed {
  id: string;
  artistId: string;
  categoryId: string;
  price: number | null;
  hue: number | null;
}

export async function findRecommendationSeed(
  db: Database,
  artworkId: string,
): Promise<RecommendationSeed | null> {
  const [row] = await db
    .select({
      id: artworks.id,
      artistId: artworks.artistId,
      categoryId: artworks.categoryId,
      price: artworks.price,
      hue: images.hue,
    })
    .from(artworks)
    .leftJoin(images, eq(images.id, artworks.imageId))
    .where(eq(artworks.id, artworkId))
    .limit(1);
  return row ?? null;
}

/**
 * Related works, best first, scored (not random): same artist 4, same category 2, colour up
 * to 1.5 (hue distance on the colour wheel), price up to 1.5 (ratio within 4×), on sale 0.5.
 * Candidates come from bounded index scans (the artist's works; the nearest prices in the same
 * category and in any category, each side of the price), so the score never runs over the
 * whole table. Ties break on id.
 */
export async function findRecommendedIds(
  db: Database,
  seed: RecommendationSeed,
  limit: number,
): Promise<string[]> {
  const price = seed.price;
  // Priced works: the nearest prices each side, in the category and anywhere. Unpriced ones:
  // the category's newest works.
  const nearby =
    price !== null && price > 0
      ? sql`
      union (select a.id from artworks a where a.category_id = ${seed.categoryId} and a.price >= ${price} and a.id <> ${seed.id} order by a.price asc limit 100)
      union (select a.id from artworks a where a.category_id = ${seed.categoryId} and a.price < ${price} order by a.price desc limit 100)
      union (select a.id from artworks a where a.price >= ${price} and a.id <> ${seed.id} order by a.price asc limit 50)
      union (select a.id from artworks a where a.price < ${price} order by a.price desc limit 50)`
      : sql`
      union (select a.id from artworks a where a.category_id = ${seed.categoryId} and a.id <> ${seed.id} order by a.published_at desc limit 100)`;
  const hueScore =
    seed.hue === null
      ? sql`0`
      : sql`case when i.hue is null then 0 else 1.5 * (1 - least(abs(i.hue - ${seed.hue}), 360 - abs(i.hue - ${seed.hue}))::float / 180) end`;
  const priceScore =
    price !== null && price > 0
      ? sql`case when c.price is null or c.price <= 0 then 0 else 1.5 * greatest(0, 1 - abs(ln(c.price::float / ${price}::float)) / ln(4)) end`
      : sql`0`;
  const result = await db.execute<{ id: string }>(sql`
    with candidate_ids as (
      (select a.id from artworks a where a.artist_id = ${seed.artistId} and a.id <> ${seed.id} order by a.published_at desc limit 100)
      ${nearby}
    )
    select c.id,
      (case when c.artist_id = ${seed.artistId} then 4 else 0 end)
      + (case when c.category_id = ${seed.categoryId} then 2 else 0 end)
      + ${hueScore}
      + ${priceScore}
      + (case when c.purchase_status = 'on_sale' then 0.5 else 0 end) as score
    from candidate_ids ci
    join artworks c on c.id = ci.id
    left join images i on i.id = c.image_id
    order by c.merch_tier asc, score desc, c.id asc
    limit ${limit}
  `);
  return idsOf(result);
}

/**
 * A work's popularity for the home page's recommendations: wishes weigh most, views less, and
 * a recent work gets up to 1.5 that halves every six weeks.
 */
const popularity = (now: Date) =>
  sql`(2 * ln(1 + c.wishes_count::float) + 0.5 * ln(1 + c.views_count::float)
      + 1.5 * exp(-greatest(0, extract(epoch from (${now.toISOString()}::timestamptz - c.published_at)) / 86400) / 60))`;

/**
 * Popular works a visitor can buy or will soon, for anyone (ADR 0051): candidates from the
 * popular and newest index orders of each tier (never a scan of the whole table), ordered by
 * tier, then popularity, then id.
 */
export async function findPopularIds(db: Database, limit: number, now: Date): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    with candidate_ids as (
      (select a.id from artworks a where a.merch_tier = 0 order by a.merch_tier, a.wishes_count desc, a.published_at desc, a.id desc limit 200)
      union (select a.id from artworks a where a.merch_tier = 0 order by a.merch_tier, a.published_at desc, a.id desc limit 100)
      union (select a.id from artworks a where a.merch_tier = 1 order by a.merch_tier, a.wishes_count desc, a.published_at desc, a.id desc limit 50)
    )
    select c.id, ${popularity(now)} as score
    from candidate_ids ci
    join artworks c on c.id = ci.id
    order by c.merch_tier asc, score desc, c.id asc
    limit ${limit}
  `);
  return idsOf(result);
}

/**
 * Works for a signed-in customer, from what they wished and follow (ADR 0018: a wish on an
 * artist or gallery is a follow): a followed artist's works score 4, works by the artist of a
 * wished work 3, a followed gallery's 2, works in a wished work's category 1, plus a little
 * popularity. Only works on sale or soon; never a work already wished. `wished` lists those.
 */
export async function findPersonalRecommendedIds(
  db: Database,
  customerId: string,
  limit: number,
): Promise<{ ids: string[]; wished: string[] }> {
  const wishedRows = await db
    .select({ id: artworkWishes.artworkId })
    .from(artworkWishes)
    .where(eq(artworkWishes.customerId, customerId));
  const result = await db.execute<{ id: string }>(sql`
    with followed_artists as (select artist_id from artist_wishes where customer_id = ${customerId}),
    followed_institutions as (select institution_id from institution_wishes where customer_id = ${customerId}),
    wished as (select a.id, a.artist_id, a.category_id from artwork_wishes w join artworks a on a.id = w.artwork_id where w.customer_id = ${customerId}),
    candidate_ids as (
      (select a.id from artworks a where a.artist_id in (select artist_id from followed_artists) and a.merch_tier < 2 order by a.published_at desc limit 200)
      union (select a.id from artworks a where a.artist_id in (select artist_id from wished) and a.merch_tier < 2 order by a.published_at desc limit 200)
      union (select a.id from artworks a where a.institution_id in (select institution_id from followed_institutions) and a.merch_tier < 2 order by a.published_at desc limit 200)
      union (select a.id from artworks a where a.category_id in (select category_id from wished) and a.merch_tier < 2 order by a.wishes_count desc limit 100)
    )
    select c.id,
      (case when c.artist_id in (select artist_id from followed_artists) then 4 else 0 end)
      + (case when c.artist_id in (select artist_id from wished) then 3 else 0 end)
      + (case when c.institution_id in (select institution_id from followed_institutions) then 2 else 0 end)
      + (case when c.category_id in (select category_id from wished) then 1 else 0 end)
      + 0.1 * ln(1 + c.wishes_count::float) as score
    from candidate_ids ci
    join artworks c on c.id = ci.id
    where c.id not in (select id from wished)
    order by c.merch_tier asc, score desc, c.id asc
    limit ${limit}
  `);
  return { ids: idsOf(result), wished: wishedRows.map((row) => row.id) };
}
