// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderEmail } from './notification-templates';
import { formatNoticeDate } from './notice-templates';

const order = {
  first_name: 'Minji',
  order_number: 'AM-20261125-ABC',
  item_name: 'Kim Seoyeon, Study',
  total: { amount: 1_230_000, currency: 'krw' as const },
  url: 'https://art.example/order-detail/ord_1',
};

/** An order's amounts with no optional charge and no discount; each test adds its own. */
const noCharges = {
  specified_date_fee: 0,
  frame_fee: 0,
  installation_fee: 0,
  extra_works_fee: 0,
  artwork_discount: 0,
  additional_discount: 0,
  discount_amount: 0,
};

describe('notice e-mails', () => {
  it('writes an order awaiting its deposit with the account, in English and Korean', () => {
    const payload = {
      ...order,
      status: 'awaiting_deposit' as const,
      bank: 'Shinhan Bank',
      account_number: '56211234567890',
      account_name: 'Artmarket Inc.',
      deposit_deadline: '2026-11-25T06:05:00.000Z',
    };
    const en = renderEmail('order-placed', 'en', payload);
    expect(en.subject).toBe('Your Artmarket order AM-20261125-ABC');
    expect(en.text).toContain('Total: ₩1,230,000');
    expect(en.text).toContain('Account number: 56211234567890');
    expect(en.text).toContain('Pay by: 25 Nov 2026, 15:05 KST');
    expect(en.text).toContain('View your order:\nhttps://art.example/order-detail/ord_1');
    expect(en.html).toContain('href="https://art.example/order-detail/ord_1"');
    expect(en.html).toContain('<html lang="en">');

    const ko = renderEmail('order-placed', 'ko', payload);
    expect(ko.subject).toBe('[Artmarket] 주문이 접수되었습니다 (AM-20261125-ABC)');
    expect(ko.text).toContain('Minji님, 안녕하세요.');
    expect(ko.text).toContain('입금 기한:');
    expect(ko.html).toContain('word-break:keep-all');
  });

  it('names a unique work "Unique work" / "단일 작품" and an edition by its number and size', () => {
    const unique = { edition_type: 'unique' as const, edition_number: 1, edition_size: 1 };
    const numbered = { edition_type: 'edition' as const, edition_number: 3, edition_size: 10 };
    const paid = (edition: typeof unique | typeof numbered) => ({
      ...order,
      status: 'paid' as const,
      edition,
      bank: null,
      account_number: null,
      account_name: null,
      deposit_deadline: null,
    });
    const en = renderEmail('order-placed', 'en', paid(unique));
    expect(en.text).toContain('Edition: Unique work');
    expect(en.html).toContain('Unique work');
    expect(en.text).not.toContain('Edition 1');
    const ko = renderEmail('order-placed', 'ko', paid(unique));
    expect(ko.text).toContain('에디션: 단일 작품');
    expect(ko.text).not.toContain('에디션 1');
    expect(renderEmail('payment-received', 'ko', paid(unique)).text).toContain('단일 작품');
    expect(renderEmail('order-placed', 'en', paid(numbered)).text).toContain(
      'Edition: Edition 3 of 10',
    );
    expect(
      renderEmail('shipping-status', 'ko', { ...paid(numbered), shipping_status: 'shipping' }).text,
    ).toContain('에디션: 에디션 3/10');
    // A payload queued before the edition was carried still renders, without the line.
    expect(
      renderEmail('order-placed', 'en', { ...paid(unique), edition: undefined }).text,
    ).not.toContain('Edition:');
  });

  it('prints the money of an order as every document does: each line once, adding up to the total', () => {
    const payload = {
      ...order,
      total: { amount: 615_000, currency: 'krw' as const },
      amounts: {
        ...noCharges,
        art_price: 600_000,
        delivery_fee: 30_000,
        artwork_discount: 15_000,
        discount_amount: 15_000,
        total: 615_000,
        supply_amount: 27_273,
        vat: 2_727,
        tax_free_amount: 585_000,
        taxable_amount: 30_000,
      },
      status: 'paid' as const,
      bank: null,
      account_number: null,
      account_name: null,
      deposit_deadline: null,
    };
    const en = renderEmail('order-placed', 'en', payload);
    expect(en.text).toContain(
      'Artwork price: ₩600,000\nDelivery: ₩30,000\nArtwork coupon: −₩15,000\nTotal: ₩615,000',
    );
    expect(en.text).not.toContain('Discount');
    const ko = renderEmail('payment-received', 'ko', payload);
    expect(ko.text).toContain(
      '작품 가격: ₩600,000\n배송비: ₩30,000\n작품 쿠폰: −₩15,000\n합계: ₩615,000',
    );
    // A notice queued before the lines were sent still says its total.
    expect(renderEmail('payment-received', 'en', order).text).toContain('Total: ₩1,230,000');
  });

  it('prints a foreign-currency order with the rate it was converted at, as the order page does', () => {
    const payload = {
      ...order,
      total: { amount: 102_143, currency: 'usd' as const },
      amounts: {
        ...noCharges,
        art_price: 100_000,
        delivery_fee: 2_143,
        total: 102_143,
        supply_amount: 1_948,
        vat: 195,
        tax_free_amount: 100_000,
        taxable_amount: 2_143,
      },
      rate: { krw_per_unit: 1_400, locked_at: '2026-11-25T05:00:00.000Z' },
      status: 'paid' as const,
      bank: null,
      account_number: null,
      account_name: null,
      deposit_deadline: null,
    };
    expect(renderEmail('order-placed', 'en', payload).text).toContain(
      'Artwork price: $1,000.00\nDelivery: $21.43\nTotal: $1,021.43\n' +
        'Exchange rate: 1 USD = 1,400 KRW · rate of 25 Nov 2026, 14:00 KST',
    );
    expect(renderEmail('payment-received', 'ko', payload).text).toContain(
      '적용 환율: 1 USD = 1,400원 · 2026년 11월 25일 14:00 KST 기준',
    );
    // In won there is no rate to tell.
    const inWon = { ...payload, total: { amount: 1_430_000, currency: 'krw' as const } };
    expect(renderEmail('order-placed', 'en', inWon).text).not.toContain('Exchange rate');
  });

  it('tells a bidder how each offer ended, with a deadline only for an accepted one', () => {
    const offer = {
      first_name: 'Minji',
      artwork_title: 'Study',
      amount: { amount: 800_000, currency: 'krw' as const },
      url: 'https://art.example/my-page/offer',
    };
    const subjects = (['accepted', 'declined', 'expired', 'lapsed'] as const).map((answer) => {
      const deadline = answer === 'accepted' ? '2026-11-26T03:00:00.000Z' : null;
      const en = renderEmail('offer-answered', 'en', {
        ...offer,
        answer,
        payment_deadline: deadline,
      });
      const ko = renderEmail('offer-answered', 'ko', {
        ...offer,
        answer,
        payment_deadline: deadline,
      });
      expect(en.text.includes('Pay by: 26 Nov 2026, 12:00 KST')).toBe(answer === 'accepted');
      expect(ko.text).toContain('제안 가격: ₩800,000');
      return [en.subject, ko.subject];
    });
    expect(subjects).toEqual([
      ['Your offer on Study was accepted', '[Artmarket] 가격 제안이 수락되었습니다'],
      ['Your offer on Study was declined', '[Artmarket] 가격 제안이 거절되었습니다'],
      ['Your offer on Study was not answered in time', '[Artmarket] 가격 제안이 만료되었습니다'],
      [
        'Your offer on Study was closed: the payment deadline passed',
        '[Artmarket] 가격 제안이 취소되었습니다',
      ],
    ]);
  });

  it('tells a refund with its amount, method and account, the bank named in the reader’s language', () => {
    const refund = {
      ...order,
      total: { amount: 334_159, currency: 'usd' as const },
      by: 'store' as const,
      refund: { amount: 334_159, currency: 'usd' as const },
      method: 'vbank',
      bank: 'Shinhan Bank',
      account_number: '110-123-456789',
      holder: '김민지',
      refunded_at: '2026-11-25T06:05:00.000Z',
    };
    const en = renderEmail('order-refunded', 'en', refund);
    expect(en.subject).toBe('Your Artmarket order AM-20261125-ABC is canceled and refunded');
    expect(en.text).toContain('Refund: $3,341.59');
    expect(en.text).toContain('Refunded to: Virtual account');
    expect(en.text).toContain('Refund account: Shinhan Bank ***-***-**6789 (김민지)');
    const ko = renderEmail('order-refunded', 'ko', refund);
    expect(ko.subject).toBe('[Artmarket] 주문이 취소되고 환불되었습니다 (AM-20261125-ABC)');
    expect(ko.text).toContain('환불 수단: 가상계좌');
    expect(ko.text).toContain('환불 계좌: 신한은행 ***-***-**6789 (김민지)');
    const card = renderEmail('order-refunded', 'ko', {
      ...refund,
      method: 'card_kr',
      bank: null,
      account_number: null,
      holder: null,
    });
    expect(card.text).toContain('환불 수단: 국내 신용카드');
    expect(card.text).not.toContain('환불 계좌');
  });

  it('says who closed an unpaid order', () => {
    const subjects = (['buyer', 'store', 'deadline'] as const).map((by) => [
      renderEmail('order-canceled', 'en', { ...order, by }).subject,
      renderEmail('order-canceled', 'ko', { ...order, by }).subject,
    ]);
    expect(subjects).toEqual([
      [
        'Your Artmarket order AM-20261125-ABC is canceled',
        '[Artmarket] 주문이 취소되었습니다 (AM-20261125-ABC)',
      ],
      [
        'Your Artmarket order AM-20261125-ABC is canceled',
        '[Artmarket] 주문이 취소되었습니다 (AM-20261125-ABC)',
      ],
      [
        'Your Artmarket order AM-20261125-ABC was canceled: the payment deadline passed',
        '[Artmarket] 입금 기한이 지나 주문이 취소되었습니다 (AM-20261125-ABC)',
      ],
    ]);
  });

  it('gives a sold resale’s seller the proceeds statement', () => {
    const sold = {
      first_name: 'Minji',
      artwork_title: 'Study',
      kind: 'resale' as const,
      status: 'sold',
      listing_price: 2_000_000,
      rejection_reason: null,
      url: 'https://art.example/my-page/works',
      proceeds: {
        order_number: 'AM-20261125-XYZ',
        sale_price: { amount: 2_000_000, currency: 'krw' as const },
        platform_commission: { amount: 200_000, currency: 'krw' as const },
        artist_royalty: { amount: 60_000, currency: 'krw' as const },
        seller_proceeds: { amount: 1_740_000, currency: 'krw' as const },
      },
    };
    const ko = renderEmail('resale-status', 'ko', sold);
    expect(ko.text).toContain(
      '판매 금액: ₩2,000,000\n플랫폼 수수료: −₩200,000\n작가 로열티: −₩60,000\n정산 금액: ₩1,740,000',
    );
    expect(ko.text).not.toContain('판매 가격');
    // A row sent before statements existed still renders (the listing price instead).
    const old = renderEmail('resale-status', 'en', { ...sold, proceeds: undefined });
    expect(old.text).toContain('Listing price: ₩2,000,000');
  });

  it('escapes what customers typed into the HTML', () => {
    const mail = renderEmail('contact-request', 'ko', {
      request_id: 'ctc_1',
      type: 'common_contact',
      name: '<script>alert(1)</script>',
      email: 'a@b.co',
      phone: null,
      organization: null,
      website: null,
      message: 'Hello & <b>bye</b>',
      artwork_title: null,
      artwork_url: null,
      language: 'en',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;script&#62;');
    expect(mail.text).toContain('Hello & <b>bye</b>');
  });

  it('names the shipping status as the order page does', () => {
    const mail = renderEmail('shipping-status', 'ko', {
      ...order,
      shipping_status: 'out_for_delivery',
    });
    expect(mail.subject).toBe('[Artmarket] 배송 상태: 배송 중 (AM-20261125-ABC)');
  });

  it('puts the unsubscribe link in the newsletter confirmation', () => {
    const mail = renderEmail('newsletter-confirm', 'en', {
      confirm_url: 'https://art.example/newsletter/confirm?token=t',
      unsubscribe_url: 'https://art.example/newsletter/unsubscribe?id=n&token=u',
    });
    expect(mail.text).toContain('https://art.example/newsletter/confirm?token=t');
    expect(mail.html).toContain('https://art.example/newsletter/unsubscribe?id=n&#38;token=u');
  });

  it('gives dates in Korean time', () => {
    expect(formatNoticeDate('2026-11-24T16:30:00Z', 'en')).toBe('25 Nov 2026, 01:30 KST');
  });
});
