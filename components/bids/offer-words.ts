// How an offer reads on every screen that shows one (issue 31): who answers it in the bidder's
// words (a gallery by name, the work's owner, or Artmarket for a gallery without a partner
// account — never "the gallery" where an owner answers), why it closed, its amount for whoever
// answers (KRW first, the bidder's currency beside) and the confirmation of an answer. The bid
// dialog, My page › Offer, the partner portal and the operators' queue all read these.
import type { TFunction } from 'i18next';
import type { BidAnswererDto, BidDto } from '@/schemas/bid-dto';
import { formatMoney } from '@/rules/money';

type Answerer = Pick<BidAnswererDto, 'kind' | 'name' | 'for_gallery'>;

/** The words' arguments for an answerer: the gallery's name, or the gallery Artmarket answers for. */
const names = (answerer: Answerer) => ({
  name: answerer.name ?? '',
  gallery: answerer.for_gallery ?? '',
});

/**
 * A sentence of the 'bids' namespace in its answerer's variant (`<key>By.gallery|owner|store`),
 * the neutral `<key>` while the answerer is not known yet.
 */
export function byAnswerer(
  t: TFunction,
  key: string,
  answerer: Answerer | null | undefined,
  values: Record<string, unknown> = {},
): string {
  if (!answerer) return t(key, values);
  return t(`${key}By.${answerer.kind}`, { ...values, ...names(answerer) });
}

/** Its status in words: why it closed when it did ("Bought", "Sold to another collector"), else its state. */
export function offerStatusWords(t: TFunction, bid: Pick<BidDto, 'status' | 'close_reason'>) {
  return bid.close_reason ? t(`offer.closed.${bid.close_reason}`) : t(`offer.status.${bid.status}`);
}

/** What the offer amounts to for whoever answers it: won first, the bidder's currency beside. */
export function offerAmountForSeller(
  bid: Pick<BidDto, 'amount' | 'amount_krw'>,
  language: string,
): string {
  const won = formatMoney({ amount: bid.amount_krw, currency: 'krw' }, language);
  return bid.amount.currency === 'krw' ? won : `${won} · ${formatMoney(bid.amount, language)}`;
}

/** The edition's price in won when the offer was made (today's for an offer older than the record). */
export function priceAtOffer(bid: Pick<BidDto, 'list_price_krw' | 'artwork'>): number | null {
  return bid.list_price_krw ?? bid.artwork.price?.krw ?? null;
}

/** The confirmation of an answer: its question and what it will do, in the reader's language. */
export function answerConfirmation(
  t: TFunction,
  answer: 'accept' | 'decline',
  bid: Pick<BidDto, 'amount' | 'amount_krw' | 'bidder_name' | 'other_pending'>,
  language: string,
): { title: string; description: string; confirmLabel: string } {
  const amount = offerAmountForSeller(bid, language);
  const bidder = bid.bidder_name ?? t('offer.confirm.theBidder');
  if (answer === 'decline') {
    return {
      title: t('offer.confirm.declineTitle', { amount }),
      description: t('offer.confirm.declineBody', { bidder }),
      confirmLabel: t('offer.confirm.decline'),
    };
  }
  return {
    title: t('offer.confirm.acceptTitle', { amount }),
    description:
      // The other pending offers on the edition, which accepting declines (the server counts them).
      bid.other_pending > 0
        ? t('offer.confirm.acceptBodyOthers', { count: bid.other_pending, bidder })
        : t('offer.confirm.acceptBody', { bidder }),
    confirmLabel: t('offer.confirm.accept'),
  };
}
