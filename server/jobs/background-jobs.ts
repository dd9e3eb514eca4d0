// Background work of one instance: sends due notifications every few seconds and does the
// upkeep sweep every hour. Every step is idempotent and claims rows with SKIP LOCKED, so any
// number of instances may run it.
import { describeError, logger } from '../lib/logger';
import type { Services } from '../services';

export function startBackgroundJobs(
  services: Services,
  options: { dispatchEveryMs?: number; sweepEveryMs?: number; buyingSweepEveryMs?: number } = {},
): () => Promise<void> {
  const { notifications } = services.customerAccounts;
  const run = (what: string, job: () => Promise<void>) => () =>
    void job().catch((error: unknown) =>
      logger.error(`background job failed: ${what}`, { error: describeError(error) }),
    );
  const dispatch = setInterval(
    run('notifications', () => notifications.dispatchDue()),
    options.dispatchEveryMs ?? 5_000,
  );
  const sweep = setInterval(
    run('sweep', () => services.customerAccounts.sweep()),
    options.sweepEveryMs ?? 3_600_000,
  );
  // Virtual-account deadlines (1 hour), abandoned payment holds, bid expiry, unpaid accepted bids
  // and the reminders of deposits and bid orders due: every minute.
  const buying = setInterval(
    run('buying sweep', async () => {
      await services.buying.orders.sweep();
      await services.notices.sweepDepositReminders();
      await services.bids.sweep();
      await services.notices.sweepBidPaymentReminders();
      await services.buying.checkout.reconcileProcessing();
    }),
    options.buyingSweepEveryMs ?? 60_000,
  );
  dispatch.unref();
  sweep.unref();
  buying.unref();
  run('first sweep', () => services.customerAccounts.sweep())();
  return async () => {
    clearInterval(dispatch);
    clearInterval(sweep);
    clearInterval(buying);
  };
}
