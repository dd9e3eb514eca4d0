// "Notify me" on a release-soon work (issue 32, ADR 0077, rules §4.63–4.65): one alert per customer
// per work (the primary key says so). The release sweep claims due alerts with one conditional
// update over rows locked with SKIP LOCKED, so whichever instances run it, each alert is claimed
// by exactly one of them, once.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { artists, artworks, customers, releaseAlerts } from '../../db/schema';
import type { CurrencyCode } from '@/rules/money';

export interface ReleaseAlertRow {
  artworkId: string;
  createdAt: Date;
  notifiedAt: Date | null;
}

/** The work an alert may be set on: its purchase status and release date; null when unknown. */
export async function findAlertableArtwork(db: Executor, artworkId: string) {
  const [row] = await db
    .select({
      id: artworks.id,
      purchaseStatus: artworks.purchaseStatus,
      releaseAt: artworks.releaseAt,
    })
    .from(artworks)
    .where(eq(artworks.id, artworkId));
  return row ?? null;
}

export async function findReleaseAlert(
  db: Executor,
  customerId: string,
  artworkId: string,
): Promise<ReleaseAlertRow | null> {
  const [row] = await db
    .select({
      artworkId: releaseAlerts.artworkId,
      createdAt: releaseAlerts.createdAt,
      notifiedAt: releaseAlerts.notifiedAt,
    })
    .from(releaseAlerts)
    .where(and(eq(releaseAlerts.customerId, customerId), eq(releaseAlerts.artworkId, artworkId)));
  return row ?? null;
}

/** Sets the alert (idempotent: a second call keeps the first, with its currency updated). */
export async function insertReleaseAlert(
  db: Executor,
  customerId: string,
  artworkId: string,
  currency: CurrencyCode,
  now: Date,
): Promise<void> {
  await db
    .insert(releaseAlerts)
    .values({ customerId, artworkId, currencyCode: currency, createdAt: now })
    .onConflictDoUpdate({
      target: [releaseAlerts.customerId, releaseAlerts.artworkId],
      set: { currencyCode: currency },
      // A notified alert stays as it was: the notice went, once.
      setWhere: isNull(releaseAlerts.notifiedAt),
    });
}

/** Cancels a waiting alert; one already notified is history and stays. */
export async function deleteReleaseAlert(
  db: Executor,
  customerId: string,
  artworkId: string,
): Promise<boolean> {
  const rows = await db
    .delete(releaseAlerts)
    .where(
      and(
        eq(releaseAlerts.customerId, customerId),
        eq(releaseAlerts.artworkId, artworkId),
        isNull(releaseAlerts.notifiedAt),
      ),
    )
    .returning({ artworkId: releaseAlerts.artworkId });
  return rows.length > 0;
}

/** The customer's alerts, newest first: those waiting, and those notified (what was sent). */
export async function listReleaseAlerts(db: Executor, customerId: string, limit: number) {
  return db
    .select({
      artworkId: releaseAlerts.artworkId,
      createdAt: releaseAlerts.createdAt,
      notifiedAt: releaseAlerts.notifiedAt,
    })
    .from(releaseAlerts)
    .where(eq(releaseAlerts.customerId, customerId))
    .orderBy(desc(releaseAlerts.createdAt), desc(releaseAlerts.artworkId))
    .limit(limit);
}

export interface ClaimedAlert {
  customerId: string;
  artworkId: string;
  currencyCode: CurrencyCode;
}

/**
 * Claims up to `limit` alerts whose work is no longer waiting for its release (it went on sale,
 * sold out meanwhile, or was withdrawn): marks them notified and answers them, in the caller's
 * transaction. Rows another transaction holds are skipped (SKIP LOCKED) and the update re-checks
 * `notified_at is null`, so two sweeps never claim one alert.
 */
export async function claimDueReleaseAlerts(
  tx: Executor,
  now: Date,
  limit: number,
): Promise<ClaimedAlert[]> {
  const result = await tx.execute(sql`
    with due as (
      select a.customer_id, a.artwork_id
      from ${releaseAlerts} a
      join ${artworks} w on w.id = a.artwork_id
      where a.notified_at is null and w.purchase_status <> 'release_soon'
      order by a.created_at, a.customer_id
      limit ${limit}
      for update of a skip locked
    )
    update ${releaseAlerts} r set notified_at = ${now.toISOString()}::timestamptz
    from due
    where r.customer_id = due.customer_id and r.artwork_id = due.artwork_id
      and r.notified_at is null
    returning r.customer_id, r.artwork_id, r.currency_code`);
  return (result.rows as { customer_id: string; artwork_id: string; currency_code: string }[]).map(
    (row) => ({
      customerId: row.customer_id,
      artworkId: row.artwork_id,
      currencyCode: row.currency_code as CurrencyCode,
    }),
  );
}

/** What a release notice tells: the customer and the work, as it is now (on sale, its price). */
export async function findReleaseNoticeFacts(tx: Executor, customerId: string, artworkId: string) {
  const [row] = await tx
    .select({
      recipient: {
        customerId: customers.id,
        email: customers.email,
        firstName: customers.firstName,
        language: customers.language,
        blockedAt: customers.blockedAt,
      },
      artwork: {
        id: artworks.id,
        handle: artworks.handle,
        titleEn: artworks.titleEn,
        titleKo: artworks.titleKo,
        artistEn: artists.nameEn,
        artistKo: artists.nameKo,
        price: artworks.price,
        purchaseStatus: artworks.purchaseStatus,
        releaseAt: artworks.releaseAt,
      },
    })
    .from(customers)
    .innerJoin(artworks, eq(artworks.id, artworkId))
    .leftJoin(artists, eq(artists.id, artworks.artistId))
    .where(eq(customers.id, customerId));
  return row ?? null;
}
