// The cancel and refund of an order as facts (when, how much, by which method, to which account):
// one piece for the customer's order page and the back office's order page, so both say the same.
import { useTranslation } from 'next-i18next/pages';
import { refundAccountLine } from '@/rules/banks';
import { formatDateTime } from '@/rules/business-time';
import type { OrderDto } from '@/schemas/checkout-dto';
import type { Language } from '@/schemas/dto';
import { money } from './order-text';

type RefundedOrder = Pick<
  OrderDto,
  'cancel_date' | 'cancel_amount' | 'refund_info' | 'currency_code'
>;

export interface RefundFactsProps {
  order: RefundedOrder;
  language: Language;
  /** The class of each fact row (a `<div>` of `<dt>` and `<dd>` inside the caller's `<dl>`). */
  factClassName: string | undefined;
}

export function RefundFacts({ order, language, factClassName }: RefundFactsProps) {
  const { t } = useTranslation('orders');
  const refund = order.refund_info;
  const fact = (label: string, value: string) => (
    <div className={factClassName} key={label}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <>
      {order.cancel_date &&
        fact(t('cancel.canceledOn'), formatDateTime(order.cancel_date, language))}
      {order.cancel_amount !== null &&
        fact(t('cancel.canceledAmount'), money(order.cancel_amount, order.currency_code, language))}
      {refund && (
        <>
          {fact(t('cancel.refundAmount'), money(refund.amount, order.currency_code, language))}
          {fact(t('cancel.refundedOn'), formatDateTime(refund.refunded_at, language))}
          {fact(t('payment.method'), t(`payMethods.${refund.method}`))}
          {refund.account_number &&
            fact(
              t('cancel.refundTo'),
              // Masked the one way, as in the e-mail (rules §4.51).
              refundAccountLine(
                {
                  bank: refund.bank,
                  account_number: refund.account_number,
                  holder: refund.holder,
                },
                language,
              ),
            )}
        </>
      )}
    </>
  );
}
