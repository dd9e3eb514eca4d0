import { describe, expect, it } from 'vitest';
import { bankName, koreanBankCode } from './banks';

describe('Korean banks', () => {
  it('finds a bank by code, English name (with or without "Bank") or Korean name', () => {
    expect(['088', '88', 'Shinhan Bank', 'shinhan', '신한은행'].map(koreanBankCode)).toEqual(
      Array(5).fill('88'),
    );
    expect(koreanBankCode('Bank of Nowhere')).toBeNull();
  });

  it('names a bank in the reader’s language, keeping a name it does not know', () => {
    expect(bankName('Woori Bank', 'ko')).toBe('우리은행');
    expect(bankName('카카오뱅크', 'en')).toBe('KakaoBank');
    expect(bankName('Bank of Nowhere', 'ko')).toBe('Bank of Nowhere');
  });
});
