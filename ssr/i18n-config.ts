// The next-i18next configuration, typed. The file is CommonJS because next.config.js reads it.
import type { UserConfig } from 'next-i18next/pages';
import config from '../next-i18next.config.js';

export const i18nConfig = config as UserConfig;
