// Locales and where their message files live; read by next.config.js and serverSideTranslations.
const path = require('node:path');

/** @type {import('next-i18next/pages').UserConfig} */
module.exports = {
  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'ko'],
    localeDetection: false,
  },
  // Relative to the working directory: Next's bundler rewrites __dirname inside page bundles.
  localePath: path.resolve('./locales'),
  // The missing-key handler is a function: _app passes this config to appWithTranslation.
  serializeConfig: false,
  defaultNS: 'common',
  fallbackLng: false,
  // SPEC §2: a missing translation key shows 'not translate'.
  parseMissingKeyHandler: () => 'not translate',
  returnEmptyString: false,
  reloadOnPrerender: process.env.NODE_ENV === 'development',
};
