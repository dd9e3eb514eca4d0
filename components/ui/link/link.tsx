// The app's link: an <a> with the locale's prefix that navigates on the client, in place of
// next/link (ADR 0015). next/link also prefetches every link that scrolls into view, with an
// IntersectionObserver per link; this one prefetches the page's code when the pointer or focus
// reaches the link, about 2 kB less JavaScript on every page.
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { forwardRef, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** A path of this site ('/works?category=painting') or an absolute URL. */
  href: string;
  /** Scroll to the top after navigating (default), or keep the scroll position. */
  scroll?: boolean;
  /** Replace the history entry instead of adding one. */
  replace?: boolean;
  /** Change the URL without running getServerSideProps again (the page reads its query). */
  shallow?: boolean;
  /** Load the target page's code when the pointer or focus reaches the link (default). */
  prefetch?: boolean;
}

const DEFAULT_LOCALE = 'en';

/** An internal path of the site: one slash, not two (protocol-relative). */
export const isInternal = (href: string) => href.startsWith('/') && !href.startsWith('//');

/** The address as written in the page: non-default locales carry their prefix ('/ko/works'). */
export function localizedHref(href: string, locale: string | undefined): string {
  if (!isInternal(href) || !locale || locale === DEFAULT_LOCALE) return href;
  if (href === `/${locale}` || href.startsWith(`/${locale}/`) || href.startsWith(`/${locale}?`))
    return href;
  return href === '/' ? `/${locale}` : `/${locale}${href}`;
}

/** A click the browser should handle itself: new tab or window, download, other button. */
function opensElsewhere(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    (target !== null && target !== '_self') ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    event.currentTarget.hasAttribute('download')
  );
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  {
    href,
    scroll = true,
    replace = false,
    shallow = false,
    prefetch = true,
    onClick,
    onMouseEnter,
    onTouchStart,
    onFocus,
    ...rest
  },
  ref,
) {
  // The router's context as next/link reads it: absent outside the app (tests, error pages
  // rendered alone), where the link is a plain <a>.
  const router = useContext(RouterContext);
  const internal = isInternal(href);

  // Next's router prefetches only in production (in development pages compile on request).
  const warm = () => {
    if (router && internal && prefetch && process.env.NODE_ENV === 'production') {
      router.prefetch(href).catch(() => {});
    }
  };

  return (
    <a
      ref={ref}
      {...rest}
      href={localizedHref(href, router?.locale)}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        warm();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        warm();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        warm();
      }}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !router || !internal || opensElsewhere(event)) return;
        event.preventDefault();
        const options = { scroll, shallow };
        void (replace
          ? router.replace(href, undefined, options)
          : router.push(href, undefined, options));
      }}
    />
  );
});

export default Link;
