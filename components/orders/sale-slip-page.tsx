// /sale-slip/[orderId] (rules §2): the printable sale slip of a paid order, from
// GET store/orders/receipt/{id}: its number and issue time (fixed at payment, ADR 0037), the store,
// the buyer, the artwork and the amounts with their tax split. On paper only the slip prints
// (sale-slip.module.scss hides the site's header and footer).
import { apiErrorMessage, apiErrorStatus } from '@/api/api-error';
import { NotFoundPage } from '@/components/error/error-pages';
import { Button } from '@/components/ui/button/button';
import Link from 'next/link';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useLanguage } from '@/hooks/use-preferences';
import { useTranslation } from 'next-i18next/pages';
import type { ReceiptDto } from '@/schemas/checkout-dto';
import { checkoutMessages } from '@/rules/checkout-rules';
import { ResaleSettlementTable } from '@/components/resale/resale-settlement';
import { OrderAmountsTable } from './order-amounts';
import { isStopped, RefundLines, StoppedStamp } from './order-stopped';
import { WonAmounts } from './won-amounts';
import { useReceipt } from '@/api/orders/get-receipt';
import { orderLinks } from './order-links';
import { formatDate, formatDateTime } from '@/rules/business-time';
import { OrderRoutePage } from './order-route-page';
import styles from './sale-slip.module.scss';
import { useEditionLabel } from '@/hooks/use-edition-label';

export function SaleSlipPage() {
  const { t } = useTranslation('orders');
  return (
    <OrderRoutePage title={t('slip.metaTitle')} className={styles.page}>
      {(orderId) => <SaleSlipLoader orderId={orderId} />}
    </OrderRoutePage>
  );
}

function SaleSlipLoader({ orderId }: { orderId: string }) {
  const { t } = useTranslation('orders');
  const { data, error, isPending } = useReceipt(orderId);
  if (isPending) {
    return (
      <div className={styles.page}>
        <Spinner label={t('detail.loading')} />
      </div>
    );
  }
  const status = apiErrorStatus(error);
  if (status === 404 || status === 403) return <NotFoundPage />;
  if (!data) {
    const message = apiErrorMessage(error);
    return (
      <div className={styles.page}>
        <p role="alert">
          {message === checkoutMessages.receiptNotReady ? t('slip.notReady') : t('detail.failed')}
        </p>
        <Link href={orderLinks.detail(orderId)} className={styles.back}>
          ← {t('slip.back')}
        </Link>
      </div>
    );
  }
  return <SaleSlip receipt={data} />;
}

export function SaleSlip({ receipt }: { receipt: ReceiptDto }) {
  const { t } = useTranslation('orders');
  const editionName = useEditionLabel();
  const language = useLanguage();
  const { store, order } = receipt;
  const artwork = order.artwork;
  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <Link href={orderLinks.detail(order.id)} className={styles.back}>
          ← {t('slip.back')}
        </Link>
        <Button variant="secondary" onClick={() => window.print()}>
          {t('slip.print')}
        </Button>
      </div>
      <article className={styles.slip} aria-labelledby="sale-slip-title">
        <header className={styles.slipHead}>
          <h1 id="sale-slip-title" className={styles.title}>
            {t('slip.title')}
          </h1>
          <StoppedStamp order={order} language={language} />
          <dl className={styles.headFacts}>
            <div>
              <dt>{t('slip.documentNumber')}</dt>
              <dd data-testid="document-number">{order.document_number}</dd>
            </div>
            <div>
              <dt>{t('slip.orderNumber')}</dt>
              <dd>{order.order_number}</dd>
            </div>
            <div>
              <dt>{t('slip.issuedAt')}</dt>
              <dd data-testid="document-issued-at">
                {formatDateTime(receipt.issued_at, language)}
              </dd>
            </div>
          </dl>
        </header>

        <div className={styles.parties}>
          <section aria-labelledby="slip-store">
            <h2 id="slip-store" className={styles.partyTitle}>
              {t('slip.store')}
            </h2>
            <p className={styles.partyName} data-testid="seller-name">
              {store.store_name}
            </p>
            <dl className={styles.rows}>
              <Row label={t('slip.representative')} value={store.representative} />
              <Row label={t('slip.businessNumber')} value={store.business_number} />
              <Row label={t('slip.address')} value={store.address} />
            </dl>
          </section>
          <section aria-labelledby="slip-buyer">
            <h2 id="slip-buyer" className={styles.partyTitle}>
              {t('slip.buyer')}
            </h2>
            {/* The seller of a resale never sees who bought it, nor how they paid. */}
            <p className={styles.partyName}>
              {order.viewer === 'seller' ? t('slip.privateBuyer') : order.buyer_name}
            </p>
            <dl className={styles.rows}>
              <Row label={t('slip.orderDate')} value={formatDate(order.created_at, language)} />
              {order.viewer !== 'seller' && (
                <Row
                  label={t('payment.method')}
                  value={[
                    t(`payMethods.${order.payment_method}`),
                    order.card_number,
                    order.approval_number && `${t('payment.approval')} ${order.approval_number}`,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              )}
              <Row label={t('payment.paidAt')} value={formatDateTime(order.paid_at, language)} />
              {order.specified_date && (
                <Row
                  label={t('shipping.specifiedDate')}
                  value={formatDate(order.specified_date, language)}
                />
              )}
            </dl>
          </section>
        </div>

        <section className={styles.item} aria-labelledby="slip-item">
          <h2 id="slip-item" className={styles.partyTitle}>
            {t('slip.item')}
          </h2>
          <p className={styles.itemName}>
            {artwork
              ? `${artwork.artist_name}, ${artwork.title}${artwork.year ? ` (${artwork.year})` : ''}`
              : order.item_name}
          </p>
          {artwork && (
            <p className={styles.itemMeta}>
              {[
                artwork.medium,
                `${artwork.width_cm} × ${artwork.height_cm} cm`,
                editionName(artwork),
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          )}
        </section>

        <section aria-label={t('detail.amounts')}>
          <OrderAmountsTable
            amounts={order}
            currency={order.currency_code}
            language={language}
            extraInstalls={order.extra_installs}
            rate={{ krwPerUnit: order.krw_per_unit, lockedAt: order.rate_locked_at }}
          />
          <RefundLines order={order} language={language} />
        </section>
        {/* A Korean tax document names its amounts in won (rules §4.49). */}
        <WonAmounts
          amounts={order}
          currency={order.currency_code}
          krwPerUnit={order.krw_per_unit}
          lockedAt={order.rate_locked_at}
          language={language}
        />
        {isStopped(order) && (
          <p className={styles.stoppedNote} data-testid="slip-stopped-note">
            {t('stopped.slipNote')}
          </p>
        )}
        {order.resale_settlement && (
          // The seller's own figures, in won (rules §4.36), apart from the buyer's amounts above.
          <section aria-labelledby="slip-settlement" className={styles.settlement}>
            <h2 id="slip-settlement" className={styles.partyTitle}>
              {t('slip.settlement')}
            </h2>
            <ResaleSettlementTable settlement={order.resale_settlement} language={language} />
          </section>
        )}
      </article>
    </div>
  );
}

function Row({ label, value }: { label: string; value: string | null }) {
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd>{value || '—'}</dd>
    </div>
  );
}
