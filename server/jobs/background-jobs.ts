// Background work of one instance: sends due notifications every few seconds, the buying sweep
// every minute and the upkeep sweep every hour. Every step is idempotent and claims rows with
// SKIP LOCKED, so any number of instances may run it. Each job runs again only after its last run
// has finished (a slow run is never overlapped by the next), and stopping waits for runs in flight.
import { describeError, logger } from '../lib/logger';
import type { Services } from '../services';

export interface RepeatingJob {
  /** Stops scheduling and waits for a run in flight. */
  stop(): Promise<void>;
}

/**
 * Runs `job` now (when `runFirst`) and then `everyMs` after each run ends; a failure is logged and
 * the next run happens as usual.
 */
export function repeat(
  what: string,
  everyMs: number,
  job: () => Promise<void>,
  { runFirst = false }: { runFirst?: boolean } = {},
): RepeatingJob {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(runOnce, delay);
    timer.unref();
  };
  function runOnce() {
    running = job()
      .catch((error: unknown) =>
        logger.error(`background job failed: ${what}`, { error: describeError(error) }),
      )
      .finally(() => {
        running = null;
        schedule(everyMs);
      });
  }
  schedule(runFirst ? 0 : everyMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

export function startBackgroundJobs(
  services: Services,
  options: { dispatchEveryMs?: number; sweepEveryMs?: number; buyingSweepEveryMs?: number } = {},
): () => Promise<void> {
  const { notifications } = services.customerAccounts;
  const jobs = [
    repeat('notifications', options.dispatchEveryMs ?? 5_000, () => notifications.dispatchDue()),
    repeat('sweep', options.sweepEveryMs ?? 3_600_000, () => services.customerAccounts.sweep(), {
      runFirst: true,
    }),
    // Virtual-account deadlines (1 hour), abandoned payment holds, bid expiry, unpaid accepted
    // bids, the reminders of deposits and bid orders due, and releases: every minute.
    repeat('buying sweep', options.buyingSweepEveryMs ?? 60_000, async () => {
      await services.buying.orders.sweep();
      await services.notices.sweepDepositReminders();
      await services.bids.sweep();
      await services.notices.sweepBidPaymentReminders();
      await services.buying.checkout.reconcileProcessing();
      // Release-soon works go on sale at their release date (ADR 0051).
      await services.artworkCatalogue.artworks.releaseDue();
      // …and whoever asked to be told hears of it, once (ADR 0077).
      await services.releaseAlerts.sweep();
    }),
  ];
  return async () => {
    await Promise.all(jobs.map((job) => job.stop()));
  };
}
