// Paying a Pink Rock plan: the checkout's own method list (card with the test gateway's card
// number, transfer, PayPal…, installments for a Korean card), one Idempotency-Key per attempt
// (ADR 0019), and a decline or refusal shown in place in the visitor's language.
import { useRef, useState, type FormEvent } from 'react';
import { newIdempotencyKey } from '@/api/checkout/idempotency';
import { usePayPinkRockMutation } from '@/api/membership/pay-pink-rock';
import {
  checkoutFailure,
  declineMessage,
  translateCheckoutMessage,
} from '@/components/checkout/checkout-text';
import { isCardMethod, PayMethodList, type PayChoice } from '@/components/checkout/pay-method-list';
import { FormAlert } from '@/components/account/form-alert';
import info from '@/components/account/my-info-page.module.scss';
import { Button } from '@/components/ui/button/button';
import { useLanguage } from '@/hooks/use-preferences';
import { useTranslation } from 'next-i18next/pages';
import type { PinkRockPlanDto } from '@/schemas/checkout-dto';
import { formatMoney } from '@/rules/money';
import styles from './membership.module.scss';

export function MembershipPayment({ plan, onPaid }: { plan: PinkRockPlanDto; onPaid: () => void }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('checkout');
  const language = useLanguage();
  const payment = usePayPinkRockMutation();
  const [choice, setChoice] = useState<PayChoice>({
    method: null,
    installmentMonths: 0,
    testCardNumber: '',
  });
  const [failure, setFailure] = useState<string | null>(null);
  // One key per attempt: a retry after a lost answer resends it, any change makes a new one.
  const attemptKey = useRef<string | null>(null);
  const method = plan.pay_methods.some((m) => m.code === choice.method) ? choice.method : null;
  const amount = formatMoney({ amount: plan.price, currency: plan.currency_code }, language);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (!method) {
      setFailure(t('membership.pay.chooseMethod'));
      return;
    }
    const idempotencyKey = (attemptKey.current ??= newIdempotencyKey());
    const testCard = choice.testCardNumber.trim();
    try {
      await payment.mutateAsync({
        planId: plan.id,
        idempotencyKey,
        body: {
          pay_method: method,
          installment_months: choice.installmentMonths,
          ...(isCardMethod(method) && testCard ? { test_card_number: testCard } : {}),
        },
      });
      attemptKey.current = null;
      onPaid();
    } catch (error) {
      const answer = checkoutFailure(error);
      if (answer.status !== null) attemptKey.current = null;
      setFailure(
        answer.status === 402
          ? declineMessage(tc, answer.fields?.decline_code)
          : translateCheckoutMessage(tc, answer.message),
      );
    }
  }

  return (
    <form
      className={styles.payment}
      onSubmit={onSubmit}
      noValidate
      aria-label={t('membership.pay.title')}
    >
      <PayMethodList
        methods={plan.pay_methods}
        value={choice}
        onChange={(next) => {
          attemptKey.current = null;
          setFailure(null);
          setChoice(next);
        }}
      />
      <FormAlert message={failure} className={info.alert} />
      <Button type="submit" size="lg" className={styles.payButton} disabled={payment.isPending}>
        {payment.isPending ? t('membership.pay.paying') : t('membership.pay.action', { amount })}
      </Button>
    </form>
  );
}
