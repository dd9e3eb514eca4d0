// A desktop menu's panel (rules §2 "Header menus"): the marketplace's categories, the exhibitions
// with their highlights, the about links. Its code loads when the pointer or focus first reaches
// the menu, and the panel renders only while open (ADR 0016).
import clsx from 'clsx';
import Link from 'next/link';
import { ArtworkImage } from '@/components/ui/artwork-image/artwork-image';
import { ArrowRightIcon } from '@/components/ui/icons/arrow-right-icon';
import { useAppShell } from '@/api/app/get-app-init';
import { useIsMobile } from '@/hooks/use-preferences';
import { useTranslation } from 'next-i18next/pages';
import { siteLinks } from '../site-links';
import { headerMenus, type NavMenu } from './header-menus';
import type { NavItem } from './nav-menus';
import styles from './header-panel.module.scss';

export function HeaderPanel({ id }: { id: NavItem['id'] }) {
  const { t } = useTranslation('common');
  const { data: init } = useAppShell();
  const isMobileDevice = useIsMobile();
  const menu = headerMenus(init, t, { isMobileDevice }).find((m) => m.id === id);
  if (!menu) return null;
  return menu.id === 'exhibitions' ? <ExhibitionsPanel menu={menu} /> : <LinksPanel menu={menu} />;
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
