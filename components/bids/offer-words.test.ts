import { describe, expect, it } from 'vitest';
import { bidFixture } from '@/api/testing/bid-fixture';
import { createTestI18n } from '@/i18n/test-i18n';
import { closeReasons } from '@/rules/negotiation';
import {
  answerConfirmation,
  byAnswerer,
  offerAmountForSeller,
  offerStatusWords,
  priceAtOffer,
} from './offer-words';

const en = createTestI18n('en').getFixedT('en', 'bids');
const ko = createTestI18n('ko').getFixedT('ko', 'bids');

describe('who answers an offer, in the bidder’s words', () => {
  const gallery = { kind: 'gallery', name: 'Gallery Ieum', for_gallery: null } as const;
  const owner = { kind: 'owner', name: null, for_gallery: null } as const;
  const store = { kind: 'store', name: 'Artmarket', for_gallery: 'Foundry Seongsu' } as const;

  it('names the gallery only where a gallery answers', () => {
    const lead = (answerer: Parameters<typeof byAnswerer>[2]) =>
      byAnswerer(en, 'dialog.lead', answerer, { edition: 'Edition 3 of 10' });
    expect(lead(gallery)).toContain('Gallery Ieum answers before bidding ends');
    expect(lead(owner)).toContain('The work’s owner answers');
    expect(lead(owner)).not.toMatch(/gallery/i);
    expect(lead(store)).toContain('Artmarket answers for Foundry Seongsu');
    expect(lead(null)).not.toMatch(/gallery/i);
    expect(byAnswerer(ko, 'dialog.lead', owner, { edition: '에디션 3/10' })).toContain(
      '작품 소장자가 답하며',
    );
    expect(byAnswerer(ko, 'offer.answers', store)).toBe('아트마켓이 Foundry Seongsu 대신 답변');
  });
});

describe('an offer’s status in words', () => {
  it('says why a closed offer closed, in both languages', () => {
    for (const reason of closeReasons) {
      const bid = { status: 'declined' as const, close_reason: reason };
      expect(offerStatusWords(en, bid)).not.toContain('offer.');
      expect(offerStatusWords(ko, bid)).not.toContain('offer.');
    }
    expect(offerStatusWords(en, { status: 'canceled', close_reason: 'bought' })).toBe('Bought');
    expect(offerStatusWords(en, { status: 'declined', close_reason: 'sold' })).toBe(
      'Sold to another collector',
    );
    expect(offerStatusWords(en, { status: 'pending', close_reason: null })).toBe('Pending');
    expect(offerStatusWords(ko, { status: 'canceled', close_reason: 'bought' })).toBe('구매함');
  });
});

describe('an offer for whoever answers it', () => {
  it('reads in won with the bidder’s currency beside, against the price then', () => {
    expect(offerAmountForSeller(bidFixture(), 'en')).toBe('₩2,540,000 · $1,800.00');
    expect(
      offerAmountForSeller(bidFixture({ amount: { amount: 2_540_000, currency: 'krw' } }), 'ko'),
    ).toBe('₩2,540,000');
    expect(priceAtOffer(bidFixture())).toBe(3_000_000);
    expect(priceAtOffer(bidFixture({ list_price_krw: null }))).toBe(3_200_000);
  });

  it('confirms an answer by saying what it does', () => {
    const bid = bidFixture({ other_pending: 2 });
    const accept = answerConfirmation(en, 'accept', bid, 'en');
    expect(accept.title).toBe('Accept the offer of ₩2,540,000 · $1,800.00?');
    expect(accept.description).toContain('The other 2 pending offers on this edition are declined');
    expect(accept.description).toContain('held for Mina Park for 48 hours');
    expect(
      answerConfirmation(en, 'accept', { ...bid, other_pending: 1 }, 'en').description,
    ).toContain('The other pending offer on this edition is declined');
    expect(
      answerConfirmation(en, 'accept', { ...bid, other_pending: 0 }, 'en').description,
    ).not.toContain('declined');
    expect(answerConfirmation(en, 'decline', bid, 'en')).toMatchObject({
      title: 'Decline the offer of ₩2,540,000 · $1,800.00?',
      confirmLabel: 'Decline offer',
    });
    expect(answerConfirmation(ko, 'accept', bid, 'ko').description).toContain(
      '다른 오퍼 2건은 거절되고',
    );
  });
});
