import { describe, expect, it } from 'vitest';
import enBids from '@/locales/en/bids.json';
import koBids from '@/locales/ko/bids.json';
import { bidMessages } from '@/schemas/bid';
import { createTranslator } from '@/store/translator';
import { bidMessage } from './use-bid-messages';

const tOf = (language: 'en' | 'ko') =>
  createTranslator(language, {
    [language]: { bids: language === 'ko' ? koBids : enBids },
  }).getFixedT('bids');

describe('bid messages from the server', () => {
  it('shows a refusal in Korean to a Korean visitor', () => {
    expect(bidMessage(tOf('ko'), bidMessages.amountTooLow)).toBe(
      '입찰가는 판매가의 절반 이상이어야 합니다.',
    );
  });

  it('has every message of the server in both languages', () => {
    for (const language of ['en', 'ko'] as const) {
      for (const message of Object.values(bidMessages)) {
        expect(bidMessage(tOf(language), message), message).not.toBe(
          language === 'ko' ? message : 'not translate',
        );
      }
    }
  });

  it('shows an unknown message as the server wrote it', () => {
    expect(bidMessage(tOf('ko'), 'Something new.')).toBe('Something new.');
  });
});
