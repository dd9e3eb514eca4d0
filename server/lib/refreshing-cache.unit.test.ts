import { describe, expect, it } from 'vitest';
import { RefreshingCache } from './refreshing-cache';

describe('RefreshingCache', () => {
  it('loads once, then answers the old value at once while one reload runs', async () => {
    let clock = 0;
    let loads = 0;
    const cache = new RefreshingCache<number>(1000, 10, () => clock);
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    clock = 1000;
    let finish: (value: number) => void = () => undefined;
    const slowLoad = () => {
      loads += 1;
      return new Promise<number>((resolve) => (finish = resolve));
    };
    expect(await cache.get('a', slowLoad)).toBe(1); // stale: answered, reload started
    expect(await cache.get('a', slowLoad)).toBe(1); // the reload is not started twice
    expect(loads).toBe(2);
    finish(2);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('a', load)).toBe(2);
  });

  it('never keeps a failed first load, and keeps the old value when a reload fails', async () => {
    let clock = 0;
    const cache = new RefreshingCache<number>(1000, 10, () => clock);
    await expect(cache.get('a', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.get('a', async () => 7)).toBe(7);
    clock = 2000;
    expect(await cache.get('a', () => Promise.reject(new Error('later')))).toBe(7);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('a', async () => 8)).toBe(7); // reload started again
  });

  it('keeps at most maxEntries keys, dropping the oldest', async () => {
    let loads = 0;
    const cache = new RefreshingCache<number>(1000, 2);
    const load = async () => ++loads;
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    expect(await cache.get('a', load)).toBe(4);
  });

  it('drops the entries picked by key or value; a load under way when dropped lands nowhere', async () => {
    const cache = new RefreshingCache<string>(60_000, 10);
    await cache.get('detail:a', async () => 'a1');
    await cache.get('detail:b', async () => 'b1');
    let finish: (value: string) => void = () => undefined;
    const slow = cache.get('list', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.deleteWhere((key, value) => key === 'list' || value === 'a1');
    finish('stale list');
    expect(await slow).toBe('stale list'); // the read that started before still gets its answer
    expect(await cache.get('list', async () => 'fresh list')).toBe('fresh list');
    expect(await cache.get('detail:a', async () => 'a2')).toBe('a2');
    expect(await cache.get('detail:b', async () => 'b2')).toBe('b1');
  });
});
