// Paging (20 works a page). When the count is a lower bound (the API stops counting at a cap),
// a full page always offers the next one.
import clsx from 'clsx';
import { ArrowRightIcon } from '@/components/ui/icons/arrow-right-icon';
import { useTranslation } from 'next-i18next/pages';
import { FilterLink } from './filter-link';
import type { NavigateOptions } from './use-works-filters';
import { goToPage, MAX_PAGE, WORKS_PAGE_SIZE, type WorksFilterState } from './works-filter-state';
import styles from './works-pagination.module.scss';

/** The page numbers to show around the current one; null marks a gap. */
export function pageWindow(current: number, last: number): (number | null)[] {
  const pages = new Set([1, last, current - 1, current, current + 1]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= last).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous > 1)
      out.push(page - previous === 2 ? page - 1 : null);
    out.push(page);
  });
  return out;
}

export function WorksPagination({
  state,
  count,
  countIsEstimate,
  pageFull,
  onNavigate,
  navigateOptions,
}: {
  state: WorksFilterState;
  count: number;
  countIsEstimate: boolean;
  pageFull: boolean;
  onNavigate: (next: WorksFilterState, options?: NavigateOptions) => void;
  navigateOptions?: NavigateOptions;
}) {
  const { t } = useTranslation('works');
  const counted = Math.max(1, Math.ceil(count / WORKS_PAGE_SIZE));
  const last = Math.min(
    MAX_PAGE,
    countIsEstimate && pageFull ? Math.max(counted, state.page + 1) : counted,
  );
  if (last <= 1 && state.page <= 1) return null;
  const current = Math.min(state.page, Math.max(last, state.page));
  const link = (page: number) => ({
    to: goToPage(state, page),
    onNavigate,
    navigateOptions,
  });

  return (
    <nav className={styles.pagination} aria-label={t('pagination.label')}>
      {current > 1 ? (
        <FilterLink
          {...link(current - 1)}
          className={clsx(styles.step, styles.previous)}
          rel="prev"
        >
          <ArrowRightIcon size={18} />
          <span className="visually-hidden">{t('pagination.previous')}</span>
        </FilterLink>
      ) : (
        <span
          className={clsx(styles.step, styles.previous, styles.disabled)}
          aria-hidden="true"
          aria-disabled="true"
        >
          <ArrowRightIcon size={18} />
        </span>
      )}
      <ol className={styles.pages}>
        {pageWindow(current, Math.max(last, current)).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              {page === current ? (
                <span className={clsx(styles.page, styles.current)} aria-current="page">
                  <span className="visually-hidden">{t('pagination.current', { page })}</span>
                  <span aria-hidden="true">{page}</span>
                </span>
              ) : (
                <FilterLink {...link(page)} className={styles.page}>
                  <span className="visually-hidden">{t('pagination.page', { page })}</span>
                  <span aria-hidden="true">{page}</span>
                </FilterLink>
              )}
            </li>
          ),
        )}
      </ol>
      {current < last ? (
        <FilterLink {...link(current + 1)} className={styles.step} rel="next">
          <ArrowRightIcon size={18} />
          <span className="visually-hidden">{t('pagination.next')}</span>
        </FilterLink>
      ) : (
        <span
          className={clsx(styles.step, styles.disabled)}
          aria-hidden="true"
          aria-disabled="true"
        >
          <ArrowRightIcon size={18} />
        </span>
      )}
    </nav>
  );
}
