// The full-screen menu below 880px: a dialog with the same menus as the desktop bar.
import clsx from 'clsx';
import Link from 'next/link';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { ArrowRightIcon } from '@/components/ui/icons/arrow-right-icon';
import { ChevronDownIcon } from '@/components/ui/icons/chevron-down-icon';
import { CloseIcon } from '@/components/ui/icons/close-icon';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { useAppShell } from '@/api/app/get-app-init';
import { useFocusTrap } from '@/hooks/use-focus-trap';
import { useIsClient } from '@/hooks/use-is-client';
import { useIsMobile } from '@/hooks/use-preferences';
import { useTranslation } from 'next-i18next/pages';
import { useCustomerInfo } from '@/api/customer/get-customer-info';
import { useLoginState, useSignOut } from '@/hooks/use-session';
import { siteLinks } from '../site-links';
import { headerMenus, myPageLinks, type NavLink, type NavMenu } from './header-menus';
import { Logo } from './logo';
import { PreferencesButton } from './preferences-button';
import { SearchBar } from './search-bar';
import styles from './mobile-menu.module.scss';

export function MobileMenu({
  open,
  onClose,
  onOpenPreferences,
}: {
  open: boolean;
  onClose: () => void;
  onOpenPreferences: () => void;
}) {
  const { t } = useTranslation('common');
  const { data: init } = useAppShell();
  const isMobileDevice = useIsMobile();
  const menus = headerMenus(init, t, { isMobileDevice });
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const mounted = useIsClient();
  const loginState = useLoginState();
  const { data: customer, isPending: customerPending } = useCustomerInfo();
  const signOut = useSignOut();

  useFocusTrap(ref, open && mounted, onClose);
  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);

  if (!open || !mounted) return null;

  const account: NavMenu | null = loginState
    ? {
        id: 'about',
        label: t('myPage.title'),
        href: siteLinks.myPage.info,
        hasPanel: true,
        desktop: false,
        links: myPageLinks(t),
      }
    : null;

  return createPortal(
    <div
      ref={ref}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      className={styles.menu}
    >
      <h2 id={titleId} className="visually-hidden">
        {t('nav.menu')}
      </h2>
      <div className={styles.top}>
        <Logo onClick={onClose} />
        <button
          type="button"
          className={styles.close}
          aria-label={t('nav.closeMenu')}
          onClick={onClose}
        >
          <CloseIcon size={24} />
        </button>
      </div>
      <div className={styles.scroll}>
        <SearchBar className={styles.search} onSubmitted={onClose} />
        <nav aria-label={t('nav.label')}>
          <ul className={styles.sections}>
            {menus.map((menu) => (
              <MobileSection key={menu.id} menu={menu} onNavigate={onClose} />
            ))}
            {account && <MobileSection key="account" menu={account} onNavigate={onClose} />}
          </ul>
        </nav>
        <div className={styles.footer}>
          <PreferencesButton onClick={onOpenPreferences} className={styles.preferences} />
          {loginState === undefined && (
            <Skeleton label={t('auth.checking')} className={styles.welcomeSkeleton} />
          )}
          {loginState === false && (
            <div className={styles.auth}>
              <Link href={siteLinks.signIn} className={styles.signIn} onClick={onClose}>
                {t('auth.signIn')}
              </Link>
              <Link href={siteLinks.signUp} className={styles.join} onClick={onClose}>
                {t('auth.join')}
              </Link>
            </div>
          )}
          {loginState === true && (
            <div className={styles.auth}>
              {customerPending ? (
                <Skeleton label={t('auth.checking')} className={styles.welcomeSkeleton} />
              ) : (
                customer?.first_name && (
                  <p className={styles.welcome}>
                    {t('auth.welcome', { name: customer.first_name })}
                  </p>
                )
              )}
              <button
                type="button"
                className={styles.signIn}
                onClick={() => {
                  onClose();
                  void signOut();
                }}
              >
                {t('auth.signOut')}
              </button>
            </div>
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}

function MobileSection({ menu, onNavigate }: { menu: NavMenu; onNavigate: () => void }) {
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  const listed = new Set(menu.links.map((link) => link.id));
  // Highlights whose exhibition is not already listed, then the exhibitions.
  const highlightLinks: NavLink[] = (menu.highlights ?? []).flatMap((h) =>
    h && !listed.has(h.exhibition_handle)
      ? [
          {
            id: `h-${h.id}`,
            label: h.title,
            href: siteLinks.exhibitionHighlight(h.exhibition_handle),
          },
        ]
      : [],
  );
  const links = [...highlightLinks, ...menu.links];
  const all = menu.allLink ? [...links, menu.allLink] : links;

  if (all.length === 0) {
    return (
      <li className={styles.section}>
        <Link href={menu.href} className={styles.sectionLink} onClick={onNavigate}>
          {menu.label}
          <ArrowRightIcon size={18} />
        </Link>
      </li>
    );
  }
  return (
    <li className={styles.section}>
      <button
        type="button"
        className={styles.sectionLink}
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => setExpanded((value) => !value)}
      >
        {menu.label}
        <ChevronDownIcon
          size={18}
          className={clsx(styles.chevron, expanded && styles.chevronOpen)}
        />
      </button>
      <ul id={panelId} className={styles.links} hidden={!expanded}>
        {all.map((link) => (
          <li key={link.id}>
            {link.external ? (
              <a href={link.href} target="_blank" rel="noopener noreferrer" className={styles.link}>
                {link.label}
              </a>
            ) : (
              <Link
                href={link.href}
                target={link.target}
                className={styles.link}
                onClick={onNavigate}
              >
                {link.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </li>
  );
}
