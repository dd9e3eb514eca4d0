// Buyer protection and returns (issue 32, rules §4.67–4.69, ADR 0078): what the product already
// does for a buyer — cancel before shipping, the legal 7-day withdrawal, a full refund at the
// store's cost for a work damaged in transit, not as described or not authentic, refunds in 3
// business days in the currency paid — stated once, here, and read by the buy panel's lines, the
// /buyer-protection page and the tests. The terms of service (sections 7, 12, 13) say the same.
import { canCancelOrder } from './checkout-rules';

export const buyerProtection = {
  /** Change of mind: withdraw within this many days of receiving the work (return at the buyer's cost). */
  changeOfMindDays: 7,
  /** Damaged in transit or not as described: within this many months of receipt… */
  faultMonths: 3,
  /** …or this many days from when the buyer knew or could have known, at the store's cost. */
  faultNoticeDays: 30,
  /** A refund is made within this many business days of the return's arrival or the cancellation. */
  refundBusinessDays: 3,
} as const;

/** What the protection covers, each a full refund including delivery at the store's cost. */
export const protectionCovers = ['damaged', 'notAsDescribed', 'authenticity'] as const;
export type ProtectionCover = (typeof protectionCovers)[number];

/** The page that explains it (both languages; linked from the buy panel and the footer). */
export const BUYER_PROTECTION_PATH = '/buyer-protection';

/** The numbers the texts interpolate, so words and rule never disagree. */
export function protectionTerms(): Record<keyof typeof buyerProtection, number> {
  return { ...buyerProtection };
}

/** Until the work ships, an order may be cancelled for a full refund (rules §4.68). */
export const cancellableBeforeShipping = canCancelOrder;
