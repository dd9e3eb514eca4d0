// Locales and where their message files live; read by next.config.js and serverSideTranslations.
const path = require('node:path');

/** @type {import('next-i18next/pages').UserConfig} */
module.exports = {
  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'ko'],
    localeDetection: false,
  },
  localePath: path.resolve(__dirname, 'locales'),
  defaultNS: 'common',
  fallbackLng: false,
  // SPEC §2: a missing translation key shows 'not translate'.
  parseMissingKeyHandler: () => 'not translate',
  returnEmptyString: false,
  reloadOnPrerender: process.env.NODE_ENV === 'development',
};
