// /artists (rules §2): the artist index with a name search and pages of 20, all in the URL so
// the list can be shared and back navigation returns to the same page and scroll position.
import clsx from 'clsx';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { CatalogueHeader } from '@/components/catalogue/catalogue-header';
import { ListSearch } from '@/components/catalogue/list-search';
import { listHref, pageCount, queryPage, queryText } from '@/components/catalogue/list-query';
import { Pagination } from '@/components/catalogue/pagination';
import { ButtonLink } from '@/components/ui/button/button';
import { SeoHead } from '@/components/seo/seo-head';
import { itemListJsonLd, shareImage } from '@/components/seo/seo';
import { siteLinks } from '@/components/layout/site-links';
import { useLanguage } from '@/hooks/use-preferences';
import { useTranslation } from 'next-i18next/pages';
import { useArtists } from '@/api/artists/get-artists';
import { ARTISTS_PAGE_SIZE } from '@/api/artists/artist-list-params';
import { catalogueOrders, type CatalogueOrder } from '@/schemas/catalogue-filters';
import { ArtistGrid } from './artist-card';
import styles from '@/components/catalogue/catalogue-page.module.scss';

/** The list's filters from the URL (?q=&order=&available=1&page=). */
export function artistFiltersFrom(query: Record<string, string | string[] | undefined>) {
  const order = queryText(query, 'order');
  return {
    q: queryText(query, 'q'),
    order: (catalogueOrders as readonly string[]).includes(order)
      ? (order as CatalogueOrder)
      : ('name' as const),
    onSale: queryText(query, 'available') === '1',
    page: queryPage(query),
  };
}

export function ArtistsPage({ origin }: { origin: string }) {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  const router = useRouter();
  const { q, order, onSale, page } = artistFiltersFrom(router.query);
  const { data, isFetching } = useArtists({ q, order, onSale, page });
  const href = (changes: { q?: string; order?: string; onSale?: boolean; page?: number }) => {
    const next = { q, order, onSale, page: 1, ...changes };
    return listHref('/artists', {
      q: next.q,
      order: next.order === 'name' ? '' : next.order,
      available: next.onSale ? 1 : undefined,
      page: next.page,
    });
  };
  const artists = data?.artists ?? [];
  const count = data?.count ?? 0;
  // A shared list shows its first artist's portrait.
  const portrait = artists.find(
    (a): a is typeof a & { image: NonNullable<typeof a.image> } => a.image !== null,
  );

  const search = (next: string) =>
    void router.replace(href({ q: next }), undefined, { shallow: true });

  return (
    <>
      <SeoHead
        title={t('artists.meta.title')}
        description={t('artists.meta.description')}
        origin={origin}
        path={listHref('/artists', { page })}
        image={portrait ? shareImage(origin, portrait.image, portrait.name) : null}
        jsonLd={
          data
            ? [
                itemListJsonLd(
                  origin,
                  t('artists.meta.title'),
                  artists.map((artist) => siteLinks.artist(artist.handle)),
                  language,
                ),
              ]
            : []
        }
      />
      <div className={styles.page}>
        <CatalogueHeader
          eyebrow={t('artists.eyebrow')}
          title={t('artists.title')}
          lede={t('artists.lede')}
          aside={data ? <span aria-live="polite">{t('artists.count', { count })}</span> : null}
        />
        <div className={styles.toolbar}>
          <nav className={styles.chips} aria-label={t('artists.filters')}>
            {catalogueOrders.map((value) => (
              <Link
                key={value}
                href={href({ order: value })}
                shallow
                scroll={false}
                replace
                className={clsx(styles.chip, value === order && styles.chipActive)}
                aria-current={value === order ? 'true' : undefined}
              >
                {t(`artists.order.${value}`)}
              </Link>
            ))}
            <Link
              href={href({ onSale: !onSale })}
              shallow
              scroll={false}
              replace
              className={clsx(styles.chip, styles.chipApart, onSale && styles.chipActive)}
              aria-pressed={onSale}
              role="button"
            >
              {t('artists.available')}
            </Link>
          </nav>
          <ListSearch
            value={q}
            onSearch={search}
            label={t('artists.searchLabel')}
            placeholder={t('artists.searchPlaceholder')}
            clearLabel={t('artists.clear')}
            className={styles.search}
          />
        </div>
        <div className={styles.results} data-loading={isFetching || undefined}>
          {artists.length > 0 ? (
            <ArtistGrid artists={artists} />
          ) : (
            data && (
              <div className={styles.empty}>
                <p>{q ? t('artists.empty', { q }) : t('artists.emptyAll')}</p>
                {(q || onSale) && (
                  <ButtonLink href="/artists" variant="secondary">
                    {t('artists.showAll')}
                  </ButtonLink>
                )}
              </div>
            )
          )}
        </div>
        <Pagination
          page={page}
          pageCount={pageCount(count, ARTISTS_PAGE_SIZE)}
          hrefFor={(p) => href({ page: p })}
        />
      </div>
    </>
  );
}
