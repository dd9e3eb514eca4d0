// @vitest-environment node
// The release notice (rules §4.64): the work a customer asked to hear about is on sale — its price
// in the currency they saw it in with the won price beside it, when it went on sale (KST), the
// link in their language; once per work, said so.
import { describe, expect, it } from 'vitest';
import { renderEmail } from './notification-templates';

const released = {
  first_name: 'Seoyeon',
  artwork_title: 'Kim Seoyeon, Quiet harbour',
  price: { krw: 4_200_000, display: { amount: 304_348, currency: 'usd' as const } },
  released_at: '2027-01-02T11:00:00.000Z',
  url: 'https://art.example/work/quiet-harbour',
};

describe('the release notice', () => {
  it('tells an English customer in dollars with the won price beside, in Korea time', () => {
    const mail = renderEmail('artwork-released', 'en', released);
    expect(mail.subject).toBe('Now on sale: Kim Seoyeon, Quiet harbour');
    expect(mail.text).toContain('Hello Seoyeon,');
    expect(mail.text).toContain('≈ $3,043 · ₩4,200,000');
    expect(mail.text).toContain('2 Jan 2027, 20:00 KST');
    expect(mail.text).toContain('once per work');
    expect(mail.text).toContain('https://art.example/work/quiet-harbour');
  });

  it('tells a Korean customer in won, in Korean', () => {
    const mail = renderEmail('artwork-released', 'ko', {
      ...released,
      first_name: '서연',
      price: { krw: 4_200_000, display: { amount: 4_200_000, currency: 'krw' } },
      url: 'https://art.example/ko/work/quiet-harbour',
    });
    expect(mail.subject).toBe(
      "[Artmarket] 알림 신청하신 'Kim Seoyeon, Quiet harbour' 작품의 판매가 시작되었습니다",
    );
    expect(mail.text).toContain('서연님, 안녕하세요.');
    expect(mail.text).toContain('₩4,200,000');
    expect(mail.text).not.toContain('≈');
    expect(mail.text).toContain('2027년 1월 2일 20:00 KST');
    expect(mail.text).toContain('https://art.example/ko/work/quiet-harbour');
  });
});
