// Below the artwork's picture and label: the story of the work, where it was exhibited, and its
// artist (rules §2 /work/[handle]).
import Link from 'next/link';
import { siteLinks } from '@/components/layout/site-links';
import { useTranslation } from 'next-i18next/pages';
import type { ArtworkDetailDto } from '@/schemas/artwork-dto';
import { koreanDay } from '@/rules/business-time';
import styles from './artwork-about.module.scss';

export function ArtworkAbout({ artwork }: { artwork: ArtworkDetailDto }) {
  const { t } = useTranslation('works');
  const lifespan = [
    artwork.artist.nationality,
    artwork.artist.birth_year ? t('artwork.about.born', { year: artwork.artist.birth_year }) : null,
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <div className={styles.about}>
      <section aria-labelledby="artwork-about" className={styles.aboutWork}>
        <h2 id="artwork-about" className={styles.sectionTitle}>
          {t('artwork.about.title')}
        </h2>
        {artwork.description && <p className={styles.description}>{artwork.description}</p>}
        {artwork.exhibitions.length > 0 && (
          <div className={styles.exhibited}>
            <h3 className={styles.subTitle}>{t('artwork.about.exhibited')}</h3>
            <ul>
              {artwork.exhibitions.map((exhibition) => (
                <li key={exhibition.id}>
                  <Link href={siteLinks.exhibition(exhibition.handle)}>{exhibition.title}</Link>
                  {exhibition.institution_name ? `, ${exhibition.institution_name}` : ''}
                  {`, ${koreanDay(exhibition.starts_at)?.slice(0, 4) ?? ''}`}
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>
      <section aria-labelledby="artwork-artist" className={styles.aboutArtist}>
        <h2 id="artwork-artist" className={styles.sectionTitle}>
          {t('artwork.about.artist')}
        </h2>
        <p className={styles.artistName}>
          {artwork.artist.name}
          {lifespan && <span className={styles.lifespan}> · {lifespan}</span>}
        </p>
        {artwork.artist.bio && <p className={styles.bio}>{artwork.artist.bio}</p>}
        <Link href={siteLinks.artist(artwork.artist.handle)} className={styles.more}>
          {t('artwork.about.viewArtist')}
        </Link>
      </section>
    </div>
  );
}
