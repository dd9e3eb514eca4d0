import Link from 'next/link';
import { ArtworkImage } from '@/components/ui/artwork-image/artwork-image';
import { formatDateRange } from '@/rules/business-time';
import { siteLinks } from '@/components/layout/site-links';
import { useLanguage } from '@/hooks/use-preferences';
import { useTranslation } from 'next-i18next/pages';
import type { ExhibitionSummaryDto } from '@/schemas/dto';
import { SectionHeading } from './section-heading';
import styles from './exhibitions-section.module.scss';

export function ExhibitionsSection({ exhibitions }: { exhibitions: ExhibitionSummaryDto[] }) {
  const { t, i18n } = useTranslation('common');
  const language = useLanguage();
  if (exhibitions.length === 0) return null;

  return (
    <section className={styles.section} aria-labelledby="home-exhibitions">
      <SectionHeading
        id="home-exhibitions"
        eyebrow={t('home.exhibitions.eyebrow')}
        title={t('home.exhibitions.title')}
        link={{ href: siteLinks.exhibitionList, label: t('nav.allExhibitions') }}
      />
      <ul className={styles.grid}>
        {exhibitions.map((exhibition, index) => {
          const typeKey = `exhibitionType.${exhibition.type}`;
          return (
            <li key={exhibition.id}>
              <Link href={siteLinks.exhibition(exhibition.handle)} className={styles.card}>
                <span className={styles.cover}>
                  <ArtworkImage
                    image={exhibition.cover}
                    alt={t('imageAlt.exhibitionView', { title: exhibition.title })}
                    fit="cover"
                    sizes={
                      index === 0
                        ? '(max-width: 879px) 100vw, 30vw'
                        : '(max-width: 879px) 50vw, 30vw'
                    }
                  />
                </span>
                <span className={styles.meta}>
                  <span className={styles.kind}>
                    {i18n.exists(typeKey) ? t(typeKey) : null}
                    {i18n.exists(typeKey) && exhibition.period !== 'current' ? ' · ' : null}
                    {exhibition.period !== 'current'
                      ? t(`home.hero.period.${exhibition.period}`)
                      : null}
                  </span>
                  <span className={styles.title}>{exhibition.title}</span>
                  {exhibition.institution_name && (
                    <span className={styles.venue}>{exhibition.institution_name}</span>
                  )}
                  <span className={styles.dates}>
                    {formatDateRange(exhibition.starts_at, exhibition.ends_at, language)}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
