// The marketplace (rules §2 /works): categories by group_handle, status tabs, the filter panel
// (beside the grid on a desktop, a sheet on a phone), the grid of works and paging. All state is
// in the URL; the first page of any URL is rendered on the server.
//
// What the first paint needs hydrates first: the headings, tabs and the grid. The categories,
// the filter panel, the active filters and the paging are rendered on the server with the rest
// but hydrate when their code arrives (their links work as plain links until then); the phone's
// filter sheet loads when its button is first reached (ADR 0016).
import clsx from 'clsx';
import { startTransition, useEffect, useRef, useState } from 'react';
import { ArtworkCard } from '@/components/artwork/artwork-card';
import { Button } from '@/components/ui/button/button';
import { lazyHydrated, lazyWithPreload } from '@/components/ui/lazy/lazy-part';
import { SeoHead } from '@/components/seo/seo-head';
import { itemListJsonLd, shareImage } from '@/components/seo/seo';
import { artworkHref } from '@/components/artwork/artwork-links';
import { useArtworkCount } from '@/api/artworks/get-artwork-count';
import { useArtworkList } from '@/api/artworks/get-artworks';
import { useCurrency, useLanguage } from '@/hooks/use-preferences';
import { useTranslation } from 'next-i18next/pages';
import { artworkViewStatuses } from '@/rules/artwork-filter-rules';
import { FilterLink, worksHref } from './filter-link';
import { useWorksFilters } from './use-works-filters';
import {
  activeFilterCount,
  applyFilters,
  artworkFiltersFromState,
  clearFilters,
  defaultWorksFilterState,
  goToPage,
  selectTab,
  worksQueryFromState,
  type WorksFilterDraft,
} from './works-filter-state';
import styles from './works-page.module.scss';
// The later parts' styles come with the page: they are on screen from the first paint.
import './active-filters.module.scss';
import './category-menu.module.scss';
import './filter-panel.module.scss';
import './works-pagination.module.scss';

const CategoryMenu = lazyHydrated(() =>
  import('./category-menu').then((module) => module.CategoryMenu),
);
const FilterPanel = lazyHydrated(() =>
  import('./filter-panel').then((module) => module.FilterPanel),
);
const ActiveFilters = lazyHydrated(() =>
  import('./active-filters').then((module) => module.ActiveFilters),
);
const WorksPagination = lazyHydrated(() =>
  import('./works-pagination').then((module) => module.WorksPagination),
);
const FilterSheet = lazyWithPreload(() =>
  import('./filter-sheet').then((module) => module.FilterSheet),
);

/** Grid columns: 4 from the desktop breakpoint, 3 on a tablet, 2 on a phone. */
const CARD_SIZES = '(max-width: 879px) calc(50vw - 28px), (max-width: 1439px) 25vw, 240px';

export interface WorksPageProps {
  /** The public origin, for the canonical and hreflang links. */
  origin?: string;
}

export function WorksPage({ origin }: WorksPageProps) {
  const { t } = useTranslation('works');
  const currency = useCurrency();
  const language = useLanguage();
  const [state, navigate] = useWorksFilters();
  const [sheetOpen, setSheetOpen] = useState(false);
  const resultsRef = useRef<HTMLElement>(null);

  // A price range is typed in one currency: when the visitor switches currency it no longer
  // means what they asked for, so it is dropped rather than silently reinterpreted.
  const shownCurrency = useRef(currency);
  useEffect(() => {
    if (shownCurrency.current === currency) return;
    shownCurrency.current = currency;
    if (state.min_price === undefined && state.max_price === undefined) return;
    void navigate({ ...state, min_price: undefined, max_price: undefined, page: 1 });
  }, [currency, state, navigate]);

  const list = useArtworkList(artworkFiltersFromState(state));
  const countQuery = useArtworkCount(state.view_status);
  const categories = (countQuery.data?.categories ?? []).filter((c) => c.handle !== 'all');
  const category = categories.find((c) => c.handle === state.group_handle);

  const artworks = list.data?.artworks ?? [];
  const count = list.data?.count ?? 0;
  const estimate = list.data?.count_is_estimate ?? false;
  const filterCount = activeFilterCount(state);
  const canonical = {
    ...defaultWorksFilterState,
    group_handle: state.group_handle,
    view_status: state.view_status,
    page: state.page,
  };
  // A shared listing shows its first work's picture.
  const shared = artworks.find((a) => a.image);
  const panelKey = JSON.stringify(worksQueryFromState({ ...state, page: 1 }));

  const apply = (draft: WorksFilterDraft) => {
    setSheetOpen(false);
    void navigate(applyFilters(state, draft), { scrollTo: resultsRef });
  };
  const clear = () => {
    setSheetOpen(false);
    void navigate(clearFilters(state), { scrollTo: resultsRef });
  };

  const countLabel = list.data
    ? estimate
      ? t('results.countAtLeast', { count })
      : t('results.count', { count })
    : '';

  return (
    <>
      {/* The listing's identity is its category, tab and page; sort and ranges are views. */}
      <SeoHead
        title={category ? t('meta.categoryTitle', { category: category.title }) : t('meta.title')}
        description={t('meta.description')}
        origin={origin}
        path={(lang) => worksHref(canonical, lang)}
        image={origin && shared?.image ? shareImage(origin, shared.image, shared.title) : null}
        jsonLd={
          origin && list.data
            ? [
                itemListJsonLd(
                  origin,
                  category
                    ? t('meta.categoryTitle', { category: category.title })
                    : t('meta.title'),
                  artworks.map((artwork) => artworkHref(artwork.handle)),
                  language,
                ),
              ]
            : []
        }
      />
      <div className={styles.page}>
        <header className={styles.intro}>
          <h1 className={styles.heading}>{category?.title ?? t('heading')}</h1>
          <p className={styles.lede}>{t('lede')}</p>
        </header>

        <CategoryMenu
          categories={categories}
          total={countQuery.data?.total}
          state={state}
          onNavigate={navigate}
        />

        <div className={styles.toolbar}>
          <nav className={styles.tabs} aria-label={t('tabs.label')}>
            {artworkViewStatuses.map((tab) => (
              <FilterLink
                key={tab}
                to={selectTab(state, tab)}
                onNavigate={navigate}
                className={clsx(styles.tab, state.view_status === tab && styles.activeTab)}
                aria-current={state.view_status === tab ? 'page' : undefined}
              >
                {t(`tabs.${tab}`)}
              </FilterLink>
            ))}
          </nav>
          <p className={styles.count} role="status" aria-live="polite">
            {countLabel}
          </p>
          <Button
            variant="secondary"
            className={styles.filterButton}
            onPointerEnter={FilterSheet.preload}
            onFocus={FilterSheet.preload}
            // The sheet opens in a transition, which waits for its code if it is still on its way.
            onClick={() => startTransition(() => setSheetOpen(true))}
            aria-haspopup="dialog"
          >
            {filterCount ? t('filter.openCount', { count: filterCount }) : t('filter.open')}
          </Button>
        </div>

        <div className={styles.layout}>
          <aside className={styles.sidebar} aria-label={t('filter.title')}>
            <FilterPanel
              key={panelKey}
              value={state}
              categories={categories}
              currency={currency}
              mode="instant"
              onApply={apply}
              onClear={clear}
            />
          </aside>

          <section
            ref={resultsRef}
            className={styles.results}
            aria-label={t('heading')}
            aria-busy={list.isFetching}
            data-stale={list.isPlaceholderData || undefined}
          >
            <ActiveFilters
              state={state}
              categories={categories}
              currency={currency}
              onNavigate={navigate}
            />
            {list.data && artworks.length === 0 && state.page > 1 ? (
              <div className={styles.empty}>
                <h2 className={styles.emptyTitle}>{t('results.pastEnd')}</h2>
                <FilterLink
                  to={goToPage(state, 1)}
                  onNavigate={navigate}
                  className={styles.emptyLink}
                >
                  {t('results.firstPage')}
                </FilterLink>
              </div>
            ) : list.data && artworks.length === 0 ? (
              <div className={styles.empty}>
                <h2 className={styles.emptyTitle}>{t('results.emptyTitle')}</h2>
                <p>{t('results.emptyBody')}</p>
                <Button variant="secondary" onClick={clear}>
                  {t('results.clear')}
                </Button>
              </div>
            ) : (
              <ul className={styles.grid}>
                {artworks.map((artwork, index) => (
                  <li key={artwork.id}>
                    <ArtworkCard artwork={artwork} sizes={CARD_SIZES} priority={index < 2} />
                  </li>
                ))}
              </ul>
            )}
            {list.data && artworks.length > 0 && (
              <WorksPagination
                state={state}
                count={count}
                countIsEstimate={estimate}
                pageFull={artworks.length >= (list.data.limit || 1)}
                onNavigate={navigate}
                navigateOptions={{ scrollTo: resultsRef }}
              />
            )}
          </section>
        </div>
      </div>

      {sheetOpen && (
        <FilterSheet
          key={panelKey}
          title={t('filter.title')}
          closeLabel={t('filter.close')}
          onClose={() => setSheetOpen(false)}
          value={state}
          categories={categories}
          currency={currency}
          onApply={apply}
          onClear={clear}
        />
      )}
    </>
  );
}
