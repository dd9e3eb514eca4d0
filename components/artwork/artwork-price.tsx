import { useTranslation } from 'next-i18next/pages';
import type { ArtworkSummaryDto } from '@/schemas/artwork-dto';
import { formatMoney } from '@/schemas/money';
import { useLanguage } from '@/hooks/use-preferences';
import { cardPriceLabel } from './buy-state';

/** The price in the visitor's currency, or the status label 'Sold' / 'Release soon' / 'Not for sale'. */
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
        ? formatMoney(label.price.display, language)
        : t(`status.${label.kind}`)}
    </span>
  );
}
