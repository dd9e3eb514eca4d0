// A link to another marketplace state: a real href (shareable, opens in a new tab, crawlable),
// followed in place by shallow routing on a plain click.
import { useRouter } from 'next/router';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import type { NavigateOptions } from './use-works-filters';
import { worksQueryFromState, type WorksFilterState } from './works-filter-state';

/** The path of a marketplace state, with the locale prefix when it is not the default. */
export function worksHref(state: WorksFilterState, locale?: string, defaultLocale = 'en'): string {
  const query = new URLSearchParams(worksQueryFromState(state)).toString();
  const prefix = locale && locale !== defaultLocale ? `/${locale}` : '';
  return `${prefix}/works${query ? `?${query}` : ''}`;
}

export interface FilterLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: WorksFilterState;
  onNavigate: (next: WorksFilterState, options?: NavigateOptions) => void;
  navigateOptions?: NavigateOptions;
}

export function FilterLink({ to, onNavigate, navigateOptions, onClick, ...rest }: FilterLinkProps) {
  const router = useRouter();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(to, navigateOptions);
  };
  return (
    <a
      href={worksHref(to, router?.locale, router?.defaultLocale)}
      onClick={handleClick}
      {...rest}
    />
  );
}
