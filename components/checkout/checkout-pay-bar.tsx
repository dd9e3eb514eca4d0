// Phones: the order's total in the cart's currency and the pay button at the foot of the screen
// until the summary's own pay button is in view, so a buyer sees what they will pay from the first screen of
// the checkout. The button is the summary's own action: the page's one pay handler, disabled and
// busy when the summary's is.
import type { RefObject } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { BottomBar } from '@/components/ui/bottom-bar/bottom-bar';
import { Button } from '@/components/ui/button/button';
import styles from './checkout.module.scss';

export function CheckoutPayBar({
  total,
  watch,
  disabled,
  paying,
  onPay,
  note = null,
}: {
  /** The cart's total, formatted in its currency. */
  total: string;
  /** The summary's pay button: the bar steps aside while it is in view. */
  watch: RefObject<HTMLElement | null>;
  disabled: boolean;
  paying: boolean;
  onPay: () => void;
  /** Why Pay is greyed, when it is. */
  note?: string | null;
}) {
  const { t } = useTranslation('checkout');
  return (
    <BottomBar
      label={t('payBar.label')}
      watch={watch}
      testId="checkout-pay-bar"
      summary={
        <>
          <span className={styles.barLabel}>{t('payBar.total')}</span>
          <span className={styles.barTotal} data-testid="pay-bar-total">
            {total}
          </span>
          {note && <span className={styles.barNote}>{note}</span>}
        </>
      }
      action={
        <Button size="lg" block onClick={onPay} disabled={disabled} aria-busy={paying || undefined}>
          {paying ? t('paying') : t('payBar.pay')}
        </Button>
      }
    />
  );
}
