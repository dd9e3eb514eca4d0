// /faq: the questions from store/faq grouped by category, one tab per category (in the URL as
// ?category=), answers opening in place; a way to ask when the answer is not there.
import clsx from 'clsx';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { CatalogueHeader } from '@/components/catalogue/catalogue-header';
import { listHref, queryText } from '@/components/catalogue/list-query';
import pageStyles from '@/components/catalogue/catalogue-page.module.scss';
import { LazyContactModal } from '@/components/contact/lazy-contact-modal';
import { Button } from '@/components/ui/button/button';
import { SeoHead } from '@/components/seo/seo-head';
import { useTranslation } from 'next-i18next/pages';
import { useFaqs } from '@/api/editorial/get-faqs';
import { FaqAccordion } from './faq-accordion';
import { faqGroups, visibleFaqGroups } from './faq-groups';
import styles from './faq-page.module.scss';

export function FaqPage({ origin }: { origin: string }) {
  const { t, i18n } = useTranslation('info');
  const router = useRouter();
  const category = queryText(router.query, 'category') || 'all';
  const { data } = useFaqs();
  const [contactOpen, setContactOpen] = useState(false);
  const groups = faqGroups(
    data?.faqs ?? [],
    data?.categories.map((c) => c.category),
  );
  const visible = visibleFaqGroups(groups, category);
  const label = (key: string) =>
    i18n.exists(`faq.category.${key}`, { ns: 'info' }) ? t(`faq.category.${key}`) : key;

  return (
    <>
      <SeoHead
        title={t('faq.meta.title')}
        description={t('faq.meta.description')}
        origin={origin}
        path="/faq"
      />
      <div className={pageStyles.page}>
        <CatalogueHeader eyebrow={t('faq.eyebrow')} title={t('faq.title')} lede={t('faq.lede')} />
        <div className={styles.layout}>
          <nav className={styles.categories} aria-label={t('faq.categoriesLabel')}>
            {[
              { category: 'all', count: data?.faqs.length ?? 0 },
              ...groups.map((g) => ({ category: g.category, count: g.faqs.length })),
            ].map((entry) => {
              const active =
                entry.category === category ||
                (entry.category === 'all' && !groups.some((g) => g.category === category));
              return (
                <Link
                  key={entry.category}
                  href={listHref('/faq', {
                    category: entry.category === 'all' ? '' : entry.category,
                  })}
                  shallow
                  scroll={false}
                  replace
                  className={clsx(styles.category, active && styles.active)}
                  aria-current={active ? 'true' : undefined}
                >
                  <span>{entry.category === 'all' ? t('faq.all') : label(entry.category)}</span>
                  <span className={styles.count}>{entry.count}</span>
                </Link>
              );
            })}
          </nav>
          <div className={styles.groups}>
            {visible.map((group) => (
              <section
                key={group.category}
                className={styles.group}
                aria-labelledby={`faq-${group.category}`}
              >
                <h2 id={`faq-${group.category}`} className={styles.groupTitle}>
                  {label(group.category)}
                  <span className={styles.count}>
                    {t('faq.count', { count: group.faqs.length })}
                  </span>
                </h2>
                <FaqAccordion faqs={group.faqs} />
              </section>
            ))}
            {data && groups.length === 0 && <p className={styles.empty}>{t('faq.empty')}</p>}
            <aside className={styles.ask}>
              <div>
                <h2 className={styles.askTitle}>{t('faq.contactTitle')}</h2>
                <p>{t('faq.contactBody')}</p>
              </div>
              <Button variant="secondary" onClick={() => setContactOpen(true)}>
                {t('faq.contactAction')}
              </Button>
            </aside>
          </div>
        </div>
      </div>
      <LazyContactModal
        type={contactOpen ? 'common_contact' : null}
        onClose={() => setContactOpen(false)}
      />
    </>
  );
}
