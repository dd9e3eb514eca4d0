// @vitest-environment node
// The proceeds notice in won (rules §4.36): a resale bought in euros tells its seller the won they
// are paid, with the euros the buyer paid as a reference line, in both languages.
import { describe, expect, it } from 'vitest';
import { renderEmail } from './notification-templates';

const krw = (amount: number) => ({ amount, currency: 'krw' as const });
const soldInEuros = {
  first_name: 'Minji',
  artwork_title: 'Gold between paper no. 42',
  kind: 'consignment' as const,
  status: 'sold',
  listing_price: 3_000_000,
  rejection_reason: null,
  url: 'https://art.example/my-page/works',
  proceeds: {
    order_number: 'AM-20261207-EUR',
    sale_price: krw(3_000_000),
    platform_commission: krw(300_000),
    artist_royalty: krw(90_000),
    seller_proceeds: krw(2_610_000),
    paid_by_buyer: {
      amount: { amount: 185_380, currency: 'eur' as const },
      krw_per_unit: 1_618.3,
      rate_locked_at: '2026-12-07T02:30:00.000Z',
    },
  },
};

describe('the proceeds notice', () => {
  it('settles in won and prints the euros only as a reference (English)', () => {
    const mail = renderEmail('resale-status', 'en', soldInEuros);
    expect(mail.text).toContain(
      'Sale price: ₩3,000,000\nPlatform commission: −₩300,000\nArtist royalty: −₩90,000\nYour proceeds: ₩2,610,000',
    );
    expect(mail.text).toContain(
      'Paid by the buyer (reference): €1,853.80 · 1 EUR = 1,618.30 KRW · rate of',
    );
    expect(mail.text).toContain('11:30 KST');
    expect(mail.text).not.toContain('€1,612');
  });

  it('settles in won and prints the euros only as a reference (Korean)', () => {
    const mail = renderEmail('resale-status', 'ko', soldInEuros);
    expect(mail.text).toContain(
      '판매 금액: ₩3,000,000\n플랫폼 수수료: −₩300,000\n작가 로열티: −₩90,000\n정산 금액: ₩2,610,000',
    );
    expect(mail.text).toMatch(
      /구매자 결제 금액 \(참고\): €1,853\.80 · 1 EUR = 1,618\.30원 · 2026년 12월 7일 11:30 KST 기준/,
    );
  });

  it('has no reference line for a sale paid in won', () => {
    const mail = renderEmail('resale-status', 'en', {
      ...soldInEuros,
      proceeds: { ...soldInEuros.proceeds, paid_by_buyer: null },
    });
    expect(mail.text).toContain('Your proceeds: ₩2,610,000');
    expect(mail.text).not.toContain('Paid by the buyer');
  });
});
