// Analytics and error reports for the whole app (ADR 0028): started from app initialisation's
// public monitoring config (nothing loads without a key or DSN), a page view on every route (and
// view_artwork on an artwork's page), and the rules §3 user properties whenever the signed-in
// state or the customer changes.
import { useRouter } from 'next/router';
import { useEffect } from 'react';
// Loaded only through components/layout/monitoring-effects.tsx, after the page: monitor.ts directly.
import { configureMonitoring, identify, track } from '@/analytics/monitor';
import { useAppShell } from '@/api/app/get-app-init';
import { useCustomerInfo } from '@/api/customer/get-customer-info';
import { useLoginState } from './use-session';

export function useMonitoring(): void {
  const { data: shell } = useAppShell();
  const router = useRouter();
  const loginState = useLoginState();
  const { data: customer } = useCustomerInfo();
  const monitoring = shell?.monitoring;

  useEffect(() => configureMonitoring(monitoring), [monitoring]);

  // The path only: a query may carry an address or a code.
  const path = router.asPath.split(/[?#]/)[0] ?? '/';
  const { pathname, locale } = router;
  const handle = typeof router.query.handle === 'string' ? router.query.handle : null;
  useEffect(() => {
    track('page_view', { path, page: pathname, locale: locale ?? null });
    if (pathname === '/work/[handle]' && handle) track('view_artwork', { handle });
  }, [path, pathname, locale, handle]);

  const customerId = customer?.id ?? null;
  const pinkRock = customer?.isPinkRock ?? false;
  useEffect(() => {
    if (loginState === undefined) return;
    identify({
      user_id: loginState ? customerId : null,
      user_sign_in: loginState === true,
      user_pink_rock: loginState === true && pinkRock,
    });
  }, [loginState, customerId, pinkRock]);
}
