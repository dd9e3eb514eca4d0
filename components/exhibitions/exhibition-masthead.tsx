// The opening of every exhibition page: kind and period, title, venue, dates and place, with
// the cover at its full width underneath.
import Link from 'next/link';
import type { ReactNode } from 'react';
import { siteLinks } from '@/components/layout/site-links';
import { ArtworkImage } from '@/components/ui/artwork-image/artwork-image';
import { formatDateRange } from '@/rules/business-time';
import { useLanguage } from '@/hooks/use-preferences';
import { useTranslation } from 'next-i18next/pages';
import type { ExhibitionDetailDto } from '@/schemas/exhibition-dto';
import styles from './exhibition-masthead.module.scss';

export function ExhibitionMasthead({
  exhibition,
  actions,
  compact = false,
}: {
  exhibition: ExhibitionDetailDto;
  actions?: ReactNode;
  /** The detail and solo pages lead with text; the cover shows smaller. */
  compact?: boolean;
}) {
  const { t: tc, i18n } = useTranslation('common');
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  const typeKey = `exhibitionType.${exhibition.type}`;
  const venue = exhibition.institution;

  return (
    <header className={compact ? styles.compact : styles.masthead}>
      <div className={styles.text}>
        <p className={styles.eyebrow}>
          <span className={styles.mark} data-period={exhibition.period} aria-hidden="true" />
          {tc(`home.hero.period.${exhibition.period}`)}
          {i18n.exists(typeKey) && <span className={styles.kind}>{tc(typeKey)}</span>}
        </p>
        <h1 className={styles.title}>{exhibition.title}</h1>
        <dl className={styles.facts}>
          {venue && (
            <div>
              <dt>{t('exhibition.venue')}</dt>
              <dd>
                <Link href={siteLinks.gallery(venue.handle)}>{venue.name}</Link>
              </dd>
            </div>
          )}
          <div>
            <dt>{t('exhibition.dates')}</dt>
            <dd>{formatDateRange(exhibition.starts_at, exhibition.ends_at, language)}</dd>
          </div>
          {exhibition.location && !(venue && exhibition.location.startsWith(venue.name)) && (
            <div>
              <dt>{t('exhibition.location')}</dt>
              <dd>{exhibition.location}</dd>
            </div>
          )}
        </dl>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      {exhibition.cover && (
        <figure className={styles.cover}>
          <ArtworkImage
            image={exhibition.cover}
            alt={tc('imageAlt.exhibitionView', { title: exhibition.title })}
            fit="cover"
            sizes={compact ? '(max-width: 879px) 100vw, 45vw' : '(max-width: 879px) 100vw, 1420px'}
            priority
          />
        </figure>
      )}
    </header>
  );
}
