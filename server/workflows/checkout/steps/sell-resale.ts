// A step of a resale's sale (record-sale.ts): the seller is paid the sale's KRW price less the
// platform's commission and the artist's royalty, in won (rules §4.36, ADR 0072), with the same in
// the buyer's currency as a reference; a paid sale closes the resale as sold (a deposit awaited
// closes it when the deposit arrives).
import type { Executor } from '../../../db/client';
import { AppError } from '../../../errors';
import { applyResaleEvent } from '../../../modules/resale/resale.repository';
import { settleResale, type ResaleRates, type ResaleSettlement } from '@/rules/order-pricing';
import { settleInWon } from '@/rules/seller-settlement';
import { resaleMessages } from '@/schemas/resale';

/** A resale's settlement: in won, what the seller is paid; in the buyer's currency, a reference. */
export interface SellerSettlements {
  won: ResaleSettlement;
  reference: ResaleSettlement;
}

/** The resale's settlement; "no longer on sale" when a paid sale finds it withdrawn. */
export async function sellResale(
  tx: Executor,
  input: {
    resaleId: string;
    /** The buyer's art price, minor units of the order's currency. */
    artPrice: number;
    /** The sale's price in KRW (rules/seller-settlement.ts saleKrwPrice). */
    priceKrw: number;
    paid: boolean;
    orderId: string;
    rates: ResaleRates;
    now: Date;
  },
): Promise<SellerSettlements> {
  const settlement = {
    won: settleInWon(input.priceKrw, input.rates),
    reference: settleResale(input.artPrice, input.rates),
  };
  if (
    input.paid &&
    !(await applyResaleEvent(
      tx,
      input.resaleId,
      'sell',
      'sold',
      { orderId: input.orderId, closedAt: input.now },
      input.now,
    ))
  ) {
    throw new AppError('CONFLICT', resaleMessages.notOnSale);
  }
  return settlement;
}
