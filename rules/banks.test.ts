import { describe, expect, it } from 'vitest';
import { bankName, koreanBankCode, maskAccountNumber, refundAccountLine } from './banks';

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

  it('masks an account number the one way (rules §4.51): the last four digits, hyphens kept', () => {
    expect(maskAccountNumber('110-123-455678')).toBe('***-***-**5678');
    expect(maskAccountNumber('1002123455678')).toBe('*********5678');
    expect(maskAccountNumber('1234')).toBe('1234');
    expect(
      refundAccountLine({ bank: '88', account_number: '110-123-455678', holder: '김민지' }, 'ko'),
    ).toBe('신한은행 ***-***-**5678 (김민지)');
    expect(
      refundAccountLine(
        { bank: 'Shinhan Bank', account_number: '110123455678', holder: null },
        'en',
      ),
    ).toBe('Shinhan Bank ********5678');
  });
});
