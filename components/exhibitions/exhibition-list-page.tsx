// /exhibition-list (rules §2 "Exhibitions list: current, upcoming, past"): one tab per period,
// pages of 18, tab and page in the URL.
import clsx from 'clsx';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { EXHIBITIONS_PAGE_SIZE } from '@/api/exhibitions/keys';
import { CatalogueHeader } from '@/components/catalogue/catalogue-header';
import { listHref, pageCount, queryPage, queryText } from '@/components/catalogue/list-query';
import { Pagination } from '@/components/catalogue/pagination';
import styles from '@/components/catalogue/catalogue-page.module.scss';
import { SeoHead } from '@/components/seo/seo-head';
import { itemListJsonLd, shareImage } from '@/components/seo/seo';
import { useLanguage } from '@/hooks/use-preferences';
import { useTranslation } from 'next-i18next/pages';
import { useExhibitions } from '@/api/exhibitions/get-exhibitions';
import { exhibitionPeriods, type ExhibitionPeriod } from '@/schemas/exhibition-dto';
import { ExhibitionGrid, exhibitionHref } from './exhibition-card';

/** The tab in the URL; the list opens on what is on now. */
export function exhibitionPeriodFrom(value: string): ExhibitionPeriod {
  return (exhibitionPeriods as readonly string[]).includes(value)
    ? (value as ExhibitionPeriod)
    : 'current';
}

export function ExhibitionListPage({ origin }: { origin: string }) {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  const router = useRouter();
  const period = exhibitionPeriodFrom(queryText(router.query, 'tab'));
  const page = queryPage(router.query);
  const { data, isFetching } = useExhibitions({ status: period, page });
  const exhibitions = data?.exhibitions ?? [];
  const count = data?.count ?? 0;
  // A shared list shows its first exhibition's picture.
  const coverImage = exhibitions.find(
    (e): e is typeof e & { cover: NonNullable<typeof e.cover> } => e.cover !== null,
  );
  const href = (tab: ExhibitionPeriod, p = 1) =>
    listHref('/exhibition-list', { tab: tab === 'current' ? '' : tab, page: p });

  return (
    <>
      <SeoHead
        title={t('exhibitions.meta.title')}
        description={t('exhibitions.meta.description')}
        origin={origin}
        path={href(period, page)}
        image={coverImage ? shareImage(origin, coverImage.cover, coverImage.title) : null}
        jsonLd={
          data
            ? [
                itemListJsonLd(
                  origin,
                  t('exhibitions.meta.title'),
                  exhibitions.map((exhibition) => exhibitionHref(exhibition)),
                  language,
                ),
              ]
            : []
        }
      />
      <div className={styles.page}>
        <CatalogueHeader
          eyebrow={t('exhibitions.eyebrow')}
          title={t('exhibitions.title')}
          lede={t('exhibitions.lede')}
          aside={data ? <span aria-live="polite">{t('exhibitions.count', { count })}</span> : null}
        />
        <nav className={styles.tabs} aria-label={t('exhibitions.tabsLabel')}>
          {exhibitionPeriods.map((tab) => (
            <Link
              key={tab}
              href={href(tab)}
              className={clsx(styles.tab, tab === period && styles.tabActive)}
              aria-current={tab === period ? 'page' : undefined}
              scroll={false}
            >
              {t(`exhibitions.tab.${tab}`)}
            </Link>
          ))}
        </nav>
        <div className={styles.results} data-loading={isFetching || undefined}>
          {exhibitions.length > 0 ? (
            <ExhibitionGrid exhibitions={exhibitions} />
          ) : (
            data && (
              <div className={styles.empty}>
                <p>{t(`exhibitions.empty.${period}`)}</p>
              </div>
            )
          )}
        </div>
        <Pagination
          page={page}
          pageCount={pageCount(count, EXHIBITIONS_PAGE_SIZE)}
          hrefFor={(p) => href(period, p)}
        />
      </div>
    </>
  );
}
