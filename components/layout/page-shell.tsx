// The page frame: header, page, footer (or its legal line alone) by the layout rules of rules §2,
// with an inner error boundary so a broken page keeps the header and footer. The header and the
// footer are rendered on the server like the rest but hydrated when their code arrives, right
// after the first load (ADR 0016); until then the header's links work as plain links and its
// search as a plain form.
import Cookies from 'js-cookie';
import { useRouter } from 'next/router';
import { useSyncExternalStore, type ReactNode } from 'react';
import { useIsomorphicLayoutEffect } from '@/hooks/use-isomorphic-layout-effect';
import { LazyErrorView } from '@/components/error/lazy-error-view';
import { useScrollRestoration } from '@/hooks/use-scroll-restoration';
import { useTranslation } from 'next-i18next/pages';
import { useViewportHeight } from '@/hooks/use-viewport-height';
import { lazyHydrated } from '@/components/ui/lazy/lazy-part';
import { LoadingLine } from '@/components/search/loading-line';
import { useSearchPending } from '@/components/search/search-pending';
import { ErrorBoundary } from './error-boundary';
import { WEB_VIEW_CLASS } from '@/schemas/first-paint-script';
import { WEB_VIEW_COOKIE } from '@/store/cookie-names';
import { layoutFor, webViewQuery } from './layout-rules';
import styles from './page-shell.module.scss';
// The header's and footer's styles come with every page: they are on screen from the first paint.
import './header/header-styles';
import './footer/footer.module.scss';

const Header = lazyHydrated(() => import('./header/header').then((module) => module.Header));
const Footer = lazyHydrated(() => import('./footer/footer').then((module) => module.Footer));
// The footer's legal part alone, from the footer's own chunk.
const LegalLine = lazyHydrated(() => import('./footer/footer').then((module) => module.LegalLine));

// The header is on every page's first screen: its code is asked for as soon as the app starts,
// alongside hydration, not after it.
if (typeof window !== 'undefined') void Header.preload();

const noSubscription = () => () => {};
const readWebViewCookie = () => Boolean(Cookies.get(WEB_VIEW_COOKIE));

export function PageShell({
  children,
  webView,
}: {
  children: ReactNode;
  /** From the page's server props; the static 500 page has none and read the cookie. */
  webView?: boolean;
}) {
  const router = useRouter();
  const { t } = useTranslation('common');
  // Read after hydration (the server snapshot is false): static pages were built with the chrome.
  const cookieWebView = useSyncExternalStore(noSubscription, readWebViewCookie, () => false);
  const layout = layoutFor(router.pathname, router.query, webView ?? cookieWebView);
  // The first paint's web-view class (schemas/first-paint-script.ts) follows the layout rules; on
  // a prerendered page it reads the cookie itself, so it stays on while React catches up.
  const queryWebView = webViewQuery(router.query);
  useIsomorphicLayoutEffect(() => {
    const bare = queryWebView ?? webView ?? readWebViewCookie();
    document.documentElement.classList.toggle(WEB_VIEW_CLASS, bare);
  }, [queryWebView, webView, cookieWebView]);
  useViewportHeight();
  useScrollRestoration();
  // A search submitted from another page: its loading line at once, not the old page (issue 21).
  const pendingSearch = useSearchPending();

  return (
    <>
      <a href="#main" className="skip-link">
        {t('nav.skipToContent')}
      </a>
      {layout.showHeader && <Header width={layout.headerWidth} />}
      <main id="main" className={styles.main} tabIndex={-1}>
        {pendingSearch ? (
          <LoadingLine query={pendingSearch} />
        ) : (
          <ErrorBoundary resetKey={router.asPath} fallback={<LazyErrorView />}>
            {children}
          </ErrorBoundary>
        )}
      </main>
      {layout.showFooter && <Footer />}
      {layout.showLegalLine && <LegalLine />}
    </>
  );
}
