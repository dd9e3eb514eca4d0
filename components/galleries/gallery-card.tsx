// A gallery in a list: its space (cover), name, type and city; the heart follows it.
import Link from 'next/link';
import { siteLinks } from '@/components/layout/site-links';
import { ArtworkImage } from '@/components/ui/artwork-image/artwork-image';
import { WishButton } from '@/components/wish/wish-button';
import { useTranslation } from 'next-i18next/pages';
import type { ImageDto } from '@/schemas/dto';
import styles from './gallery-card.module.scss';

export interface GalleryCardData {
  id: string;
  handle: string;
  name: string;
  type: string;
  city: string | null;
  cover?: ImageDto | null;
  logo?: ImageDto | null;
}

export function GalleryCard({
  gallery,
  priority,
}: {
  gallery: GalleryCardData;
  priority?: boolean;
}) {
  const { t, i18n } = useTranslation('catalogue');
  const { t: tc } = useTranslation('common');
  const typeKey = `galleries.kind.${gallery.type}`;
  const detail = [
    gallery.city,
    i18n.exists(typeKey, { ns: 'catalogue' }) ? t(typeKey) : null,
  ].filter(Boolean);
  const picture = gallery.cover ?? gallery.logo ?? null;
  return (
    <div className={styles.item}>
      <Link href={siteLinks.gallery(gallery.handle)} className={styles.card}>
        <span className={styles.cover}>
          {picture ? (
            <ArtworkImage
              image={picture}
              alt={tc(gallery.cover ? 'imageAlt.galleryCover' : 'imageAlt.galleryLogo', {
                name: gallery.name,
              })}
              fit="cover"
              sizes="(max-width: 879px) 100vw, 30vw"
              priority={priority}
            />
          ) : (
            <span className={styles.monogram} aria-hidden="true">
              {Array.from(gallery.name)[0]}
            </span>
          )}
        </span>
        <span className={styles.name}>{gallery.name}</span>
        {detail.length > 0 && <span className={styles.detail}>{detail.join(' · ')}</span>}
      </Link>
      <WishButton kind="institution" id={gallery.id} name={gallery.name} />
    </div>
  );
}

export function GalleryGrid({ galleries }: { galleries: GalleryCardData[] }) {
  return (
    <ul className={styles.grid}>
      {galleries.map((gallery, index) => (
        <li key={gallery.id}>
          <GalleryCard gallery={gallery} priority={index < 3} />
        </li>
      ))}
    </ul>
  );
}
