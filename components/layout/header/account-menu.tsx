// The signed-in visitor's greeting and My Page menu. Being signed in is known only in the
// browser, after the automatic login check, so this code loads then (ADR 0016).
import Link from 'next/link';
import { useId, useRef, useState } from 'react';
import { UserIcon } from '@/components/ui/icons/user-icon';
import { useSignOut } from '@/hooks/use-session';
import { useTranslation } from 'next-i18next/pages';
import { myPageLinks } from './header-menus';
import styles from './header-panel.module.scss';
import headerStyles from './header.module.scss';

export function AccountMenu({ firstName }: { firstName?: string | null }) {
  const { t } = useTranslation('common');
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);

  return (
    <div
      className={headerStyles.account}
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
          {firstName ? t('auth.welcome', { name: firstName }) : t('myPage.title')}
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
