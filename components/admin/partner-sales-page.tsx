// /admin/partner/sales: the partner's primary sales in a period (this month by default): each
// order's sale price, the platform's commission, the payout and whether it is paid out, due
// (delivered, no payout recorded yet) or pending (not delivered yet); totals; a CSV download.
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
import styles from './admin.module.scss';
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
    <div className={styles.page}>
      <AdminHead
        title={t('partner.sales.title')}
        lead={t('partner.sales.lead', {
          rate: ((data?.commission_bps ?? 0) / 100).toLocaleString(),
        })}
      />
      <form className={styles.toolbar} onSubmit={onPeriod} aria-label={t('partner.sales.period')}>
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
        <div className={styles.buttons}>
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
        <p className={styles.failed} role="alert">
          {adminErrorMessage(t, error, t('failed'))}
        </p>
      ) : !data ? (
        <Spinner label="" />
      ) : (
        <>
          <ul className={styles.tiles} data-testid="sales-totals">
            {(['payout', 'paid_out', 'due', 'pending'] as const).map((key) => (
              <li key={key} className={styles.tile}>
                <span className={styles.tileLabel}>{t(`partner.sales.totals.${key}`)}</span>
                <span className={styles.tileValue}>{krw(data.totals[key])}</span>
              </li>
            ))}
            <li className={styles.tile}>
              <span className={styles.tileLabel}>{t('partner.sales.totals.sale_price')}</span>
              <span className={styles.tileValue}>{krw(data.totals.sale_price)}</span>
              <span className={styles.muted}>
                {t('partner.sales.count', { count: data.totals.count })}
              </span>
            </li>
            <li className={styles.tile}>
              <span className={styles.tileLabel}>{t('partner.sales.totals.commission')}</span>
              <span className={styles.tileValue}>{krw(data.totals.platform_commission)}</span>
            </li>
          </ul>
          {!data.sales.length ? (
            <p className={styles.empty}>{t('partner.sales.empty')}</p>
          ) : (
            <ul className={styles.rows}>
              {data.sales.map((sale) => (
                <li
                  key={sale.order_id}
                  className={styles.orderRow}
                  data-testid="partner-sale"
                  data-status={sale.status}
                >
                  <span className={styles.orderMain}>
                    <span className={styles.strong}>{sale.order_number}</span>
                    <span className={styles.muted}>{day(sale.paid_at)}</span>
                  </span>
                  <span className={styles.orderWork}>
                    <Link href={`/work/${sale.artwork_handle}`}>{sale.artwork_title}</Link>
                    <span className={styles.muted}>{editionName(sale)}</span>
                  </span>
                  <span className={styles.orderMoney}>
                    <span>{krw(sale.sale_price)}</span>
                    <span className={styles.muted}>
                      {t('partner.sales.commissionOf', { amount: krw(sale.platform_commission) })}
                    </span>
                    <span className={styles.strong}>
                      {t('partner.sales.payoutOf', { amount: krw(sale.payout) })}
                    </span>
                  </span>
                  <span className={styles.orderStatus}>
                    <span className={styles.badge}>
                      {t(`partner.sales.statuses.${sale.status}`)}
                    </span>
                    {sale.paid_out_at && (
                      <span className={styles.muted}>{day(sale.paid_out_at)}</span>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <p className={styles.muted}>{t('partner.sales.note')}</p>
        </>
      )}
    </div>
  );
}
