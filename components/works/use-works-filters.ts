// The marketplace's filter state, read from and written to the URL (shallow routing: the page
// stays, the query cache fetches the new list; the URL can be shared and back navigation restores it).
import { useRouter } from 'next/router';
import { useCallback, useMemo, type RefObject } from 'react';
import { parseWorksQuery, worksQueryFromState, type WorksFilterState } from './works-filter-state';

export interface NavigateOptions {
  /** Scroll to this element's top after the change (paging); filters keep the position. */
  scrollTo?: RefObject<HTMLElement | null>;
}

export function useWorksFilters(): [
  WorksFilterState,
  (next: WorksFilterState, options?: NavigateOptions) => Promise<void>,
] {
  const router = useRouter();
  const state = useMemo(() => parseWorksQuery(router.query), [router.query]);
  const navigate = useCallback(
    async (next: WorksFilterState, options: NavigateOptions = {}) => {
      await router.push(
        { pathname: router.pathname, query: worksQueryFromState(next) },
        undefined,
        {
          shallow: true,
          scroll: false,
        },
      );
      const target = options.scrollTo?.current;
      if (target && target.getBoundingClientRect().top < 0) {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
      }
    },
    [router],
  );
  return [state, navigate];
}
