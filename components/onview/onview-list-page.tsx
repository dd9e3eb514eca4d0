// /xronview (rules §2 "3D On View"): the exhibitions that can be walked through in 3D, on now
// first, then opening soon, then past; each opens its room or its slideshow.
import { CatalogueHeader } from '@/components/catalogue/catalogue-header';
import catalogue from '@/components/catalogue/catalogue-page.module.scss';
import { ArtworkImage } from '@/components/ui/artwork-image/artwork-image';
import { formatDateRange } from '@/rules/business-time';
import Link from 'next/link';
import { SeoHead } from '@/components/seo/seo-head';
import { shareImage } from '@/components/seo/seo';
import { useSiteOrigin } from '@/components/seo/site-origin-context';
import { useLanguage } from '@/hooks/use-preferences';
import { useTranslation } from 'next-i18next/pages';
import type { ExhibitionSummaryDto } from '@/schemas/dto';
import { onViewHref, viewerHref } from './onview-links';
import styles from './onview-list.module.scss';

const ORDER = { current: 0, upcoming: 1, past: 2 } as const;

/** On now, then opening soon, then past; the server's order within each. */
export function inShowOrder(exhibitions: ExhibitionSummaryDto[]): ExhibitionSummaryDto[] {
  return exhibitions
    .map((exhibition, index) => ({ exhibition, index }))
    .sort((a, b) => ORDER[a.exhibition.period] - ORDER[b.exhibition.period] || a.index - b.index)
    .map(({ exhibition }) => exhibition);
}

export function OnViewListPage({ exhibitions }: { exhibitions: ExhibitionSummaryDto[] }) {
  const { t } = useTranslation('onview');
  const { t: tc } = useTranslation('common');
  const language = useLanguage();
  const shows = inShowOrder(exhibitions);
  const origin = useSiteOrigin();
  const cover = shows.find((show) => show.cover);
  return (
    <>
      <SeoHead
        title={t('list.meta.title')}
        description={t('list.meta.description')}
        path="/xronview"
        image={origin && cover?.cover ? shareImage(origin, cover.cover, cover.title) : null}
      />
      <div className={catalogue.page}>
        <CatalogueHeader
          eyebrow={t('list.eyebrow')}
          title={t('list.title')}
          lede={t('list.lede')}
          aside={<span>{t('list.count', { count: shows.length })}</span>}
        />
        {shows.length === 0 ? (
          <p className={styles.empty}>{t('list.empty')}</p>
        ) : (
          <ul className={styles.grid}>
            {shows.map((exhibition, index) => (
              <li key={exhibition.id} className={styles.item}>
                <Link href={onViewHref(exhibition.handle)} className={styles.cover}>
                  <ArtworkImage
                    image={exhibition.cover}
                    alt={tc('imageAlt.exhibitionView', { title: exhibition.title })}
                    fit="cover"
                    sizes="(max-width: 879px) 100vw, 46vw"
                    priority={index < 2}
                  />
                  <span className={styles.badge}>3D</span>
                </Link>
                <p className={styles.kind}>
                  {tc(`exhibitionType.${exhibition.type}`)}
                  {exhibition.period === 'current' && (
                    <span className={styles.now}>{tc('home.hero.period.current')}</span>
                  )}
                </p>
                <h2 className={styles.title}>
                  <Link href={onViewHref(exhibition.handle)}>{exhibition.title}</Link>
                </h2>
                <p className={styles.meta}>
                  {[
                    exhibition.institution_name ?? exhibition.location,
                    formatDateRange(exhibition.starts_at, exhibition.ends_at, language),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                <p className={styles.actions}>
                  <Link href={onViewHref(exhibition.handle)} className={styles.enter}>
                    {t('list.enter')}
                  </Link>
                  <Link href={viewerHref(exhibition.handle)} className={styles.secondary}>
                    {t('list.slideshow')}
                  </Link>
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
