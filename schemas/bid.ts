// Bids (price offers on an edition, issue 6): the request schemas, used by the server to
// validate and by the bid form, the messages and the rules of a bid's amount and deadlines.
import { number, object, type InferType } from 'yup';
import { pageLimit, pageOffset } from './catalogue-filters';
import { trimmedString } from './text';
import { KOREAN_MODE_KRW_ONLY, MAX_MONEY_MINOR } from '@/rules/money';

export const bidMessages = {
  bidNotFound: 'Bid not found.',
  artworkNotFound: 'Artwork not found.',
  notTakingBids: 'This artwork does not take bids.',
  biddingClosed: 'Bidding on this artwork has ended.',
  editionUnavailable: 'This edition is no longer available.',
  alreadyBid: 'You already have an active bid on this edition.',
  ownArtwork: 'You cannot bid on a work you sell.',
  amountTooLow: 'Your bid must be at least half of the price.',
  amountTooHigh: 'Your bid must be below the price. Buy it now instead.',
  notPending: 'This bid is no longer pending.',
  bidExpired: 'This bid has expired.',
  notAccepted: 'This bid has not been accepted.',
  paymentDeadlinePassed: 'The payment deadline of this bid has passed.',
  inquiryNotFound: 'Conversation not found.',
  answeredByOthers: 'This offer is answered by its gallery or its owner.',
  koreanModeKrwOnly: KOREAN_MODE_KRW_ONLY,
} as const;

/** A bid is an offer below the price, and at least this share of it. */
export const BID_MIN_PERCENT = 50;
/** After acceptance, the bidder has this long to pay (then the edition goes back on sale). */
export const BID_PAYMENT_WINDOW_MS = 48 * 60 * 60 * 1000;

/** Why a bid of `amountKrw` on a work priced `priceKrw` is refused; null when it may be placed. */
export function bidAmountProblem(amountKrw: number, priceKrw: number): string | null {
  if (amountKrw * 100 < priceKrw * BID_MIN_PERCENT) return bidMessages.amountTooLow;
  if (amountKrw >= priceKrw) return bidMessages.amountTooHigh;
  return null;
}

const id = (name: string) =>
  trimmedString(`${name} is not a valid id`)
    .required(`${name} is required`)
    .max(64, `${name} is not a valid id`)
    .matches(/^[A-Za-z0-9_-]+$/, `${name} is not a valid id`);

/**
 * POST store/artwork/bid: an artwork (id or handle), optionally one of its editions (else the
 * one a buyer would get next), and the amount in minor units of the request currency.
 */
export const placeBidSchema = object({
  artwork_id: id('artwork_id'),
  edition_id: trimmedString('edition_id is not a valid id')
    .max(64, 'edition_id is not a valid id')
    .matches(/^[A-Za-z0-9_-]+$/, {
      message: 'edition_id is not a valid id',
      excludeEmptyString: true,
    })
    .nullable()
    .default(null),
  amount: number()
    .typeError('amount must be a number')
    .required('amount is required')
    .integer('amount must be in minor units (an integer)')
    .min(1, 'amount must be positive')
    .max(MAX_MONEY_MINOR, 'amount is too large'),
  /** The caller's own conversation about this artwork the offer is made from (else 404). */
  inquiry_id: trimmedString('inquiry_id is not a valid id')
    .max(64, 'inquiry_id is not a valid id')
    .matches(/^[A-Za-z0-9_-]+$/, {
      message: 'inquiry_id is not a valid id',
      excludeEmptyString: true,
    })
    .nullable()
    .optional(),
});
export type PlaceBidRequest = InferType<typeof placeBidSchema>;

/** POST store/artwork/bid/accept */
export const acceptBidSchema = object({ bid_id: id('bid_id') });
export type AcceptBidRequest = InferType<typeof acceptBidSchema>;

export const bidPageQuerySchema = object({
  limit: pageLimit(20, 50),
  offset: pageOffset(100_000),
});
export type BidPageQuery = InferType<typeof bidPageQuerySchema>;
