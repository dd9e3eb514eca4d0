// An exhibition in a list: cover, kind and period, title, venue and dates.
import Link from 'next/link';
import { siteLinks } from '@/components/layout/site-links';
import { ArtworkImage } from '@/components/ui/artwork-image/artwork-image';
import { formatDateRange } from '@/rules/business-time';
import { useLanguage } from '@/hooks/use-preferences';
import { useTranslation } from 'next-i18next/pages';
import type { ExhibitionSummaryDto } from '@/schemas/dto';
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

/** A solo show opens on its artist-centred page; every other show on its overview. */
export function exhibitionHref(exhibition: Pick<ExhibitionCardData, 'handle' | 'type'>): string {
  return exhibition.type === 'solo'
    ? `/solo-exhibition/${encodeURIComponent(exhibition.handle)}`
    : siteLinks.exhibition(exhibition.handle);
}

export function ExhibitionCard({
  exhibition,
  priority,
}: {
  exhibition: ExhibitionCardData;
  priority?: boolean;
}) {
  const { t, i18n } = useTranslation('common');
  const language = useLanguage();
  const typeKey = `exhibitionType.${exhibition.type}`;
  return (
    <Link href={exhibitionHref(exhibition)} className={styles.card}>
      <span className={styles.cover}>
        <ArtworkImage
          image={exhibition.cover}
          alt={t('imageAlt.exhibitionView', { title: exhibition.title })}
          fit="cover"
          sizes="(max-width: 879px) 100vw, 30vw"
          priority={priority}
        />
      </span>
      <span className={styles.kind}>
        {i18n.exists(typeKey) ? t(typeKey) : null}
        {exhibition.period === 'current' && (
          <span className={styles.now}>{t('home.hero.period.current')}</span>
        )}
      </span>
      <span className={styles.title}>{exhibition.title}</span>
      {exhibition.institution_name && (
        <span className={styles.venue}>{exhibition.institution_name}</span>
      )}
      <span className={styles.dates}>
        {formatDateRange(exhibition.starts_at, exhibition.ends_at, language)}
      </span>
    </Link>
  );
}

export function ExhibitionGrid({ exhibitions }: { exhibitions: ExhibitionCardData[] }) {
  return (
    <ul className={styles.grid}>
      {exhibitions.map((exhibition, index) => (
        <li key={exhibition.id}>
          <ExhibitionCard exhibition={exhibition} priority={index === 0} />
        </li>
      ))}
    </ul>
  );
}
