// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createAdmissionQueue, QueueFullError } from './admission-queue';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};

describe('admission queue', () => {
  it('runs one at a time, lets two wait, and refuses the fourth at once with Retry-After', async () => {
    const queue = createAdmissionQueue({
      concurrency: 1,
      maxWaiting: 2,
      busyMessage: 'busy',
      retryAfterSeconds: 5,
    });
    const gates = [deferred(), deferred(), deferred()];
    const order: number[] = [];
    const runs = gates.map((gate, n) =>
      queue.run(async () => {
        order.push(n);
        await gate.promise;
        return n;
      }),
    );
    await Promise.resolve();
    expect(queue.active).toBe(1);
    expect(queue.waiting).toBe(2);
    const refused = queue.run(async () => 99);
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
    const queue = createAdmissionQueue({
      concurrency: 1,
      maxWaiting: 0,
      busyMessage: 'busy',
      retryAfterSeconds: 5,
    });
    await expect(queue.run(async () => Promise.reject(new Error('corrupt')))).rejects.toThrow(
      'corrupt',
    );
    expect(await queue.run(async () => 'next')).toBe('next');
  });
});
