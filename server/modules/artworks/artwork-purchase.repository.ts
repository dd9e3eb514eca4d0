// What buying needs to know about an artwork and its edition: price (KRW), size for the delivery
// fee, whether it is VAT-taxable, and what the order documents show (title, artist, picture).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { hot } from '../../db/prepared';
import { artists, artworks, editions, images } from '../../db/schema';
import { imageColumns } from '../../lib/image-columns';
import type { ImageRow } from '../../lib/image-url';

export interface PurchasableEdition {
  artworkId: string;
  handle: string;
  titleEn: string;
  titleKo: string;
  artistNameEn: string;
  artistNameKo: string;
  mediumEn: string;
  mediumKo: string;
  year: number | null;
  widthCm: number;
  heightCm: number;
  depthCm: number | null;
  sizeTotal: number;
  frameSizeEn: string | null;
  frameSizeKo: string | null;
  purchaseStatus: string;
  vatTaxable: boolean;
  editionType: string;
  /** How many editions the work has (1 for a unique work). */
  editionSize: number;
  editionId: string;
  editionNumber: number;
  editionStatus: string;
  /** The edition's own price, else the artwork's; null when not priced. */
  priceKrw: number | null;
  image: ImageRow | null;
}

/** The columns of a purchasable edition: editions joined to artworks, artists and (left) images. */
export const purchasableColumns = {
  artworkId: artworks.id,
  handle: artworks.handle,
  titleEn: artworks.titleEn,
  titleKo: artworks.titleKo,
  artistNameEn: artists.nameEn,
  artistNameKo: artists.nameKo,
  mediumEn: artworks.mediumEn,
  mediumKo: artworks.mediumKo,
  year: artworks.year,
  widthCm: artworks.widthCm,
  heightCm: artworks.heightCm,
  depthCm: artworks.depthCm,
  sizeTotal: artworks.sizeTotal,
  frameSizeEn: artworks.frameSizeEn,
  frameSizeKo: artworks.frameSizeKo,
  purchaseStatus: artworks.purchaseStatus,
  vatTaxable: artworks.vatTaxable,
  editionType: artworks.editionType,
  editionSize: artworks.editionSize,
  artworkPrice: artworks.price,
  editionId: editions.id,
  editionNumber: editions.editionNumber,
  editionStatus: editions.status,
  editionPrice: editions.price,
  image: imageColumns,
};

export type PurchasableRow = {
  artworkPrice: number | null;
  editionPrice: number | null;
  image: ImageRow | null;
} & Omit<PurchasableEdition, 'priceKrw' | 'image'>;

export const toPurchasable = ({
  artworkPrice,
  editionPrice,
  image,
  ...row
}: PurchasableRow): PurchasableEdition => ({
  ...row,
  priceKrw: editionPrice ?? artworkPrice,
  image: image?.key ? image : null,
});

function select(db: Executor) {
  return db
    .select(purchasableColumns)
    .from(editions)
    .innerJoin(artworks, eq(artworks.id, editions.artworkId))
    .innerJoin(artists, eq(artists.id, artworks.artistId))
    .leftJoin(images, eq(images.id, artworks.imageId));
}

/**
 * The edition to buy: `editionId` when given (it must be of `artworkIdOrHandle`), else the
 * lowest-numbered available edition; null when the artwork or edition does not exist.
 */
export async function findEditionToBuy(
  db: Executor,
  artworkIdOrHandle: string,
  editionId?: string | null,
): Promise<PurchasableEdition | null> {
  const artwork = inArray(artworks.id, [artworkIdOrHandle]);
  const byHandle = eq(artworks.handle, artworkIdOrHandle);
  const find = async (match: typeof artwork) => {
    if (editionId) {
      const [row] = await select(db)
        .where(and(match, eq(editions.id, editionId)))
        .limit(1);
      return row;
    }
    const first = select(db)
      .where(and(match, eq(editions.status, 'available')))
      .orderBy(asc(editions.editionNumber))
      .limit(1);
    // Buying by artwork id, the usual way in: kept planned (ADR 0034).
    const [available] = await (match === artwork ? hot('purchase.first-available', first) : first);
    if (available) return available;
    const [any] = await select(db).where(match).orderBy(asc(editions.editionNumber)).limit(1);
    return any;
  };
  const row = (await find(artwork)) ?? (await find(byHandle));
  return row ? toPurchasable(row as PurchasableRow) : null;
}

export async function findEditionsForOrders(
  db: Executor,
  editionIds: string[],
): Promise<Map<string, PurchasableEdition>> {
  if (!editionIds.length) return new Map();
  const rows = await select(db).where(inArray(editions.id, editionIds));
  return new Map(rows.map((row) => [row.editionId, toPurchasable(row as PurchasableRow)]));
}

/** On-sale artworks (ids in `ids`, or any when null), for a coupon's artwork list. */
export async function findOnSaleArtworks(
  db: Executor,
  ids: string[] | null,
  page: { limit: number; offset: number },
) {
  const where = ids
    ? and(inArray(artworks.id, ids.length ? ids : ['']), eq(artworks.purchaseStatus, 'on_sale'))
    : eq(artworks.purchaseStatus, 'on_sale');
  return db
    .select({
      id: artworks.id,
      handle: artworks.handle,
      titleEn: artworks.titleEn,
      titleKo: artworks.titleKo,
      artistNameEn: artists.nameEn,
      artistNameKo: artists.nameKo,
      price: artworks.price,
      image: imageColumns,
    })
    .from(artworks)
    .innerJoin(artists, eq(artists.id, artworks.artistId))
    .leftJoin(images, eq(images.id, artworks.imageId))
    .where(where)
    .orderBy(asc(artworks.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** What bidding needs beyond the price: whether the work takes bids, until when, and who sells it. */
export async function findBidTerms(db: Executor, artworkId: string) {
  const [row] = await db
    .select({
      bidEnabled: artworks.bidEnabled,
      bidExpiresAt: artworks.bidExpiresAt,
      institutionId: artworks.institutionId,
    })
    .from(artworks)
    .where(eq(artworks.id, artworkId));
  return row ?? null;
}
