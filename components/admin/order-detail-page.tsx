// /admin/orders/[id]: one order in full (its money in the layout every document prints), what
// fulfilling it needs (order-fulfilment.tsx), and the
// operator's actions on it: confirm a virtual-account deposit, move the shipment one step along
// its track, cancel or refund.
import clsx from 'clsx';
import { useRouter } from 'next/router';
import { useState } from 'react';
import {
  useChangeAdminOrderMutation,
  type AdminOrderChange,
} from '@/api/admin/orders/change-order';
import { useAdminOrder } from '@/api/admin/orders/get-order';
import { apiErrorStatus } from '@/api/api-error';
import { formatDateTime } from '@/rules/business-time';
import { OrderAmountsTable } from '@/components/orders/order-amounts';
import { ResaleSettlementTable } from '@/components/resale/resale-settlement';
import { TextField } from '@/components/ui/form/form-field';
import Link from 'next/link';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useLanguage } from '@/hooks/use-preferences';
import { useTranslation } from 'next-i18next/pages';
import { bankName } from '@/rules/banks';
import type { AdminOrderDto } from '@/schemas/back-office-dto';
import { formatMoney } from '@/rules/money';
import { toast } from 'react-toastify';
import { AdminHead, AdminLayout } from './admin-layout';
import { adminErrorMessage } from './admin-messages';
import { OrderFulfilment } from './order-fulfilment';
import { AdvanceShipping, CancelOrderButton, ConfirmDepositButton } from './order-actions';
import { carrierName } from '@/rules/carriers';
import forms from './admin-forms.module.scss';
import shell from './admin-shell.module.scss';
import { useEditionLabel } from '@/hooks/use-edition-label';

export function OrderDetailPage() {
  return <AdminLayout section="orders">{() => <OrderDetail />}</AdminLayout>;
}

function OrderDetail() {
  const { t } = useTranslation('admin');
  const router = useRouter();
  const orderId = String(router.query.path?.[1] ?? '');
  const { data, error } = useAdminOrder(orderId);
  const missing = apiErrorStatus(error) === 404;
  return (
    <div className={shell.page}>
      <Link href="/admin/orders" className={shell.back}>
        ← {t('order.back')}
      </Link>
      {missing ? (
        <p className={shell.empty}>{t('order.notFound')}</p>
      ) : error ? (
        <p className={shell.failed}>{t('failed')}</p>
      ) : !data ? (
        <Spinner label="" />
      ) : (
        <OrderView order={data} />
      )}
    </div>
  );
}

export function OrderView({ order }: { order: AdminOrderDto }) {
  const { t } = useTranslation('admin');
  const editionName = useEditionLabel();
  const { t: to } = useTranslation('orders');
  const language = useLanguage();
  const changeOrder = useChangeAdminOrderMutation();
  const [note, setNote] = useState('');
  const [reason, setReason] = useState('');
  const [account, setAccount] = useState({ bank: '', account_number: '', holder: '' });
  const money = (amount: number) =>
    formatMoney({ amount, currency: order.currency_code }, language);
  const date = (iso: string) => formatDateTime(iso, language);
  const shipping = (status: string) => to(`shipping.statuses.${status}`);

  /** Runs a confirmed change: says it was done, or says why not and throws (the dialog stays). */
  async function run(change: AdminOrderChange, done: (o: AdminOrderDto) => string) {
    try {
      const next = await changeOrder.mutateAsync(change);
      toast.success(done(next));
    } catch (error) {
      toast.error(adminErrorMessage(t, error, t('error')));
      throw error;
    }
  }

  const vbankRefund = order.status === 'paid' && order.payment_method === 'vbank';
  return (
    <>
      <AdminHead
        title={t('order.title', { number: order.order_number })}
        lead={t('order.placed', { date: date(order.created_at) })}
      />
      <dl className={forms.facts} data-testid="order-facts">
        <div>
          <dt>{t('order.work')}</dt>
          <dd>{order.item_name}</dd>
        </div>
        {order.artwork && (
          <div>
            <dt>{t('order.edition')}</dt>
            <dd>{editionName(order.artwork)}</dd>
          </div>
        )}
        <div>
          <dt>{t('order.buyer')}</dt>
          <dd>{order.buyer_name}</dd>
        </div>
        <div>
          <dt>{t('order.total')}</dt>
          <dd>{money(order.total)}</dd>
        </div>
        <div>
          <dt>{t('order.payment')}</dt>
          <dd>
            {to(`payMethods.${order.payment_method}`)} ·{' '}
            <span className={shell.badge} data-status={order.status} data-testid="order-status">
              {to(`status.${order.status}`)}
            </span>
            {order.status === 'awaiting_deposit' && order.deposit_deadline && (
              <span className={shell.muted}>
                {' '}
                {t('order.deadline', { date: date(order.deposit_deadline) })}
                {order.bank &&
                  ` · ${t('order.account', {
                    bank: bankName(order.bank, language),
                    account: order.account_number,
                  })}`}
              </span>
            )}
          </dd>
        </div>
      </dl>

      <section className={shell.block} aria-labelledby="amounts-title">
        <h2 id="amounts-title" className={shell.blockTitle}>
          {to('detail.amounts')}
        </h2>
        <OrderAmountsTable
          amounts={order}
          currency={order.currency_code}
          language={language}
          extraInstalls={order.extra_installs}
          rate={{ krwPerUnit: order.krw_per_unit, lockedAt: order.rate_locked_at }}
        />
      </section>

      {order.resale_settlement && (
        <section className={shell.block} aria-labelledby="settlement-title">
          <h2 id="settlement-title" className={shell.blockTitle}>
            {t('order.settlement')}
          </h2>
          <p className={shell.muted}>{t('order.settlementLead')}</p>
          <ResaleSettlementTable
            settlement={order.resale_settlement}
            language={language}
            reader="operator"
          />
        </section>
      )}

      <OrderFulfilment order={order} />

      <section className={shell.block} aria-labelledby="track-title">
        <h2 id="track-title" className={shell.blockTitle}>
          {t('order.track')} · {to(`shipping.methods.${order.shipping_method}`)}
        </h2>
        <ol className={forms.track} data-testid="shipping-track">
          {order.shipping_track.map((status) => {
            const index = order.shipping_track.indexOf(status);
            const current = order.shipping_track.indexOf(order.shipping_status);
            return (
              <li
                key={status}
                className={clsx(
                  forms.step,
                  index < current && forms.stepDone,
                  index === current && forms.stepCurrent,
                )}
                aria-current={index === current ? 'step' : undefined}
              >
                {shipping(status)}
              </li>
            );
          })}
        </ol>
        {order.shipment && (
          <p className={shell.muted} data-testid="admin-shipment">
            {t('order.ship.sentWith', {
              carrier: carrierName(order.shipment.carrier, language),
              number: order.shipment.tracking_number,
            })}
          </p>
        )}
        {order.can_advance_shipping && order.next_shipping_status ? (
          <AdvanceShipping key={order.next_shipping_status} order={order} run={run} />
        ) : (
          order.status === 'paid' && <p className={shell.muted}>{t('order.trackDone')}</p>
        )}
      </section>

      {order.can_confirm_deposit && (
        <section className={shell.block} aria-labelledby="deposit-title">
          <h2 id="deposit-title" className={shell.blockTitle}>
            {t('order.confirmDeposit')}
          </h2>
          <p className={shell.muted}>{t('order.confirmDepositLead')}</p>
          <TextField
            label={t('order.depositNote')}
            value={note}
            maxLength={500}
            onChange={(event) => setNote(event.target.value)}
          />
          <ConfirmDepositButton order={order} note={note} run={run} />
        </section>
      )}

      <section className={shell.block} aria-labelledby="cancel-title">
        <h2 id="cancel-title" className={shell.blockTitle}>
          {t('order.cancelTitle')}
        </h2>
        {order.can_cancel ? (
          <>
            <p className={shell.muted}>{t('order.cancelLead')}</p>
            <TextField
              label={t('order.reason')}
              value={reason}
              maxLength={500}
              onChange={(event) => setReason(event.target.value)}
            />
            {vbankRefund && (
              <fieldset className={forms.fieldset}>
                <legend>{t('order.refundAccount')}</legend>
                {(['bank', 'account_number', 'holder'] as const).map((field) => (
                  <TextField
                    key={field}
                    label={t(`order.${field === 'account_number' ? 'accountNumber' : field}`)}
                    value={account[field]}
                    onChange={(event) => setAccount({ ...account, [field]: event.target.value })}
                  />
                ))}
              </fieldset>
            )}
            <CancelOrderButton
              order={order}
              body={{ reason, ...(vbankRefund ? { refund_account: account } : {}) }}
              run={run}
            />
          </>
        ) : (
          <p className={shell.muted}>
            {order.cancel_date
              ? `${to(`status.${order.status}`)} · ${date(order.cancel_date)}${order.cancel_amount !== null ? ` · ${money(order.cancel_amount)}` : ''}`
              : t('order.cannotCancel')}
          </p>
        )}
      </section>
    </>
  );
}
