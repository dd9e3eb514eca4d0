// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { repeat } from './background-jobs';

afterEach(() => vi.useRealTimers());

describe('repeat', () => {
  it('never starts a run while the last one is still going', async () => {
    vi.useFakeTimers();
    let running = 0;
    let most = 0;
    let runs = 0;
    const job = repeat('slow', 10, async () => {
      running += 1;
      runs += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 35));
      running -= 1;
    });
    await vi.advanceTimersByTimeAsync(200);
    const stopping = job.stop();
    await vi.advanceTimersByTimeAsync(100);
    await stopping;
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(most).toBe(1);
  });

  it('waits on stop for the run in flight, and runs no more after it', async () => {
    vi.useFakeTimers();
    const finished: number[] = [];
    let started = 0;
    const job = repeat(
      'slow',
      5,
      async () => {
        started += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
        finished.push(started);
      },
      { runFirst: true },
    );
    await vi.advanceTimersByTimeAsync(10);
    expect(started).toBe(1);
    const stopping = job.stop();
    await vi.advanceTimersByTimeAsync(100);
    await stopping;
    expect(finished).toEqual([1]);
    await vi.advanceTimersByTimeAsync(100);
    expect(started).toBe(1);
  });

  it('goes on after a failed run', async () => {
    vi.useFakeTimers();
    let runs = 0;
    const job = repeat('flaky', 10, async () => {
      runs += 1;
      if (runs === 1) throw new Error('database away');
    });
    await vi.advanceTimersByTimeAsync(35);
    const stopping = job.stop();
    await vi.advanceTimersByTimeAsync(10);
    await stopping;
    expect(runs).toBeGreaterThanOrEqual(3);
  });
});
