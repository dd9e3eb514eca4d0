// Signed out: Sign In and Join. Signed in: a user icon with a greeting and the My Page menu.
// Unknown (automatic login check running): a spinner.
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { useId, useRef, useState } from 'react';
import { UserIcon } from '@/components/ui/icons/icons';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useCustomerInfo, useLoginState, useSignOut } from '@/hooks/use-session';
import { siteLinks } from '../site-links';
import { myPageLinks } from './header-menus';
import styles from './header.module.scss';

export function AccountArea() {
  const { t } = useTranslation('common');
  const loginState = useLoginState();
  const { data: customer } = useCustomerInfo();
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  if (loginState === undefined) {
    return (
      <div className={styles.account}>
        <Spinner label={t('auth.checking')} />
      </div>
    );
  }

  if (!loginState) {
    return (
      <div className={styles.account}>
        <Link href={siteLinks.signIn} className={styles.accountLink}>
          {t('auth.signIn')}
        </Link>
        <Link href={siteLinks.signUp} className={styles.joinLink}>
          {t('auth.join')}
        </Link>
      </div>
    );
  }

  const close = () => setOpen(false);
  return (
    <div
      className={styles.account}
      onMouseLeave={close}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          close();
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.userButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <UserIcon size={20} />
        <span className={styles.greeting}>
          {customer?.first_name
            ? t('auth.welcome', { name: customer.first_name })
            : t('myPage.title')}
        </span>
      </button>
      <div id={panelId} className={styles.accountPanel} hidden={!open}>
        <p className={styles.panelHeading}>{t('myPage.title')}</p>
        <ul>
          {myPageLinks(t).map((link) => (
            <li key={link.id}>
              <Link href={link.href} className={styles.panelLink} onClick={close}>
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <button
              type="button"
              className={styles.panelLink}
              onClick={() => {
                close();
                void signOut();
              }}
            >
              {t('auth.signOut')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
