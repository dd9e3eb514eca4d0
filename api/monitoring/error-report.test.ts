import { describe, expect, it } from 'vitest';
import {
  disableReports,
  isReportedApiPath,
  redactSecrets,
  reportApiError,
  setErrorReporter,
  type ErrorReport,
  type FailedCall,
} from './error-report';

const failed = (url: string, body: unknown, status = 409): FailedCall => ({
  code: 'ERR_BAD_RESPONSE',
  config: {
    method: 'POST',
    baseURL: '/v3',
    url,
    params: { q: 'ink', token: 'abc' },
    headers: new Headers({
      Authorization: 'Bearer secret-token',
      'x-currency': 'usd',
      'Accept-Language': 'en',
      Cookie: 'refresh_token=x',
    }),
    data: JSON.stringify(body),
  },
  response: { status, data: { message: 'Edition unavailable', code: 'CONFLICT' } },
});

describe('API error reports (SPEC §8)', () => {
  it('leaves out the auth and customer paths', () => {
    for (const path of [
      '/v3/store/customer/sign-in',
      '/v3/store/customer/sign-up',
      '/v3/store/customer',
      '/v3/store/customer/info',
      '/v3/store/customer/shipping-address/sa_1',
      '/v3/store/customer/wishlist/artwork',
    ]) {
      expect(isReportedApiPath(path), path).toBe(false);
    }
    for (const path of [
      '/v3/store/cart/payment-session/c1',
      '/v3/store/artwork/bid',
      '/ai/api/v1/search',
    ]) {
      expect(isReportedApiPath(path), path).toBe(true);
    }
  });

  it('sends the request and response details without secrets, once a reporter is set', () => {
    const reports: ErrorReport[] = [];
    reportApiError(
      failed('/store/cart/payment-session/c1', {
        pay_method: 'card_kr',
        test_card_number: '4242424242424242',
        nested: { password: 'hunter22', note: 'ok' },
      }),
    );
    reportApiError(failed('/store/customer/sign-in', { email: 'a@b.co', password: 'x' }));
    setErrorReporter((report) => reports.push(report));
    expect(reports).toHaveLength(1);
    const [report] = reports;
    expect(report).toMatchObject({
      kind: 'api',
      method: 'POST',
      path: '/v3/store/cart/payment-session/c1',
      status: 409,
      code: 'CONFLICT',
      request: {
        params: { q: 'ink', token: '[redacted]' },
        body: {
          pay_method: 'card_kr',
          test_card_number: '[redacted]',
          nested: { password: '[redacted]', note: 'ok' },
        },
        headers: { 'x-currency': 'usd', 'accept-language': 'en' },
      },
      response: { data: { message: 'Edition unavailable', code: 'CONFLICT' } },
    });
    expect(JSON.stringify(report)).not.toMatch(/secret-token|refresh_token|4242|hunter22/);
    setErrorReporter(null);
  });

  it('keeps nothing once no DSN is configured', () => {
    disableReports();
    reportApiError(failed('/store/artwork/bid', {}));
    const reports: ErrorReport[] = [];
    setErrorReporter((report) => reports.push(report));
    expect(reports).toHaveLength(0);
    setErrorReporter(null);
  });

  it('shortens long strings and stops deep nesting', () => {
    expect(redactSecrets('x'.repeat(600))).toHaveLength(501);
    expect(redactSecrets({ a: { b: { c: { d: { e: { f: 1 } } } } } })).toEqual({
      a: { b: { c: { d: { e: '[…]' } } } },
    });
  });
});
