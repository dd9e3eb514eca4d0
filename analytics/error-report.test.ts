import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
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
  message: `Request failed with status code ${status}`,
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
  response: {
    status,
    data: { message: 'Edition unavailable', code: 'CONFLICT' },
    headers: new Headers({ 'x-request-id': 'req-409' }),
  },
});

/** What axios rejects with when the server answers an error status. */
function axiosFailure(url: string, status: number, body: unknown): AxiosError {
  const config = {
    method: 'post',
    baseURL: '/v3',
    url,
    params: { page: 2, email: 'a@b.co' },
    headers: new AxiosHeaders({
      Authorization: 'Bearer secret-token',
      'Content-Type': 'application/json',
      'x-currency': 'krw',
    }),
    data: JSON.stringify(body),
  } as InternalAxiosRequestConfig;
  return new AxiosError(
    `Request failed with status code ${status}`,
    AxiosError.ERR_BAD_RESPONSE,
    config,
    {},
    {
      status,
      statusText: 'Error',
      data: { message: 'Bid too low', code: 'CONFLICT' },
      headers: { 'x-request-id': 'req-axios', 'content-type': 'application/json' },
      config,
    },
  );
}

describe('API error reports (rules §8)', () => {
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
      requestId: 'req-409',
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

  it('reads an AxiosError the same way, and a network failure without an answer', () => {
    const reports: ErrorReport[] = [];
    setErrorReporter((report) => reports.push(report));
    reportApiError(axiosFailure('/store/artwork/bid', 409, { amount: 100, card_number: '4242' }));
    reportApiError(axiosFailure('/store/customer/shipping-address', 500, { address: 'x' }));
    reportApiError({
      message: 'Network Error',
      code: 'ERR_NETWORK',
      config: { url: '/ai/api/v1/search' },
    });
    expect(reports).toEqual([
      {
        kind: 'api',
        message: 'POST /v3/store/artwork/bid → 409',
        method: 'POST',
        path: '/v3/store/artwork/bid',
        status: 409,
        code: 'CONFLICT',
        requestId: 'req-axios',
        request: {
          params: { page: 2, email: '[redacted]' },
          body: { amount: 100, card_number: '[redacted]' },
          headers: { 'x-currency': 'krw', 'content-type': 'application/json' },
        },
        response: { data: { message: 'Bid too low', code: 'CONFLICT' } },
      },
      expect.objectContaining({
        message: 'GET /ai/api/v1/search → ERR_NETWORK',
        status: null,
        requestId: null,
        response: null,
      }),
    ]);
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
