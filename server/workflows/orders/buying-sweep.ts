// The buying sweep: cancels virtual-account orders past their deadline (the edition goes back on
// sale), frees holds of abandoned payments, forgets idempotency keys past 24 hours. Batches of
// SWEEP_BATCH rows, one transaction each, claimed with SKIP LOCKED.
import type { AppContext } from '../../context';
import { logger } from '../../lib/logger';
import { purgeExpiredKeys } from '../../modules/idempotency/idempotency.repository';
import { claimAbandonedHolds, releaseEdition } from '../../modules/orders/edition-hold.repository';
import { claimOverdueDeposits } from '../../modules/orders/order.repository';
import { closePendingPayments, findOrderPayment } from '../../modules/payments/payment.repository';
import type { CustomerNotices } from '../customer-notices';
import { closeUnpaid } from './close-unpaid';

const SWEEP_BATCH = 50;

export function createBuyingSweep(ctx: AppContext, notices: CustomerNotices | undefined) {
  return async function sweep(): Promise<{ canceledOrders: number; releasedHolds: number }> {
    let canceledOrders = 0;
    let releasedHolds = 0;
    for (;;) {
      const n = await ctx.db.transaction(async (tx) => {
        const overdue = await claimOverdueDeposits(tx, ctx.now(), SWEEP_BATCH);
        for (const order of overdue) {
          const payment = await findOrderPayment(tx, order.id, { forUpdate: true });
          await closeUnpaid(tx, {
            order,
            payment,
            reason: 'deposit deadline passed',
            by: 'deadline',
            notices,
            now: ctx.now(),
          });
        }
        return overdue.length;
      });
      canceledOrders += n;
      if (n < SWEEP_BATCH) break;
    }
    for (;;) {
      const n = await ctx.db.transaction(async (tx) => {
        const holds = await claimAbandonedHolds(tx, ctx.now(), SWEEP_BATCH);
        for (const hold of holds) {
          await releaseEdition(tx, hold.editionId, ctx.now());
          await closePendingPayments(tx, hold.cartId, 'expired', ctx.now());
        }
        return holds.length;
      });
      releasedHolds += n;
      if (n < SWEEP_BATCH) break;
    }
    await purgeExpiredKeys(ctx.db, ctx.now());
    if (canceledOrders || releasedHolds) {
      logger.info('buying sweep', {
        canceled_orders: canceledOrders,
        released_holds: releasedHolds,
      });
    }
    return { canceledOrders, releasedHolds };
  };
}
