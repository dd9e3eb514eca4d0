// The bid sweep (idempotent, SKIP LOCKED): pending bids past their expiry expire; accepted bids
// unpaid at their deadline lapse and free the edition their order held (steps/lapse-bid.ts);
// pending bids on editions sold to someone else are declined as sold (a sale closes them itself,
// rules §4.29; this catches any it could not, e.g. one sold before issue 31). Batches of SWEEP_BATCH, one
// transaction each, in which each bidder is told how their bid ended.
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { logger } from '../../lib/logger';
import {
  claimBidsOnSoldEditions,
  claimExpiredBids,
  claimLapsedBids,
  closeBid,
} from '../../modules/bids/bid.repository';
import type { BidOptions } from './bid-reads';
import { lapseBid } from './steps/lapse-bid';
import { notifyBidders } from './steps/notify-bidders';

const SWEEP_BATCH = 50;

export function createSweepBids(ctx: AppContext, options: BidOptions) {
  return async function sweep(): Promise<{ expired: number; lapsed: number; declined: number }> {
    const counts = { expired: 0, lapsed: 0, declined: 0 };
    const batches = async (step: (tx: Executor) => Promise<number>) => {
      let total = 0;
      for (;;) {
        const n = await ctx.db.transaction(step);
        total += n;
        if (n < SWEEP_BATCH) return total;
      }
    };
    // Each bidder hears how their bid ended, in the transaction that closed it.
    const tell = (tx: Executor, rows: readonly { id: string }[]) =>
      notifyBidders(tx, { notices: options.notices, bidIds: rows.map((row) => row.id) });
    counts.expired = await batches(async (tx) => {
      const rows = await claimExpiredBids(tx, ctx.now(), SWEEP_BATCH);
      for (const row of rows) await closeBid(tx, row.id, 'expired', ctx.now());
      await tell(tx, rows);
      return rows.length;
    });
    counts.lapsed = await batches(async (tx) => {
      const rows = await claimLapsedBids(tx, ctx.now(), SWEEP_BATCH);
      for (const row of rows) await lapseBid(tx, { bid: row, now: ctx.now() });
      await tell(tx, rows);
      return rows.length;
    });
    counts.declined = await batches(async (tx) => {
      const rows = await claimBidsOnSoldEditions(tx, SWEEP_BATCH);
      for (const row of rows) await closeBid(tx, row.id, 'declined', ctx.now(), 'sold');
      await tell(tx, rows);
      return rows.length;
    });
    if (counts.expired || counts.lapsed || counts.declined) logger.info('bid sweep', counts);
    return counts;
  };
}
