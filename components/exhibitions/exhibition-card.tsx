// An exhibition in a list: cover, kind and period, title, venue and dates.
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { ArtworkImage } from '@/components/ui/artwork-image/artwork-image';
import { formatDateRange } from '@/components/ui/format/date-range';
import { useLanguage } from '@/hooks/use-preferences';
import type { ExhibitionSummaryDto } from '@/schemas/dto';
import { exhibitionHref } from './exhibition-links';
import styles from './exhibition-card.module.scss';

export type ExhibitionCardData = Pick<
  ExhibitionSummaryDto,
  | 'id'
  | 'handle'
  | 'type'
  | 'title'
  | 'starts_at'
  | 'ends_at'
  | 'institution_name'
  | 'cover'
  | 'period'
>;

export function ExhibitionCard({
  exhibition,
  priority,
  fairToken,
}: {
  exhibition: ExhibitionCardData;
  priority?: boolean;
  /** The token of the fair a booth belongs to, when known. */
  fairToken?: string;
}) {
  const { t, i18n } = useTranslation('common');
  const language = useLanguage();
  const typeKey = `exhibitionType.${exhibition.type}`;
  return (
    <Link href={exhibitionHref(exhibition, fairToken)} className={styles.card}>
      <span className={styles.cover}>
        <ArtworkImage
          image={exhibition.cover}
          alt=""
          fit="cover"
          sizes="(max-width: 879px) 100vw, 30vw"
          priority={priority}
        />
      </span>
      <span className={styles.kind}>
        {i18n?.exists(typeKey) ? t(typeKey) : null}
        {exhibition.period === 'current' && (
          <span className={styles.now}>{t('home.hero.period.current')}</span>
        )}
      </span>
      <span className={styles.title}>{exhibition.title}</span>
      {exhibition.institution_name && (
        <span className={styles.venue}>{exhibition.institution_name}</span>
      )}
      <span className={styles.dates}>
        {formatDateRange(exhibition.starts_at, exhibition.ends_at, language, 'short')}
      </span>
    </Link>
  );
}

export function ExhibitionGrid({
  exhibitions,
  fairToken,
}: {
  exhibitions: ExhibitionCardData[];
  fairToken?: string;
}) {
  return (
    <ul className={styles.grid}>
      {exhibitions.map((exhibition, index) => (
        <li key={exhibition.id}>
          <ExhibitionCard exhibition={exhibition} priority={index < 3} fairToken={fairToken} />
        </li>
      ))}
    </ul>
  );
}

