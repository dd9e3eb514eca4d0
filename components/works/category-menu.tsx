// The marketplace's categories by group_handle (rules §2), each over its background: sample
// images numbered by position (rules §3), the synthetic 'All categories' group first: every
// category within the availability tab chosen, never "All works", which is the tab of every work
// whatever its status (rules §4.70).
import clsx from 'clsx';
import { useEffect, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'next-i18next/pages';
import type { ArtworkCountCategoryDto } from '@/schemas/artwork-dto';
import { FilterLink } from './filter-link';
import type { NavigateOptions } from './use-works-filters';
import type { WorksFilterState } from './works-filter-state';
import styles from './category-menu.module.scss';

export const CATEGORY_BACKGROUNDS = 8;

/** The background of the category at a position in the menu (0 is 'All'). */
export function categoryBackground(position: number): string {
  return `/images/categories/${String(position % CATEGORY_BACKGROUNDS).padStart(2, '0')}.webp`;
}

export function CategoryMenu({
  categories,
  total,
  state,
  onNavigate,
}: {
  categories: ArtworkCountCategoryDto[];
  total: number | undefined;
  state: WorksFilterState;
  onNavigate: (next: WorksFilterState, options?: NavigateOptions) => void;
}) {
  const { t } = useTranslation('works');
  const entries = [
    { handle: 'all', title: t('categories.all'), count: total },
    ...categories.map((c) => ({ handle: c.handle, title: c.title, count: c.count })),
  ];
  const current = state.group_handle ?? 'all';
  const navRef = useRef<HTMLElement>(null);
  // On a phone the row scrolls: bring the chosen category into view. 'All' opens the row, in view
  // already, so the page's first load (mostly 'All') never measures the layout while it hydrates.
  useEffect(() => {
    if (current === 'all') return;
    const nav = navRef.current;
    const active = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !active || nav.scrollWidth <= nav.clientWidth) return;
    const left =
      active.getBoundingClientRect().left - nav.getBoundingClientRect().left + nav.scrollLeft;
    if (left < nav.scrollLeft || left + active.offsetWidth > nav.scrollLeft + nav.clientWidth) {
      nav.scrollLeft = Math.max(0, left - 20);
    }
  }, [current]);
  return (
    <nav ref={navRef} className={styles.menu} aria-label={t('categories.label')}>
      <ul className={styles.list}>
        {entries.map((entry, position) => {
          const active = entry.handle === current;
          const to: WorksFilterState = {
            ...state,
            group_handle: entry.handle === 'all' ? undefined : entry.handle,
            page: 1,
          };
          return (
            <li key={entry.handle}>
              <FilterLink
                to={to}
                onNavigate={onNavigate}
                className={clsx(styles.tile, active && styles.active)}
                aria-current={active ? 'page' : undefined}
                style={{ '--tile-bg': `url(${categoryBackground(position)})` } as CSSProperties}
              >
                <span className={styles.title}>{entry.title}</span>
                {entry.count !== undefined && entry.count > 0 && (
                  <span className={styles.count}>
                    {t('categories.count', { count: entry.count })}
                  </span>
                )}
              </FilterLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
