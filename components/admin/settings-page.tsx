// /admin/settings: the exchange rates (KRW per unit, set by hand) and the notification outbox's
// deliveries (status only; the content stays private).
import { useState, type FormEvent } from 'react';
import { useExchangeRates } from '@/api/admin/operations/get-exchange-rates';
import { useAdminOutbox } from '@/api/admin/operations/get-outbox';
import type { AdminExchangeRateDto } from '@/api/admin/operations/operations-dto';
import { useSetExchangeRateMutation } from '@/api/admin/operations/set-exchange-rate';
import { formatDateTime } from '@/rules/business-time';
import { Button } from '@/components/ui/button/button';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useLanguage } from '@/hooks/use-preferences';
import { useTranslation } from 'next-i18next/pages';
import { ratedCurrencies } from '@/schemas/back-office';
import { toast } from 'react-toastify';
import { AdminHead, AdminLayout } from './admin-layout';
import { adminErrorMessage } from './admin-messages';
import lists from './admin-lists.module.scss';
import shell from './admin-shell.module.scss';
import bar from './admin-toolbar.module.scss';

export function SettingsPage() {
  return <AdminLayout section="settings">{() => <Settings />}</AdminLayout>;
}

function Settings() {
  const { t } = useTranslation('admin');
  const rates = useExchangeRates();
  const outbox = useAdminOutbox({ limit: 30 });
  const language = useLanguage();
  return (
    <div className={shell.page}>
      <AdminHead title={t('settings.title')} lead={t('settings.lead')} />
      <section className={shell.block} aria-labelledby="rates-title">
        <h2 id="rates-title" className={shell.blockTitle}>
          {t('settings.rates')}
        </h2>
        {!rates.data ? (
          <Spinner label="" />
        ) : (
          <ul className={shell.rows}>
            {ratedCurrencies.map((currency) => (
              <RateRow
                key={currency}
                currency={currency}
                rate={rates.data?.exchange_rates.find((r) => r.currency_code === currency)}
              />
            ))}
          </ul>
        )}
      </section>
      <section className={shell.block} aria-labelledby="outbox-title">
        <h2 id="outbox-title" className={shell.blockTitle}>
          {t('settings.outbox')}
        </h2>
        <p className={shell.muted}>{t('settings.outboxLead')}</p>
        {!outbox.data ? (
          <Spinner label="" />
        ) : outbox.data.messages.length === 0 ? (
          <p className={shell.empty}>{t('settings.outboxEmpty')}</p>
        ) : (
          <ul className={shell.rows}>
            {outbox.data.messages.map((message) => (
              <li key={message.id} className={lists.outboxRow} data-testid="outbox-message">
                <span className={shell.muted}>{formatDateTime(message.created_at, language)}</span>
                <span className={shell.stack}>
                  <span className={shell.strong}>{message.template}</span>
                  <span className={shell.muted}>
                    {message.channel} · {message.recipient}
                  </span>
                </span>
                <span className={shell.badge} data-status={message.status}>
                  {t(`settings.statuses.${message.status}`)}
                </span>
                <span className={shell.muted}>{message.last_error ?? ''}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function RateRow({ currency, rate }: { currency: string; rate?: AdminExchangeRateDto }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const setExchangeRate = useSetExchangeRateMutation();
  const [value, setValue] = useState(rate ? String(rate.krw_per_unit) : '');
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await setExchangeRate.mutateAsync({ currency, krwPerUnit: Number(value) });
      toast.success(t('settings.rateSaved'));
    } catch (error) {
      toast.error(adminErrorMessage(t, error, t('error')));
    } finally {
      setBusy(false);
    }
  }
  return (
    <li className={lists.rateRow} data-testid={`rate-${currency}`}>
      <span className={shell.strong}>{currency.toUpperCase()}</span>
      <form onSubmit={submit} className={bar.search}>
        <input
          className={bar.searchInput}
          inputMode="decimal"
          value={value}
          aria-label={t('settings.krwPerUnit', { currency: currency.toUpperCase() })}
          onChange={(event) => setValue(event.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={busy}>
          {t('catalogue.save')}
        </Button>
      </form>
      <span className={shell.muted}>
        {rate ? `${rate.source} · ${formatDateTime(rate.updated_at, language)}` : ''}
      </span>
    </li>
  );
}
