// rules §2's loading line of the AI search: "AI is searching for the '{query}'" with animated
// dots. Shown by the results page while its answer is on the way, and by the page frame the
// moment a search is submitted from another page (search-pending.ts), before that page arrives.
import { useTranslation } from 'next-i18next/pages';
import styles from './loading-line.module.scss';

export function LoadingLine({ query }: { query: string }) {
  const { t } = useTranslation('common');
  return (
    <p className={styles.loading} role="status" aria-live="polite" data-testid="search-loading">
      {t('search.loading', { query })}
      <span className={styles.dots} aria-hidden="true">
        <span>.</span>
        <span>.</span>
        <span>.</span>
      </span>
    </p>
  );
}
