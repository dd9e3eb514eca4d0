// /galleries (rules §2): partner galleries, museums and art spaces with a search and a filter by
// kind of space, pages of 18; the state lives in the URL (shared, restored on back).
import clsx from 'clsx';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { GALLERIES_PAGE_SIZE } from '@/api/institutions/institution-list-params';
import { CatalogueHeader } from '@/components/catalogue/catalogue-header';
import { ListSearch } from '@/components/catalogue/list-search';
import { listHref, pageCount, queryPage, queryText } from '@/components/catalogue/list-query';
import { Pagination } from '@/components/catalogue/pagination';
import styles from '@/components/catalogue/catalogue-page.module.scss';
import { ButtonLink } from '@/components/ui/button/button';
import { SeoHead } from '@/components/seo/seo-head';
import { shareImage } from '@/components/seo/seo';
import { useTranslation } from 'next-i18next/pages';
import { useInstitutions } from '@/api/institutions/get-institutions';
import { institutionTypes, type InstitutionType } from '@/schemas/institution-dto';
import { GalleryGrid } from './gallery-card';

/** The filter's value from the URL; anything unknown shows every kind of space. */
export function galleryTypeFrom(value: string): InstitutionType | undefined {
  return (institutionTypes as readonly string[]).includes(value)
    ? (value as InstitutionType)
    : undefined;
}

export function GalleriesPage({ origin }: { origin: string }) {
  const { t } = useTranslation('catalogue');
  const router = useRouter();
  const q = queryText(router.query, 'q');
  const type = galleryTypeFrom(queryText(router.query, 'type')) ?? '';
  const page = queryPage(router.query);
  const { data, isFetching } = useInstitutions({ q, type, page });
  const galleries = data?.institutions ?? [];
  const count = data?.count ?? 0;
  // A shared list shows its first gallery's picture.
  const shared = galleries
    .map((g) => ({ name: g.name, image: g.cover ?? g.logo }))
    .find((g): g is { name: string; image: NonNullable<typeof g.image> } => g.image !== null);

  const search = (next: string) =>
    void router.replace(listHref('/galleries', { q: next, type }), undefined, { shallow: true });

  return (
    <>
      <SeoHead
        title={t('galleries.meta.title')}
        description={t('galleries.meta.description')}
        origin={origin}
        path={listHref('/galleries', { type, page })}
        image={shared ? shareImage(origin, shared.image, shared.name) : null}
      />
      <div className={styles.page}>
        <CatalogueHeader
          eyebrow={t('galleries.eyebrow')}
          title={t('galleries.title')}
          lede={t('galleries.lede')}
          aside={data ? <span aria-live="polite">{t('galleries.count', { count })}</span> : null}
        />
        <div className={styles.toolbar}>
          <nav className={styles.chips} aria-label={t('galleries.typeFilter')}>
            {['', ...institutionTypes].map((value) => (
              <Link
                key={value || 'all'}
                href={listHref('/galleries', { q, type: value })}
                shallow
                scroll={false}
                replace
                className={clsx(styles.chip, value === type && styles.chipActive)}
                aria-current={value === type ? 'true' : undefined}
              >
                {value ? t(`galleries.type.${value}`) : t('galleries.all')}
              </Link>
            ))}
          </nav>
          <ListSearch
            value={q}
            onSearch={search}
            label={t('galleries.searchLabel')}
            placeholder={t('galleries.searchPlaceholder')}
            clearLabel={t('galleries.clear')}
            className={styles.search}
          />
        </div>
        <div className={styles.results} data-loading={isFetching || undefined}>
          {galleries.length > 0 ? (
            <GalleryGrid galleries={galleries} />
          ) : (
            data && (
              <div className={styles.empty}>
                <p>{q ? t('galleries.empty', { q }) : t('galleries.emptyAll')}</p>
                {(q || type) && (
                  <ButtonLink href="/galleries" variant="secondary">
                    {t('galleries.showAll')}
                  </ButtonLink>
                )}
              </div>
            )
          )}
        </div>
        <Pagination
          page={page}
          pageCount={pageCount(count, GALLERIES_PAGE_SIZE)}
          hrefFor={(p) => listHref('/galleries', { q, type, page: p })}
        />
      </div>
    </>
  );
}
