import { describe, expect, it } from 'vitest';
import { createTestI18n } from '@/i18n/test-i18n';
import { bidMessages } from '@/schemas/bid';
import { bidMessage } from './use-bid-messages';

const tOf = (language: 'en' | 'ko') => createTestI18n(language).getFixedT(language, 'bids');

describe('bid messages from the server', () => {
  it('shows a refusal in Korean to a Korean visitor', () => {
    expect(bidMessage(tOf('ko'), bidMessages.amountTooLow)).toBe(
      '입찰가는 판매가의 절반 이상이어야 합니다.',
    );
  });

  it('has every message of the server in both languages', () => {
    for (const language of ['en', 'ko'] as const) {
      const i18n = createTestI18n(language);
      for (const key of Object.keys(bidMessages)) {
        expect(i18n.exists(`messages.${key}`, { ns: 'bids' }), `${language} ${key}`).toBe(true);
      }
      for (const message of Object.values(bidMessages)) {
        if (language === 'ko')
          expect(bidMessage(tOf(language), message), message).not.toBe(message);
        expect(bidMessage(tOf(language), message), message).not.toBe('not translate');
      }
    }
  });

  it('shows an unknown message as the server wrote it', () => {
    expect(bidMessage(tOf('ko'), 'Something new.')).toBe('Something new.');
  });
});
