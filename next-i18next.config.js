// The locales and translations: Next's i18n routing (next.config.js reads `i18n`, hence
// CommonJS) and next-i18next's options, handed to serverSideTranslations and
// appWithTranslation. Messages live in locales/<locale>/<ns>.json.

/** rules §2: a missing translation key shows this (unless the call gives a defaultValue). */
const MISSING_TRANSLATION = 'not translate';

/** @type {import('next-i18next/pages').UserConfig} */
module.exports = {
  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'ko'],
    localeDetection: false,
  },
  defaultNS: 'common',
  // Listed, so the server does not list the folder on every request; a test keeps it in step.
  ns: [
    'account',
    'admin',
    'bids',
    'catalogue',
    'checkout',
    'coa',
    'common',
    'info',
    'inquiries',
    'legal',
    'newsletter',
    'onview',
    'orders',
    'resale',
    'search',
    'works',
  ],
  // Relative to the working directory (server/main.ts runs from the project root).
  localePath: './locales',
  // A Korean page shows 'not translate' for a missing Korean message, never the English one.
  fallbackLng: false,
  // Empty strings count as missing; React escapes, so i18next must not.
  returnEmptyString: false,
  interpolation: { escapeValue: false },
  parseMissingKeyHandler: (_key, defaultValue) => defaultValue ?? MISSING_TRANSLATION,
  returnedObjectHandler: () => MISSING_TRANSLATION,
  // Functions above cannot travel in page props: _app and the loaders import this file.
  serializeConfig: false,
};
