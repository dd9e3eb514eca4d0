import clsx from 'clsx';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { pageItems } from './list-query';
import styles from './pagination.module.scss';

/** Numbered page links (real links: crawlable, open in a new tab, work without script). */
export function Pagination({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  const { t } = useTranslation('catalogue');
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={t('paging.label')}>
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} className={styles.step} rel="prev" scroll>
          {t('paging.previous')}
        </Link>
      ) : (
        <span
          className={clsx(styles.step, styles.disabled)}
          aria-hidden="true"
          aria-disabled="true"
        >
          {t('paging.previous')}
        </span>
      )}
      <ol className={styles.pages}>
        {pageItems(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                href={hrefFor(item)}
                className={clsx(styles.page, item === page && styles.current)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('paging.page', { page: item })}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < pageCount ? (
        <Link href={hrefFor(page + 1)} className={styles.step} rel="next">
          {t('paging.next')}
        </Link>
      ) : (
        <span
          className={clsx(styles.step, styles.disabled)}
          aria-hidden="true"
          aria-disabled="true"
        >
          {t('paging.next')}
        </span>
      )}
    </nav>
  );
}
