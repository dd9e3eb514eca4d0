import { ArtworkImage } from '@/components/ui/artwork-image/artwork-image';
import { ButtonLink } from '@/components/ui/button/button';
import { formatDateRange } from '@/rules/business-time';
import { siteLinks } from '@/components/layout/site-links';
import { useLanguage } from '@/hooks/use-preferences';
import { useTranslation } from 'next-i18next/pages';
import type { FairSummaryDto } from '@/schemas/dto';
import styles from './fair-section.module.scss';

export function FairSection({ fair }: { fair: FairSummaryDto | undefined }) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  if (!fair) return null;
  return (
    <section className={styles.band} aria-labelledby="home-fair">
      <div className={styles.inner}>
        <div className={styles.image}>
          <ArtworkImage
            image={fair.cover}
            alt={t('imageAlt.exhibitionView', { title: fair.title })}
            sizes="(max-width: 879px) 100vw, 50vw"
          />
        </div>
        <div className={styles.text}>
          <p className={styles.eyebrow}>{t('home.fair.eyebrow')}</p>
          <h2 id="home-fair" className={styles.title}>
            {fair.title}
          </h2>
          <p className={styles.facts}>
            {fair.venue && <span>{fair.venue}</span>}
            <span>{formatDateRange(fair.starts_at, fair.ends_at, language)}</span>
          </p>
          <p className={styles.lede}>{t('home.fair.lede')}</p>
          <ButtonLink href={siteLinks.fair(fair.token)} variant="secondary" size="lg">
            {t('home.fair.enter')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
