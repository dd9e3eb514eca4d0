// The site header (rules §2): menus from app initialisation, search, language & currency, and
// the account area; below 880px a full-screen menu takes over.
import clsx from 'clsx';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { startTransition, Suspense, useEffect, useRef, useState, type CSSProperties } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons/chevron-down-icon';
import { MenuIcon } from '@/components/ui/icons/menu-icon';
import { SearchIcon } from '@/components/ui/icons/search-icon';
import { lazyHydrated, lazyWithPreload } from '@/components/ui/lazy/lazy-part';
import { useAppShell } from '@/api/app/get-app-init';
import { useIsMobile } from '@/hooks/use-preferences';
import { useTranslation } from 'next-i18next/pages';
import { AccountArea } from './account-area';
import { Logo } from './logo';
import { navMenus, type NavItem } from './nav-menus';
import { PreferencesButton } from './preferences-button';
import styles from './header.module.scss';
import './search-bar.module.scss';

// What opens from the header is not on screen at first: a menu's panel, the full-screen menu and
// the language & currency dialog load their code when the pointer or focus first reaches what
// opens them (ADR 0016). A panel opens in a transition, which waits for its code.
const HeaderPanel = lazyWithPreload(() =>
  import('./header-panel').then((module) => module.HeaderPanel),
);
const MobileMenu = lazyWithPreload(() =>
  import('./mobile-menu').then((module) => module.MobileMenu),
);
// The search field is on screen and rendered on the server; it hydrates when its code arrives
// and, until then, searches as a plain form (ADR 0016).
const SearchBar = lazyHydrated(() => import('./search-bar').then((module) => module.SearchBar));
const LanguageCurrencyModal = lazyWithPreload(() =>
  import('@/components/preferences/language-currency-modal').then(
    (module) => module.LanguageCurrencyModal,
  ),
);

export function Header({ width }: { width: 1600 | 1420 }) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const { data: init } = useAppShell();
  const isMobileDevice = useIsMobile();
  const menus = navMenus(init, t, { isMobileDevice });
  const [openMenu, setOpenMenu] = useState<NavItem['id'] | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  // 880-1079px: no room for the search field in the bar; an icon opens it in a row below.
  const [searchRowOpen, setSearchRowOpen] = useState(false);
  const hoverTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    const close = () => {
      setOpenMenu(null);
      setMobileOpen(false);
      setSearchRowOpen(false);
    };
    router.events.on('routeChangeStart', close);
    return () => router.events.off('routeChangeStart', close);
  }, [router.events]);

  // A menu's hover delay never outlives the header (a page left mid-hover, a test's teardown).
  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  const hoverOpen = (id: NavItem['id'] | null) => {
    clearTimeout(hoverTimer.current);
    hoverTimer.current = setTimeout(
      () => (id ? startTransition(() => setOpenMenu(id)) : setOpenMenu(null)),
      id ? 90 : 160,
    );
  };

  return (
    <header
      className={clsx(styles.header, openMenu && styles.headerOpen)}
      style={{ '--header-max': `${width}px` } as CSSProperties}
      onMouseLeave={() => hoverOpen(null)}
    >
      <div className={styles.bar}>
        <Logo />
        <nav className={styles.nav} aria-label={t('nav.label')}>
          <ul className={styles.navList}>
            {menus
              .filter((menu) => menu.desktop)
              .map((menu) => (
                <DesktopNavItem
                  key={menu.id}
                  menu={menu}
                  open={openMenu === menu.id}
                  onToggle={(fromKeyboard) =>
                    // A pointer click on a menu that hovering already opened keeps it open.
                    startTransition(() =>
                      setOpenMenu((current) => {
                        if (current !== menu.id) return menu.id;
                        return fromKeyboard ? null : current;
                      }),
                    )
                  }
                  onClose={() => setOpenMenu(null)}
                  onHover={() => hoverOpen(menu.hasPanel ? menu.id : null)}
                />
              ))}
          </ul>
        </nav>
        <div className={styles.tools}>
          <SearchBar className={styles.search} />
          <button
            type="button"
            className={clsx(styles.iconButton, styles.searchToggle)}
            aria-label={t('search.label')}
            aria-expanded={searchRowOpen}
            aria-controls="header-search-row"
            onClick={() => setSearchRowOpen((open) => !open)}
          >
            <SearchIcon size={20} />
          </button>
          <PreferencesButton
            onClick={() => setPreferencesOpen(true)}
            onIntent={LanguageCurrencyModal.preload}
          />
          <AccountArea />
        </div>
        <div className={styles.mobileTools}>
          <PreferencesButton
            compact
            onClick={() => setPreferencesOpen(true)}
            onIntent={LanguageCurrencyModal.preload}
          />
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('nav.openMenu')}
            aria-haspopup="dialog"
            aria-expanded={mobileOpen}
            onPointerEnter={MobileMenu.preload}
            onFocus={MobileMenu.preload}
            onClick={() => setMobileOpen(true)}
          >
            <MenuIcon size={24} />
          </button>
        </div>
      </div>
      {searchRowOpen && (
        <div id="header-search-row" className={styles.searchRow}>
          <SearchBar className={styles.searchRowField} autoFocus />
        </div>
      )}
      <Suspense fallback={null}>
        {mobileOpen && (
          <MobileMenu
            open
            onClose={() => setMobileOpen(false)}
            onOpenPreferences={() => {
              setMobileOpen(false);
              setPreferencesOpen(true);
            }}
          />
        )}
        {preferencesOpen && (
          <LanguageCurrencyModal open onClose={() => setPreferencesOpen(false)} />
        )}
      </Suspense>
    </header>
  );
}

function DesktopNavItem({
  menu,
  open,
  onToggle,
  onClose,
  onHover,
}: {
  menu: NavItem;
  open: boolean;
  onToggle: (fromKeyboard: boolean) => void;
  onClose: () => void;
  onHover: () => void;
}) {
  const router = useRouter();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const active = router.pathname === menu.href || router.pathname.startsWith(`${menu.href}/`);

  if (!menu.hasPanel) {
    return (
      <li className={styles.navItem} onMouseEnter={onHover}>
        <Link href={menu.href} className={clsx(styles.navTrigger, active && styles.active)}>
          {menu.label}
        </Link>
      </li>
    );
  }

  const panelId = `header-panel-${menu.id}`;
  return (
    <li
      className={styles.navItem}
      onMouseEnter={onHover}
      onPointerEnter={HeaderPanel.preload}
      onFocus={HeaderPanel.preload}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          onClose();
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) onClose();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={clsx(styles.navTrigger, (open || active) && styles.active)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={(event) => onToggle(event.detail === 0)}
      >
        {menu.label}
        <ChevronDownIcon size={14} className={styles.chevron} />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {open && (
          <div className={styles.panelInner}>
            <HeaderPanel id={menu.id} />
          </div>
        )}
      </div>
    </li>
  );
}
