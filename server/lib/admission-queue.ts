// Bounded, fair admission for heavy work (decoding pictures): at most `concurrency` run at once,
// at most `maxWaiting` wait their turn, and the next is refused at once with 503 and Retry-After,
// so memory is bounded by the work in hand, whatever arrives. Each owner (a customer) holds at
// most `maxPerOwner` places, running or waiting, beyond which it is refused 429 with Retry-After;
// a freed place goes to the waiting owner whose last turn is oldest, so one account's flood
// cannot starve the others (ADR 0048, ADR 0068).
import { AppError } from '../errors';

/** A refusal that says when to try again: the queue is full (503) or the owner's share (429). */
export class QueueFullError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    code: 'UNAVAILABLE' | 'RATE_LIMITED' = 'UNAVAILABLE',
  ) {
    super(code, message);
  }
}

export interface AdmissionQueue {
  /**
   * Runs `work` for `owner` when a place is free and it is the owner's turn; throws
   * QueueFullError (429) when the owner already holds its share, (503) when the queue is full.
   */
  run<T>(owner: string, work: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
}

export function createAdmissionQueue(options: {
  concurrency: number;
  maxWaiting: number;
  /** Places one owner may hold at once, running and waiting together. */
  maxPerOwner: number;
  busyMessage: string;
  ownerBusyMessage: string;
  retryAfterSeconds: number;
}): AdmissionQueue {
  let active = 0;
  let waitingCount = 0;
  let turns = 0;
  /** Places held per owner; an owner holding none is forgotten. */
  const held = new Map<string, number>();
  /** When each owner holding a place last started a run. */
  const lastTurn = new Map<string, number>();
  /** Each owner's waiting runs, first come first served within the owner. */
  const waiting = new Map<string, Array<() => void>>();

  /** The waiting owner whose last turn is oldest (never served first, then first to wait). */
  function nextOwner(): string | undefined {
    let next: string | undefined;
    let oldest = Infinity;
    for (const owner of waiting.keys()) {
      const turn = lastTurn.get(owner) ?? -1;
      if (turn < oldest) {
        next = owner;
        oldest = turn;
      }
    }
    return next;
  }

  /** Hands a freed place to the next owner's first waiting run, or gives it back. */
  function handOver(): void {
    const owner = nextOwner();
    if (owner === undefined) {
      active -= 1;
      return;
    }
    const runs = waiting.get(owner)!;
    const start = runs.shift()!;
    if (runs.length === 0) waiting.delete(owner);
    waitingCount -= 1;
    start();
  }

  function release(owner: string): void {
    const left = (held.get(owner) ?? 1) - 1;
    if (left > 0) {
      held.set(owner, left);
    } else {
      held.delete(owner);
      lastTurn.delete(owner);
    }
  }

  return {
    async run(owner, work) {
      if ((held.get(owner) ?? 0) >= options.maxPerOwner) {
        throw new QueueFullError(
          options.ownerBusyMessage,
          options.retryAfterSeconds,
          'RATE_LIMITED',
        );
      }
      if (active < options.concurrency) {
        active += 1;
        held.set(owner, (held.get(owner) ?? 0) + 1);
      } else {
        if (waitingCount >= options.maxWaiting) {
          throw new QueueFullError(options.busyMessage, options.retryAfterSeconds);
        }
        held.set(owner, (held.get(owner) ?? 0) + 1);
        waitingCount += 1;
        // The place is handed over by the run that ends (`active` stays counted).
        await new Promise<void>((resolve) => {
          const runs = waiting.get(owner);
          if (runs) runs.push(resolve);
          else waiting.set(owner, [resolve]);
        });
      }
      lastTurn.set(owner, (turns += 1));
      try {
        return await work();
      } finally {
        release(owner);
        handOver();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return waitingCount;
    },
  };
}
