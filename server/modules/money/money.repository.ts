// Payment providers and exchange rates.
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { exchangeRates, paymentProviders } from '../../db/schema';
import { localize } from '../../lib/localize';
import type { Language, PaymentProviderDto } from '@/schemas/dto';
import { isCurrencyCode, type CurrencyCode } from '@/rules/money';

export async function listPaymentProviders(
  db: Executor,
  language: Language,
): Promise<PaymentProviderDto[]> {
  const rows = await db
    .select()
    .from(paymentProviders)
    .where(eq(paymentProviders.isEnabled, true))
    .orderBy(asc(paymentProviders.rank));
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: localize(language, row.nameEn, row.nameKo),
    currencies: row.currencies.filter(isCurrencyCode),
  }));
}

/** KRW per unit of each currency (krw itself is always 1). */
export async function loadExchangeRates(db: Executor): Promise<Record<CurrencyCode, number>> {
  const rows = await db.select().from(exchangeRates);
  const rates: Record<string, number> = { krw: 1 };
  for (const row of rows) rates[row.currencyCode] = Number(row.krwPerUnit);
  return rates as Record<CurrencyCode, number>;
}
