// An artist in a list: portrait, name, and where and when they were born; the heart follows them.
import Link from 'next/link';
import { siteLinks } from '@/components/layout/site-links';
import { ArtworkImage } from '@/components/ui/artwork-image/artwork-image';
import { WishButton } from '@/components/wish/wish-button';
import { useTranslation } from 'next-i18next/pages';
import type { ImageDto } from '@/schemas/dto';
import styles from './artist-card.module.scss';

export interface ArtistCardData {
  id: string;
  handle: string;
  name: string;
  image: ImageDto | null;
  nationality?: string | null;
  birth_year?: number | null;
  death_year?: number | null;
  /** Works for sale now, when the list knows it. */
  on_sale_count?: number;
}

/** 'Korean, b. 1984' / 'Korean, 1931–2019' / '한국, 1984년생'. */
export function artistLifeLine(
  artist: Pick<ArtistCardData, 'nationality' | 'birth_year' | 'death_year'>,
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  const years = artist.birth_year
    ? artist.death_year
      ? t('artists.lived', { born: artist.birth_year, died: artist.death_year })
      : t('artists.born', { year: artist.birth_year })
    : null;
  return [artist.nationality, years].filter(Boolean).join(', ');
}

export function ArtistCard({ artist, priority }: { artist: ArtistCardData; priority?: boolean }) {
  const { t } = useTranslation('catalogue');
  const line = artistLifeLine(artist, t);
  return (
    <div className={styles.item}>
      <Link href={siteLinks.artist(artist.handle)} className={styles.card}>
        <span className={styles.portrait}>
          <ArtworkImage
            image={artist.image}
            alt={t('artists.portraitAlt', { name: artist.name })}
            fit="cover"
            sizes="(max-width: 879px) 50vw, 18vw"
            priority={priority}
          />
        </span>
        <span className={styles.name}>{artist.name}</span>
        {line && <span className={styles.line}>{line}</span>}
        {!!artist.on_sale_count && (
          <span className={styles.available}>
            {t('artists.availableCount', { count: artist.on_sale_count })}
          </span>
        )}
      </Link>
      <WishButton kind="artist" id={artist.id} name={artist.name} />
    </div>
  );
}

export function ArtistGrid({ artists }: { artists: ArtistCardData[] }) {
  return (
    <ul className={styles.grid}>
      {artists.map((artist, index) => (
        <li key={artist.id}>
          <ArtistCard artist={artist} priority={index < 2} />
        </li>
      ))}
    </ul>
  );
}
