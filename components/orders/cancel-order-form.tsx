// Cancel before shipment (issue 5, POST store/orders/{id}/cancel): an optional reason and, for a
// virtual-account order already paid, the account the refund goes to. The rules are the
// server's own schema (schemas/checkout.ts cancelOrderSchema), shown in the visitor's language.
import { useState, type FormEvent } from 'react';
import { ValidationError } from 'yup';
import { apiErrorMessage } from '@/api/api-error';
import { Button } from '@/components/ui/button/button';
import { TextField } from '@/components/ui/form/form-field';
import { FormAlert } from '@/components/account/form-alert';
import { useTranslation } from 'next-i18next/pages';
import { cancelOrderSchema, type CancelOrderRequest } from '@/schemas/checkout';
import type { OrderDto } from '@/schemas/checkout-dto';
import { checkoutMessages } from '@/rules/checkout-rules';
import { resaleMessages } from '@/schemas/resale';
import { useCancelOrderMutation } from '@/api/orders/cancel-order';
import styles from './orders.module.scss';

type Field = 'reason' | 'bank' | 'account_number' | 'holder';
export type CancelErrors = Partial<Record<Field, string>>;

/** Whether cancelling `order` needs a refund account: a virtual account already paid. */
export function needsRefundAccount(order: Pick<OrderDto, 'payment_method' | 'status'>): boolean {
  return order.payment_method === 'vbank' && order.status === 'paid';
}

/** The request the form sends, or the fields in error (keys of orders.json `cancel.errors`). */
export function validateCancel(
  values: Record<Field, string>,
  withAccount: boolean,
): { ok: true; body: CancelOrderRequest } | { ok: false; errors: CancelErrors } {
  const input = {
    reason: values.reason,
    refund_account: withAccount
      ? { bank: values.bank, account_number: values.account_number, holder: values.holder }
      : null,
  };
  try {
    return { ok: true, body: cancelOrderSchema.validateSync(input, { abortEarly: false }) };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: CancelErrors = {};
    for (const inner of error.inner) {
      const field = (inner.path ?? '').replace('refund_account.', '') as Field;
      if (field === 'reason') errors.reason = 'cancel.errors.reason';
      if (field === 'bank') errors.bank = 'cancel.errors.bank';
      if (field === 'account_number') errors.account_number = 'cancel.errors.accountNumber';
      if (field === 'holder') errors.holder = 'cancel.errors.holder';
    }
    return { ok: false, errors };
  }
}

const empty: Record<Field, string> = { reason: '', bank: '', account_number: '', holder: '' };

export function CancelOrderForm({
  order,
  onCancelled,
}: {
  order: OrderDto;
  onCancelled: (order: OrderDto) => void;
}) {
  const cancelOrder = useCancelOrderMutation();
  const { t } = useTranslation('orders');
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<CancelErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const withAccount = needsRefundAccount(order);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = validateCancel(values, withAccount);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      onCancelled(await cancelOrder.mutateAsync({ orderId: order.id, body: checked.body }));
    } catch (error) {
      const message = apiErrorMessage(error) ?? null;
      setFailure(
        message === checkoutMessages.cancelNotAllowed
          ? t('cancel.notAllowed')
          : message === resaleMessages.withdrawFirst
            ? t('cancel.onResale')
            : (message ?? t('detail.failed')),
      );
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Field) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((before) => ({ ...before, [name]: event.target.value })),
    error: errors[name] ? t(errors[name]) : undefined,
  });

  if (!open) {
    return (
      <div className={styles.cancelIntro}>
        <p>{order.status === 'paid' ? t('cancel.leadPaid') : t('cancel.lead')}</p>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t('cancel.action')}
        </Button>
      </div>
    );
  }
  return (
    <form
      className={styles.cancelForm}
      onSubmit={submit}
      noValidate
      aria-label={t('cancel.action')}
    >
      <FormAlert message={failure} className={styles.alert} />
      <TextField label={t('cancel.reason')} maxLength={500} {...field('reason')} />
      {withAccount && (
        <fieldset className={styles.refundAccount}>
          <legend>{t('cancel.refundAccount')}</legend>
          <p className={styles.muted}>{t('cancel.refundAccountLead')}</p>
          <div className={styles.accountFields}>
            <TextField label={t('cancel.bank')} required autoComplete="off" {...field('bank')} />
            <TextField
              label={t('cancel.accountNumber')}
              required
              inputMode="numeric"
              autoComplete="off"
              {...field('account_number')}
            />
            <TextField
              label={t('cancel.holder')}
              required
              autoComplete="off"
              {...field('holder')}
            />
          </div>
        </fieldset>
      )}
      <div className={styles.formActions}>
        <Button type="submit" disabled={busy}>
          {t('cancel.confirm')}
        </Button>
        <Button variant="text" onClick={() => setOpen(false)} disabled={busy}>
          {t('cancel.keep')}
        </Button>
      </div>
    </form>
  );
}
