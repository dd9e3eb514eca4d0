// Types for the CommonJS locale configuration (tsconfig has allowJs off).
declare module '@/next-i18next.config.js' {
  import type { UserConfig } from 'next-i18next/pages';

  const config: UserConfig & {
    i18n: { defaultLocale: string; locales: string[]; localeDetection: false };
    ns: string[];
  };
  export default config;
}
