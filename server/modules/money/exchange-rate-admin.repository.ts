// The back office's exchange rates (issue 10): KRW per unit, set by hand (`source` manual).
import { asc } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { exchangeRates } from '../../db/schema';

export type ExchangeRateRow = typeof exchangeRates.$inferSelect;

export async function listExchangeRateRows(db: Executor): Promise<ExchangeRateRow[]> {
  return db.select().from(exchangeRates).orderBy(asc(exchangeRates.currencyCode));
}

export async function upsertExchangeRate(
  db: Executor,
  currencyCode: string,
  krwPerUnit: number,
  now: Date,
): Promise<ExchangeRateRow> {
  const [row] = await db
    .insert(exchangeRates)
    .values({ currencyCode, krwPerUnit, source: 'manual', updatedAt: now })
    .onConflictDoUpdate({
      target: exchangeRates.currencyCode,
      set: { krwPerUnit, source: 'manual', updatedAt: now },
    })
    .returning();
  return row!;
}
