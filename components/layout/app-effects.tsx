// App-wide side effects with no UI: the automatic login check, keeping the client store's
// language in step with the route's locale, and translated error toasts.
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useEffect } from 'react';
import { setMessageTranslator } from '@/api/http';
import { apiMessageKey } from '@/api/messages';
import { useIsomorphicLayoutEffect } from '@/hooks/use-isomorphic-layout-effect';
import { useAutoLogin } from '@/hooks/use-session';
import { languageFromLocale } from '@/store/app-store';
import { useAppStoreApi } from '@/store/app-store-context';

export function AppEffects() {
  const router = useRouter();
  const store = useAppStoreApi();
  const { i18n } = useTranslation('common');
  useAutoLogin();

  useIsomorphicLayoutEffect(() => {
    store.setState({ language: languageFromLocale(router.locale) });
  }, [router.locale, store]);

  useEffect(() => {
    setMessageTranslator((message) => {
      const key = apiMessageKey(message);
      return key && i18n?.exists(key) ? i18n.t(key) : message;
    });
  }, [i18n]);

  return null;
}
