// The opening of the home page: the exhibition on view now, its image as the hero.
import Link from 'next/link';
import { ArtworkImage } from '@/components/ui/artwork-image/artwork-image';
import { ButtonLink } from '@/components/ui/button/button';
import { formatDateRange } from '@/rules/business-time';
import { siteLinks } from '@/components/layout/site-links';
import { useLanguage } from '@/hooks/use-preferences';
import { useTranslation } from 'next-i18next/pages';
import type { ExhibitionSummaryDto } from '@/schemas/dto';
import styles from './hero.module.scss';

export function Hero({ exhibition }: { exhibition: ExhibitionSummaryDto | undefined }) {
  const { t } = useTranslation('common');
  const language = useLanguage();

  if (!exhibition) {
    return (
      <section className={styles.quiet} aria-labelledby="hero-title">
        <h1 id="hero-title" className={styles.title}>
          {t('home.hero.fallbackTitle')}
        </h1>
        <p className={styles.lede}>{t('home.intro')}</p>
        <ButtonLink href={siteLinks.works} size="lg">
          {t('home.hero.browse')}
        </ButtonLink>
      </section>
    );
  }

  const href = siteLinks.exhibition(exhibition.handle);
  // 'Sanmaru Museum of Art' + 'Sanmaru Museum of Art, Seoul' reads as one line, not two.
  const { institution_name: institution, location: place } = exhibition;
  const merged = !!institution && !!place && place.startsWith(institution);
  const venue = merged ? place : institution;
  const location = merged ? null : place;
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.text}>
        <p className={styles.eyebrow}>
          <span className={styles.mark} aria-hidden="true" />
          {t(`home.hero.period.${exhibition.period}`)}
        </p>
        <h1 id="hero-title" className={styles.title}>
          <Link href={href}>{exhibition.title}</Link>
        </h1>
        <dl className={styles.facts}>
          {venue && (
            <div>
              <dt className="visually-hidden">{t('home.hero.venue')}</dt>
              <dd className={styles.venue}>{venue}</dd>
            </div>
          )}
          <div>
            <dt className="visually-hidden">{t('home.hero.dates')}</dt>
            <dd>{formatDateRange(exhibition.starts_at, exhibition.ends_at, language)}</dd>
          </div>
          {location && (
            <div>
              <dt className="visually-hidden">{t('home.hero.location')}</dt>
              <dd>{location}</dd>
            </div>
          )}
        </dl>
        <div className={styles.actions}>
          <ButtonLink href={href} size="lg">
            {t('home.hero.view')}
          </ButtonLink>
          {exhibition.has_on_view && (
            <ButtonLink href={siteLinks.onView} variant="text">
              {t('home.hero.onView')}
            </ButtonLink>
          )}
        </div>
      </div>
      <figure className={styles.figure}>
        <Link href={href} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
          <ArtworkImage
            image={exhibition.cover}
            alt={t('imageAlt.exhibitionView', { title: exhibition.title })}
            sizes="(max-width: 879px) 100vw, 58vw"
            priority
            className={styles.image}
          />
        </Link>
        <figcaption className={styles.caption}>
          <span>{exhibition.short_title || exhibition.title}</span>
          {exhibition.institution_name && <span>{exhibition.institution_name}</span>}
        </figcaption>
      </figure>
    </section>
  );
}
