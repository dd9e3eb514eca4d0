// The gallery's track on swiper, loaded on its own after hydration (artwork-gallery.tsx): swipe
// on a phone, the arrow keys while the gallery is on screen (the Keyboard module), announced as
// a carousel (A11y). Only the view shown can be reached; the others are hidden from assistive
// technology until they slide in.
import { A11y, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper';
import type { ArtworkViewDto } from '@/schemas/artwork-dto';
import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion';
import { GalleryStage, type GalleryLabels } from './artwork-gallery-stage';
import styles from './artwork-gallery.module.scss';

export interface GalleryTrackProps {
  views: ArtworkViewDto[];
  index: number;
  alt: string;
  labels: GalleryLabels;
  onOpen: () => void;
  onSwiper: (swiper: SwiperInstance) => void;
  onSlideChange: (index: number) => void;
}

export default function GalleryTrack({
  views,
  index,
  alt,
  labels,
  onOpen,
  onSwiper,
  onSlideChange,
}: GalleryTrackProps) {
  const reducedMotion = usePrefersReducedMotion();
  return (
    <Swiper
      modules={[Keyboard, A11y]}
      initialSlide={index}
      speed={reducedMotion ? 0 : 320}
      keyboard={{ enabled: true, onlyInViewport: true }}
      a11y={{ enabled: true, slideRole: 'group', itemRoleDescriptionMessage: null }}
      onSwiper={onSwiper}
      onSlideChange={(swiper) => onSlideChange(swiper.activeIndex)}
      className={styles.track}
    >
      {views.map((view, i) => (
        <SwiperSlide
          key={view.url}
          className={styles.slide}
          aria-hidden={i !== index || undefined}
          inert={i !== index || undefined}
        >
          <GalleryStage
            view={view}
            alt={alt}
            current={i === index}
            first={i === 0}
            labels={labels}
            onOpen={onOpen}
          />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
