import '@/styles/pretendard.css';
import '@fontsource/cormorant-garamond/400.css';
import '@fontsource/cormorant-garamond/500.css';
import '@fontsource/cormorant-garamond/400-italic.css';
import '@/styles/tokens.css';
import '@/styles/globals.scss';
import { HydrationBoundary, QueryClientProvider } from '@tanstack/react-query';
import Cookies from 'js-cookie';
import type { AppProps } from 'next/app';
import Head from 'next/head';
import { appWithTranslation } from 'next-i18next/pages';
import { useEffect, useState } from 'react';
import { createQueryClient } from '@/api/query-client';
import { LazyErrorView } from '@/components/error/lazy-error-view';
import { AppEffects } from '@/components/layout/app-effects';
import { ErrorBoundary } from '@/components/layout/error-boundary';
import { PageShell } from '@/components/layout/page-shell';
import { PreAccess } from '@/components/pre-access/pre-access';
import { SiteOriginProvider } from '@/components/seo/site-origin-context';
import { Toaster } from '@/components/ui/toaster/toaster';
import { useIsomorphicLayoutEffect } from '@/hooks/use-isomorphic-layout-effect';
import { parseCurrency } from '@/rules/money';
import type { AppPageProps } from '@/ssr/page-props';
import { activateStore, createAppStore, languageFromLocale } from '@/store/app-store';
import { AppStoreProvider } from '@/store/app-store-context';
import { CURRENCY_COOKIE } from '@/store/cookie-names';
import nextI18NextConfig from '@/next-i18next.config.js';

function App({ Component, pageProps, router }: AppProps<AppPageProps>) {
  const [queryClient] = useState(createQueryClient);
  const [store] = useState(() =>
    createAppStore({
      language: languageFromLocale(router.locale),
      storedCurrency: pageProps.storedCurrency ?? null,
      isMobile: pageProps.isMobile ?? false,
    }),
  );
  // The HTTP client reads this store; a layout effect runs before any page effect fetches.
  useIsomorphicLayoutEffect(() => activateStore(store), [store]);

  // Server props carry the cookie and device as the server last saw them; static pages
  // (500) have none, so the cookie is read here.
  const { storedCurrency, isMobile } = pageProps;
  useEffect(() => {
    store.setState({
      storedCurrency:
        storedCurrency !== undefined
          ? storedCurrency
          : (parseCurrency(Cookies.get(CURRENCY_COOKIE)) ?? null),
    });
    if (isMobile !== undefined) store.setState({ isMobile });
  }, [store, storedCurrency, isMobile]);

  return (
    <ErrorBoundary fallback={<LazyErrorView fullPage />}>
      <AppStoreProvider store={store}>
        <QueryClientProvider client={queryClient}>
          <HydrationBoundary state={pageProps.dehydratedState}>
            <Head>
              <meta
                name="viewport"
                content="width=device-width, initial-scale=1, viewport-fit=cover"
              />
            </Head>
            <AppEffects />
            <SiteOriginProvider value={pageProps.origin}>
              <PageShell webView={pageProps.webView}>
                <Component {...pageProps} />
              </PageShell>
            </SiteOriginProvider>
            <Toaster />
            <PreAccess on={pageProps.preAccess} />
          </HydrationBoundary>
        </QueryClientProvider>
      </AppStoreProvider>
    </ErrorBoundary>
  );
}

// The translations sit outside everything, the error fallback included: the page's language
// and namespaces from its props (serverSideTranslations), kept across pages.
export default appWithTranslation(App, nextI18NextConfig);
