// One offer as the bid calls answer it, for component tests: $1,800.00 (₩2,540,000 at ₩1,411.11)
// on edition 3 of 10 of a ₩3,000,000 print by a gallery with a partner account, pending. A test
// passes what it needs different.
import type { BidDto } from '@/schemas/bid-dto';

export function bidFixture(patch: Partial<BidDto> = {}): BidDto {
  return {
    id: 'bid_1',
    status: 'pending',
    close_reason: null,
    listing: 'partner_gallery',
    answerer: { kind: 'gallery', name: 'Gallery Ieum', for_gallery: null },
    answered_by: null,
    artwork: {
      id: 'art_1',
      handle: 'held-breath',
      title: 'Held Breath',
      artist_name: 'Han Ara',
      image: null,
      price: { krw: 3_200_000, display: { amount: 3_200_000, currency: 'krw' } },
    },
    edition_id: 'ed_3',
    edition_number: 3,
    edition_type: 'edition',
    edition_size: 10,
    amount: { amount: 180_000, currency: 'usd' },
    amount_krw: 2_540_000,
    krw_per_unit: 1411.11,
    list_price_krw: 3_000_000,
    inquiry_id: null,
    expires_at: '2026-12-11T09:00:00.000Z',
    accepted_at: null,
    payment_deadline: null,
    cart_id: null,
    order_id: null,
    bidder_name: 'Mina Park',
    can_accept: false,
    other_pending: 0,
    created_at: '2026-12-01T03:00:00.000Z',
    ...patch,
  };
}
