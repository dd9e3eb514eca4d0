// Test helper: an i18next instance as the app's (next-i18next.config.js: no fallback language,
// 'not translate' for a missing key, plurals by Intl.PluralRules, no escaping) over the real
// locale files of both languages, every namespace loaded, ready at once.
import fs from 'node:fs';
import path from 'node:path';
import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import nextI18NextConfig from '@/next-i18next.config.js';
import type { Language } from '@/schemas/dto';

const localesDir = path.resolve(__dirname, '../locales');
let allLocales: Resource | undefined;

/** locales/<language>/<ns>.json, every namespace of the config, read once per test file. */
export function localeResources(): Resource {
  allLocales ??= Object.fromEntries(
    nextI18NextConfig.i18n.locales.map((language) => [
      language,
      Object.fromEntries(
        nextI18NextConfig.ns.map((ns) => [
          ns,
          JSON.parse(fs.readFileSync(path.join(localesDir, language, `${ns}.json`), 'utf8')),
        ]),
      ),
    ]),
  );
  return allLocales;
}

/**
 * The app's i18next configuration, with next-i18next's defaults for the browser (no Suspense,
 * the current language only), without what only next-i18next itself reads.
 */
export function i18nextOptions() {
  const {
    i18n: _routing,
    localePath: _localePath,
    serializeConfig: _serializeConfig,
    ...options
  } = nextI18NextConfig;
  return { react: { useSuspense: false }, load: 'currentOnly' as const, ...options };
}

export function createTestI18n(
  language: Language = 'en',
  resources: Resource = localeResources(),
): I18n {
  const i18n = createInstance({
    ...i18nextOptions(),
    lng: language,
    resources,
    initAsync: false,
  });
  void i18n.init();
  return i18n;
}
