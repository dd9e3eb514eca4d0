import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { ArtworkImage } from '@/components/ui/artwork-image/artwork-image';
import { siteLinks } from '@/components/layout/site-links';
import type { ArtistSummaryDto } from '@/schemas/dto';
import { SectionHeading } from './section-heading';
import styles from './artists-section.module.scss';

/** Featured artists, each with an image at its true proportions, hung on a common baseline. */
export function ArtistsSection({ artists }: { artists: ArtistSummaryDto[] }) {
  const { t } = useTranslation('common');
  if (artists.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="home-artists">
      <SectionHeading
        id="home-artists"
        eyebrow={t('home.artists.eyebrow')}
        title={t('home.artists.title')}
        link={{ href: siteLinks.artists, label: t('home.artists.all') }}
      />
      <ul className={styles.wall}>
        {artists.map((artist) => (
          <li key={artist.id} className={styles.item}>
            <Link href={siteLinks.artist(artist.handle)} className={styles.card}>
              <span className={styles.frame}>
                <ArtworkImage
                  image={artist.image}
                  alt={t('home.artists.imageAlt', { name: artist.name })}
                  sizes="(max-width: 879px) 62vw, 22vw"
                  className={styles.image}
                />
              </span>
              <span className={styles.name}>{artist.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
