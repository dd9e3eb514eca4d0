// /about (rules §2): opens in a new tab from the menu, without header or footer, so it carries
// its own way back. Partner galleries come from app initialisation.
import Link from 'next/link';
import { Logo } from '@/components/layout/header/logo';
import { siteLinks } from '@/components/layout/site-links';
import { ArrowRightIcon } from '@/components/ui/icons/arrow-right-icon';
import { SeoHead } from '@/components/seo/seo-head';
import { useTranslation } from 'next-i18next/pages';
import { useAppInit } from '@/api/app/get-app-init';
import styles from './about-page.module.scss';

const audiences = ['collectors', 'artists', 'galleries'] as const;

interface Principle {
  title: string;
  body: string;
}

export function AboutPage({ origin }: { origin: string }) {
  const { t } = useTranslation('info');
  const { t: tc } = useTranslation('common');
  const { data: init } = useAppInit();
  const principles = t('about.principles.items', { returnObjects: true }) as Principle[];
  const galleries = init?.featured_institutions ?? [];

  return (
    <>
      <SeoHead
        title={t('about.meta.title')}
        description={t('about.meta.description')}
        origin={origin}
        path="/about"
      />
      <div className={styles.page}>
        <div className={styles.bar}>
          <Logo />
          <Link href={siteLinks.home} className={styles.back}>
            {t('about.back')}
            <ArrowRightIcon size={16} />
          </Link>
        </div>

        <section className={styles.hero} aria-labelledby="about-title">
          <p className={styles.eyebrow}>{t('about.eyebrow')}</p>
          <h1 id="about-title" className={styles.title}>
            {t('about.title')}
          </h1>
          <p className={styles.lede}>{t('about.lede')}</p>
        </section>

        <section className={styles.audiences} aria-labelledby="about-audiences">
          <h2 id="about-audiences" className={styles.sectionTitle}>
            {t('about.audiences.title')}
          </h2>
          <ul className={styles.columns}>
            {audiences.map((audience) => (
              <li key={audience}>
                <h3 className={styles.columnTitle}>{t(`about.audiences.${audience}.title`)}</h3>
                <p>{t(`about.audiences.${audience}.body`)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className={styles.principles} aria-labelledby="about-principles">
          <h2 id="about-principles" className={styles.sectionTitle}>
            {t('about.principles.title')}
          </h2>
          <ol className={styles.principleList}>
            {(Array.isArray(principles) ? principles : []).map((principle, index) => (
              <li key={principle.title}>
                <span className={styles.number} aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 className={styles.columnTitle}>{principle.title}</h3>
                <p>{principle.body}</p>
              </li>
            ))}
          </ol>
        </section>

        {galleries.length > 0 && (
          <section className={styles.partners} aria-labelledby="about-partners">
            <h2 id="about-partners" className={styles.sectionTitle}>
              {t('about.partners.title')}
            </h2>
            <ul className={styles.partnerList}>
              {galleries.map((gallery) => (
                <li key={gallery.id}>
                  <Link href={siteLinks.gallery(gallery.handle)}>{gallery.name}</Link>
                  {gallery.city && <span>{gallery.city}</span>}
                </li>
              ))}
            </ul>
            <Link href={siteLinks.galleries} className={styles.more}>
              {t('about.partners.all')}
              <ArrowRightIcon size={16} />
            </Link>
          </section>
        )}

        <section className={styles.contact} aria-labelledby="about-contact">
          <h2 id="about-contact" className={styles.sectionTitle}>
            {t('about.contact.title')}
          </h2>
          <div className={styles.contactGrid}>
            <address className={styles.address}>
              <span>{t('about.contact.address')}</span>
              <span>{t('about.contact.hours')}</span>
            </address>
            <ul className={styles.links}>
              <li>
                <Link href={siteLinks.faq}>{t('about.contact.faq')}</Link>
              </li>
              <li>
                <Link href={siteLinks.terms}>{t('about.contact.terms')}</Link>
              </li>
              <li>
                <Link href={siteLinks.privacy}>{t('about.contact.privacy')}</Link>
              </li>
              <li>
                <a href={siteLinks.instagram} target="_blank" rel="noopener noreferrer">
                  {t('about.contact.instagram')}
                </a>
              </li>
            </ul>
          </div>
          <p className={styles.copyright}>{tc('footer.copyright', { year: 2023 })}</p>
        </section>
      </div>
    </>
  );
}
