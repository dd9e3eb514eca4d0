// The operator's fulfilment sheet of one order (issue 19): where the work goes and when, what goes
// with it (frame, installation, extra works), who to call, how it was paid and, once stopped, the
// cancel and refund. Read at a glance on a 1440px desk; one column on a phone.
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { countryName } from '@/components/account/address-book';
import { formatDate, formatDateTime } from '@/rules/business-time';
import { ArtworkImage } from '@/components/ui/artwork-image/artwork-image';
import { useLanguage } from '@/hooks/use-preferences';
import { useTranslation } from 'next-i18next/pages';
import { bankName } from '@/rules/banks';
import { isDelivered } from '@/rules/checkout-rules';
import { RefundFacts } from '@/components/orders/refund-facts';
import type { AdminOrderDto } from '@/schemas/back-office-dto';
import { toast } from 'react-toastify';
import styles from './order-fulfilment.module.scss';

export function OrderFulfilment({ order }: { order: AdminOrderDto }) {
  const { t } = useTranslation('admin');
  return (
    <section className={styles.sheet} aria-labelledby="fulfil-title" data-testid="fulfilment">
      <h2 id="fulfil-title" className={styles.title}>
        {t('order.fulfil.title')}
      </h2>
      <div className={styles.cards}>
        <Destination order={order} />
        <WithTheWork order={order} />
        <Customer order={order} />
        <Payment order={order} />
        {(order.status === 'canceled' || order.status === 'refunded') && <Refund order={order} />}
      </div>
    </section>
  );
}

function Card({
  title,
  testId,
  wide,
  lead,
  footer,
  children,
}: {
  title: string;
  testId: string;
  wide?: boolean;
  /** Above the facts (the work's picture and name). */
  lead?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={clsx(styles.card, wide && styles.wide)} data-testid={testId}>
      <h3 className={styles.cardTitle}>{title}</h3>
      {lead}
      <dl className={styles.facts}>{children}</dl>
      {footer}
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Where the work goes: the address (delivery), the platform's storage, or the buyer's pick-up. */
function Destination({ order }: { order: AdminOrderDto }) {
  const { t } = useTranslation('admin');
  const { t: to } = useTranslation('orders');
  const language = useLanguage();
  const address = order.shipping_address;
  const stopped = order.status === 'canceled' || order.status === 'refunded';
  const lines = address
    ? [
        [address.street_address, address.detail_address].filter(Boolean).join(', '),
        `${address.postal_code} · ${countryName(address.country, language)}`,
      ]
    : [];
  const copy = () =>
    navigator.clipboard
      .writeText([order.buyer_name, ...lines, address?.phone_number].filter(Boolean).join('\n'))
      .then(
        () => toast.success(t('order.fulfil.copied')),
        () => toast.error(t('error')),
      );
  return (
    <Card
      title={t('order.fulfil.destination')}
      testId="fulfil-destination"
      wide
      footer={
        isDelivered(order.shipping_method) &&
        address && (
          <button type="button" className={styles.copy} onClick={() => void copy()}>
            {t('order.fulfil.copyAddress')}
          </button>
        )
      }
    >
      <Fact label={to('shipping.method')}>
        <span className={styles.strong}>{to(`shipping.methods.${order.shipping_method}`)}</span>
        {order.shipping_method === 'storage' && (
          <span className={styles.muted}>{t('order.fulfil.storage')}</span>
        )}
        {order.shipping_method === 'pickup' && (
          <span className={styles.muted}>{t('order.fulfil.pickup')}</span>
        )}
      </Fact>
      {isDelivered(order.shipping_method) && (
        <>
          <Fact label={t('order.fulfil.recipient')}>{order.buyer_name}</Fact>
          <Fact label={to('shipping.address')}>
            {address ? (
              <address className={styles.address} data-testid="fulfil-address">
                {lines.map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </address>
            ) : (
              t('order.fulfil.noAddress')
            )}
          </Fact>
          {address?.phone_number && (
            <Fact label={t('order.fulfil.recipientPhone')}>
              <a href={`tel:${address.phone_number}`} className={styles.link}>
                {address.phone_number}
              </a>
            </Fact>
          )}
          <Fact label={t('order.fulfil.requestedDate')}>
            {order.specified_date ? (
              <span className={styles.strong}>{formatDate(order.specified_date, language)}</span>
            ) : (
              t('order.fulfil.noRequestedDate')
            )}
          </Fact>
          {!stopped && order.expected_delivery_date && (
            <Fact label={to('shipping.expected')}>
              {formatDate(order.expected_delivery_date, language)}
            </Fact>
          )}
        </>
      )}
    </Card>
  );
}

/** The work and the services that go with it: what the installers bring and hang. */
function WithTheWork({ order }: { order: AdminOrderDto }) {
  const { t } = useTranslation('admin');
  const { t: to } = useTranslation('orders');
  const artwork = order.artwork;
  return (
    <Card
      title={t('order.fulfil.services')}
      testId="fulfil-services"
      lead={
        artwork && (
          <div className={styles.work}>
            <div className={styles.workImage}>
              <ArtworkImage image={artwork.image} alt={artwork.title} sizes="72px" fit="cover" />
            </div>
            <div className={styles.workText}>
              <span className={styles.strong}>{artwork.title}</span>
              <span className={styles.muted}>{artwork.artist_name}</span>
              <span className={styles.muted}>
                {[`${artwork.width_cm} × ${artwork.height_cm} cm`, artwork.frame_size]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </div>
          </div>
        )
      }
    >
      <Fact label={to('shipping.frameService')}>
        <span className={clsx(order.frame !== 'none' && styles.strong)}>
          {to(`shipping.frames.${order.frame}`)}
        </span>
      </Fact>
      <Fact label={to('shipping.installationService')}>
        <span className={clsx(order.installation !== 'none' && styles.strong)}>
          {to(`shipping.installations.${order.installation}`)}
        </span>
      </Fact>
      {order.installation !== 'none' && (
        <Fact label={t('order.fulfil.extraWorks')}>
          {order.extra_installs > 0
            ? to('shipping.extraInstalls', { count: order.extra_installs })
            : t('order.fulfil.noExtraWorks')}
        </Fact>
      )}
    </Card>
  );
}

/** The buyer's account: how to reach them, in which language, and what they wrote to us. */
function Customer({ order }: { order: AdminOrderDto }) {
  const { t } = useTranslation('admin');
  const customer = order.customer;
  const phone = customer?.phone
    ? [customer.country_code, customer.phone].filter(Boolean).join(' ')
    : null;
  return (
    <Card title={t('order.fulfil.customer')} testId="fulfil-customer">
      <Fact label={t('order.fulfil.name')}>
        {customer ? `${customer.first_name} ${customer.last_name}`.trim() : order.buyer_name}
      </Fact>
      {customer && (
        <>
          <Fact label={t('order.fulfil.email')}>
            <a href={`mailto:${customer.email}`} className={styles.link}>
              {customer.email}
            </a>
          </Fact>
          <Fact label={t('order.fulfil.phone')}>
            {phone ? (
              <a href={`tel:${phone.replace(/\s/g, '')}`} className={styles.link}>
                {phone}
              </a>
            ) : (
              t('order.fulfil.noPhone')
            )}
          </Fact>
          <Fact label={t('order.fulfil.language')}>
            {t(`order.fulfil.languages.${customer.language}`)}
          </Fact>
        </>
      )}
      <Fact label={t('order.fulfil.note')}>
        {order.pickup_contact ? (
          <q className={styles.note}>{order.pickup_contact}</q>
        ) : (
          t('order.fulfil.noNote')
        )}
      </Fact>
    </Card>
  );
}

function Payment({ order }: { order: AdminOrderDto }) {
  const { t } = useTranslation('admin');
  const { t: to } = useTranslation('orders');
  const language = useLanguage();
  const vbank = order.payment_method === 'vbank';
  return (
    <Card title={t('order.fulfil.payment')} testId="fulfil-payment">
      <Fact label={to('payment.method')}>{to(`payMethods.${order.payment_method}`)}</Fact>
      {order.card_number && (
        <Fact label={to('payment.card')}>
          {[order.card_name, order.card_number].filter(Boolean).join(' ')}
        </Fact>
      )}
      {order.installment_months !== null && order.payment_method === 'card_kr' && (
        <Fact label={to('payment.installments')}>
          {order.installment_months > 0
            ? to('payment.months', { count: order.installment_months })
            : to('payment.fullPayment')}
        </Fact>
      )}
      {order.approval_number && (
        <Fact label={to('payment.approval')}>
          <span className={styles.mono}>{order.approval_number}</span>
        </Fact>
      )}
      {vbank && order.account_number && (
        <Fact label={t('order.fulfil.virtualAccount')}>
          {[order.bank && bankName(order.bank, language), order.account_number, order.account_name]
            .filter(Boolean)
            .join(' · ')}
        </Fact>
      )}
      {order.status === 'awaiting_deposit' && order.deposit_deadline && (
        <Fact label={to('payment.deadline')}>
          {formatDateTime(order.deposit_deadline, language)}
        </Fact>
      )}
      <Fact label={to('payment.paidAt')}>
        {order.paid_at ? formatDateTime(order.paid_at, language) : t('order.fulfil.notPaid')}
      </Fact>
    </Card>
  );
}

function Refund({ order }: { order: AdminOrderDto }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <Card title={t('order.fulfil.refund')} testId="fulfil-refund">
      <RefundFacts order={order} language={language} factClassName={styles.fact} />
      <Fact label={t('order.fulfil.reason')}>
        {order.cancel_reason || t('order.fulfil.noReason')}
      </Fact>
    </Card>
  );
}
