// A back-office refusal in the staff member's language: the upload call's refusals (a picture out
// of proportion to its bytes, a customer's share of the queue) are said in Korean too.
import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { createTestI18n } from '@/i18n/test-i18n';
import koAdmin from '@/locales/ko/admin.json';
import { imageUploadMessages } from '@/rules/image';
import { adminErrorMessage } from './admin-messages';

const refusal = (message: string) =>
  new AxiosError('refused', '413', undefined, undefined, {
    status: 413,
    statusText: 'Payload Too Large',
    headers: {},
    config: { headers: new AxiosHeaders() },
    data: { message, code: 'PAYLOAD_TOO_LARGE' },
  });

describe('a back-office refusal in Korean', () => {
  it.each(Object.entries(imageUploadMessages))('says the upload refusal %s', (key, message) => {
    const t = createTestI18n('ko').getFixedT('ko', 'admin');
    const said = adminErrorMessage(t, refusal(message), 'fallback');
    expect(said).toBe(koAdmin.messages.upload[key as keyof typeof imageUploadMessages]);
    expect(said).toMatch(/[가-힣]/);
  });
});
