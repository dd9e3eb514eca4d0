// Who sells (rules §1: the footer shows the operating company's registration details): its legal
// name and its address in each language, the one spelling the footer, the sale slip, the receipt
// and the virtual accounts' holder use; a document prints the one of its own language.
import type { Language } from '@/schemas/dto';

export const SELLER_LEGAL_NAME = {
  en: 'Artmarket Inc.',
  ko: '(주)아트마켓',
} as const satisfies Record<Language, string>;

/** The registered address, redacted for the demo as the footer's other registration lines. */
export const SELLER_ADDRESS = {
  en: '●●, ●●-gil, Jongno-gu, Seoul, Republic of Korea',
  ko: '서울특별시 종로구 ●●길 ●●',
} as const satisfies Record<Language, string>;

/**
 * The virtual account's holder as the page's language writes it (rules §4.50): the store's own
 * accounts carry its legal name, in whichever spelling the payment gateway returned, so a Korean
 * page reads "(주)아트마켓" and an English one "Artmarket Inc."; any other holder as stored.
 */
export function accountHolderName(holder: string | null, language: Language): string | null {
  if (holder === null) return null;
  const ours = Object.values(SELLER_LEGAL_NAME) as string[];
  return ours.includes(holder.trim()) ? SELLER_LEGAL_NAME[language] : holder;
}
