// The operator's irreversible actions on one order (rules §4.52), each behind ConfirmAction: move
// the shipment one step on (the shipped step with its carrier and tracking number, rules §4.46),
// confirm a virtual-account deposit, cancel or refund. Each dialog says what will happen — who is
// told, what the money does, that it cannot be undone — with the action's own words on its button.
import { useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import type { AdminOrderChange } from '@/api/admin/orders/change-order';
import { Button } from '@/components/ui/button/button';
import { SelectField, TextField } from '@/components/ui/form/form-field';
import { useLanguage } from '@/hooks/use-preferences';
import {
  carrierName,
  carriers,
  carriersFor,
  checkShipment,
  isCarrierCode,
  type CarrierCode,
} from '@/rules/carriers';
import { shippingTracks, type ShippingStatus } from '@/rules/checkout-rules';
import { formatMoney } from '@/rules/money';
import type { AdminOrderDto } from '@/schemas/back-office-dto';
import { ConfirmAction } from './confirm-action';
import forms from './admin-forms.module.scss';
import shell from './admin-shell.module.scss';

/** Runs one change; resolves when done (a toast said so), throws when refused (a toast said why). */
export type RunChange = (
  change: AdminOrderChange,
  done: (order: AdminOrderDto) => string,
) => Promise<void>;

const isFinalStep = (status: ShippingStatus) =>
  Object.values(shippingTracks).some((track) => track.at(-1) === status);

/** The next step of the track, and for the shipped step the carrier and tracking number. */
export function AdvanceShipping({ order, run }: { order: AdminOrderDto; run: RunChange }) {
  const { t } = useTranslation('admin');
  const { t: to } = useTranslation('orders');
  const language = useLanguage();
  const next = order.next_shipping_status!;
  const shipped = next === 'shipped';
  const country = order.shipping_address?.country ?? null;
  const offered = carriersFor(country);
  const [carrier, setCarrier] = useState<CarrierCode | ''>('');
  const [number, setNumber] = useState('');
  const [errors, setErrors] = useState<{ carrier?: string; tracking_number?: string }>({});
  const [asking, setAsking] = useState(false);
  const status = to(`shipping.statuses.${next}`);
  const customer = order.customer
    ? `${order.customer.first_name} ${order.customer.last_name}`.trim()
    : order.buyer_name;

  const ask = () => {
    if (!shipped) return setAsking(true);
    const problems: typeof errors = {};
    if (!carrier) problems.carrier = t('order.ship.carrierRequired');
    if (!number.trim()) problems.tracking_number = t('order.ship.numberRequired');
    if (carrier && number.trim()) {
      const checked = checkShipment(carrier, number, country);
      if (!checked.ok) {
        if (checked.problem === 'domesticCarrierAbroad') {
          problems.carrier = t('messages.shipment.domesticCarrierAbroad');
        } else {
          problems.tracking_number = t('order.ship.numberShape', {
            carrier: carrierName(carrier, language),
            example: carriers[carrier].example,
          });
        }
      }
    }
    setErrors(problems);
    if (Object.keys(problems).length === 0) setAsking(true);
  };

  const checkedNumber = shipped && carrier ? checkShipment(carrier, number, country) : null;
  const normalized = checkedNumber?.ok ? checkedNumber.trackingNumber : number.trim();

  return (
    <div className={forms.fieldset} data-testid="advance-shipping">
      {shipped && (
        <fieldset className={forms.fieldset}>
          <legend>{t('order.ship.legend')}</legend>
          <SelectField
            label={t('order.ship.carrier')}
            value={carrier}
            error={errors.carrier}
            onChange={(event) => {
              const value = event.target.value;
              setCarrier(isCarrierCode(value) ? value : '');
              setErrors({});
            }}
          >
            <option value="">{t('order.ship.chooseCarrier')}</option>
            {offered.map((code) => (
              <option key={code} value={code}>
                {carrierName(code, language)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('order.ship.trackingNumber')}
            value={number}
            maxLength={40}
            inputMode={carrier === 'ups' || carrier === 'ems' ? 'text' : 'numeric'}
            autoComplete="off"
            error={errors.tracking_number}
            hint={
              carrier
                ? t('order.ship.numberHint', { example: carriers[carrier].example })
                : country && country !== 'KR'
                  ? t('order.ship.abroadHint')
                  : undefined
            }
            onChange={(event) => {
              setNumber(event.target.value);
              setErrors({});
            }}
          />
        </fieldset>
      )}
      <div>
        <Button onClick={ask}>{t('order.advance', { status })}</Button>
      </div>
      <ConfirmAction
        open={asking}
        onCancel={() => setAsking(false)}
        title={t('order.confirmAdvance.title', { status, number: order.order_number })}
        description={[
          t('order.confirmAdvance.tells', { name: customer, status }),
          isFinalStep(next) ? t('order.confirmAdvance.final') : t('order.confirmAdvance.oneWay'),
        ].join(' ')}
        confirmLabel={t('order.advance', { status })}
        onConfirm={() =>
          run(
            shipped && carrier
              ? {
                  kind: 'advance-shipping',
                  orderId: order.id,
                  to: next,
                  shipment: { carrier, tracking_number: normalized },
                }
              : { kind: 'advance-shipping', orderId: order.id, to: next },
            (moved) =>
              t('order.advanced', { status: to(`shipping.statuses.${moved.shipping_status}`) }),
          )
        }
      >
        {shipped && carrier && (
          <dl className={shell.confirmFacts} data-testid="confirm-shipment">
            <div>
              <dt>{t('order.ship.carrier')}</dt>
              <dd>{carrierName(carrier, language)}</dd>
            </div>
            <div>
              <dt>{t('order.ship.trackingNumber')}</dt>
              <dd>{normalized}</dd>
            </div>
          </dl>
        )}
      </ConfirmAction>
    </div>
  );
}

/** Confirm a deposit: the order becomes paid, the work sold, the buyer told. */
export function ConfirmDepositButton({
  order,
  note,
  run,
}: {
  order: AdminOrderDto;
  note: string;
  run: RunChange;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [asking, setAsking] = useState(false);
  const amount = formatMoney({ amount: order.total, currency: order.currency_code }, language);
  return (
    <>
      <div>
        <Button onClick={() => setAsking(true)}>{t('order.confirmDeposit')}</Button>
      </div>
      <ConfirmAction
        open={asking}
        onCancel={() => setAsking(false)}
        title={t('order.confirmDepositAsk.title', { amount, number: order.order_number })}
        description={t('order.confirmDepositAsk.description', { name: order.buyer_name })}
        confirmLabel={t('order.confirmDeposit')}
        onConfirm={() =>
          run({ kind: 'confirm-deposit', orderId: order.id, note }, () =>
            t('order.depositConfirmed'),
          )
        }
      />
    </>
  );
}

/** Cancel an unpaid order, or refund a paid one in full. */
export function CancelOrderButton({
  order,
  body,
  run,
}: {
  order: AdminOrderDto;
  body: Extract<AdminOrderChange, { kind: 'cancel' }>['body'];
  run: RunChange;
}) {
  const { t } = useTranslation('admin');
  const { t: to } = useTranslation('orders');
  const language = useLanguage();
  const [asking, setAsking] = useState(false);
  const refund = order.status === 'paid';
  const amount = formatMoney({ amount: order.total, currency: order.currency_code }, language);
  const label = t(refund ? 'order.refund' : 'order.cancel');
  return (
    <>
      <div>
        <Button variant="secondary" onClick={() => setAsking(true)}>
          {label}
        </Button>
      </div>
      <ConfirmAction
        open={asking}
        onCancel={() => setAsking(false)}
        tone="danger"
        title={
          refund
            ? t('order.refundAsk.title', { amount, name: order.buyer_name })
            : t('order.cancelAsk.title', { number: order.order_number })
        }
        description={
          refund
            ? t('order.refundAsk.description', {
                amount,
                method: to(`payMethods.${order.payment_method}`),
                name: order.buyer_name,
              })
            : t('order.cancelAsk.description', { name: order.buyer_name })
        }
        confirmLabel={label}
        onConfirm={() =>
          run({ kind: 'cancel', orderId: order.id, body }, (next) =>
            t(next.status === 'refunded' ? 'order.refunded' : 'order.canceled'),
          )
        }
      >
        {body.reason ? (
          <p>
            {t('order.reason')}: {body.reason}
          </p>
        ) : null}
      </ConfirmAction>
    </>
  );
}
