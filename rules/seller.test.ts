import { describe, expect, it } from 'vitest';
import { accountHolderName, SELLER_LEGAL_NAME } from './seller';

describe('the virtual account holder (rules §4.50)', () => {
  it('is the store’s legal name in the page’s language, whichever spelling was stored', () => {
    expect(accountHolderName('Artmarket Inc.', 'ko')).toBe('(주)아트마켓');
    expect(accountHolderName('(주)아트마켓', 'en')).toBe('Artmarket Inc.');
    expect(accountHolderName(SELLER_LEGAL_NAME.en, 'en')).toBe('Artmarket Inc.');
  });

  it('keeps any other holder as stored, and none as none', () => {
    expect(accountHolderName('김민지', 'en')).toBe('김민지');
    expect(accountHolderName(null, 'ko')).toBeNull();
  });
});
