// rules §4 shipping statuses: the order's track (storage, delivery or pick-up) as a line of steps,
// the steps behind done, the current one marked. A cancelled order shows no progress.
import clsx from 'clsx';
import type { ShippingStatus } from '@/rules/checkout-rules';
import { useTranslation } from 'next-i18next/pages';
import styles from './orders.module.scss';

export function ShippingTimeline({
  track,
  status,
  stopped = false,
}: {
  track: readonly ShippingStatus[];
  status: ShippingStatus;
  /** Cancelled or refunded: nothing is on its way. */
  stopped?: boolean;
}) {
  const { t } = useTranslation('orders');
  const current = stopped ? -1 : track.indexOf(status);
  return (
    <ol className={styles.timeline} aria-label={t('shipping.status')}>
      {track.map((step, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'upcoming';
        return (
          <li
            key={step}
            className={clsx(styles.step, styles[`step_${state}`])}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={styles.stepDot} aria-hidden="true" />
            <span className={styles.stepLabel}>{t(`shipping.statuses.${step}`)}</span>
          </li>
        );
      })}
    </ol>
  );
}
