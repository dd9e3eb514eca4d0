// /admin: the operator's counts of the day, each linking to where the work is.
import { useAdminDashboard } from '@/api/admin/get-dashboard';
import Link from 'next/link';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useTranslation } from 'next-i18next/pages';
import type { DashboardDto } from '@/schemas/back-office-dto';
import { AdminHead, AdminLayout } from './admin-layout';
import dashboard from './admin-dashboard.module.scss';
import shell from './admin-shell.module.scss';

const tiles: { key: keyof DashboardDto; href: string }[] = [
  { key: 'orders_today', href: '/admin/orders' },
  { key: 'deposits_awaiting', href: '/admin/orders?status=awaiting_deposit' },
  { key: 'orders_to_ship', href: '/admin/orders?status=paid' },
  { key: 'resale_reviewing', href: '/admin/resale' },
  { key: 'resale_waiting_for_confirmation', href: '/admin/resale?status=waiting_for_confirmation' },
  { key: 'pending_offers', href: '/admin/offers?answerer=store&status=pending' },
  { key: 'contacts_new', href: '/admin/contacts?status=new' },
];

export function DashboardPage() {
  return <AdminLayout section="dashboard">{() => <Dashboard />}</AdminLayout>;
}

function Dashboard() {
  const { t } = useTranslation('admin');
  const { data, error } = useAdminDashboard();
  return (
    <div className={shell.page}>
      <AdminHead title={t('dashboard.title')} lead={t('dashboard.lead')} />
      {error ? (
        <p className={shell.failed}>{t('failed')}</p>
      ) : !data ? (
        <Spinner label="" />
      ) : (
        <ul className={dashboard.tiles}>
          {tiles.map(({ key, href }) => (
            <li key={key} className={dashboard.tile} data-testid={`tile-${key}`}>
              <span className={dashboard.tileLabel}>{t(`dashboard.${key}`)}</span>
              <span className={dashboard.tileValue}>{data[key].toLocaleString()}</span>
              <Link href={href} className={dashboard.tileLink}>
                {t('dashboard.open')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
