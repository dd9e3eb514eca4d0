// The rolling banners' track on swiper, loaded on its own (React.lazy in rolling-banners.tsx):
// swiper is a third of the home page's script, and nothing of it is needed to show the first
// banner. Swiper's stylesheet stays with the page (rolling-banners.tsx) so the still and the track
// are laid out alike.
import { A11y, Autoplay, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper';
import { BANNER_DELAY_MS } from './banner-rules';
import { type BannerSlide, BannerSlideLink } from './banner-slide';
import styles from './rolling-banners.module.scss';

export interface BannerTrackProps {
  banners: BannerSlide[];
  active: number;
  reducedMotion: boolean;
  /** Whether autoplay may run when swiper starts (more than one banner, no reduced motion). */
  autoplayAtStart: boolean;
  labels: { carousel: string; slide: string; more: string };
  onSwiper: (swiper: SwiperInstance) => void;
  onSlideChange: (realIndex: number) => void;
}

export default function BannerTrack({
  banners,
  active,
  reducedMotion,
  autoplayAtStart,
  labels,
  onSwiper,
  onSlideChange,
}: BannerTrackProps) {
  return (
    <Swiper
      modules={[Autoplay, Keyboard, A11y]}
      loop={banners.length > 1}
      initialSlide={active}
      speed={reducedMotion ? 0 : 700}
      autoplay={{ delay: BANNER_DELAY_MS, pauseOnMouseEnter: true, disableOnInteraction: false }}
      keyboard={{ enabled: true, onlyInViewport: true }}
      a11y={{
        enabled: true,
        containerRoleDescriptionMessage: labels.carousel,
        slideRole: 'group',
        slideLabelMessage: labels.slide,
      }}
      onSwiper={(instance) => {
        if (!autoplayAtStart) instance.autoplay?.stop();
        onSwiper(instance);
      }}
      onSlideChange={(instance) => onSlideChange(instance.realIndex)}
      className={styles.swiper}
    >
      {banners.map((banner, index) => (
        <SwiperSlide key={banner.id} className={styles.slide}>
          <BannerSlideLink
            banner={banner}
            first={index === 0}
            current={index === active}
            more={labels.more}
          />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
