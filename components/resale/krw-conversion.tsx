// Under a KRW price field: the typed price in the visitor's currency at today's rate (sent by the
// server with the form), since resale prices are set in KRW only. Nothing for KRW visitors.
import { useTranslation } from 'next-i18next/pages';
import { useLanguage } from '@/hooks/use-preferences';
import { formatMoney } from '@/rules/money';
import { convertFromKrw } from '@/rules/money-conversion';
import type { ResaleRateDto } from '@/schemas/resale-dto';
import styles from './resale.module.scss';

export function KrwConversion({ price, rate }: { price: string; rate: ResaleRateDto | null }) {
  const { t } = useTranslation('resale');
  const language = useLanguage();
  const krw = Number(price.replaceAll(',', ''));
  if (!rate || price.trim() === '' || !Number.isFinite(krw) || krw <= 0) return null;
  const converted = convertFromKrw(krw, rate.currency_code, rate.krw_per_unit);
  return (
    <p className={styles.conversion} aria-live="polite" data-testid="krw-conversion">
      {t('works.converted', { amount: formatMoney(converted, language) })}
    </p>
  );
}
