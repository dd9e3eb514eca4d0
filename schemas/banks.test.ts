import { describe, expect, it } from 'vitest';
import { bankCode, bankName } from './banks';

describe('bank names', () => {
  it('prints a bank in the reader’s language, whichever name was stored', () => {
    expect(bankName('Shinhan Bank', 'ko')).toBe('신한은행');
    expect(bankName('Shinhan Bank', 'en')).toBe('Shinhan Bank');
    expect(bankName('신한은행', 'en')).toBe('Shinhan Bank');
    expect(bankName('KB Kookmin', 'ko')).toBe('KB국민은행');
  });

  it('keeps a bank it does not know as it was given', () => {
    expect(bankName('Banque de Savoie', 'ko')).toBe('Banque de Savoie');
  });

  it('finds a bank by code, English or Korean name', () => {
    expect(bankCode('088')).toBe('88');
    expect(bankCode(' shinhan  bank ')).toBe('88');
    expect(bankCode('하나은행')).toBe('81');
    expect(bankCode('99')).toBeNull();
  });
});
