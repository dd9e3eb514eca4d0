// The locale configuration (CommonJS, because next.config.js reads it), typed.
import config from '@/next-i18next.config.js';

export const i18nConfig = config;
