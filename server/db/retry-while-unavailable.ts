// Work that must happen once the database answers again (ADR 0069): an idempotency key freed or
// its answer stored, a sale recorded after its charge. Retried in the background while the
// failure is "the database is out of reach", and no longer than the caller allows.
import { isDatabaseUnavailable } from './errors';

export interface RetryOptions {
  /** Gives up (throws the last failure) once this long has passed since the first try. */
  giveUpAfterMs: number;
  /** The pause between tries. */
  everyMs?: number;
}

/** Runs `run`, and again while it fails with the database out of reach; other failures throw. */
export async function retryWhileUnavailable<T>(
  run: () => Promise<T>,
  { giveUpAfterMs, everyMs = 250 }: RetryOptions,
): Promise<T> {
  const giveUpAt = Date.now() + giveUpAfterMs;
  for (;;) {
    try {
      return await run();
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() + everyMs > giveUpAt) throw error;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  }
}
