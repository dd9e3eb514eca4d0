// The back office's catalogue (issue 10): artists, artworks and their editions, written in both
// languages, each change audited, the public reads' caches dropped after it. Pictures arrive
// through the upload pipeline (POST store/upload/artwork/image answers an image id).
import type { AppContext } from '../context';
import { isForeignKeyViolation, isUniqueViolation } from '../db/errors';
import { AppError, notFound } from '../errors';
import {
  findArtistRow,
  insertArtist,
  listArtistsForAdmin,
  updateArtistRow,
  type ArtistChanges,
  type ArtistRow,
} from '../modules/artists/artist-admin.repository';
import {
  findArtworkRow,
  insertArtworkWithEditions,
  listArtworksForAdmin,
  listEditionRows,
  listEditionsForAdmin,
  lockEditionRow,
  putArtworkOnSale,
  updateArtworkRow,
  updateOpenEdition,
  type ArtworkChanges,
  type ArtworkListScope,
  type ArtworkRow,
  type EditionAdminRow,
} from '../modules/artworks/artwork-admin.repository';
import {
  findArtworkViews,
  findExistingImageIds,
  replaceArtworkViews,
  type ArtworkViewRow,
} from '../modules/artworks/artwork-views.repository';
import { refreshArtworkStatus } from '../modules/orders/edition-hold.repository';
import { createAuditTrail, type StaffMember } from './back-office';
import { closeOpenOffers } from './bids/steps/close-open-offers';
import type { CustomerNotices } from './customer-notices';
import {
  catalogueMessages as m,
  type ArtistInput,
  type ArtworkInput,
  type ArtworkViewsRequest,
  type CatalogueListQuery,
  type CreateArtworkRequest,
  type EditionInput,
} from '@/schemas/back-office-catalogue';
import type {
  AdminArtistDto,
  AdminArtworkDto,
  AdminArtworkViewsDto,
  AdminEditionDto,
} from '@/schemas/back-office-dto';

export type CatalogueAdmin = ReturnType<typeof createCatalogueAdmin>;

const defined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

export const artistDto = (row: ArtistRow): AdminArtistDto => ({
  id: row.id,
  handle: row.handle,
  name_en: row.nameEn,
  name_ko: row.nameKo,
  bio_en: row.bioEn,
  bio_ko: row.bioKo,
  birth_year: row.birthYear,
  nationality_en: row.nationalityEn,
  nationality_ko: row.nationalityKo,
  image_id: row.imageId,
  updated_at: row.updatedAt.toISOString(),
});

export const artworkDto = (row: ArtworkRow): AdminArtworkDto => ({
  id: row.id,
  handle: row.handle,
  title_en: row.titleEn,
  title_ko: row.titleKo,
  description_en: row.descriptionEn,
  description_ko: row.descriptionKo,
  artist_id: row.artistId,
  institution_id: row.institutionId,
  category_id: row.categoryId,
  year: row.year,
  medium_en: row.mediumEn,
  medium_ko: row.mediumKo,
  width_cm: row.widthCm,
  height_cm: row.heightCm,
  depth_cm: row.depthCm,
  price: row.price,
  purchase_status: row.purchaseStatus,
  edition_type: row.editionType,
  edition_size: row.editionSize,
  bid_enabled: row.bidEnabled,
  vat_taxable: row.vatTaxable,
  image_id: row.imageId,
  updated_at: row.updatedAt.toISOString(),
});

const viewsDto = (artworkId: string, rows: ArtworkViewRow[]): AdminArtworkViewsDto => ({
  artwork_id: artworkId,
  views: rows.map((row) => ({
    image_id: row.imageId,
    image: row.image,
    kind: row.kind,
    caption_en: row.captionEn,
    caption_ko: row.captionKo,
    rank: row.rank,
  })),
});

export const editionDto = (row: EditionAdminRow): AdminEditionDto => ({
  id: row.id,
  artwork_id: row.artworkId,
  edition_number: row.editionNumber,
  status: row.status,
  price: row.price,
  sold_at: row.soldAt?.toISOString() ?? null,
});

const artistChanges = (input: ArtistInput): ArtistChanges =>
  defined({
    handle: input.handle,
    nameEn: input.name_en,
    nameKo: input.name_ko,
    bioEn: input.bio_en,
    bioKo: input.bio_ko,
    birthYear: input.birth_year,
    nationalityEn: input.nationality_en,
    nationalityKo: input.nationality_ko,
    imageId: input.image_id,
  });

function artworkChanges(input: ArtworkInput, current?: ArtworkRow): ArtworkChanges {
  const width = input.width_cm ?? current?.widthCm;
  const height = input.height_cm ?? current?.heightCm;
  return defined({
    handle: input.handle,
    titleEn: input.title_en,
    titleKo: input.title_ko,
    descriptionEn: input.description_en,
    descriptionKo: input.description_ko,
    artistId: input.artist_id,
    institutionId: input.institution_id,
    categoryId: input.category_id,
    year: input.year,
    mediumEn: input.medium_en,
    mediumKo: input.medium_ko,
    widthCm: input.width_cm,
    heightCm: input.height_cm,
    depthCm: input.depth_cm,
    // The marketplace's size filter reads width + height.
    sizeTotal:
      input.width_cm !== undefined || input.height_cm !== undefined
        ? Number(width) + Number(height)
        : undefined,
    price: input.price,
    purchaseStatus: input.purchase_status,
    bidEnabled: input.bid_enabled,
    vatTaxable: input.vat_taxable,
    imageId: input.image_id,
  });
}

/** A constraint's answer: a taken handle 409, a missing reference 400; anything else rethrown. */
export const refusal =
  (messages: { handleTaken: string; unknownReference: string }) =>
  (error: unknown): never => {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', messages.handleTaken);
    if (isForeignKeyViolation(error)) throw new AppError('VALIDATION', messages.unknownReference);
    throw error;
  };
const refused = refusal(m);

export function createCatalogueAdmin(
  ctx: AppContext,
  invalidateCaches: () => void,
  /** Tells bidders why their offers closed when a work or edition is withdrawn from sale. */
  notices?: CustomerNotices,
) {
  const audited = createAuditTrail(ctx);
  async function changed<T>(run: () => Promise<T>): Promise<T> {
    try {
      const result = await run();
      invalidateCaches();
      return result;
    } catch (error) {
      return refused(error);
    }
  }

  async function artistOf(id: string) {
    const row = await findArtistRow(ctx.db, id);
    if (!row) throw notFound(m.artistNotFound);
    return row;
  }
  /** The artwork; within a partner's galleries (`within`), another gallery's is not found. */
  async function artworkOf(id: string, within?: readonly string[]) {
    const row = await findArtworkRow(ctx.db, id);
    if (!row || (within && !within.includes(row.institutionId ?? ''))) {
      throw notFound(m.artworkNotFound);
    }
    return row;
  }
  /** A partner may only name one of their own galleries (another's is not found). */
  function ownGallery(institutionId: string | null | undefined, within?: readonly string[]) {
    if (within && institutionId !== undefined && !within.includes(institutionId ?? '')) {
      throw notFound(m.institutionNotFound);
    }
  }

  return {
    async listArtists(query: CatalogueListQuery) {
      const { rows, count } = await listArtistsForAdmin(ctx.db, query.q, query);
      return { artists: rows.map(artistDto), count, limit: query.limit, offset: query.offset };
    },

    createArtist: (staff: StaffMember, input: ArtistInput) =>
      changed(() =>
        audited(
          staff,
          'artist.create',
          { type: 'artist', id: (dto) => dto.id },
          null,
          async () =>
            artistDto(
              await insertArtist(
                ctx.db,
                artistChanges(input) as Parameters<typeof insertArtist>[1],
                ctx.now(),
              ),
            ),
          (dto) => dto,
        ),
      ),

    async updateArtist(staff: StaffMember, id: string, input: ArtistInput) {
      const before = artistDto(await artistOf(id));
      return changed(() =>
        audited(
          staff,
          'artist.update',
          { type: 'artist', id },
          before,
          async () => {
            const row = await updateArtistRow(ctx.db, id, artistChanges(input), ctx.now());
            if (!row) throw notFound(m.artistNotFound);
            return artistDto(row);
          },
          (dto) => dto,
        ),
      );
    },

    /** Every artwork, or (scope) a partner's galleries' in one purchase status. */
    async listArtworks(query: CatalogueListQuery, scope?: ArtworkListScope) {
      const { rows, count } = await listArtworksForAdmin(ctx.db, query.q, query, scope);
      return { artworks: rows.map(artworkDto), count, limit: query.limit, offset: query.offset };
    },

    async getArtwork(id: string, within?: readonly string[]) {
      const row = await artworkOf(id, within);
      return {
        ...artworkDto(row),
        editions: (await listEditionsForAdmin(ctx.db, id)).map(editionDto),
      };
    },

    async createArtwork(
      staff: StaffMember,
      input: CreateArtworkRequest,
      within?: readonly string[],
    ) {
      ownGallery(within ? (input.institution_id ?? null) : undefined, within);
      if (input.edition_type === 'unique' && input.edition_size !== 1) {
        throw new AppError('VALIDATION', m.uniqueHasOneEdition, {
          edition_size: m.uniqueHasOneEdition,
        });
      }
      return changed(() =>
        audited(
          staff,
          'artwork.create',
          { type: 'artwork', id: (dto) => dto.id },
          null,
          () =>
            ctx.db.transaction(async (tx) => {
              const row = await insertArtworkWithEditions(
                tx,
                {
                  ...(artworkChanges(input) as Parameters<typeof insertArtworkWithEditions>[1]),
                  editionType: input.edition_type,
                  editionSize: input.edition_size,
                },
                ctx.now(),
              );
              return {
                ...artworkDto(row),
                editions: (await listEditionsForAdmin(tx, row.id)).map(editionDto),
              };
            }),
          ({ editions, ...artwork }) => ({ ...artwork, editions: editions.length }),
        ),
      );
    },

    async updateArtwork(
      staff: StaffMember,
      id: string,
      input: ArtworkInput,
      within?: readonly string[],
    ) {
      const current = await artworkOf(id, within);
      ownGallery(input.institution_id, within);
      return changed(() =>
        audited(
          staff,
          'artwork.update',
          { type: 'artwork', id },
          artworkDto(current),
          () =>
            ctx.db.transaction(async (tx) => {
              const now = ctx.now();
              const row = await updateArtworkRow(tx, id, artworkChanges(input, current), now);
              if (!row) throw notFound(m.artworkNotFound);
              // Back on sale: sold again at once when no edition is open (the sale's own rule).
              if (input.purchase_status === 'on_sale') await refreshArtworkStatus(tx, id, now);
              // Withdrawn from sale: its open offers close, their bidders told why (rules §4.29).
              if (input.purchase_status === 'not_for_sale') {
                await closeOpenOffers(tx, {
                  event: 'withdrawn_from_sale',
                  where: { artworkId: id },
                  notices,
                  now,
                });
              }
              return artworkDto((await findArtworkRow(tx, id))!);
            }),
          (dto) => dto,
        ),
      );
    },

    /** The work's views, defect photos included (rules §4.71). */
    async getViews(id: string, within?: readonly string[]) {
      await artworkOf(id, within);
      return viewsDto(id, await findArtworkViews(ctx.db, id));
    },

    /**
     * Replaces the work's gallery views (rules §4.72): added, removed, reordered, kinds and
     * captions in one write; the first becomes the work's picture. Defect photos stay.
     */
    async replaceViews(
      staff: StaffMember,
      id: string,
      input: ArtworkViewsRequest,
      within?: readonly string[],
    ) {
      await artworkOf(id, within);
      const known = await findExistingImageIds(
        ctx.db,
        input.views.map((view) => view.image_id),
      );
      if (input.views.some((view) => !known.has(view.image_id))) {
        throw new AppError('VALIDATION', m.unknownImage, { views: m.unknownImage });
      }
      const before = viewsDto(id, await findArtworkViews(ctx.db, id));
      return changed(() =>
        audited(
          staff,
          'artwork.views',
          { type: 'artwork', id },
          before,
          () =>
            ctx.db.transaction(async (tx) => {
              await replaceArtworkViews(
                tx,
                id,
                input.views.map((view) => ({
                  imageId: view.image_id,
                  kind: view.kind,
                  captionEn: view.caption_en ?? '',
                  captionKo: view.caption_ko ?? '',
                })),
                ctx.now(),
              );
              return viewsDto(id, await findArtworkViews(tx, id));
            }),
          (dto) => dto,
        ),
      );
    },

    async updateEdition(
      staff: StaffMember,
      id: string,
      input: EditionInput,
      within?: readonly string[],
    ) {
      const [before] = await listEditionRows(ctx.db, id);
      if (!before) throw notFound(m.editionNotFound);
      if (within) {
        const artwork = await findArtworkRow(ctx.db, before.artworkId);
        if (!within.includes(artwork?.institutionId ?? '')) throw notFound(m.editionNotFound);
      }
      return changed(() =>
        audited(
          staff,
          'edition.update',
          { type: 'edition', id },
          editionDto(before),
          () =>
            ctx.db.transaction(async (tx) => {
              const now = ctx.now();
              if (!(await lockEditionRow(tx, id))) throw notFound(m.editionNotFound);
              const row = await updateOpenEdition(
                tx,
                id,
                defined({ status: input.status, price: input.price }),
                now,
              );
              if (!row) throw new AppError('CONFLICT', m.editionBusy);
              // An edition put on sale puts its not-for-sale work on sale with it.
              if (input.status === 'available') await putArtworkOnSale(tx, row.artworkId, now);
              if (input.status === 'not_for_sale') {
                await closeOpenOffers(tx, {
                  event: 'withdrawn_from_sale',
                  where: { editionId: id },
                  notices,
                  now,
                });
              }
              await refreshArtworkStatus(tx, row.artworkId, now);
              return editionDto(row);
            }),
          (dto) => dto,
        ),
      );
    },
  };
}
