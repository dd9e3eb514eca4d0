// A page's translations: 'common' and the namespaces it asks for, in its language, as
// next-i18next's page props (`_nextI18Next`). next-i18next reads locales/ once per server
// process and clones its instance per call.
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import type { SSRConfig } from 'next-i18next/pages';
import { i18nConfig } from './i18n-config';

export function pageTranslations(
  locale: string | undefined,
  namespaces: readonly string[] = [],
): Promise<SSRConfig> {
  return serverSideTranslations(
    locale ?? i18nConfig.i18n.defaultLocale,
    [...new Set(['common', ...namespaces])],
    i18nConfig,
  );
}
