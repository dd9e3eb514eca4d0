// Paying a Pink Rock plan: the checkout's own method list (card with the test gateway's card
// number, transfer, PayPal…, installments for a Korean card), one Idempotency-Key per attempt
// (ADR 0019), and a decline or refusal shown in place in the visitor's language.
import { useEffect, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { usePaymentAttemptKey } from '@/api/checkout/idempotency';
import { usePayPinkRockMutation } from '@/api/membership/pay-pink-rock';
import {
  checkoutFailure,
  declineMessage,
  translateCheckoutMessage,
} from '@/components/checkout/checkout-text';
import { isCardMethod, offeredChoice, PayMethodList } from '@/components/checkout/pay-method-list';
import { FormAlert } from '@/components/account/form-alert';
import info from '@/components/account/my-info-page.module.scss';
import { Button } from '@/components/ui/button/button';
import { useLanguage } from '@/hooks/use-preferences';
import { useTranslation } from 'next-i18next/pages';
import type { PayChoiceValues } from '@/schemas/checkout';
import type { PinkRockPlanDto } from '@/schemas/checkout-dto';
import { formatMoney } from '@/rules/money';
import styles from './membership.module.scss';

export function MembershipPayment({ plan, onPaid }: { plan: PinkRockPlanDto; onPaid: () => void }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('checkout');
  const language = useLanguage();
  const payment = usePayPinkRockMutation();
  const form = useForm<PayChoiceValues>({
    defaultValues: { pay_method: null, installment_months: 0, test_card_number: '' },
  });
  const [picked, installmentMonths, testCardNumber] = useWatch({
    control: form.control,
    name: ['pay_method', 'installment_months', 'test_card_number'],
  });
  const [failure, setFailure] = useState<string | null>(null);
  // One key per attempt: a retry after a lost answer resends it, any change makes a new one.
  const attempt = usePaymentAttemptKey();
  useEffect(() => {
    // Any change of the choice is a new attempt, and clears the last answer.
    return form.subscribe({
      formState: { values: true },
      callback: () => {
        attempt.drop();
        setFailure(null);
      },
    });
  }, [form, attempt]);
  const method = offeredChoice(plan.pay_methods, picked);
  const amount = formatMoney({ amount: plan.price, currency: plan.currency_code }, language);

  const pay = form.handleSubmit(async () => {
    setFailure(null);
    if (!method) {
      setFailure(t('membership.pay.chooseMethod'));
      return;
    }
    const idempotencyKey = attempt.take();
    const testCard = testCardNumber.trim();
    try {
      await payment.mutateAsync({
        planId: plan.id,
        idempotencyKey,
        body: {
          pay_method: method,
          installment_months: installmentMonths,
          ...(isCardMethod(method) && testCard ? { test_card_number: testCard } : {}),
        },
      });
      attempt.drop();
      onPaid();
    } catch (error) {
      const answer = checkoutFailure(error);
      if (answer.status !== null) attempt.drop();
      setFailure(
        answer.status === 402
          ? declineMessage(tc, answer.fields?.decline_code)
          : translateCheckoutMessage(tc, answer.message),
      );
    }
  });

  return (
    <FormProvider {...form}>
      <form
        className={styles.payment}
        onSubmit={pay}
        noValidate
        aria-label={t('membership.pay.title')}
      >
        <PayMethodList methods={plan.pay_methods} loading={false} />
        <FormAlert message={failure} className={info.alert} />
        <Button type="submit" size="lg" className={styles.payButton} disabled={payment.isPending}>
          {payment.isPending ? t('membership.pay.paying') : t('membership.pay.action', { amount })}
        </Button>
      </form>
    </FormProvider>
  );
}
