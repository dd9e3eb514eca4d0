// /order-detail/[orderId] (rules §2 "receipt details; cancel and refund details"): the order's
// artwork, amounts with the tax split, payment (card and approval, or the virtual account while
// awaiting its deposit), shipping on its track, and cancel before shipment or the cancel and
// refund afterwards. Someone else's order, or none, is the 404 page.
import { useOrder } from '@/api/orders/get-order';
import { apiErrorStatus } from '@/api/api-error';
import { NotFoundPage } from '@/components/error/error-pages';
import { siteLinks } from '@/components/layout/site-links';
import { ArtworkImage } from '@/components/ui/artwork-image/artwork-image';
import { ButtonLink } from '@/components/ui/button/button';
import Link from 'next/link';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useLanguage } from '@/hooks/use-preferences';
import { useTranslation } from 'next-i18next/pages';
import { bankName } from '@/rules/banks';
import type { OrderDto } from '@/schemas/checkout-dto';
import type { Language } from '@/schemas/dto';
import { toast } from 'react-toastify';
import { CancelOrderForm } from './cancel-order-form';
import { OrderAmountsTable } from './order-amounts';
import { RefundFacts } from './refund-facts';
import { orderLinks } from './order-links';
import { formatDate, formatDateTime } from '@/rules/business-time';
import { ShippingTimeline } from './shipping-timeline';
import { RefundLines, StoppedStamp } from './order-stopped';
import { carrierName } from '@/rules/carriers';
import { OrderRoutePage } from './order-route-page';
import styles from './orders.module.scss';
import { useEditionLabel } from '@/hooks/use-edition-label';

export function OrderDetailPage() {
  const { t } = useTranslation('orders');
  return (
    <OrderRoutePage title={t('detail.metaTitle')} className={styles.page}>
      {(orderId) => <OrderDetailLoader orderId={orderId} />}
    </OrderRoutePage>
  );
}

function OrderDetailLoader({ orderId }: { orderId: string }) {
  const { t } = useTranslation('orders');
  const { data, error, isPending } = useOrder(orderId, { quiet: true });
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
    return (
      <div className={styles.page}>
        <p role="alert">{t('detail.failed')}</p>
      </div>
    );
  }
  return <OrderDetail order={data} />;
}

export function OrderDetail({ order }: { order: OrderDto }) {
  const { t } = useTranslation('orders');
  const language = useLanguage();
  const stopped = order.status === 'canceled' || order.status === 'refunded';
  const storage = order.shipping_method === 'storage';
  const receiptReady = order.paid_at !== null;

  const onCancelled = () => {
    toast.success(t('cancel.done'));
    // The form that had the focus is gone: its section's heading takes it.
    requestAnimationFrame(() => document.getElementById('order-cancel')?.focus());
  };

  return (
    <article className={styles.page}>
      <header className={styles.head}>
        <Link href={siteLinks.myPage.history} className={styles.back}>
          ← {t('detail.back')}
        </Link>
        <div className={styles.titleRow}>
          <h1 className={styles.title}>{t('detail.title')}</h1>
          <span className={styles.badge} data-status={order.status} data-testid="order-status">
            {t(`status.${order.status}`)}
          </span>
        </div>
        <StoppedStamp order={order} language={language} />
        <p className={styles.meta}>
          <span>{t('detail.orderNumber', { number: order.order_number })}</span>
          <span>{t('detail.orderedOn', { date: formatDate(order.created_at, language) })}</span>
        </p>
        {receiptReady && (
          <ButtonLink
            href={orderLinks.saleSlip(order.id)}
            variant="secondary"
            className={styles.headAction}
          >
            {t('detail.saleSlip')}
          </ButtonLink>
        )}
      </header>

      <OrderSection title={t('detail.artwork')}>
        <ArtworkSummary order={order} />
      </OrderSection>

      <OrderSection title={t('detail.amounts')}>
        <OrderAmountsTable
          amounts={order}
          currency={order.currency_code}
          language={language}
          extraInstalls={order.extra_installs}
          rate={{ krwPerUnit: order.krw_per_unit, lockedAt: order.rate_locked_at }}
        />
        <RefundLines order={order} language={language} />
      </OrderSection>

      <OrderSection title={t('detail.payment')}>
        <PaymentDetails order={order} language={language} />
      </OrderSection>

      <OrderSection title={t('detail.shipping')}>
        <dl className={styles.facts}>
          <Fact label={t('shipping.method')}>{t(`shipping.methods.${order.shipping_method}`)}</Fact>
          {storage && <Fact label={t('shipping.storage')}>{t('shipping.storageNote')}</Fact>}
          {!storage && order.shipping_address && (
            <Fact label={t('shipping.address')}>
              {[order.shipping_address.street_address, order.shipping_address.detail_address]
                .filter(Boolean)
                .join(' ')}{' '}
              ({order.shipping_address.postal_code})
              <br />
              {order.shipping_address.phone_number}
            </Fact>
          )}
          {order.specified_date && (
            <Fact label={t('shipping.specifiedDate')}>
              {formatDate(order.specified_date, language)}
            </Fact>
          )}
          {order.pickup_contact && (
            <Fact label={t('shipping.pickupContact')}>{order.pickup_contact}</Fact>
          )}
          {order.frame !== 'none' && (
            <Fact label={t('shipping.frameService')}>{t(`shipping.frames.${order.frame}`)}</Fact>
          )}
          {order.installation !== 'none' && (
            <Fact label={t('shipping.installationService')}>
              {t(`shipping.installations.${order.installation}`)}
              {order.extra_installs > 0 &&
                ` · ${t('shipping.extraInstalls', { count: order.extra_installs })}`}
            </Fact>
          )}
          {!stopped && !storage && order.expected_delivery_date && (
            <Fact label={t('shipping.expected')}>
              {formatDate(order.expected_delivery_date, language)}
            </Fact>
          )}
          {order.shipment && <ShipmentFacts shipment={order.shipment} language={language} />}
        </dl>
        {/* An order that will not ship shows no progress (rules §4.48). */}
        {stopped ? (
          <p className={styles.muted} data-testid="no-shipping">
            {t('stopped.noShipping')}
          </p>
        ) : (
          <ShippingTimeline track={order.shipping_track} status={order.shipping_status} />
        )}
      </OrderSection>

      <OrderSection id="order-cancel" title={t('detail.cancel')}>
        <CancelDetails order={order} language={language} onCancelled={onCancelled} />
      </OrderSection>
    </article>
  );
}

function OrderSection({
  id,
  title,
  children,
}: {
  id?: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section className={styles.section} aria-label={title}>
      <h2 id={id} tabIndex={id ? -1 : undefined} className={styles.sectionTitle}>
        {title}
      </h2>
      <div className={styles.sectionBody}>{children}</div>
    </section>
  );
}

export function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The carrier in the reader's language, the number, and the carrier's tracking page (§4.47). */
function ShipmentFacts({
  shipment,
  language,
}: {
  shipment: NonNullable<OrderDto['shipment']>;
  language: Language;
}) {
  const { t } = useTranslation('orders');
  return (
    <>
      <Fact label={t('shipment.carrier')}>{carrierName(shipment.carrier, language)}</Fact>
      <Fact label={t('shipment.trackingNumber')}>
        <span className={styles.mono} data-testid="tracking-number">
          {shipment.tracking_number}
        </span>
        {shipment.tracking_url && (
          <>
            {' · '}
            <a
              href={shipment.tracking_url}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.trackLink}
              data-testid="tracking-link"
            >
              {t('shipment.track')}
              <span className="visually-hidden"> {t('shipment.newWindow')}</span>
            </a>
          </>
        )}
      </Fact>
    </>
  );
}

function ArtworkSummary({ order }: { order: OrderDto }) {
  const editionName = useEditionLabel();
  const artwork = order.artwork;
  if (!artwork) return <p className={styles.artTitle}>{order.item_name}</p>;
  return (
    <div className={styles.artwork}>
      <Link href={`/work/${encodeURIComponent(artwork.handle)}`} className={styles.artImage}>
        <ArtworkImage image={artwork.image} alt={artwork.title} sizes="160px" fit="cover" />
      </Link>
      <div className={styles.artText}>
        <p className={styles.artArtist}>{artwork.artist_name}</p>
        <p className={styles.artTitle}>
          {artwork.title}
          {artwork.year ? `, ${artwork.year}` : ''}
        </p>
        <p className={styles.muted}>
          {[artwork.medium, `${artwork.width_cm} × ${artwork.height_cm} cm`]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <p className={styles.muted}>{editionName(artwork)}</p>
      </div>
    </div>
  );
}

function PaymentDetails({ order, language }: { order: OrderDto; language: Language }) {
  const { t } = useTranslation('orders');
  const awaiting = order.status === 'awaiting_deposit';
  return (
    <dl className={styles.facts}>
      <Fact label={t('payment.method')}>{t(`payMethods.${order.payment_method}`)}</Fact>
      {order.card_number && (
        <Fact label={t('payment.card')}>
          {[order.card_name, order.card_number].filter(Boolean).join(' ')}
        </Fact>
      )}
      {order.installment_months !== null && order.payment_method === 'card_kr' && (
        <Fact label={t('payment.installments')}>
          {order.installment_months > 0
            ? t('payment.months', { count: order.installment_months })
            : t('payment.fullPayment')}
        </Fact>
      )}
      {order.approval_number && <Fact label={t('payment.approval')}>{order.approval_number}</Fact>}
      {order.paid_at && (
        <Fact label={t('payment.paidAt')}>{formatDateTime(order.paid_at, language)}</Fact>
      )}
      {order.document_number && (
        <Fact label={t('detail.documentNumber')}>
          <span data-testid="document-number">{order.document_number}</span>
        </Fact>
      )}
      {order.document_issued_at && (
        <Fact label={t('detail.documentIssuedAt')}>
          {formatDateTime(order.document_issued_at, language)}
        </Fact>
      )}
      {awaiting && order.account_number && (
        <>
          <Fact label={t('payment.bank')}>{order.bank && bankName(order.bank, language)}</Fact>
          <Fact label={t('payment.accountNumber')}>
            <span className={styles.mono} data-testid="vbank-account">
              {order.account_number}
            </span>
          </Fact>
          <Fact label={t('payment.holder')}>{order.account_name}</Fact>
          <Fact label={t('payment.deadline')}>
            <strong>{formatDateTime(order.deposit_deadline, language)}</strong>
          </Fact>
          <p className={styles.note}>{t('payment.depositNote')}</p>
        </>
      )}
    </dl>
  );
}

function CancelDetails({
  order,
  language,
  onCancelled,
}: {
  order: OrderDto;
  language: Language;
  onCancelled: (order: OrderDto) => void;
}) {
  const { t } = useTranslation('orders');
  if (order.status === 'canceled' || order.status === 'refunded') {
    return (
      <dl className={styles.facts} data-testid="cancel-details">
        <RefundFacts order={order} language={language} factClassName={styles.fact} />
      </dl>
    );
  }
  if (!order.can_cancel) return <p className={styles.muted}>{t('cancel.notAllowed')}</p>;
  return <CancelOrderForm order={order} onCancelled={onCancelled} />;
}
