// /admin/orders: every order, newest first, by status tab and a search of order number or buyer.
import { useRouter } from 'next/router';
import { useState } from 'react';
import { useAdminOrders } from '@/api/admin/orders/get-orders';
import { formatDateTime } from '@/rules/business-time';
import Link from 'next/link';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useLanguage } from '@/hooks/use-preferences';
import { useTranslation } from 'next-i18next/pages';
import { formatMoney } from '@/rules/money';
import { AdminHead, AdminLayout } from './admin-layout';
import { AdminMore, AdminToolbar } from './admin-toolbar';
import lists from './admin-lists.module.scss';
import shell from './admin-shell.module.scss';

const tabs = ['all', 'awaiting_deposit', 'paid', 'canceled', 'refunded'] as const;
const PAGE = 20;

export function OrdersPage() {
  return <AdminLayout section="orders">{() => <Orders />}</AdminLayout>;
}

function Orders() {
  const { t } = useTranslation('admin');
  const { t: to } = useTranslation('orders');
  const language = useLanguage();
  const router = useRouter();
  const status = tabs.find((tab) => tab === router.query.status) ?? 'all';
  const q = typeof router.query.q === 'string' ? router.query.q : '';
  const [limit, setLimit] = useState(PAGE);
  const { data, error } = useAdminOrders({
    status: status === 'all' ? undefined : status,
    q: q || undefined,
    limit,
  });
  const go = (next: { status?: string; q?: string }) => {
    const query = { status, q, ...next };
    setLimit(PAGE);
    void router.replace(
      {
        pathname: '/admin/orders',
        query: Object.fromEntries(
          Object.entries(query).filter(([, v]) => v && v !== 'all') as [string, string][],
        ),
      },
      undefined,
      { shallow: true },
    );
  };

  return (
    <div className={shell.page}>
      <AdminHead title={t('orders.title')} lead={t('orders.lead')} />
      <AdminToolbar
        tabs={{
          label: t('orders.title'),
          tabs,
          current: status,
          labelOf: (tab) => t(`orders.tabs.${tab}`),
          onSelect: (tab) => go({ status: tab }),
        }}
        search={{
          placeholder: t('orders.search'),
          initial: q,
          onSearch: (text) => go({ q: text }),
        }}
      />
      {error ? (
        <p className={shell.failed}>{t('failed')}</p>
      ) : !data ? (
        <Spinner label="" />
      ) : data.orders.length === 0 ? (
        <p className={shell.empty}>{t('orders.empty')}</p>
      ) : (
        <>
          <p className={shell.muted}>{t('orders.count', { count: data.count })}</p>
          <ul className={shell.rows}>
            {data.orders.map((order) => (
              <li key={order.id} className={lists.orderRow} data-testid="admin-order">
                <div className={lists.orderMain}>
                  <Link href={`/admin/orders/${order.id}`} className={lists.orderNumber}>
                    {order.order_number}
                  </Link>
                  <span className={shell.muted}>{formatDateTime(order.created_at, language)}</span>
                </div>
                <div className={lists.orderWork}>
                  <span className={shell.strong}>{order.item_name}</span>
                  <span className={shell.muted}>{order.buyer_name}</span>
                </div>
                <div className={lists.orderMoney}>
                  {formatMoney({ amount: order.total, currency: order.currency_code }, language)}
                  <span className={shell.muted}>{to(`payMethods.${order.payment_method}`)}</span>
                </div>
                <div className={lists.orderStatus}>
                  <span className={shell.badge} data-status={order.status}>
                    {to(`status.${order.status}`)}
                  </span>
                  <span className={shell.muted}>
                    {to(`shipping.statuses.${order.shipping_status}`)}
                  </span>
                </div>
              </li>
            ))}
          </ul>
          <AdminMore
            shown={data.orders.length}
            count={data.count}
            onMore={() => setLimit((n) => n + PAGE)}
          />
        </>
      )}
    </div>
  );
}
