// A step of a resale's sale (record-sale.ts): the seller is paid the art price less the platform's
// commission and the artist's royalty, and a paid sale closes the resale as sold (a deposit awaited
// closes it when the deposit arrives).
import type { Executor } from '../../../db/client';
import { AppError } from '../../../errors';
import { applyResaleEvent } from '../../../modules/resale/resale.repository';
import { settleResale, type ResaleRates, type ResaleSettlement } from '@/rules/order-pricing';
import { resaleMessages } from '@/schemas/resale';

/** The resale's settlement; "no longer on sale" when a paid sale finds it withdrawn. */
export async function sellResale(
  tx: Executor,
  input: {
    resaleId: string;
    artPrice: number;
    paid: boolean;
    orderId: string;
    rates: ResaleRates;
    now: Date;
  },
): Promise<ResaleSettlement> {
  const settlement = settleResale(input.artPrice, input.rates);
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
