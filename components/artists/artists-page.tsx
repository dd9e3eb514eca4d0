// /artists (SPEC §2): the artist index with a name search and pages of 20, all in the URL so
// the list can be shared and back navigation returns to the same page and scroll position.
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { CatalogueHeader } from '@/components/catalogue/catalogue-header';
import { ListSearch } from '@/components/catalogue/list-search';
import { listHref, pageCount, queryPage, queryText } from '@/components/catalogue/list-query';
import { Pagination } from '@/components/catalogue/pagination';
import { ButtonLink } from '@/components/ui/button/button';
import { PageMeta } from '@/components/ui/page-meta/page-meta';
import { useArtists } from '@/hooks/use-artists';
import { ARTISTS_PAGE_SIZE } from '@/api/artists';
import { ArtistGrid } from './artist-card';
import styles from '@/components/catalogue/catalogue-page.module.scss';

export function ArtistsPage() {
  const { t } = useTranslation('catalogue');
  const router = useRouter();
  const q = queryText(router.query, 'q');
  const page = queryPage(router.query);
  const { data, isFetching } = useArtists({ q, page });
  const artists = data?.artists ?? [];
  const count = data?.count ?? 0;

  const search = (next: string) =>
    void router.replace(listHref('/artists', { q: next }), undefined, { shallow: true });

  return (
    <>
      <PageMeta title={t('artists.meta.title')} description={t('artists.meta.description')} />
      <div className={styles.page}>
        <CatalogueHeader
          eyebrow={t('artists.eyebrow')}
          title={t('artists.title')}
          lede={t('artists.lede')}
          aside={data ? <span aria-live="polite">{t('artists.count', { count })}</span> : null}
        />
        <div className={styles.toolbar}>
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
                {q && (
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
          hrefFor={(p) => listHref('/artists', { q, page: p })}
        />
      </div>
    </>
  );
}
