import Cookies from 'js-cookie';
import { useRouter } from 'next/router';
import { useRefetchAfterPreferences } from '@/api/query-context';
import type { Language } from '@/schemas/dto';
import { effectiveCurrency, type CurrencyCode } from '@/rules/money';
import { CURRENCY_COOKIE, LANGUAGE_COOKIE } from '@/store/cookie-names';
import { useAppStoreApi } from '@/store/app-store-context';
import { safeReturnPath } from '@/store/navigation-history';

export interface PreferenceChoice {
  language: Language;
  currency: CurrencyCode;
}

const cookieOptions = { path: '/', expires: 365, sameSite: 'lax' } as const;

/**
 * rules §2/§4: applying stores the currency (Korean forces KRW) and the language in cookies,
 * invalidates every cached query and switches the locale of the current page.
 */
export function useApplyPreferences(): (choice: PreferenceChoice) => Promise<void> {
  const router = useRouter();
  const refetchAll = useRefetchAfterPreferences();
  const store = useAppStoreApi();
  return async ({ language, currency }) => {
    const finalCurrency = effectiveCurrency(language, currency);
    Cookies.set(CURRENCY_COOKIE, finalCurrency, cookieOptions);
    Cookies.set(LANGUAGE_COOKIE, language, cookieOptions);
    store.setState({ storedCurrency: finalCurrency });
    await refetchAll();
    if (router.locale !== language) {
      // The page reloaded in the other language is this one, if it is a path of this site.
      const current = safeReturnPath(router.asPath);
      const options = { locale: language, scroll: false };
      if (current) {
        await router.push({ pathname: router.pathname, query: router.query }, current, options);
      } else await router.push('/', '/', options);
    }
  };
}
