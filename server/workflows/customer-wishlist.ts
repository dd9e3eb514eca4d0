// Wishes and following (rules §2, §6, §7): a signed-in customer wishes an artwork, an artist or an
// institution, and reads the wishlists as the catalogue's own cards (the artwork domain's
// summaries priced in the visitor's currency, the artist and institution cards): two domains and
// more, hence a workflow. Unknown targets answer 404 (ADR 0018).
import type { AppContext } from '../context';
import { notFound } from '../errors';
import {
  changeWish,
  findWishedAmong,
  findWishedIds,
  findWishPage,
  type WishChange,
} from '../modules/wishes/wish.repository';
import type { ArtworkCatalogue } from './artwork-catalogue';
import type { CatalogueBrowse } from './catalogue-browse';
import type { ArtworkSummaryDto } from '@/schemas/artwork-dto';
import type { Language } from '@/schemas/dto';
import type { CurrencyCode } from '@/rules/money';
import { WISHED_IDS_MAX, type WishlistQuery } from '@/schemas/wish';
import type {
  ArtistWishlistDto,
  ArtworkWishlistDto,
  InstitutionWishlistDto,
  WishedIdsDto,
  WishKind,
  WishStateDto,
} from '@/schemas/wish-dto';

export type CustomerWishlist = ReturnType<typeof createCustomerWishlist>;

const notFoundMessage: Record<WishKind, string> = {
  artwork: 'Artwork not found',
  artist: 'Artist not found',
  institution: 'Institution not found',
};

/** Joins cards to the wishes they came from, in wish order (a card gone since is left out). */
function withWishes<T extends { id: string }>(
  cards: T[],
  wishes: { targetId: string; wishedAt: Date }[],
): (T & { is_wished: true; wished_at: string })[] {
  const byId = new Map(cards.map((card) => [card.id, card]));
  return wishes.flatMap(({ targetId, wishedAt }) => {
    const card = byId.get(targetId);
    return card ? [{ ...card, is_wished: true as const, wished_at: wishedAt.toISOString() }] : [];
  });
}

export function createCustomerWishlist(
  ctx: AppContext,
  deps: { artworkCatalogue: ArtworkCatalogue; catalogue: CatalogueBrowse },
) {
  const { db } = ctx;

  async function wish(
    kind: WishKind,
    customerId: string,
    id: string,
    change: WishChange,
  ): Promise<WishStateDto> {
    const state = await changeWish(db, kind, customerId, id, change);
    if (!state) throw notFound(notFoundMessage[kind]);
    return { id, kind, is_wished: state.isWished, wishes_count: state.wishesCount };
  }

  async function artworks(
    customerId: string,
    query: WishlistQuery,
    language: Language,
    currency: CurrencyCode,
  ): Promise<ArtworkWishlistDto> {
    const page = await findWishPage(db, 'artwork', customerId, query);
    const pricing = await deps.artworkCatalogue.pricing(currency);
    const cards = await deps.artworkCatalogue.artworks.byIds(
      page.wishes.map((w) => w.targetId),
      language,
      pricing,
    );
    return { artworks: withWishes(cards, page.wishes), count: page.count, ...query };
  }

  async function artists(
    customerId: string,
    query: WishlistQuery,
    language: Language,
  ): Promise<ArtistWishlistDto> {
    const page = await findWishPage(db, 'artist', customerId, query);
    const cards = await deps.catalogue.artistsByIds(
      page.wishes.map((w) => w.targetId),
      language,
    );
    return { artists: withWishes(cards, page.wishes), count: page.count, ...query };
  }

  async function institutions(
    customerId: string,
    query: WishlistQuery,
    language: Language,
  ): Promise<InstitutionWishlistDto> {
    const page = await findWishPage(db, 'institution', customerId, query);
    const cards = await deps.catalogue.institutionsByIds(
      page.wishes.map((w) => w.targetId),
      language,
    );
    return { institutions: withWishes(cards, page.wishes), count: page.count, ...query };
  }

  async function wishedIds(customerId: string): Promise<WishedIdsDto> {
    const [artworkIds, artistIds, institutionIds] = await Promise.all([
      findWishedIds(db, 'artwork', customerId, WISHED_IDS_MAX),
      findWishedIds(db, 'artist', customerId, WISHED_IDS_MAX),
      findWishedIds(db, 'institution', customerId, WISHED_IDS_MAX),
    ]);
    return { artwork_ids: artworkIds, artist_ids: artistIds, institution_ids: institutionIds };
  }

  /** Artwork cards marked with the customer's wishes (getartworklistbyid with a token). */
  async function markArtworks<T extends ArtworkSummaryDto>(
    customerId: string,
    cards: T[],
  ): Promise<(T & { is_wished: boolean })[]> {
    const wished = await findWishedAmong(
      db,
      'artwork',
      customerId,
      cards.map((card) => card.id),
    );
    return cards.map((card) => ({ ...card, is_wished: wished.has(card.id) }));
  }

  return { wish, artworks, artists, institutions, wishedIds, markArtworks };
}
