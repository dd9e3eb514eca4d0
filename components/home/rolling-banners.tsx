// The home page's rolling banners (SPEC §7 store/rolling-banner) on swiper: they advance on
// their own every few seconds unless the visitor prefers reduced motion or pauses them (WCAG
// 2.2.2), stop while hovered or focused, and can be driven by keyboard, swipe and the numbered
// controls underneath.
import clsx from 'clsx';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { A11y, Autoplay, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import { ArtworkImage } from '@/components/ui/artwork-image/artwork-image';
import { ArrowRightIcon } from '@/components/ui/icons/arrow-right-icon';
import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion';
import { useTranslation } from 'next-i18next/pages';
import type { ImageDto } from '@/schemas/dto';
import { BANNER_DELAY_MS, bannerAutoplays } from './banner-rules';
import styles from './rolling-banners.module.scss';

export interface BannerSlide {
  id: string;
  title: string;
  subtitle: string;
  image: ImageDto | null;
  link_url: string;
}

const isExternal = (url: string) => /^https?:\/\//.test(url);

export function RollingBanners({ banners }: { banners: BannerSlide[] }) {
  const { t } = useTranslation('catalogue');
  const reducedMotion = usePrefersReducedMotion();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const playing = bannerAutoplays(banners.length, reducedMotion, paused);

  useEffect(() => {
    if (!swiper || swiper.destroyed || !swiper.autoplay) return;
    if (playing) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, playing]);

  if (banners.length === 0) return null;
  const pad = (n: number) => String(n).padStart(2, '0');

  return (
    <section
      className={styles.banners}
      aria-roledescription="carousel"
      aria-label={t('home.banners.label')}
    >
      <Swiper
        modules={[Autoplay, Keyboard, A11y]}
        loop={banners.length > 1}
        speed={reducedMotion ? 0 : 700}
        autoplay={{ delay: BANNER_DELAY_MS, pauseOnMouseEnter: true, disableOnInteraction: false }}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{
          enabled: true,
          containerRoleDescriptionMessage: t('home.banners.label'),
          slideRole: 'group',
          slideLabelMessage: t('home.banners.slideLabel', {
            index: '{{index}}',
            slidesLength: '{{slidesLength}}',
          }),
        }}
        onSwiper={(instance) => {
          setSwiper(instance);
          if (!bannerAutoplays(banners.length, reducedMotion, false)) instance.autoplay?.stop();
        }}
        onSlideChange={(instance) => setActive(instance.realIndex)}
        className={styles.swiper}
      >
        {banners.map((banner, index) => {
          const external = isExternal(banner.link_url);
          return (
            <SwiperSlide key={banner.id} className={styles.slide}>
              <Link
                href={banner.link_url}
                className={styles.link}
                target={external ? '_blank' : undefined}
                rel={external ? 'noopener noreferrer' : undefined}
                tabIndex={index === active ? 0 : -1}
              >
                <span className={styles.picture}>
                  <ArtworkImage
                    image={banner.image}
                    alt=""
                    fit="cover"
                    sizes="(max-width: 879px) 100vw, min(calc(100vw - 80px), 1520px)"
                    priority={index === 0}
                  />
                </span>
                <span className={styles.caption}>
                  <span className={styles.title}>{banner.title}</span>
                  {banner.subtitle && <span className={styles.subtitle}>{banner.subtitle}</span>}
                  <span className={styles.more}>
                    {t('home.banners.more')}
                    <ArrowRightIcon size={16} />
                  </span>
                </span>
              </Link>
            </SwiperSlide>
          );
        })}
      </Swiper>

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
                  onClick={() => swiper?.slideToLoop(index)}
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
