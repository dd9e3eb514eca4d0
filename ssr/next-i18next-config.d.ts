// Types for the CommonJS next-i18next configuration (tsconfig has allowJs off).
declare module '@/next-i18next.config.js' {
  import type { UserConfig } from 'next-i18next/pages';
  const config: UserConfig;
  export default config;
}
