// The address as written in the page for a link that is not a next/link (a form's action, an
// OAuth callback): non-default locales carry their prefix ('/ko/works').
const DEFAULT_LOCALE = 'en';

/** An internal path of the site: one slash, not two (protocol-relative). */
export const isInternal = (href: string) => href.startsWith('/') && !href.startsWith('//');

export function localizedHref(href: string, locale: string | undefined): string {
  if (!isInternal(href) || !locale || locale === DEFAULT_LOCALE) return href;
  if (href === `/${locale}` || href.startsWith(`/${locale}/`) || href.startsWith(`/${locale}?`))
    return href;
  return href === '/' ? `/${locale}` : `/${locale}${href}`;
}
