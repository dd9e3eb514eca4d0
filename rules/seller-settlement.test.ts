import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertFromKrw } from './money-conversion';
import { MAX_MONEY_KRW, type CurrencyCode } from './money';
import { saleKrwPrice, settleInWon, storedWonSettlement } from './seller-settlement';

const rates = { commissionBps: 1_000, royaltyBps: 300 };

describe('the seller settlement in won (rules §4.35-4.36)', () => {
  it('settles ₩3,000,000 as ₩300,000 commission, ₩90,000 royalty and ₩2,610,000 proceeds', () => {
    expect(settleInWon(3_000_000, rates)).toEqual({
      sale_price: 3_000_000,
      platform_commission: 300_000,
      artist_royalty: 90_000,
      seller_proceeds: 2_610_000,
    });
  });

  it('rounds each deduction half up to the whole won and leaves the rest to the seller', () => {
    // 3 % of ₩1,234,550 is ₩37,036.5 → ₩37,037; 10 % is ₩123,455.
    expect(settleInWon(1_234_550, rates)).toEqual({
      sale_price: 1_234_550,
      platform_commission: 123_455,
      artist_royalty: 37_037,
      seller_proceeds: 1_074_058,
    });
    // 3 % of ₩1,234,549 is ₩37,036.47 → ₩37,036.
    expect(settleInWon(1_234_549, rates).artist_royalty).toBe(37_036);
  });

  it('adds up to the price in won for every price and rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: MAX_MONEY_KRW }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        (price, commissionBps, royaltyBps) => {
          const won = settleInWon(price, { commissionBps, royaltyBps });
          expect(Number.isInteger(won.platform_commission)).toBe(true);
          expect(Number.isInteger(won.artist_royalty)).toBe(true);
          expect(won.platform_commission + won.artist_royalty + won.seller_proceeds).toBe(price);
          expect(won.seller_proceeds).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe("the sale's price in KRW (rules §4.35)", () => {
  it("is the listing's KRW price when the buyer's euros are that price at the locked rate", () => {
    const euros = convertFromKrw(3_000_000, 'eur', 1_618.3).amount;
    expect(euros).toBe(185_380);
    expect(
      saleKrwPrice({ currency: 'eur', krwPerUnit: 1_618.3, artPrice: euros, listedKrw: 3_000_000 }),
    ).toBe(3_000_000);
  });

  it("is an accepted offer's KRW amount, whatever it converts to", () => {
    expect(
      saleKrwPrice({
        currency: 'thb',
        krwPerUnit: 39.87,
        artPrice: 5_016_303,
        offerKrw: 2_000_000,
        listedKrw: 2_500_000,
      }),
    ).toBe(2_000_000);
  });

  it("falls back to the buyer's price converted at the locked rate when the listing moved", () => {
    // The price changed to ₩3,100,000 while the buyer's €1,853.80 payment was under way.
    expect(
      saleKrwPrice({
        currency: 'eur',
        krwPerUnit: 1_618.3,
        artPrice: 185_380,
        listedKrw: 3_100_000,
      }),
    ).toBe(3_000_005);
  });

  it('is the won paid for a KRW order', () => {
    expect(
      saleKrwPrice({ currency: 'krw', krwPerUnit: 1, artPrice: 850_000, listedKrw: 850_000 }),
    ).toBe(850_000);
  });

  it('recovers any listed price in any currency at any rate', () => {
    const currency = fc.constantFrom<CurrencyCode>('krw', 'usd', 'eur', 'thb');
    fc.assert(
      fc.property(
        currency,
        fc.integer({ min: 1_000, max: MAX_MONEY_KRW }),
        fc.double({ min: 20, max: 2_200, noNaN: true }),
        (code, listedKrw, rate) => {
          const krwPerUnit = code === 'krw' ? 1 : Math.round(rate * 100) / 100;
          const artPrice = convertFromKrw(listedKrw, code, krwPerUnit).amount;
          expect(saleKrwPrice({ currency: code, krwPerUnit, artPrice, listedKrw })).toBe(listedKrw);
        },
      ),
    );
  });
});

describe('an order’s stored settlement in won', () => {
  it('reads the *_krw columns, and nothing for a primary sale', () => {
    expect(
      storedWonSettlement({
        salePriceKrw: 3_000_000,
        platformCommissionKrw: 300_000,
        artistRoyaltyKrw: 90_000,
        sellerProceedsKrw: 2_610_000,
      }),
    ).toEqual({
      sale_price: 3_000_000,
      platform_commission: 300_000,
      artist_royalty: 90_000,
      seller_proceeds: 2_610_000,
    });
    expect(
      storedWonSettlement({
        salePriceKrw: 1_000_000,
        platformCommissionKrw: null,
        artistRoyaltyKrw: null,
        sellerProceedsKrw: null,
      }),
    ).toBeNull();
  });
});
