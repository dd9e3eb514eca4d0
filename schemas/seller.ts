// Who sells (SPEC §1: the footer shows the operating company's registration details): its legal
// name in each language, the one spelling the footer, the sale slip, the receipt and the virtual
// accounts' holder use.
import type { Language } from './dto';

export const SELLER_LEGAL_NAME = {
  en: 'Artmarket Inc.',
  ko: '(주)아트마켓',
} as const satisfies Record<Language, string>;
