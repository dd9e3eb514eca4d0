// App-wide side effects with no UI: the automatic login check, keeping the client store's
// language in step with the route's locale, the session's navigation history, and monitoring.
import { useRouter } from 'next/router';
import { lazy, Suspense, useEffect } from 'react';
import { useIsomorphicLayoutEffect } from '@/hooks/use-isomorphic-layout-effect';
import { useCustomerDependentLists } from '@/api/customer/get-customer-info';
import { useAutoLogin } from '@/hooks/use-session';
import { languageFromLocale } from '@/store/app-store';
import { recordVisit } from '@/store/navigation-history';
import { useAppStoreApi } from '@/store/app-store-context';

const MonitoringEffects = lazy(() => import('./monitoring-effects'));

export function AppEffects() {
  const router = useRouter();
  const store = useAppStoreApi();
  useAutoLogin();
  useCustomerDependentLists();

  useIsomorphicLayoutEffect(() => {
    store.setState({ language: languageFromLocale(router.locale) });
  }, [router.locale, store]);

  // The session's navigation history, read by the sign-in pages' guard (rules §2).
  useEffect(() => {
    recordVisit(window.sessionStorage, router.asPath);
  }, [router.asPath]);

  // Renders nothing; its code loads after the page's (no first-load cost), its effects run then.
  return (
    <Suspense fallback={null}>
      <MonitoringEffects />
    </Suspense>
  );
}
