// /admin/partner: the partner's home: pending offers on their galleries' works, editions on sale
// and this month's primary sales (Korean time), each linking to where it is handled.
import { usePartnerDashboard } from '@/api/admin/partner/get-dashboard';
import Link from 'next/link';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useLanguage } from '@/hooks/use-preferences';
import { useTranslation } from 'next-i18next/pages';
import type { BackOfficeMeDto } from '@/schemas/back-office-dto';
import { formatMoney } from '@/rules/money';
import { AdminHead, AdminLayout } from './admin-layout';
import dashboard from './admin-dashboard.module.scss';
import shell from './admin-shell.module.scss';

export function PartnerHomePage() {
  return <AdminLayout section="partnerHome">{(me) => <PartnerHome me={me} />}</AdminLayout>;
}

function PartnerHome({ me }: { me: BackOfficeMeDto }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { data, error } = usePartnerDashboard();
  const tiles = data
    ? [
        {
          key: 'pending_offers',
          value: data.pending_offers.toLocaleString(),
          href: '/admin/offers',
        },
        {
          key: 'editions_on_sale',
          value: data.editions_on_sale.toLocaleString(),
          href: '/admin/partner/artworks?status=on_sale',
        },
        {
          key: 'sales_this_month',
          value: data.sales_this_month.count.toLocaleString(),
          href: '/admin/partner/sales',
        },
        {
          key: 'payout_this_month',
          value: formatMoney({ amount: data.sales_this_month.payout, currency: 'krw' }, language),
          href: '/admin/partner/sales',
        },
      ]
    : [];
  return (
    <div className={shell.page}>
      <AdminHead
        title={me.institutions.map((i) => i.name).join(' · ') || t('partner.home.title')}
        lead={t('partner.home.lead')}
      />
      {error ? (
        <p className={shell.failed}>{t('failed')}</p>
      ) : !data ? (
        <Spinner label="" />
      ) : (
        <ul className={dashboard.tiles}>
          {tiles.map(({ key, value, href }) => (
            <li key={key} className={dashboard.tile} data-testid={`tile-${key}`}>
              <span className={dashboard.tileLabel}>{t(`partner.home.${key}`)}</span>
              <span className={dashboard.tileValue}>{value}</span>
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
