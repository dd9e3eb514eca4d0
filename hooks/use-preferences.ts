// Language, currency and device, read from the client store.
import { selectCurrency } from '@/store/app-store';
import { useAppStore } from '@/store/app-store-context';
import type { Language } from '@/schemas/dto';
import type { CurrencyCode } from '@/rules/money';

export function useLanguage(): Language {
  return useAppStore((state) => state.language);
}

/** The currency prices are shown in (rules §4: KRW in Korean). */
export function useCurrency(): CurrencyCode {
  return useAppStore(selectCurrency);
}

/** Mobile by user agent (rules §4), detected on the server. */
export function useIsMobile(): boolean {
  return useAppStore((state) => state.isMobile);
}
