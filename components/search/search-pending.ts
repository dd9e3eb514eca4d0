// A search submitted from another page (the header's box, the home page's): the results page
// needs its server props before it can show, which on a slow network leaves the old page on
// screen for seconds. The page frame asks this hook and shows the loading line in place of the
// old page from the moment the navigation starts (issue 21), until the results page arrives or
// the navigation fails. A search on the results page itself is a shallow navigation and shows
// its own loading line at once.
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';

const SEARCH_PATH = '/works-search';

/** The query of a (non-shallow) navigation to the results page in progress, or null. */
export function useSearchPending(): string | null {
  const router = useRouter();
  const { events, locales } = router;
  const [pending, setPending] = useState<string | null>(null);
  useEffect(() => {
    const prefix = new RegExp(`^/(?:${(locales ?? []).join('|') || '-'})(?=/|$)`);
    const start = (url: string, { shallow }: { shallow?: boolean } = {}) => {
      if (shallow) return;
      const target = new URL(url, window.location.href);
      const path = target.pathname.replace(prefix, '') || '/';
      const q = target.searchParams.get('q')?.trim();
      setPending(path === SEARCH_PATH && q ? q : null);
    };
    const end = () => setPending(null);
    events.on('routeChangeStart', start);
    events.on('routeChangeComplete', end);
    events.on('routeChangeError', end);
    return () => {
      events.off('routeChangeStart', start);
      events.off('routeChangeComplete', end);
      events.off('routeChangeError', end);
    };
  }, [events, locales]);
  return pending;
}
