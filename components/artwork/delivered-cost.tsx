// "Delivery to" on the artwork page (rules §4.77–4.80): for the country chosen, the delivery, the
// transit insurance and an estimate of the import duties and taxes, in that country's currency
// (or the visitor's) with the won beside, as the buy panel writes a price. Computed here by the
// same rule checkout charges with (rules/delivered-cost.ts), from the page's own data: no call.
// Every row is always there, whatever the country, so choosing one never moves the page.
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { useDeliveryDestination } from '@/hooks/use-delivery-destination';
import { useCurrency, useLanguage } from '@/hooks/use-preferences';
import type { ArtworkDetailDto } from '@/schemas/artwork-dto';
import {
  deliveredCost,
  destinationCodes,
  estimateCurrency,
  isDestinationCode,
  type DestinationCode,
} from '@/rules/delivered-cost';
import type { CurrencyCode } from '@/rules/money';
import { convertFromKrw } from '@/rules/money-conversion';
import { formatPriceWithReference } from '@/rules/price-display';
import styles from './delivered-cost.module.scss';

export interface DeliveredCostProps {
  artwork: Pick<
    ArtworkDetailDto,
    | 'price'
    | 'editions'
    | 'width_cm'
    | 'height_cm'
    | 'depth_cm'
    | 'frame_size'
    | 'krw_per_unit'
    | 'exchange_rates'
  >;
  /** The country remembered in the visitor's cookie, read by the server; null: none yet. */
  remembered: DestinationCode | null;
}

/** KRW per unit of `currency` from the page's data; null when the page has no rate for it. */
function rateOf(
  artwork: DeliveredCostProps['artwork'],
  currency: CurrencyCode,
  visitorCurrency: CurrencyCode,
): number | null {
  if (currency === 'krw') return 1;
  const rate =
    artwork.exchange_rates?.[currency] ??
    (currency === visitorCurrency ? artwork.krw_per_unit : undefined);
  return rate && rate > 0 ? rate : null;
}

export function DeliveredCost({ artwork, remembered }: DeliveredCostProps) {
  const { t } = useTranslation('works');
  const language = useLanguage();
  const visitorCurrency = useCurrency();
  const [destination, choose] = useDeliveryDestination(remembered);
  const selectId = useId();
  const select = useRef<HTMLSelectElement>(null);
  // A country picked on the server-drawn select before this part hydrated is kept, not undone.
  useEffect(() => {
    const picked = select.current?.value;
    if (isDestinationCode(picked) && picked !== destination) choose(picked);
    // Once, at hydration: later choices come through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // The edition on offer's price (a resale's own), as the buy panel shows it.
  const price = artwork.editions.next_edition?.price ?? artwork.price;
  if (!price) return null;

  const cost = deliveredCost({
    priceKrw: price.krw,
    widthCm: artwork.width_cm,
    heightCm: artwork.height_cm,
    depthCm: artwork.depth_cm,
    framed: Boolean(artwork.frame_size),
    destination,
  });
  const wanted = estimateCurrency(destination, visitorCurrency);
  const rate = rateOf(artwork, wanted, visitorCurrency);
  const shown: CurrencyCode = rate ? wanted : 'krw';
  // Each part is rounded to the won by the rule, then converted once for display.
  const amount = (krw: number) =>
    formatPriceWithReference({ krw, display: convertFromKrw(krw, shown, rate ?? 1) }, language);
  const domestic = cost.zone === 'domestic';
  const rows: { key: string; label: string; value: string; note?: string }[] = [
    {
      key: 'delivery',
      label: t('artwork.delivered.delivery'),
      value: amount(cost.delivery),
      note: t(domestic ? 'artwork.delivered.deliveryKorea' : 'artwork.delivered.deliveryAbroad', {
        size: t(`artwork.delivered.sizes.${cost.sizeClass}`),
      }),
    },
    {
      key: 'insurance',
      label: t(domestic ? 'artwork.delivered.insuranceOptional' : 'artwork.delivered.insurance'),
      value: amount(cost.insurance),
    },
    {
      key: 'duties',
      label: t('artwork.delivered.duties'),
      value: domestic ? t('artwork.delivered.noDuties') : amount(cost.dutiesAndTaxes),
    },
    {
      key: 'total',
      label: t('artwork.delivered.total'),
      value: amount(domestic ? cost.price + cost.delivery : cost.total),
    },
  ];

  return (
    <section
      className={styles.section}
      aria-labelledby={`${selectId}-title`}
      data-testid="delivered-cost"
      data-destination={destination}
    >
      <div className={styles.head}>
        <h2 id={`${selectId}-title`} className={styles.title}>
          {t('artwork.delivered.title')}
        </h2>
        <label className={styles.to} htmlFor={selectId}>
          <span>{t('artwork.delivered.deliveryTo')}</span>
          <select
            ref={select}
            id={selectId}
            className={styles.select}
            value={destination}
            onChange={(event) => {
              if (isDestinationCode(event.target.value)) choose(event.target.value);
            }}
          >
            {destinationCodes.map((code) => (
              <option key={code} value={code}>
                {t(`artwork.delivered.countries.${code}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <dl className={styles.rows}>
        {rows.map((row) => (
          <div key={row.key} className={styles.row} data-row={row.key}>
            <dt>
              {row.label}
              {row.note && <span className={styles.note}>{row.note}</span>}
            </dt>
            <dd data-testid={`delivered-${row.key}`}>{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.fine}>
        {t(domestic ? 'artwork.delivered.fineKorea' : 'artwork.delivered.fineAbroad')}
      </p>
    </section>
  );
}
