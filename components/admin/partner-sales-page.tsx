// /admin/partner/sales: the partner's primary sales in a period (this month by default): each
// order's sale price, the platform's commission, the payout and whether it is paid out, due
// (delivered, no payout recorded yet) or pending (not delivered yet); totals; a CSV download.
import clsx from 'clsx';
import { useState, type FormEvent } from 'react';
import { usePartnerSales } from '@/api/admin/partner/get-sales';
import { useDownloadSalesCsvMutation } from '@/api/admin/partner/get-sales-csv';
import { Button } from '@/components/ui/button/button';
import { TextField } from '@/components/ui/form/form-field';
import Link from 'next/link';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useLanguage } from '@/hooks/use-preferences';
import { useTranslation } from 'next-i18next/pages';
import { formatMoney } from '@/rules/money';
import { toast } from 'react-toastify';
import { AdminHead, AdminLayout } from './admin-layout';
import { adminErrorMessage } from './admin-messages';
import dashboard from './admin-dashboard.module.scss';
import lists from './admin-lists.module.scss';
import shell from './admin-shell.module.scss';
import bar from './admin-toolbar.module.scss';
import { formatDate } from '@/rules/business-time';
import { useEditionLabel } from '@/hooks/use-edition-label';

export function PartnerSalesPage() {
  return <AdminLayout section="partnerSales">{() => <PartnerSales />}</AdminLayout>;
}

function PartnerSales() {
  const { t } = useTranslation('admin');
  const editionName = useEditionLabel();
  const language = useLanguage();
  const [period, setPeriod] = useState<{ from?: string; to?: string }>({});
  const [draft, setDraft] = useState({ from: '', to: '' });
  const { data, error } = usePartnerSales(period);
  const salesCsv = useDownloadSalesCsvMutation();
  const krw = (amount: number) => formatMoney({ amount, currency: 'krw' }, language);
  const day = (iso: string) => formatDate(iso, language);
  const onPeriod = (event: FormEvent) => {
    event.preventDefault();
    setPeriod({ from: draft.from || undefined, to: draft.to || undefined });
  };
  async function download() {
    try {
      const csv = await salesCsv.mutateAsync(period);
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `sales-${data?.from ?? ''}-${data?.to ?? ''}.csv`;
      link.click();
      URL.revokeObjectURL(url);
    } catch (failure) {
      toast.error(adminErrorMessage(t, failure, t('error')));
    }
  }
  return (
    <div className={shell.page}>
      <AdminHead
        title={t('partner.sales.title')}
        lead={t('partner.sales.lead', {
          rate: ((data?.commission_bps ?? 0) / 100).toLocaleString(),
        })}
      />
      <form className={bar.toolbar} onSubmit={onPeriod} aria-label={t('partner.sales.period')}>
        <TextField
          type="date"
          label={t('partner.sales.from')}
          value={draft.from || data?.from || ''}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
        <TextField
          type="date"
          label={t('partner.sales.to')}
          value={draft.to || data?.to || ''}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
        <div className={shell.buttons}>
          <Button type="submit" variant="secondary">
            {t('partner.sales.show')}
          </Button>
          <Button
            type="button"
            variant="secondary"
            onClick={() => void download()}
            disabled={!data}
          >
            {t('partner.sales.csv')}
          </Button>
        </div>
      </form>
      {error ? (
        <p className={shell.failed} role="alert">
          {adminErrorMessage(t, error, t('failed'))}
        </p>
      ) : !data ? (
        <Spinner label="" />
      ) : (
        <>
          <ul className={dashboard.tiles} data-testid="sales-totals">
            {(['payout', 'paid_out', 'due', 'pending'] as const).map((key) => (
              <li key={key} className={dashboard.tile}>
                <span className={dashboard.tileLabel}>{t(`partner.sales.totals.${key}`)}</span>
                <span className={clsx(dashboard.tileValue, dashboard.tileMoney)}>
                  {krw(data.totals[key])}
                </span>
              </li>
            ))}
            <li className={dashboard.tile}>
              <span className={dashboard.tileLabel}>{t('partner.sales.totals.sale_price')}</span>
              <span className={clsx(dashboard.tileValue, dashboard.tileMoney)}>
                {krw(data.totals.sale_price)}
              </span>
              <span className={shell.muted}>
                {t('partner.sales.count', { count: data.totals.count })}
              </span>
            </li>
            <li className={dashboard.tile}>
              <span className={dashboard.tileLabel}>{t('partner.sales.totals.commission')}</span>
              <span className={clsx(dashboard.tileValue, dashboard.tileMoney)}>
                {krw(data.totals.platform_commission)}
              </span>
            </li>
          </ul>
          {!data.sales.length ? (
            <p className={shell.empty}>{t('partner.sales.empty')}</p>
          ) : (
            <ul className={shell.rows}>
              {data.sales.map((sale) => (
                <li
                  key={sale.order_id}
                  className={lists.orderRow}
                  data-testid="partner-sale"
                  data-status={sale.status}
                >
                  <span className={lists.orderMain}>
                    <span className={shell.strong}>{sale.order_number}</span>
                    <span className={shell.muted}>{day(sale.paid_at)}</span>
                  </span>
                  <span className={lists.orderWork}>
                    <Link href={`/work/${sale.artwork_handle}`}>{sale.artwork_title}</Link>
                    <span className={shell.muted}>{editionName(sale)}</span>
                  </span>
                  <span className={lists.orderMoney}>
                    <span>{krw(sale.sale_price)}</span>
                    {sale.paid_by_buyer.currency_code !== 'krw' && (
                      <span className={shell.muted} data-testid="paid-by-buyer">
                        {t('partner.sales.paidByBuyer', {
                          amount: formatMoney(
                            {
                              amount: sale.paid_by_buyer.amount,
                              currency: sale.paid_by_buyer.currency_code,
                            },
                            language,
                          ),
                        })}
                      </span>
                    )}
                    <span className={shell.muted}>
                      {t('partner.sales.commissionOf', { amount: krw(sale.platform_commission) })}
                    </span>
                    <span className={shell.strong}>
                      {t('partner.sales.payoutOf', { amount: krw(sale.payout) })}
                    </span>
                  </span>
                  <span className={lists.orderStatus}>
                    <span className={shell.badge}>
                      {t(`partner.sales.statuses.${sale.status}`)}
                    </span>
                    {sale.paid_out_at && (
                      <span className={shell.muted}>{day(sale.paid_out_at)}</span>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <p className={shell.muted}>{t('partner.sales.note')}</p>
        </>
      )}
    </div>
  );
}
