// The buy button for one customer (GET store/artwork/bid/status/{id}): the buy-button rule's
// inputs, read from the artwork, the customer's latest bid and what they own or sell, and its
// outcome (the same function the page runs).
import type { AppContext } from '../../context';
import { findEditionsForOrders } from '../../modules/artworks/artwork-purchase.repository';
import { activeBidStatuses, bidsOfBidderOnArtwork } from '../../modules/bids/bid.repository';
import type { ArtworkDetailDto } from '@/schemas/artwork-dto';
import type { BidStatus, BidStatusDto } from '@/schemas/bid-dto';
import { buyButtonState, type BuyStateInput } from '@/rules/buy-state';
import type { Language } from '@/schemas/dto';
import type { CurrencyCode } from '@/rules/money';
import type { BidReads } from './bid-reads';

/** What the artwork page needs for the buy button (the artwork detail in the request currency). */
export type ArtworkForBuyState = Pick<
  ArtworkDetailDto,
  | 'id'
  | 'purchase_status'
  | 'price'
  | 'bid_enabled'
  | 'bid_expires_at'
  | 'release_at'
  | 'editions'
  | 'institution'
>;

export function createBidStatus(ctx: AppContext, reads: BidReads) {
  /** GET store/artwork/bid/status/{id} */
  return async function status(
    customerId: string | null,
    artwork: ArtworkForBuyState,
    currency: CurrencyCode,
    language: Language,
  ): Promise<BidStatusDto> {
    const now = ctx.now();
    const scope = customerId ? await reads.sellerScope(customerId) : null;
    const [latest] = customerId ? await bidsOfBidderOnArtwork(ctx.db, customerId, artwork.id) : [];
    const active =
      latest && (activeBidStatuses as readonly string[]).includes(latest.status) ? latest : null;
    const editionId = active?.editionId ?? artwork.editions.next_edition?.edition_id ?? null;
    const owned = customerId ? await reads.ownedEditionOf(ctx.db, customerId, artwork.id) : null;
    const editions = await findEditionsForOrders(
      ctx.db,
      [editionId, owned?.editionId].filter((id): id is string => !!id),
    );
    const edition = editionId ? editions.get(editionId) : undefined;
    const sellerOfThis =
      scope !== null &&
      ((artwork.institution !== null && scope.institutionIds.includes(artwork.institution.id)) ||
        (editionId !== null && (await reads.ownerOf(ctx.db, editionId)) === customerId));
    const input: Omit<BuyStateInput, 'now'> = {
      artwork: {
        purchase_status: artwork.purchase_status,
        price: artwork.price,
        bid_enabled: artwork.bid_enabled,
        bid_expires_at: artwork.bid_expires_at,
        release_at: artwork.release_at,
      },
      editions: {
        available: artwork.editions.available,
        reserved: artwork.editions.reserved,
        sold: artwork.editions.sold,
      },
      // A held edition that the customer's own accepted bid holds is theirs to pay for.
      edition: edition ? { status: edition.editionStatus as 'available' } : null,
      bid: latest
        ? {
            status: latest.status as BidStatus,
            payment_deadline: latest.paymentDeadline?.toISOString() ?? null,
          }
        : null,
      visitor: {
        sells: sellerOfThis,
        ownsEdition: owned !== null,
        // Their own edition is on sale again (their resale listing on this page).
        listing: owned !== null && editions.get(owned.editionId)?.editionStatus === 'available',
      },
    };
    return {
      artwork_id: artwork.id,
      input,
      state: buyButtonState({ ...input, now }),
      bid: latest ? await reads.one(latest.id, language, currency, scope!) : null,
      edition_id: editionId,
      // Who would answer an offer (rules §4.26): the dialog names them, never "the gallery" for
      // an owner or the store.
      answerer:
        artwork.bid_enabled && editionId
          ? await reads.answererOfEdition(ctx.db, artwork.id, editionId, language)
          : null,
      now: now.toISOString(),
    };
  };
}
