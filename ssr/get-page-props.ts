// The one loader every page's getServerSideProps goes through: translations, the visitor's
// currency and device, and app initialisation prefetched under the client's own query key.
import { dehydrate } from '@tanstack/react-query';
import { type QueryClient } from '@tanstack/react-query';
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import {
  APP_COUNTRY,
  getAppInitQueryOptions,
  getAppShellQueryOptions,
} from '@/api/app/get-app-init';
import { createQueryClient } from '@/api/query-client';
import { toAppShell, type Language } from '@/schemas/dto';
import { effectiveCurrency, parseCurrency, type CurrencyCode } from '@/rules/money';
import { serverServices, type ServerServices } from '@/server/runtime';
import { languageFromLocale } from '@/store/app-store';
import { CURRENCY_COOKIE, DEVICE_HEADER, WEB_VIEW_COOKIE } from '@/store/cookie-names';
import { isMobileUserAgent } from './device';
import type { AppPageProps } from './page-props';
import { hasUnusableParams } from './page-params';
import { pageTranslations } from '@/i18n/page-translations';
import { siteOrigin } from './site-origin';

export interface PrefetchContext {
  queryClient: QueryClient;
  services: ServerServices;
  language: Language;
  currency: CurrencyCode;
}

export interface PageLoadOptions {
  /** Translation namespaces besides 'common'. */
  namespaces?: string[];
  /**
   * 'full': the page reads all of app initialisation (home, about); otherwise only the frame's
   * part is sent (AppShellDto), about 10 kB less of page data on every other page.
   */
  appInit?: 'full' | 'shell';
  /** Page data to prefetch with the same query-key factories the client uses. */
  prefetch?: (context: PrefetchContext) => Promise<void>;
}

export function isMobileRequest(headers: GetServerSidePropsContext['req']['headers']): boolean {
  const device = headers[DEVICE_HEADER];
  if (device === 'mobile') return true;
  if (device === 'desktop') return false;
  return isMobileUserAgent(headers['user-agent']);
}

export async function getPageProps<P extends object = object>(
  ctx: GetServerSidePropsContext,
  options: PageLoadOptions & { props?: P } = {},
): Promise<GetServerSidePropsResult<AppPageProps & P>> {
  if (hasUnusableParams(ctx.params)) return { notFound: true };
  const language = languageFromLocale(ctx.locale);
  const storedCurrency = parseCurrency(ctx.req.cookies?.[CURRENCY_COOKIE]) ?? null;
  const currency = effectiveCurrency(language, storedCurrency);
  const queryClient = createQueryClient();

  const prefetchAppInit = serverServices()
    .appInit(APP_COUNTRY, language)
    .then((init) => {
      queryClient.setQueryData(
        getAppShellQueryOptions(APP_COUNTRY, language).queryKey,
        toAppShell(init),
      );
      if (options.appInit === 'full') {
        queryClient.setQueryData(getAppInitQueryOptions(APP_COUNTRY, language).queryKey, init);
      }
    })
    .catch(() => {}); // the page renders without menus rather than failing
  const prefetchPage = options.prefetch?.({
    queryClient,
    services: serverServices(),
    language,
    currency,
  });
  const [translations] = await Promise.all([
    pageTranslations(ctx.locale, options.namespaces),
    prefetchAppInit,
    prefetchPage,
  ]);

  return {
    props: {
      ...translations,
      ...(options.props as P),
      dehydratedState: dehydrate(queryClient),
      isMobile: isMobileRequest(ctx.req.headers),
      storedCurrency,
      webView: Boolean(ctx.req.cookies?.[WEB_VIEW_COOKIE]),
      origin: siteOrigin(ctx.req),
      preAccess:
        queryClient.getQueryData(getAppShellQueryOptions(APP_COUNTRY, language).queryKey)
          ?.pre_access === true,
    },
  };
}
