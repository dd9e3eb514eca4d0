// The terms of service and the privacy policy: one reading layout for both, with a table of
// contents that stays in view on desktop. The text lives in locales/<lng>/legal.json.
import Link from 'next/link';
import { SeoHead } from '@/components/seo/seo-head';
import { siteLinks } from '@/components/layout/site-links';
import { useTranslation } from 'next-i18next/pages';
import { protectionTerms } from '@/rules/buyer-protection';
import styles from './legal-document.module.scss';

export type LegalDocumentKind = 'terms' | 'privacy' | 'protection';

/** Where each document lives, and the one it points to as related. */
const documents: Record<LegalDocumentKind, { path: string; related: LegalDocumentKind }> = {
  terms: { path: siteLinks.terms, related: 'privacy' },
  privacy: { path: siteLinks.privacy, related: 'terms' },
  protection: { path: siteLinks.buyerProtection, related: 'terms' },
};

export interface LegalSection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
}

/** Anchors by position, the same in both languages (a link to #section-12 survives a switch). */
export function sectionAnchor(index: number): string {
  return `section-${index + 1}`;
}

export function LegalDocument({ kind, origin }: { kind: LegalDocumentKind; origin: string }) {
  const { t } = useTranslation('legal');
  // The buyer protection's numbers come from its rule (rules/buyer-protection.ts).
  const sections = t(`${kind}.sections`, {
    returnObjects: true,
    ...protectionTerms(),
  }) as LegalSection[];
  const list = Array.isArray(sections) ? sections : [];
  const { path, related: other } = documents[kind];

  return (
    <>
      <SeoHead
        title={t(`${kind}.title`)}
        description={t(`${kind}.description`)}
        origin={origin}
        path={path}
      />
      <article className={styles.document} aria-labelledby="legal-title">
        <header className={styles.head}>
          <p className={styles.effective}>{t('effective', { date: t('effectiveDate') })}</p>
          <h1 id="legal-title" className={styles.title}>
            {t(`${kind}.title`)}
          </h1>
          <p className={styles.intro}>{t(`${kind}.intro`, protectionTerms())}</p>
        </header>

        <div className={styles.layout}>
          <nav className={styles.toc} aria-labelledby="legal-contents">
            <h2 id="legal-contents" className={styles.tocTitle}>
              {t('contents')}
            </h2>
            <ol>
              {list.map((section, index) => (
                <li key={section.heading}>
                  <a href={`#${sectionAnchor(index)}`}>{section.heading}</a>
                </li>
              ))}
            </ol>
          </nav>

          <div className={styles.body}>
            {list.map((section, index) => (
              <section
                key={section.heading}
                id={sectionAnchor(index)}
                className={styles.section}
                aria-labelledby={`${sectionAnchor(index)}-heading`}
              >
                <h2 id={`${sectionAnchor(index)}-heading`} className={styles.heading}>
                  {section.heading}
                </h2>
                {section.paragraphs?.map((paragraph) => (
                  <p key={paragraph} className={styles.paragraph}>
                    {paragraph}
                  </p>
                ))}
                {section.items && (
                  <ul className={styles.items}>
                    {section.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                )}
              </section>
            ))}

            <footer className={styles.foot}>
              <p>{t('questions')}</p>
              <p className={styles.related}>
                <span>{t('related')}</span>
                <Link href={documents[other].path}>{t(`${other}.title`)}</Link>
              </p>
            </footer>
          </div>
        </div>
      </article>
    </>
  );
}
