// One rolling banner's picture and caption: the same markup whether swiper drives the slides or
// the still (the first slide, server-rendered) shows before swiper's code has arrived.
import Link from 'next/link';
import { ArtworkImage } from '@/components/ui/artwork-image/artwork-image';
import { ArrowRightIcon } from '@/components/ui/icons/arrow-right-icon';
import type { ImageDto } from '@/schemas/dto';
import styles from './rolling-banners.module.scss';

export interface BannerSlide {
  id: string;
  title: string;
  subtitle: string;
  image: ImageDto | null;
  link_url: string;
}

const isExternal = (url: string) => /^https?:\/\//.test(url);

export function BannerSlideLink({
  banner,
  first,
  current,
  more,
}: {
  banner: BannerSlide;
  /** The first banner's picture is the page's largest paint: fetched eagerly, at high priority. */
  first: boolean;
  /** Only the slide on screen is in the tab order. */
  current: boolean;
  more: string;
}) {
  const external = isExternal(banner.link_url);
  return (
    <Link
      href={banner.link_url}
      className={styles.link}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
      tabIndex={current ? 0 : -1}
    >
      <span className={styles.picture}>
        <ArtworkImage
          image={banner.image}
          alt={banner.title}
          fit="cover"
          sizes="(max-width: 879px) 100vw, min(calc(100vw - 80px), 1520px)"
          priority={first}
        />
      </span>
      <span className={styles.caption}>
        <span className={styles.title}>{banner.title}</span>
        {banner.subtitle && <span className={styles.subtitle}>{banner.subtitle}</span>}
        <span className={styles.more}>
          {more}
          <ArrowRightIcon size={16} />
        </span>
      </span>
    </Link>
  );
}
