// robots.txt: everything public may be crawled; account, checkout, sign-in and order pages and
// the API may not (in every locale prefix). Points crawlers at the sitemap.
import { i18nConfig } from '@/i18n/i18n-config';

export const PRIVATE_PATHS = [
  '/my-page',
  '/purchase',
  '/purchase-error',
  '/sign-in',
  '/sign-up',
  '/forgot-password',
  '/google-auth',
  '/order-detail',
  '/sale-slip',
  '/consign',
  '/works-search',
] as const;

const API_PATHS = ['/v3/', '/v2/', '/ai/'];

export function robotsTxt(origin: string): string {
  const prefixes = ['', ...i18nConfig.i18n.locales.map((locale) => `/${locale}`)];
  const disallow = [
    ...prefixes.flatMap((prefix) => PRIVATE_PATHS.map((path) => `${prefix}${path}`)),
    ...API_PATHS,
  ];
  return [
    'User-agent: *',
    'Allow: /',
    ...disallow.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
