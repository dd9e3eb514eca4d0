// The home page's search box (rules §2): the header's natural-language search, set large. It
// shares the header's component, so Enter submits to /works-search only when no Korean
// syllable is still being composed.
import { SearchBar } from '@/components/layout/header/search-bar';
import { useTranslation } from 'next-i18next/pages';
import styles from './search-section.module.scss';

export function SearchSection() {
  const { t } = useTranslation('catalogue');
  return (
    <section className={styles.section} aria-labelledby="home-search">
      <p className={styles.eyebrow}>{t('home.search.eyebrow')}</p>
      <h2 id="home-search" className={styles.title}>
        {t('home.search.title')}
      </h2>
      <SearchBar className={styles.search} />
      <p className={styles.hint}>{t('home.search.hint')}</p>
    </section>
  );
}
