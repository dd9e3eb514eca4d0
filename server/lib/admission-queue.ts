// Bounded admission for heavy work (decoding pictures): at most `concurrency` run at once, at
// most `maxWaiting` wait their turn, and the next is refused at once with 503 and Retry-After,
// so memory is bounded by the work in hand, whatever arrives.
import { AppError } from '../errors';

export class QueueFullError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('UNAVAILABLE', message);
  }
}

export interface AdmissionQueue {
  /** Runs `work` when a place is free; throws QueueFullError when the queue is full. */
  run<T>(work: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
}

export function createAdmissionQueue(options: {
  concurrency: number;
  maxWaiting: number;
  busyMessage: string;
  retryAfterSeconds: number;
}): AdmissionQueue {
  let active = 0;
  const waiting: Array<() => void> = [];
  return {
    async run(work) {
      if (active < options.concurrency) {
        active += 1;
      } else {
        if (waiting.length >= options.maxWaiting) {
          throw new QueueFullError(options.busyMessage, options.retryAfterSeconds);
        }
        // The place is handed over by the run that ends (`active` stays counted).
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      try {
        return await work();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else active -= 1;
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
