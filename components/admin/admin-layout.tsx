// The back office's frame (issue 10): the sections the staff member's roles allow beside the
// content. Signed-out visitors go to sign-in (as middleware.ts sends them); a signed-in customer
// who is not staff gets the site's 404, as the API answers them.
import clsx from 'clsx';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useEffect, type ReactNode } from 'react';
import { useBackOfficeMe } from '@/api/admin/get-back-office-me';
import { apiErrorStatus } from '@/api/api-error';
import { ErrorView } from '@/components/error/error-view';
import Link from 'next/link';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useLoginState } from '@/hooks/use-session';
import { useTranslation } from 'next-i18next/pages';
import type { BackOfficeRole } from '@/schemas/back-office';
import type { BackOfficeMeDto } from '@/schemas/back-office-dto';
import { InquiriesUnread } from './inquiries-unread';
import shell from './admin-shell.module.scss';

export type AdminSection =
  | 'dashboard'
  | 'orders'
  | 'resale'
  | 'catalogue'
  | 'customers'
  | 'settings'
  | 'offers'
  | 'audit'
  | 'galleries'
  | 'exhibitions'
  | 'editorial'
  | 'coupons'
  | 'contacts'
  | 'inquiries'
  | PartnerSection;

/** The partner portal's sections (a partner's /admin opens on the first). */
export type PartnerSection =
  'partnerHome' | 'partnerProfile' | 'partnerArtworks' | 'partnerExhibitions' | 'partnerSales';

/** Each section and the roles that see it (the API decides; this only hides what would be 403). */
export const adminSections: { id: AdminSection; href: string; roles: BackOfficeRole[] }[] = [
  { id: 'dashboard', href: '/admin', roles: ['operator', 'admin'] },
  { id: 'orders', href: '/admin/orders', roles: ['operator', 'admin'] },
  { id: 'resale', href: '/admin/resale', roles: ['operator', 'admin'] },
  { id: 'catalogue', href: '/admin/catalogue', roles: ['operator', 'admin'] },
  { id: 'customers', href: '/admin/customers', roles: ['operator', 'admin'] },
  { id: 'settings', href: '/admin/settings', roles: ['operator', 'admin'] },
  { id: 'partnerHome', href: '/admin/partner', roles: ['partner'] },
  { id: 'partnerProfile', href: '/admin/partner/profile', roles: ['partner'] },
  { id: 'partnerArtworks', href: '/admin/partner/artworks', roles: ['partner'] },
  { id: 'partnerExhibitions', href: '/admin/partner/exhibitions', roles: ['partner'] },
  { id: 'partnerSales', href: '/admin/partner/sales', roles: ['partner'] },
  { id: 'offers', href: '/admin/offers', roles: ['partner', 'operator', 'admin'] },
  { id: 'inquiries', href: '/admin/inquiries', roles: ['partner', 'operator', 'admin'] },
  { id: 'audit', href: '/admin/audit', roles: ['admin'] },
  { id: 'galleries', href: '/admin/galleries', roles: ['operator', 'admin'] },
  { id: 'exhibitions', href: '/admin/exhibitions', roles: ['operator', 'admin'] },
  { id: 'editorial', href: '/admin/editorial', roles: ['operator', 'admin'] },
  { id: 'coupons', href: '/admin/coupons', roles: ['operator', 'admin'] },
  { id: 'contacts', href: '/admin/contacts', roles: ['operator', 'admin'] },
];

export const canSee = (me: BackOfficeMeDto, section: AdminSection) =>
  adminSections.find((s) => s.id === section)!.roles.some((role) => me.roles.includes(role));

export function AdminLayout({
  section,
  children,
}: {
  section: AdminSection;
  children: (me: BackOfficeMeDto) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  const loginState = useLoginState();
  const router = useRouter();
  const me = useBackOfficeMe({ enabled: loginState === true });

  useEffect(() => {
    if (loginState === false) {
      void router.replace(`/sign-in?before=${encodeURIComponent(router.asPath)}`);
    }
  }, [loginState, router]);

  // /admin opens on the first section the roles allow (a partner's portal home).
  const landing =
    me.data && section === 'dashboard' && !canSee(me.data, 'dashboard')
      ? adminSections.find((s) => canSee(me.data!, s.id))?.href
      : undefined;
  useEffect(() => {
    if (landing) void router.replace(landing);
  }, [landing, router]);

  const notStaff = apiErrorStatus(me.error) === 404;
  if (notStaff) return <ErrorView statusCode={404} />;

  return (
    <div className={shell.layout}>
      <Head>
        <title>{`${t('nav.' + section)} · ${t('metaTitle')}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      {me.data ? (
        <>
          <nav className={shell.nav} aria-label={t('nav.label')}>
            <p className={shell.navTitle}>{t('title')}</p>
            <p className={shell.whoami}>
              {me.data.roles.map((role) => t(`roles.${role}`)).join(' · ')}
              <span>{t('signedInAs', { email: me.data.email })}</span>
            </p>
            <ul className={shell.navList}>
              {adminSections
                .filter((s) => canSee(me.data!, s.id))
                .map((s) => (
                  <li key={s.id}>
                    <Link
                      href={s.href}
                      className={clsx(shell.navLink, s.id === section && shell.navActive)}
                      aria-current={s.id === section ? 'page' : undefined}
                    >
                      {t(`nav.${s.id}`)}
                      {s.id === 'inquiries' && <InquiriesUnread />}
                    </Link>
                  </li>
                ))}
            </ul>
          </nav>
          <main className={shell.content}>
            {canSee(me.data, section) ? (
              children(me.data)
            ) : landing ? (
              <Spinner label="" />
            ) : (
              <ErrorView statusCode={404} />
            )}
          </main>
        </>
      ) : me.error ? (
        <p className={shell.failed}>{t('failed')}</p>
      ) : (
        <Spinner label={t('checking')} />
      )}
    </div>
  );
}

/** A page head: the display title and its lead. */
export function AdminHead({ title, lead }: { title: string; lead?: string }) {
  return (
    <header className={shell.head}>
      <h1 className={shell.title}>{title}</h1>
      {lead && <p className={shell.lead}>{lead}</p>}
    </header>
  );
}
