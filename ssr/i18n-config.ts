// The locale configuration (CommonJS, because next.config.js reads it), typed.
import config from '@/i18n.config.js';

export const i18nConfig = config;
