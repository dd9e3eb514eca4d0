// The payment methods the chosen currency offers (GET pay-method/{currency}, rules §9): Korean
// methods with KRW only, the non-Korean card with its rules §8 notice, installments for the Korean
// card, and the test gateway's card number for card methods. A busy state while they load, so
// "no payment method" is said only when the answer says so.
import clsx from 'clsx';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'next-i18next/pages';
import { Spinner } from '@/components/ui/spinner/spinner';
import type { PayChoiceValues } from '@/schemas/checkout';
import type { PayMethodDto } from '@/schemas/checkout-dto';
import type { PayMethod } from '@/rules/checkout-rules';
import { translateCheckoutMessage } from './checkout-text';
import styles from './checkout.module.scss';

export const isCardMethod = (method: PayMethod | null) =>
  method === 'card_kr' || method === 'card_intl';

/** The chosen method while the methods on offer include it, else none. */
export function offeredChoice(methods: PayMethodDto[], method: PayMethod | null) {
  return methods.some((m) => m.code === method) ? method : null;
}

export function PayMethodList({
  methods,
  loading,
}: {
  methods: PayMethodDto[];
  /** The methods are being read: not yet known to be none. */
  loading: boolean;
}) {
  const { t } = useTranslation('checkout');
  const { register, setValue } = useFormContext<PayChoiceValues>();
  const [picked, installmentMonths] = useWatch<
    PayChoiceValues,
    ['pay_method', 'installment_months']
  >({ name: ['pay_method', 'installment_months'] });
  if (loading) {
    return (
      <p className={styles.muted} aria-busy="true">
        <Spinner label={t('payment.loading')} />
      </p>
    );
  }
  if (methods.length === 0) return <p className={styles.muted}>{t('payment.none')}</p>;
  const method = offeredChoice(methods, picked);
  const chosen = methods.find((m) => m.code === method);
  return (
    <div className={styles.stack}>
      <div role="radiogroup" aria-label={t('payment.title')} className={styles.choices}>
        {methods.map((offered) => (
          <label
            key={offered.code}
            className={clsx(styles.choice, method === offered.code && styles.chosen)}
          >
            <input
              type="radio"
              name="pay-method"
              value={offered.code}
              checked={method === offered.code}
              onChange={() => {
                setValue('pay_method', offered.code);
                setValue('installment_months', 0);
              }}
            />
            <span className={styles.choiceText}>
              <span className={styles.choiceName}>{t(`payment.methods.${offered.code}`)}</span>
              {offered.notice && (
                <span className={styles.notice} role="note">
                  {translateCheckoutMessage(t, offered.notice)}
                </span>
              )}
              {offered.deferred && (
                <span className={styles.choiceNote}>{t('payment.vbankNote')}</span>
              )}
            </span>
          </label>
        ))}
      </div>
      {chosen && chosen.installments.length > 1 && (
        <label className={styles.field}>
          <span className={styles.fieldLabel}>{t('payment.installments')}</span>
          <select
            className={styles.select}
            value={installmentMonths}
            onChange={(event) => setValue('installment_months', Number(event.target.value))}
          >
            {chosen.installments.map((months) => (
              <option key={months} value={months}>
                {months === 0 ? t('payment.fullPayment') : t('payment.months', { count: months })}
              </option>
            ))}
          </select>
        </label>
      )}
      {isCardMethod(method) && (
        <div className={styles.field}>
          <label className={styles.fieldLabel} htmlFor="test-card-number">
            {t('payment.testCard')}
          </label>
          <input
            id="test-card-number"
            className={styles.input}
            inputMode="numeric"
            autoComplete="off"
            aria-describedby="test-card-hint"
            {...register('test_card_number')}
          />
          <span id="test-card-hint" className={styles.muted}>
            {t('payment.testCardHint')}
          </span>
        </div>
      )}
    </div>
  );
}
