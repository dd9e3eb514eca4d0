import Link from 'next/link';
import { ArrowRightIcon } from '@/components/ui/icons/arrow-right-icon';
import { siteLinks } from '@/components/layout/site-links';
import { useTranslation } from 'next-i18next/pages';
import type { CategoryDto } from '@/schemas/dto';
import { SectionHeading } from './section-heading';
import styles from './categories-section.module.scss';

/** The marketplace's categories as a numbered index. */
export function CategoriesSection({ categories }: { categories: CategoryDto[] }) {
  const { t } = useTranslation('common');
  if (categories.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="home-categories">
      <div className={styles.intro}>
        <SectionHeading
          id="home-categories"
          eyebrow={t('home.categories.eyebrow')}
          title={t('home.categories.title')}
        />
        <p className={styles.lede}>{t('home.categories.lede')}</p>
      </div>
      <ol className={styles.index}>
        {categories.map((category, index) => (
          <li key={category.id}>
            <Link href={siteLinks.worksByCategory(category.handle)} className={styles.entry}>
              <span className={styles.number} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <span className={styles.name}>{category.title}</span>
              <ArrowRightIcon size={20} className={styles.arrow} />
            </Link>
          </li>
        ))}
        <li>
          <Link href={siteLinks.works} className={`${styles.entry} ${styles.all}`}>
            <span className={styles.number} aria-hidden="true" />
            <span className={styles.name}>{t('nav.allWorks')}</span>
            <ArrowRightIcon size={20} className={styles.arrow} />
          </Link>
        </li>
      </ol>
    </section>
  );
}
