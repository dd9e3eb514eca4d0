// How the order screens write money: amounts are minor units of the order's currency
// (rules/money.ts formats them). Dates and times are rules/business-time.ts's.
import { formatMoney, type CurrencyCode } from '@/rules/money';
import type { Language } from '@/schemas/dto';

export function money(amount: number, currency: CurrencyCode, language: Language): string {
  return formatMoney({ amount, currency }, language);
}
