// The order's completion (rules §2 "Order completion with virtual-bank deposit details"): for a
// virtual account the bank, account number, holder, amount and the 1-hour deadline; for a card
// the approval; then the order's money in the one layout of every document (ADR 0037). "Check
// payment status" reads the order again (a deposit arrives later).
import { useEffect, useRef } from 'react';
import { useOrder } from '@/api/orders/get-order';
import { Button, ButtonLink } from '@/components/ui/button/button';
import { useLanguage } from '@/hooks/use-preferences';
import { useTranslation } from 'next-i18next/pages';
import { bankName } from '@/rules/banks';
import type { OrderDto } from '@/schemas/checkout-dto';
import { formatDateTime } from '@/rules/business-time';
import { formatMoney } from '@/rules/money';
import styles from './checkout.module.scss';
import { OrderAmountsTable } from '@/components/orders/order-amounts';
import { orderLinks } from '@/components/orders/order-links';

export function CheckoutComplete({ orderId }: { orderId: string }) {
  const { data: order, refetch, isFetching } = useOrder(orderId);
  if (!order) return null;
  return <CompletionView order={order} onRefresh={() => void refetch()} busy={isFetching} />;
}

export function CompletionView({
  order,
  onRefresh,
  busy,
}: {
  order: OrderDto;
  onRefresh?: () => void;
  busy?: boolean;
}) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const money = formatMoney({ amount: order.total, currency: order.currency_code }, language);
  const awaiting = order.status === 'awaiting_deposit';
  // The completion replaces the form: the page starts again at its top, with the focus there.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'instant' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  const rows: [string, string | null][] = awaiting
    ? [
        [t('complete.bank'), order.bank && bankName(order.bank, language)],
        [t('complete.accountNumber'), order.account_number],
        [t('complete.holder'), order.account_name],
        [t('complete.amount'), money],
        [
          t('complete.deadline'),
          order.deposit_deadline ? formatDateTime(order.deposit_deadline, language) : null,
        ],
      ]
    : [
        [t('complete.paidAmount'), money],
        [
          t('complete.card'),
          order.card_name ? `${order.card_name} ${order.card_number ?? ''}` : null,
        ],
        [t('complete.approval'), order.approval_number],
        [t('complete.paidAt'), order.paid_at ? formatDateTime(order.paid_at, language) : null],
      ];
  return (
    <section
      className={styles.complete}
      aria-labelledby="order-complete-title"
      data-order-id={order.id}
    >
      <p className={styles.eyebrow}>{t('complete.orderNumber', { number: order.order_number })}</p>
      <h1 id="order-complete-title" className={styles.title} ref={heading} tabIndex={-1}>
        {awaiting ? t('complete.vbankTitle') : t('complete.title')}
      </h1>
      {awaiting && <p className={styles.muted}>{t('complete.vbankLead')}</p>}
      <p className={styles.statusBadge} data-status={order.status} data-testid="order-status">
        {t(`complete.statuses.${order.status}`)}
      </p>
      <p className={styles.itemName}>{order.item_name}</p>
      <dl className={styles.details}>
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className={styles.detailRow}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <OrderAmountsTable
        amounts={order}
        currency={order.currency_code}
        language={language}
        extraInstalls={order.extra_installs}
        rate={{ krwPerUnit: order.krw_per_unit, lockedAt: order.rate_locked_at }}
        withTaxSplit={false}
      />
      <div className={styles.completeActions}>
        {awaiting && onRefresh && (
          <Button variant="secondary" onClick={onRefresh} disabled={busy}>
            {t('complete.refresh')}
          </Button>
        )}
        <ButtonLink href={orderLinks.detail(order.id)} variant="primary">
          {t('complete.orderDetail')}
        </ButtonLink>
        <ButtonLink href="/works" variant="text">
          {t('complete.continue')}
        </ButtonLink>
      </div>
    </section>
  );
}
