// Korean banks by their two-digit codes (Toss Payments' and the clearing house's), with the name
// in each language: the gateway maps codes to names, documents and notices show the name in the
// reader's language.

export const koreanBanks: Record<string, { en: string; ko: string }> = {
  '39': { en: 'Kyongnam Bank', ko: '경남은행' },
  '34': { en: 'Kwangju Bank', ko: '광주은행' },
  '04': { en: 'KB Kookmin Bank', ko: 'KB국민은행' },
  '03': { en: 'IBK Industrial Bank', ko: 'IBK기업은행' },
  '11': { en: 'NH NongHyup Bank', ko: 'NH농협은행' },
  '31': { en: 'iM Bank', ko: 'iM뱅크' },
  '32': { en: 'Busan Bank', ko: '부산은행' },
  '45': { en: 'MG Saemaul Geumgo', ko: '새마을금고' },
  '07': { en: 'Suhyup Bank', ko: 'Sh수협은행' },
  '88': { en: 'Shinhan Bank', ko: '신한은행' },
  '20': { en: 'Woori Bank', ko: '우리은행' },
  '71': { en: 'Korea Post', ko: '우체국예금보험' },
  '81': { en: 'Hana Bank', ko: '하나은행' },
  '90': { en: 'KakaoBank', ko: '카카오뱅크' },
  '89': { en: 'K Bank', ko: '케이뱅크' },
  '92': { en: 'Toss Bank', ko: '토스뱅크' },
  '23': { en: 'SC First Bank', ko: 'SC제일은행' },
};

/** The code of a bank named by its code, English name (with or without "Bank") or Korean name. */
export function koreanBankCode(bank: string): string | null {
  const wanted = bank.trim().toLowerCase().replace(/\s+/g, ' ');
  if (/^\d{2,3}$/.test(wanted)) {
    const code = wanted.slice(-2);
    return koreanBanks[code] ? code : null;
  }
  for (const [code, names] of Object.entries(koreanBanks)) {
    const en = names.en.toLowerCase();
    if (wanted === en || wanted === en.replace(/ bank$/, '') || wanted === names.ko) return code;
  }
  return null;
}

/** A bank's name in `language`; a bank not in the list keeps the name it was given. */
export function bankName(bank: string, language: 'en' | 'ko'): string {
  const code = koreanBankCode(bank);
  return code ? koreanBanks[code]![language] : bank;
}

/**
 * An account number as every screen and notice shows it (rules §4.51): every digit but the last
 * four hidden, the hyphens kept ("110-***-**5678"), so the owner recognises it and nobody else
 * can use it. The one rule for the order page, the back office and the e-mails.
 */
export function maskAccountNumber(number: string): string {
  let hidden = Math.max(0, number.replace(/\D/g, '').length - 4);
  return number.replace(/\d/g, (digit) => (hidden-- > 0 ? '*' : digit));
}

/** A refund account in one line: the bank in `language`, the masked number, the holder. */
export function refundAccountLine(
  account: { bank: string | null; account_number: string; holder: string | null },
  language: 'en' | 'ko',
): string {
  const bank = account.bank ? `${bankName(account.bank, language)} ` : '';
  const holder = account.holder ? ` (${account.holder})` : '';
  return `${bank}${maskAccountNumber(account.account_number)}${holder}`;
}
