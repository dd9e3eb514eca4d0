import Link from 'next/link';
import { ArtworkImage } from '@/components/ui/artwork-image/artwork-image';
import { ArrowRightIcon } from '@/components/ui/icons/arrow-right-icon';
import { siteLinks } from '@/components/layout/site-links';
import { WishButton } from '@/components/wish/wish-button';
import { useTranslation } from 'next-i18next/pages';
import type { ArtistSummaryDto } from '@/schemas/dto';
import { SectionHeading } from './section-heading';
import styles from './artists-section.module.scss';

/** Featured artists as an index: portrait, name, a quiet arrow, and the heart that follows them. */
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
      <ul className={styles.index}>
        {artists.map((artist) => (
          <li key={artist.id} className={styles.item}>
            <Link href={siteLinks.artist(artist.handle)} className={styles.entry}>
              <span className={styles.portrait}>
                <ArtworkImage
                  image={artist.image}
                  alt={t('home.artists.imageAlt', { name: artist.name })}
                  sizes="(max-width: 879px) 56px, 72px"
                  fit="cover"
                />
              </span>
              <span className={styles.name}>{artist.name}</span>
              <ArrowRightIcon size={18} className={styles.arrow} />
            </Link>
            <WishButton kind="artist" id={artist.id} name={artist.name} variant="row" />
          </li>
        ))}
      </ul>
    </section>
  );
}
