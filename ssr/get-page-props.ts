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
import { isDatabaseUnavailable } from '@/server/db/errors';
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

/**
 * `services` whose calls note in `outage` a failure that says the database is out of reach, and
 * fail as before.
 */
function noticingOutage(services: ServerServices, outage: { error?: unknown }): ServerServices {
  return new Proxy(services, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) =>
        Promise.resolve()
          .then(() => (value as (...a: unknown[]) => unknown).apply(target, args))
          .catch((error: unknown) => {
            if (isDatabaseUnavailable(error)) outage.error ??= error;
            throw error;
          });
    },
  });
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

  // Prefetches swallow their failures (a query the client fetches again); one that found the
  // database out of reach is remembered, and the page is answered 503 instead (ADR 0069).
  const outage: { error?: unknown } = {};
  const services = noticingOutage(serverServices(), outage);
  const prefetchAppInit = services
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
    services,
    language,
    currency,
  });
  const [translations] = await Promise.all([
    pageTranslations(ctx.locale, options.namespaces),
    prefetchAppInit,
    prefetchPage,
  ]);
  // pages/_error answers it 503 with Retry-After in the page's language.
  if (outage.error) throw outage.error;

  return {
    props: {
      ...translations,
      ...(options.props as P),
      dehydratedState: dehydrate(queryClient),
      isMobile: isMobileRequest(ctx.req.headers),
      storedCurrency,
      webView: Boolean(ctx.req.cookies?.[WEB_VIEW_COOKIE]),
      origin: siteOrigin(),
      preAccess:
        queryClient.getQueryData(getAppShellQueryOptions(APP_COUNTRY, language).queryKey)
          ?.pre_access === true,
    },
  };
}
