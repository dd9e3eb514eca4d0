// A canceled or refunded sale on its documents (rules §4.48): the stamp ("취소"/"Canceled",
// "환불"/"Refunded") the order page and the sale slip carry, and the refund as lines of the
// money — what was paid, what was refunded (when, KST), what remains — so the document still
// adds up on its face.
import { useTranslation } from 'next-i18next/pages';
import { formatDateTime } from '@/rules/business-time';
import { printAmount } from '@/rules/order-lines';
import type { OrderDto } from '@/schemas/checkout-dto';
import type { Language } from '@/schemas/dto';
import styles from './order-stopped.module.scss';

type StoppedOrder = Pick<
  OrderDto,
  'status' | 'total' | 'currency_code' | 'cancel_date' | 'cancel_amount' | 'refund_info' | 'paid_at'
>;

export const isStopped = (order: Pick<OrderDto, 'status'>) =>
  order.status === 'canceled' || order.status === 'refunded';

/** The stamp of a canceled or refunded order, with its date; nothing for a live one. */
export function StoppedStamp({ order, language }: { order: StoppedOrder; language: Language }) {
  const { t } = useTranslation('orders');
  if (!isStopped(order)) return null;
  const when = order.refund_info?.refunded_at ?? order.cancel_date;
  return (
    <p className={styles.stamp} data-status={order.status} data-testid="stopped-stamp" role="note">
      <span className={styles.stampWord}>{t(`stopped.stamp.${order.status}`)}</span>
      {when && <span className={styles.stampDate}>{formatDateTime(when, language)}</span>}
    </p>
  );
}

/**
 * Under the amounts of a stopped order: the total paid, the refund as a negative line with its
 * date, and the balance. An order canceled before payment paid nothing: its lines say so.
 */
export function RefundLines({ order, language }: { order: StoppedOrder; language: Language }) {
  const { t } = useTranslation('orders');
  if (!isStopped(order)) return null;
  const print = (amount: number) => printAmount(amount, order.currency_code, language);
  const paid = order.paid_at !== null ? order.total : 0;
  const refunded = order.refund_info?.amount ?? (order.status === 'refunded' ? paid : 0);
  const when = order.refund_info?.refunded_at ?? order.cancel_date;
  return (
    <dl className={styles.lines} aria-label={t('stopped.linesLabel')} data-testid="refund-lines">
      <div className={styles.line} data-testid="refund-line-paid">
        <dt>{t(order.paid_at !== null ? 'stopped.paid' : 'stopped.notPaid')}</dt>
        <dd>{print(paid)}</dd>
      </div>
      {refunded > 0 && (
        <div className={styles.line} data-testid="refund-line-refund">
          <dt>
            {t('stopped.refunded')}
            {when && <span className={styles.when}>{formatDateTime(when, language)}</span>}
          </dt>
          <dd>{print(-refunded)}</dd>
        </div>
      )}
      <div className={styles.balance} data-testid="refund-line-balance">
        <dt>{t('stopped.balance')}</dt>
        <dd>{print(paid - refunded)}</dd>
      </div>
    </dl>
  );
}
