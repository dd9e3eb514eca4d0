// The site header (SPEC §2): menus from app initialisation, search, language & currency, and
// the account area; below 880px a full-screen menu takes over.
import clsx from 'clsx';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { lazy, Suspense, useEffect, useRef, useState, type CSSProperties } from 'react';
import { ArtworkImage } from '@/components/ui/artwork-image/artwork-image';
import { ArrowRightIcon, ChevronDownIcon, MenuIcon, SearchIcon } from '@/components/ui/icons/icons';
import { useAppInit } from '@/hooks/use-app-init';
import { useIsMobile } from '@/hooks/use-preferences';
import { siteLinks } from '../site-links';
import { AccountArea } from './account-area';
import { headerMenus, type NavMenu } from './header-menus';
import { Logo } from './logo';
import { PreferencesButton } from './preferences-button';
import { SearchBar } from './search-bar';
import styles from './header.module.scss';

// The full-screen menu and the language & currency dialog load their code when first opened,
// which keeps them out of every page's first load.
const MobileMenu = lazy(() =>
  import('./mobile-menu').then((module) => ({ default: module.MobileMenu })),
);
const LanguageCurrencyModal = lazy(() =>
  import('@/components/preferences/language-currency-modal').then((module) => ({
    default: module.LanguageCurrencyModal,
  })),
);

export function Header({ width }: { width: 1600 | 1420 }) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const { data: init } = useAppInit();
  const isMobileDevice = useIsMobile();
  const menus = headerMenus(init, t, { isMobileDevice });
  const [openMenu, setOpenMenu] = useState<NavMenu['id'] | null>(null);
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

  const hoverOpen = (id: NavMenu['id'] | null) => {
    clearTimeout(hoverTimer.current);
    hoverTimer.current = setTimeout(() => setOpenMenu(id), id ? 90 : 160);
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
                    setOpenMenu((current) => {
                      if (current !== menu.id) return menu.id;
                      return fromKeyboard ? null : current;
                    })
                  }
                  onClose={() => setOpenMenu(null)}
                  onHover={() =>
                    hoverOpen(menu.links.length || menu.highlights?.length ? menu.id : null)
                  }
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
          <PreferencesButton onClick={() => setPreferencesOpen(true)} />
          <AccountArea />
        </div>
        <div className={styles.mobileTools}>
          <PreferencesButton compact onClick={() => setPreferencesOpen(true)} />
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('nav.openMenu')}
            aria-haspopup="dialog"
            aria-expanded={mobileOpen}
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
            menus={menus}
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
  menu: NavMenu;
  open: boolean;
  onToggle: (fromKeyboard: boolean) => void;
  onClose: () => void;
  onHover: () => void;
}) {
  const router = useRouter();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hasPanel = menu.links.length > 0 || (menu.highlights?.length ?? 0) > 0;
  const active = router.pathname === menu.href || router.pathname.startsWith(`${menu.href}/`);

  if (!hasPanel) {
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
        <div className={styles.panelInner}>
          {menu.id === 'exhibitions' ? (
            <ExhibitionsPanel menu={menu} />
          ) : (
            <LinksPanel menu={menu} />
          )}
        </div>
      </div>
    </li>
  );
}

function LinksPanel({ menu }: { menu: NavMenu }) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.linksPanel}>
      <div className={styles.panelIntro}>
        <p className={styles.panelTitle}>{menu.label}</p>
        <p className={styles.panelLede}>{t(`nav.lede.${menu.id}`)}</p>
        {menu.allLink && (
          <Link href={menu.allLink.href} className={styles.allLink}>
            {menu.allLink.label}
            <ArrowRightIcon size={16} />
          </Link>
        )}
      </div>
      <ul className={styles.panelLinks}>
        {menu.links.map((link) => (
          <li key={link.id}>
            {link.external ? (
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.panelLinkLarge}
              >
                {link.label}
              </a>
            ) : (
              <Link href={link.href} target={link.target} className={styles.panelLinkLarge}>
                {link.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function ExhibitionsPanel({ menu }: { menu: NavMenu }) {
  const { t } = useTranslation('common');
  const highlights = menu.highlights ?? [];
  return (
    <div className={clsx(styles.exhibitionsPanel, highlights.length === 0 && styles.noHighlights)}>
      <div className={styles.panelIntro}>
        <p className={styles.panelTitle}>{menu.label}</p>
        <ul className={styles.exhibitionLinks}>
          {menu.links.map((link) => (
            <li key={link.id}>
              <Link href={link.href} className={styles.panelLink}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        {menu.allLink && (
          <Link href={menu.allLink.href} className={styles.allLink}>
            {menu.allLink.label}
            <ArrowRightIcon size={16} />
          </Link>
        )}
      </div>
      {highlights.length > 0 && (
        <ul className={styles.highlights} aria-label={t('nav.highlights')}>
          {highlights.map((highlight, index) =>
            highlight ? (
              <li key={highlight.id}>
                <Link
                  href={siteLinks.exhibitionHighlight(highlight.exhibition_handle)}
                  className={styles.highlight}
                >
                  <span className={styles.highlightImage}>
                    <ArtworkImage image={highlight.image} alt="" sizes="240px" fit="cover" />
                  </span>
                  <span className={styles.highlightTitle}>{highlight.title}</span>
                  {highlight.subtitle && (
                    <span className={styles.highlightSubtitle}>{highlight.subtitle}</span>
                  )}
                </Link>
              </li>
            ) : (
              <li key={`empty-${index}`} className={styles.highlightEmpty} aria-hidden="true" />
            ),
          )}
        </ul>
      )}
    </div>
  );
}
