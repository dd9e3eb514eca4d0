// The payment methods the chosen currency offers (GET pay-method/{currency}, rules §9): Korean
// methods with KRW only, the non-Korean card with its rules §8 notice, installments for the Korean
// card, and the test gateway's card number for card methods.
import clsx from 'clsx';
import { useTranslation } from 'next-i18next/pages';
import type { PayMethodDto } from '@/schemas/checkout-dto';
import type { PayMethod } from '@/rules/checkout-rules';
import { translateCheckoutMessage } from './checkout-text';
import styles from './checkout.module.scss';

export const isCardMethod = (method: PayMethod | null) =>
  method === 'card_kr' || method === 'card_intl';

export interface PayChoice {
  method: PayMethod | null;
  installmentMonths: number;
  testCardNumber: string;
}

export function PayMethodList({
  methods,
  value,
  onChange,
}: {
  methods: PayMethodDto[];
  value: PayChoice;
  onChange: (next: PayChoice) => void;
}) {
  const { t } = useTranslation('checkout');
  if (methods.length === 0) return <p className={styles.muted}>{t('payment.none')}</p>;
  const chosen = methods.find((m) => m.code === value.method);
  return (
    <div className={styles.stack}>
      <div role="radiogroup" aria-label={t('payment.title')} className={styles.choices}>
        {methods.map((method) => (
          <label
            key={method.code}
            className={clsx(styles.choice, value.method === method.code && styles.chosen)}
          >
            <input
              type="radio"
              name="pay-method"
              value={method.code}
              checked={value.method === method.code}
              onChange={() => onChange({ ...value, method: method.code, installmentMonths: 0 })}
            />
            <span className={styles.choiceText}>
              <span className={styles.choiceName}>{t(`payment.methods.${method.code}`)}</span>
              {method.notice && (
                <span className={styles.notice} role="note">
                  {translateCheckoutMessage(t, method.notice)}
                </span>
              )}
              {method.deferred && (
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
            value={value.installmentMonths}
            onChange={(event) =>
              onChange({ ...value, installmentMonths: Number(event.target.value) })
            }
          >
            {chosen.installments.map((months) => (
              <option key={months} value={months}>
                {months === 0 ? t('payment.fullPayment') : t('payment.months', { count: months })}
              </option>
            ))}
          </select>
        </label>
      )}
      {isCardMethod(value.method) && (
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
            value={value.testCardNumber}
            onChange={(event) => onChange({ ...value, testCardNumber: event.target.value })}
          />
          <span id="test-card-hint" className={styles.muted}>
            {t('payment.testCardHint')}
          </span>
        </div>
      )}
    </div>
  );
}
