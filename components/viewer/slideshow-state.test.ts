// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  atEnd,
  initialSlideshow,
  nextIndex,
  slideshowReducer,
  type SlideshowAction,
} from './slideshow-state';

const run = (count: number, ...actions: SlideshowAction[]) =>
  actions.reduce(slideshowReducer, initialSlideshow(count));

describe('the slideshow viewer', () => {
  it('starts playing from the first work, looping, at normal speed', () => {
    expect(initialSlideshow(5)).toEqual({
      index: 0,
      count: 5,
      playing: true,
      loop: true,
      speed: 'normal',
    });
    expect(initialSlideshow(1).playing).toBe(false);
  });

  it('goes to the next and previous work, and wraps around while looping', () => {
    expect(run(3, { type: 'next' }).index).toBe(1);
    expect(run(3, { type: 'previous' }).index).toBe(2);
    expect(run(3, { type: 'next' }, { type: 'next' }, { type: 'tick' }).index).toBe(0);
  });

  it('stops at the last work when loop is off, and plays again from the first', () => {
    const end = run(
      3,
      { type: 'toggle-loop' },
      { type: 'tick' },
      { type: 'tick' },
      { type: 'tick' },
    );
    expect(end).toMatchObject({ index: 2, playing: false, loop: false });
    expect(atEnd(end)).toBe(true);
    expect(nextIndex(end)).toBeNull();
    expect(slideshowReducer(end, { type: 'next' }).index).toBe(2);
    expect(slideshowReducer(end, { type: 'toggle-play' })).toMatchObject({
      index: 0,
      playing: true,
    });
    expect(run(3, { type: 'toggle-loop' }, { type: 'previous' }).index).toBe(0);
  });

  it('pauses and plays, and changes speed without moving', () => {
    const paused = run(4, { type: 'next' }, { type: 'toggle-play' });
    expect(paused).toMatchObject({ index: 1, playing: false });
    expect(slideshowReducer(paused, { type: 'speed', speed: 'slower' })).toMatchObject({
      index: 1,
      speed: 'slower',
      playing: false,
    });
  });

  it('preloads the work that comes next', () => {
    expect(nextIndex(run(3))).toBe(1);
    expect(nextIndex(run(3, { type: 'go', index: 2 }))).toBe(0);
    expect(nextIndex(run(1))).toBeNull();
  });

  it('keeps a jump inside the show', () => {
    expect(run(3, { type: 'go', index: 9 }).index).toBe(2);
    expect(run(3, { type: 'go', index: -1 }).index).toBe(0);
  });
});
