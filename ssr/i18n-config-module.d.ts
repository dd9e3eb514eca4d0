// Types for the CommonJS locale configuration (tsconfig has allowJs off).
declare module '@/i18n.config.js' {
  const config: {
    i18n: { defaultLocale: string; locales: string[]; localeDetection: false };
  };
  export default config;
}
