// The locales: Next's i18n routing (next.config.js reads this file, hence CommonJS) and the
// server's translation loader (ssr/translations.ts). Messages live in locales/<locale>/<ns>.json.
module.exports = {
  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'ko'],
    localeDetection: false,
  },
};
