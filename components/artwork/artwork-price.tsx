import { useTranslation } from 'next-i18next/pages';
import type { ArtworkSummaryDto } from '@/schemas/artwork-dto';
import { showsPrice } from '@/rules/merchandising';
import { formatIndicative } from '@/rules/price-display';
import { useLanguage } from '@/hooks/use-preferences';

export type CardPriceLabel =
  | { kind: 'price'; price: NonNullable<ArtworkSummaryDto['price']> }
  | { kind: 'sold' | 'release_soon' | 'not_for_sale' };

/** What a card shows under the title: the price, else the status label. */
export function cardPriceLabel(
  artwork: Pick<ArtworkSummaryDto, 'purchase_status' | 'price'>,
): CardPriceLabel {
  if (artwork.purchase_status === 'sold') return { kind: 'sold' };
  if (artwork.purchase_status === 'release_soon') return { kind: 'release_soon' };
  if (!showsPrice(artwork) || !artwork.price) return { kind: 'not_for_sale' };
  return { kind: 'price', price: artwork.price };
}

/** The price in the visitor's currency ("≈ $12,743" when converted), or the status label 'Sold' / 'Release soon' / 'Not for sale'. */
export function ArtworkPrice({
  artwork,
  className,
}: {
  artwork: Pick<ArtworkSummaryDto, 'purchase_status' | 'price'>;
  className?: string;
}) {
  const { t } = useTranslation('works');
  const language = useLanguage();
  const label = cardPriceLabel(artwork);
  return (
    <span className={className} data-status={label.kind}>
      {label.kind === 'price'
        ? formatIndicative(label.price.display, language)
        : t(`status.${label.kind}`)}
    </span>
  );
}
