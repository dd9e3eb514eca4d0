// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createAdmissionQueue, QueueFullError } from './admission-queue';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};

const settle = () => new Promise<void>((done) => setImmediate(done));

const queueOf = (options: { concurrency: number; maxWaiting: number; maxPerOwner: number }) =>
  createAdmissionQueue({
    ...options,
    busyMessage: 'busy',
    ownerBusyMessage: 'your turn',
    retryAfterSeconds: 5,
  });

describe('admission queue', () => {
  it('runs one at a time, lets two wait, and refuses the fourth at once with Retry-After', async () => {
    const queue = queueOf({ concurrency: 1, maxWaiting: 2, maxPerOwner: 5 });
    const gates = [deferred(), deferred(), deferred()];
    const order: number[] = [];
    const runs = gates.map((gate, n) =>
      queue.run(`customer-${n}`, async () => {
        order.push(n);
        await gate.promise;
        return n;
      }),
    );
    await Promise.resolve();
    expect(queue.active).toBe(1);
    expect(queue.waiting).toBe(2);
    const refused = queue.run('customer-9', async () => 99);
    await expect(refused).rejects.toBeInstanceOf(QueueFullError);
    await expect(refused).rejects.toMatchObject({ status: 503, retryAfterSeconds: 5 });
    expect(order).toEqual([0]);
    gates[0]!.resolve();
    await runs[0];
    await Promise.resolve();
    expect(order).toEqual([0, 1]);
    gates[1]!.resolve();
    gates[2]!.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(queue.active).toBe(0);
    expect(queue.waiting).toBe(0);
  });

  it('frees the place of a run that failed', async () => {
    const queue = queueOf({ concurrency: 1, maxWaiting: 0, maxPerOwner: 1 });
    await expect(
      queue.run('customer', async () => Promise.reject(new Error('corrupt'))),
    ).rejects.toThrow('corrupt');
    expect(await queue.run('customer', async () => 'next')).toBe('next');
  });

  it('refuses an owner past its share with 429 and Retry-After while others are still admitted', async () => {
    const queue = queueOf({ concurrency: 1, maxWaiting: 4, maxPerOwner: 2 });
    const gate = deferred();
    const flood = [1, 2].map(() => queue.run('flooder', () => gate.promise));
    const third = queue.run('flooder', async () => 'never');
    await expect(third).rejects.toBeInstanceOf(QueueFullError);
    await expect(third).rejects.toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'your turn',
      retryAfterSeconds: 5,
    });
    const other = queue.run('another customer', async () => 'stored');
    expect(queue.waiting).toBe(2);
    gate.resolve();
    await Promise.all(flood);
    expect(await other).toBe('stored');
    // Its places given back, the flooding owner is admitted again.
    expect(await queue.run('flooder', async () => 'again')).toBe('again');
  });

  it('gives a freed place to the customer whose last turn is oldest, not to the one flooding', async () => {
    const queue = queueOf({ concurrency: 1, maxWaiting: 6, maxPerOwner: 4 });
    const order: string[] = [];
    const gates = new Map<string, ReturnType<typeof deferred>>();
    const job = (owner: string, name: string) => {
      const gate = deferred();
      gates.set(name, gate);
      return queue.run(owner, async () => {
        order.push(name);
        await gate.promise;
      });
    };
    const runs = [job('A', 'a1'), job('A', 'a2'), job('A', 'a3'), job('A', 'a4')];
    await settle();
    runs.push(job('B', 'b1'), job('C', 'c1'), job('B', 'b2'));
    for (const name of ['a1', 'b1', 'c1', 'a2', 'b2', 'a3', 'a4']) {
      await settle();
      expect(order.at(-1)).toBe(name);
      gates.get(name)!.resolve();
    }
    await Promise.all(runs);
    expect(order).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3', 'a4']);
    expect(queue.active).toBe(0);
  });
});
