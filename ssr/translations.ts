import fs from 'node:fs';
import path from 'node:path';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { i18nConfig } from './i18n-config';

/*
 * The config resolves `locales` from `__dirname`, which Next's bundler rewrites (to /ROOT);
 * when that folder does not exist, fall back to the project root the process runs in.
 */
function localePath(): string {
  const configured = typeof i18nConfig.localePath === 'string' ? i18nConfig.localePath : '';
  return configured && fs.existsSync(configured)
    ? configured
    : path.resolve(process.cwd(), 'locales');
}

/** serverSideTranslations with the project's config, always with the 'common' namespace. */
export async function loadTranslations(locale: string | undefined, namespaces: string[] = []) {
  // The missing-key handler is a function: the config reaches the browser through _app instead.
  return serverSideTranslations(
    locale ?? i18nConfig.i18n.defaultLocale,
    ['common', ...namespaces],
    {
      ...i18nConfig,
      localePath: localePath(),
      serializeConfig: false,
    },
  );
}
