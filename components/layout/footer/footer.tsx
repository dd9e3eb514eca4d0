// The site footer (rules §1, §2): company details, About, Artworks, Follow us, Support, legal
// links, copyright 2023. Pages without it keep the legal part alone: LegalLine.
import Link from 'next/link';
import { useState } from 'react';
import type { ContactModalType } from '@/components/contact/contact-modal';
import { LazyContactModal } from '@/components/contact/lazy-contact-modal';
import { InstagramIcon } from '@/components/ui/icons/instagram-icon';
import { useLanguage } from '@/hooks/use-preferences';
import { useLoginState } from '@/hooks/use-session';
import { SELLER_ADDRESS, SELLER_LEGAL_NAME } from '@/rules/seller';
import { useTranslation } from 'next-i18next/pages';
import { Logo } from '../header/logo';
import { siteLinks } from '../site-links';
import styles from './footer.module.scss';

/** The operator's registration lines, redacted for the demo. */
const companyLines = [
  'company',
  'representative',
  'privacyOfficer',
  'phone',
  'businessNumber',
  'salesRegistration',
  'address',
] as const;

export const COPYRIGHT_YEAR = 2023;

export function Footer() {
  const { t } = useTranslation('common');
  const loggedIn = useLoginState() === true;
  const [contact, setContact] = useState<ContactModalType | null>(null);

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo />
          <p className={styles.statement}>{t('footer.statement')}</p>
        </div>

        <nav className={styles.columns} aria-label={t('footer.label')}>
          <section className={styles.column} aria-labelledby="footer-about">
            <h2 id="footer-about" className={styles.heading}>
              {t('footer.about')}
            </h2>
            <ul>
              <li>
                <Link href={siteLinks.about} target="_blank" className={styles.link}>
                  {t('footer.aboutUs')}
                </Link>
              </li>
              <li>
                <Link href={siteLinks.artists} className={styles.link}>
                  {t('nav.artists')}
                </Link>
              </li>
              <li>
                <Link href={siteLinks.galleries} className={styles.link}>
                  {t('nav.galleries')}
                </Link>
              </li>
            </ul>
          </section>

          <section className={styles.column} aria-labelledby="footer-artworks">
            <h2 id="footer-artworks" className={styles.heading}>
              {t('footer.artworks')}
            </h2>
            <ul>
              <li>
                <Link
                  href={
                    loggedIn
                      ? siteLinks.myPage.works
                      : siteLinks.signInBefore(siteLinks.myPage.works)
                  }
                  className={styles.link}
                >
                  {t('footer.requestResale')}
                </Link>
              </li>
              <li>
                <button
                  type="button"
                  className={styles.link}
                  onClick={() => setContact('enroll_gallery')}
                  aria-haspopup="dialog"
                >
                  {t('footer.enrollGallery')}
                </button>
              </li>
              <li>
                <button
                  type="button"
                  className={styles.link}
                  onClick={() => setContact('enroll_artist')}
                  aria-haspopup="dialog"
                >
                  {t('footer.enrollArtist')}
                </button>
              </li>
            </ul>
          </section>

          <section className={styles.column} aria-labelledby="footer-follow">
            <h2 id="footer-follow" className={styles.heading}>
              {t('footer.followUs')}
            </h2>
            <ul>
              <li>
                <a
                  href={siteLinks.instagram}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.link}
                >
                  <InstagramIcon size={16} />
                  Instagram
                </a>
              </li>
            </ul>
          </section>

          <section className={styles.column} aria-labelledby="footer-support">
            <h2 id="footer-support" className={styles.heading}>
              {t('footer.support')}
            </h2>
            <ul>
              <li>
                <Link href={siteLinks.faq} className={styles.link}>
                  {t('footer.faq')}
                </Link>
              </li>
              <li>
                <Link href={siteLinks.buyerProtection} className={styles.link}>
                  {t('footer.buyerProtection')}
                </Link>
              </li>
              <li>
                <button
                  type="button"
                  className={styles.link}
                  onClick={() => setContact('common_contact')}
                  aria-haspopup="dialog"
                >
                  {t('footer.contact')}
                </button>
              </li>
              <li>
                <button
                  type="button"
                  className={styles.link}
                  onClick={() => setContact('vip_contact')}
                  aria-haspopup="dialog"
                >
                  {t('footer.vipContact')}
                </button>
              </li>
            </ul>
          </section>
        </nav>
      </div>

      <LegalDetails />
      <LazyContactModal type={contact} onClose={() => setContact(null)} />
    </footer>
  );
}

/** The operator's registration details, the terms, the privacy policy and the copyright. */
function LegalDetails() {
  const { t } = useTranslation('common');
  const language = useLanguage();
  return (
    <div className={styles.legal}>
      <dl className={styles.company}>
        {companyLines.map((line) => (
          <div key={line} className={styles.companyLine}>
            <dt>{t(`footer.companyInfo.${line}.label`)}</dt>
            <dd>
              {line === 'company'
                ? SELLER_LEGAL_NAME[language]
                : line === 'address'
                  ? SELLER_ADDRESS[language]
                  : t(`footer.companyInfo.${line}.value`)}
            </dd>
          </div>
        ))}
      </dl>
      <div className={styles.bottom}>
        <ul className={styles.policies}>
          <li>
            <Link href={siteLinks.terms} className={styles.policy}>
              {t('footer.terms')}
            </Link>
          </li>
          <li>
            <Link href={siteLinks.privacy} className={styles.policy}>
              <strong>{t('footer.privacy')}</strong>
            </Link>
          </li>
        </ul>
        <p className={styles.copyright}>
          {t('footer.copyright', { year: COPYRIGHT_YEAR, company: SELLER_LEGAL_NAME.en })}
        </p>
      </div>
    </div>
  );
}

/**
 * The footer's legal part alone, on pages that show no footer but must still reach the terms,
 * the privacy policy and the company's details (the home page; issue 21).
 */
export function LegalLine() {
  return (
    <footer className={`${styles.footer} ${styles.compact}`}>
      <LegalDetails />
    </footer>
  );
}
