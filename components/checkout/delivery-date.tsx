// Specified-date delivery (rules §9 extra charge): a weekday other than a public holiday, from the
// expected readiness to 60 days ahead; checked when saved by the rule the server applies
// (checkoutFormSchema, schemas/checkout.ts).
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'next-i18next/pages';
import { Button } from '@/components/ui/button/button';
import { useLanguage } from '@/hooks/use-preferences';
import type { CartDto } from '@/schemas/checkout-dto';
import type { CheckoutFormValues } from '@/schemas/checkout';
import { formatDate } from '@/rules/business-time';
import { useCheckout } from './checkout-context';
import { translateCheckoutMessage } from './checkout-text';
import styles from './checkout.module.scss';

export function DeliveryDate({
  onSave,
}: {
  /** Saves the named date, or none. */
  onSave: (date: string | null) => Promise<CartDto | null>;
}) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const { cart, money, saving } = useCheckout();
  const { register, setValue, getValues, trigger, clearErrors } =
    useFormContext<CheckoutFormValues>();
  const [wanted, date] = useWatch<CheckoutFormValues, ['date_wanted', 'specified_date']>({
    name: ['date_wanted', 'specified_date'],
  });
  const { errors } = useFormState<CheckoutFormValues>({ name: 'specified_date' });
  const problem = errors.specified_date?.message;
  const { earliest, latest } = cart.specified_date_range;
  const long = (value: string) => formatDate(value, language);

  const saveDate = async () => {
    if (!(await trigger('specified_date'))) return;
    void onSave(getValues('specified_date'));
  };

  return (
    <div className={styles.dateBox}>
      <label className={styles.consentLabel}>
        <input
          type="checkbox"
          checked={wanted}
          disabled={saving}
          onChange={(event) => {
            setValue('date_wanted', event.target.checked);
            clearErrors('specified_date');
            if (!event.target.checked && cart.specified_date) void onSave(null);
          }}
        />
        <span>
          {t('shipping.dateChoose')}{' '}
          <span className={styles.fee}>+{money(cart.specified_date_fee)}</span>
        </span>
      </label>
      {wanted && (
        <>
          <p className={styles.muted}>
            {t('shipping.dateLead', { earliest: long(earliest), latest: long(latest) })}
          </p>
          <div className={styles.dateRow}>
            <label className={styles.field}>
              <span className={styles.fieldLabel}>{t('shipping.dateLabel')}</span>
              <input
                type="date"
                className={styles.input}
                min={earliest}
                max={latest}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? 'specified-date-error' : undefined}
                {...register('specified_date', { onChange: () => clearErrors('specified_date') })}
              />
            </label>
            <Button
              variant="secondary"
              disabled={saving || date === cart.specified_date}
              onClick={() => void saveDate()}
            >
              {t('shipping.dateSave')}
            </Button>
          </div>
          {problem && (
            <p id="specified-date-error" role="alert" className={styles.error}>
              {translateCheckoutMessage(t, problem)}
            </p>
          )}
          {cart.specified_date && (
            <p className={styles.choiceNote} data-testid="specified-date">
              {t('shipping.dateChosen', { date: long(cart.specified_date) })}
            </p>
          )}
        </>
      )}
    </div>
  );
}
