// Test helper: a conversation as GET store/inquiries/{id} answers it.
import type { BidDto } from '@/schemas/bid-dto';
import type { InquiryMessageDto, InquiryThreadDto } from '@/schemas/inquiry-dto';

export function messageFixture(patch: Partial<InquiryMessageDto> = {}): InquiryMessageDto {
  return {
    id: 'im_1',
    author_kind: 'customer',
    author_name: 'Minji Kim',
    body: 'Could you send a condition report?',
    photos: [],
    bid_id: null,
    created_at: '2026-12-07T01:00:00.000Z',
    mine: true,
    ...patch,
  };
}

export function threadFixture(patch: Partial<InquiryThreadDto> = {}): InquiryThreadDto {
  return {
    id: 'iq_1',
    artwork: {
      id: 'aw_1',
      handle: 'held-breath',
      title: 'Held Breath',
      artist_name: 'Han Seoyeon',
      image_url: '/media/works/held-breath_400px.webp',
    },
    edition_id: 'ed_1',
    topics: ['condition'],
    status: 'open',
    handler: 'gallery',
    answerer_name: 'Gallery Ieum',
    last_message: {
      excerpt: 'Could you send a condition report?',
      author_kind: 'customer',
      created_at: '2026-12-07T01:00:00.000Z',
    },
    unread: 0,
    created_at: '2026-12-07T01:00:00.000Z',
    last_message_at: '2026-12-07T01:00:00.000Z',
    customer_name: null,
    language: 'en',
    messages: [messageFixture()],
    offers: [],
    can_offer: false,
    can_hand_to_gallery: false,
    ...patch,
  };
}

export function offerFixture(patch: Partial<BidDto> = {}): BidDto {
  return {
    id: 'bid_1',
    status: 'pending',
    close_reason: null,
    listing: 'gallery',
    answerer: { kind: 'gallery', name: 'Gallery Ieum', for_gallery: null },
    answered_by: null,
    artwork: {
      id: 'aw_1',
      handle: 'held-breath',
      title: 'Held Breath',
      artist_name: 'Han Seoyeon',
      image: null,
      price: null,
    },
    edition_id: 'ed_1',
    edition_number: 1,
    edition_type: 'unique',
    edition_size: 1,
    amount: { amount: 500_000, currency: 'usd' },
    amount_krw: 7_062_500,
    krw_per_unit: 14.125,
    list_price_krw: 9_000_000,
    inquiry_id: 'iq_1',
    expires_at: '2026-12-14T01:00:00.000Z',
    accepted_at: null,
    payment_deadline: null,
    cart_id: null,
    order_id: null,
    bidder_name: null,
    can_accept: false,
    created_at: '2026-12-07T02:00:00.000Z',
    ...patch,
  } as BidDto;
}
