import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { i18nConfig } from './i18n-config';

/** serverSideTranslations with the project's config, always with the 'common' namespace. */
export async function loadTranslations(locale: string | undefined, namespaces: string[] = []) {
  return serverSideTranslations(
    locale ?? i18nConfig.i18n.defaultLocale,
    ['common', ...namespaces],
    i18nConfig,
  );
}
