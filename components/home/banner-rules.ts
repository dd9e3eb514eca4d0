// The rolling banners' rules (rules §2 home), apart from the carousel's code so tests and the
// e2e suite read them without loading swiper.

/** How long each banner stays before the next one slides in. */
export const BANNER_DELAY_MS = 6000;

/** Autoplay runs only with more than one banner, no reduced-motion wish and no pause. */
export function bannerAutoplays(count: number, reducedMotion: boolean, paused: boolean): boolean {
  return count > 1 && !reducedMotion && !paused;
}
