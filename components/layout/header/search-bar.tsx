// rules §2/§5: a natural-language search box that submits to /works-search on Enter, never
// while an input method is still composing (Korean, Japanese, Chinese). Before its code has
// arrived (ADR 0016) it is a plain form that goes to the same address.
import clsx from 'clsx';
import { localizedHref } from '@/components/ui/format/localized-href';
import { useRouter } from 'next/router';
import { useId, useState, type KeyboardEvent } from 'react';
import { SearchIcon } from '@/components/ui/icons/search-icon';
import { useTranslation } from 'next-i18next/pages';
import { siteLinks } from '../site-links';
import styles from './search-bar.module.scss';

/** Enter submits only when no IME composition is in progress (keyCode 229 on older Safari). */
export function shouldSubmitSearch(event: {
  key: string;
  isComposing?: boolean;
  keyCode?: number;
}): boolean {
  return event.key === 'Enter' && !event.isComposing && event.keyCode !== 229;
}

export function SearchBar({
  className,
  onSubmitted,
  autoFocus,
}: {
  className?: string;
  onSubmitted?: () => void;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const id = useId();
  const initial =
    router.pathname === '/works-search' && typeof router.query.q === 'string' ? router.query.q : '';
  const [query, setQuery] = useState(initial);
  // On the results page the box follows the search in the address (a chip removed changes it).
  const [shown, setShown] = useState(initial);
  if (shown !== initial) {
    setShown(initial);
    setQuery(initial);
  }

  const submit = () => {
    const href = siteLinks.worksSearch(query.trim());
    // On the results page a new search needs no new server props: a shallow navigation shows its
    // loading line at once. From another page, the page frame shows it while the page loads.
    void router.push(href, undefined, { shallow: router.pathname === siteLinks.searchPage });
    onSubmitted?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (
      shouldSubmitSearch({
        key: event.key,
        isComposing: event.nativeEvent.isComposing,
        keyCode: event.keyCode,
      })
    ) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form
      role="search"
      action={localizedHref(siteLinks.searchPage, router.locale)}
      className={clsx(styles.search, className)}
      onSubmit={(e) => e.preventDefault()}
    >
      <label htmlFor={id} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        className={styles.input}
        placeholder={t('search.placeholder')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={onKeyDown}
        enterKeyHint="search"
        autoFocus={autoFocus}
        autoComplete="off"
      />
      <button
        type="button"
        className={styles.submit}
        onClick={submit}
        aria-label={t('search.submit')}
      >
        <SearchIcon size={18} />
      </button>
    </form>
  );
}
