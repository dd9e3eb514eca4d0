// The payment methods a cart may be paid with: the enabled providers that take its currency, with
// the installments its total allows (rules §9).
import type { AppContext } from '../../context';
import { RefreshingCache } from '../../lib/refreshing-cache';
import { listPaymentProviders } from '../../modules/money/money.repository';
import type { CartRow } from '../../modules/orders/cart.repository';
import type { PayMethodDto } from '@/schemas/checkout-dto';
import {
  installmentChoices,
  payMethodOffered,
  payMethodRules,
  payMethods,
} from '@/rules/checkout-rules';
import type { Language, PaymentProviderDto } from '@/schemas/dto';
import type { CurrencyCode } from '@/rules/money';
import { convertToKrw } from '@/rules/money-conversion';

/** How long the list of enabled payment providers is answered from memory. */
const PROVIDERS_TTL_MS = 5_000;

export type PaymentProviders = ReturnType<typeof createPaymentProviders>;

/**
 * The enabled providers change seldom: read at most once per few seconds per language. Read
 * outside any transaction (on PGlite a read of the handle waits for the transaction to end).
 */
export function createPaymentProviders(ctx: AppContext) {
  const cache = new RefreshingCache<PaymentProviderDto[]>(PROVIDERS_TTL_MS, 2);
  return {
    in: (language: Language) => cache.get(language, () => listPaymentProviders(ctx.db, language)),
  };
}

/** The methods offered for a total in `currency` (`totalKrw`: the same total in KRW). */
export function enabledPayMethods(
  providers: PaymentProviderDto[],
  currency: CurrencyCode,
  totalKrw: number,
): PayMethodDto[] {
  const byCode = new Map(providers.map((provider) => [provider.code, provider]));
  return payMethods
    .filter((code) => byCode.has(code) && payMethodOffered(code, currency))
    .filter((code) => byCode.get(code)!.currencies.includes(currency))
    .map((code): PayMethodDto => ({
      code,
      name: byCode.get(code)!.name,
      korean: payMethodRules[code].korean,
      installments: installmentChoices(code, totalKrw),
      deferred: payMethodRules[code].deferred,
      notice: payMethodRules[code].notice,
    }));
}

/** A cart's total in KRW, at the rate the cart locked. */
export const totalInKrw = (total: number, cart: CartRow): number =>
  convertToKrw(
    { amount: total, currency: cart.currencyCode as CurrencyCode },
    Number(cart.krwPerUnit),
  );
