import { useTranslation } from 'next-i18next/pages';
import type { ArtworkSummaryDto } from '@/schemas/artwork-dto';
import { formatDateTime } from '@/rules/business-time';
import { showsPrice } from '@/rules/merchandising';
import { formatIndicative } from '@/rules/price-display';
import { useLanguage } from '@/hooks/use-preferences';

type Price = NonNullable<ArtworkSummaryDto['price']>;

export type CardPriceLabel =
  | { kind: 'price'; price: Price }
  /** A release-soon work shows its price and when it goes on sale (rules §4.13). */
  | { kind: 'release_soon'; price: Price | null; releaseAt: string | null }
  | { kind: 'sold' | 'not_for_sale' };

/** What a card shows under the title: the price, else the status label. */
export function cardPriceLabel(
  artwork: Pick<ArtworkSummaryDto, 'purchase_status' | 'price'> &
    Partial<Pick<ArtworkSummaryDto, 'release_at'>>,
): CardPriceLabel {
  if (artwork.purchase_status === 'sold') return { kind: 'sold' };
  if (artwork.purchase_status === 'release_soon') {
    return {
      kind: 'release_soon',
      price: showsPrice(artwork) ? artwork.price : null,
      releaseAt: artwork.release_at ?? null,
    };
  }
  if (!showsPrice(artwork) || !artwork.price) return { kind: 'not_for_sale' };
  return { kind: 'price', price: artwork.price };
}

/**
 * The price in the visitor's currency ("≈ $12,743" when converted), or the status label 'Sold' /
 * 'Not for sale'; a release-soon work's price with its release time ("On sale from 2 Jan 2027,
 * 20:00 KST").
 */
export function ArtworkPrice({
  artwork,
  className,
}: {
  artwork: Pick<ArtworkSummaryDto, 'purchase_status' | 'price'> &
    Partial<Pick<ArtworkSummaryDto, 'release_at'>>;
  className?: string;
}) {
  const { t } = useTranslation('works');
  const language = useLanguage();
  const label = cardPriceLabel(artwork);
  if (label.kind === 'release_soon') {
    return (
      <span className={className} data-status={label.kind}>
        {label.price ? (
          <span data-price>{formatIndicative(label.price.display, language)}</span>
        ) : null}
        <span data-release>
          {label.releaseAt
            ? t('artwork.buy.releaseOn', { date: formatDateTime(label.releaseAt, language) })
            : t('status.release_soon')}
        </span>
      </span>
    );
  }
  return (
    <span className={className} data-status={label.kind}>
      {label.kind === 'price'
        ? formatIndicative(label.price.display, language)
        : t(`status.${label.kind}`)}
    </span>
  );
}
