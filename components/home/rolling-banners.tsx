// The home page's rolling banners (rules §7 store/rolling-banner) on swiper: they advance on
// their own every few seconds unless the visitor prefers reduced motion or pauses them (WCAG
// 2.2.2), stop while hovered or focused, and can be driven by keyboard, swipe and the numbered
// controls underneath. Swiper's code comes in its own chunk (banner-track.tsx), fetched once the
// page has hydrated: the server renders the slides standing still in swiper's own markup, so
// nothing moves when swiper takes over. A single banner never needs swiper.
import clsx from 'clsx';
import { type ComponentType, useEffect, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion';
import { useTranslation } from 'next-i18next/pages';
import { BANNER_DELAY_MS, bannerAutoplays } from './banner-rules';
import { type BannerSlide, BannerSlideLink } from './banner-slide';
import type { BannerTrackProps } from './banner-track';
import styles from './rolling-banners.module.scss';

export type { BannerSlide } from './banner-slide';

/** Swiper's own server markup for the slides, without swiper: what shows until its code is in. */
function StillTrack({
  banners,
  active,
  more,
}: {
  banners: BannerSlide[];
  active: number;
  more: string;
}) {
  return (
    <div className={clsx('swiper', styles.swiper)}>
      <div className="swiper-wrapper">
        {banners.map((banner, index) => (
          <div key={banner.id} className={clsx('swiper-slide', styles.slide)}>
            <BannerSlideLink
              banner={banner}
              first={index === 0}
              current={index === active}
              more={more}
            />
          </div>
        ))}
      </div>
    </div>
  );
}

export function RollingBanners({ banners }: { banners: BannerSlide[] }) {
  const { t } = useTranslation('catalogue');
  const reducedMotion = usePrefersReducedMotion();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const playing = bannerAutoplays(banners.length, reducedMotion, paused);
  const [Track, setTrack] = useState<ComponentType<BannerTrackProps> | null>(null);
  const carousel = banners.length > 1;

  useEffect(() => {
    if (!carousel) return;
    let live = true;
    import('./banner-track')
      .then((track) => live && setTrack(() => track.default))
      // Without swiper (its chunk failed to load) the first banner simply stays.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [carousel]);

  useEffect(() => {
    if (!swiper || swiper.destroyed || !swiper.autoplay) return;
    if (playing) swiper.autoplay.start();
    else swiper.autoplay.stop();
    // WAI-ARIA's carousel: slides that turn by themselves are not announced; once they stand
    // still (paused, or one chosen by hand), each slide shown is.
    swiper.wrapperEl?.setAttribute('aria-live', playing ? 'off' : 'polite');
  }, [swiper, playing]);

  if (banners.length === 0) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  const more = t('home.banners.more');

  return (
    <section
      className={styles.banners}
      aria-roledescription="carousel"
      aria-label={t('home.banners.label')}
    >
      {Track ? (
        <Track
          banners={banners}
          active={active}
          reducedMotion={reducedMotion}
          autoplayAtStart={bannerAutoplays(banners.length, reducedMotion, false)}
          labels={{
            carousel: t('home.banners.label'),
            slide: t('home.banners.slideLabel', {
              index: '{{index}}',
              slidesLength: '{{slidesLength}}',
            }),
            more,
          }}
          onSwiper={setSwiper}
          onSlideChange={setActive}
        />
      ) : (
        <StillTrack banners={banners} active={active} more={more} />
      )}

      {banners.length > 1 && (
        <div className={styles.controls}>
          <p className={styles.counter} aria-hidden="true">
            <span className={styles.current}>{pad(active + 1)}</span>
            <span className={styles.bar}>
              <span
                key={`${active}-${playing}`}
                className={clsx(styles.progress, playing && styles.running)}
                style={{ animationDuration: `${BANNER_DELAY_MS}ms` }}
              />
            </span>
            <span>{pad(banners.length)}</span>
          </p>
          <ol className={styles.dots}>
            {banners.map((banner, index) => (
              <li key={banner.id}>
                <button
                  type="button"
                  className={clsx(styles.dot, index === active && styles.dotActive)}
                  aria-label={t('home.banners.goTo', { index: index + 1, title: banner.title })}
                  aria-current={index === active ? 'true' : undefined}
                  onClick={() => (swiper ? swiper.slideToLoop(index) : setActive(index))}
                />
              </li>
            ))}
          </ol>
          {!reducedMotion && (
            <button
              type="button"
              className={styles.pause}
              onClick={() => setPaused((p) => !p)}
              aria-pressed={paused}
            >
              {paused ? t('home.banners.play') : t('home.banners.pause')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
