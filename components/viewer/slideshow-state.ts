// The slideshow's rules (rules §2 "Slideshow viewer: play, loop, speed normal, slow or slower,
// previous and next"): one reducer, so the buttons, the keys, the swipe and the timer all move
// it the same way, and the rules are tested without a browser.

export const slideshowSpeeds = ['normal', 'slow', 'slower'] as const;
export type SlideshowSpeed = (typeof slideshowSpeeds)[number];

/** How long each work stays on screen while playing. */
export const SLIDE_MS: Record<SlideshowSpeed, number> = { normal: 4000, slow: 7000, slower: 11000 };

export interface SlideshowState {
  index: number;
  count: number;
  playing: boolean;
  loop: boolean;
  speed: SlideshowSpeed;
}

export type SlideshowAction =
  | { type: 'next' }
  | { type: 'previous' }
  /** The timer ran out: like next, but the end of a show without loop stops the play. */
  | { type: 'tick' }
  | { type: 'go'; index: number }
  | { type: 'toggle-play' }
  | { type: 'toggle-loop' }
  | { type: 'speed'; speed: SlideshowSpeed };

export function initialSlideshow(count: number): SlideshowState {
  return { index: 0, count, playing: count > 1, loop: true, speed: 'normal' };
}

export function slideshowReducer(state: SlideshowState, action: SlideshowAction): SlideshowState {
  const last = state.count - 1;
  switch (action.type) {
    case 'next':
    case 'tick': {
      if (state.count === 0) return state;
      if (state.index < last) return { ...state, index: state.index + 1 };
      if (state.loop) return { ...state, index: 0 };
      return action.type === 'tick' ? { ...state, playing: false } : state;
    }
    case 'previous': {
      if (state.index > 0) return { ...state, index: state.index - 1 };
      return state.loop && state.count > 0 ? { ...state, index: last } : state;
    }
    case 'go':
      return { ...state, index: Math.max(0, Math.min(last, Math.trunc(action.index))) };
    case 'toggle-play': {
      if (state.count < 2) return state;
      // Playing again at the end of a show that does not loop starts from the first work.
      const restart = !state.playing && !state.loop && state.index === last;
      return { ...state, playing: !state.playing, index: restart ? 0 : state.index };
    }
    case 'toggle-loop':
      return { ...state, loop: !state.loop };
    case 'speed':
      return { ...state, speed: action.speed };
  }
}

/** Whether the show has stopped at its last work (no loop): the viewer says so. */
export const atEnd = (state: SlideshowState) =>
  !state.loop && !state.playing && state.count > 1 && state.index === state.count - 1;

/** The index of the work to load ahead, or null when none comes next. */
export function nextIndex(state: SlideshowState): number | null {
  if (state.count < 2) return null;
  if (state.index < state.count - 1) return state.index + 1;
  return state.loop ? 0 : null;
}
