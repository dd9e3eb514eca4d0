// Bad input is a 400 (or 401/404/409/415/429 as the rules say), never a 500: every customer call
// receives generated JSON bodies and query strings of every shape.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { startCustomerApp, type SignedUp } from './customer-test-app';

const app = startCustomerApp();

const bodyCalls: [string, string][] = [
  ['POST', '/v3/store/customer/sign-up'],
  ['POST', '/v3/store/customer/sign-in'],
  ['PUT', '/v3/store/customer'],
  ['POST', '/v3/store/customer/send-email-verification-code'],
  ['POST', '/v3/store/customer/send-sms-verification-code'],
  ['POST', '/v3/store/customer/confirm-verification-code'],
  ['POST', '/v3/store/customer/shipping-address'],
  ['PUT', '/v3/store/customer/shipping-address/addr_x'],
  ['PUT', '/v3/store/customer/change-password'],
  ['POST', '/v3/store/customer/send-reset-verification-code'],
  ['PUT', '/v3/store/customer/reset-password'],
  ['PUT', '/v3/store/customer/phone'],
  ['PUT', '/v3/store/customer/email'],
  ['POST', '/v3/store/customer/staging/check-email'],
  ['POST', '/v3/store/customer/google'],
];
const queryCalls = [
  '/v3/store/customer/exist/email/overlapping',
  '/v3/store/customer/naver/callback',
  '/v3/store/customer/kakao/callback',
  '/v3/store/customer/google/authorize',
  '/v3/dev/outbox',
];

const fields = [
  'email',
  'password',
  'first_name',
  'last_name',
  'phone',
  'country_code',
  'code',
  'purpose',
  'current_password',
  'confirmPassword',
  'postal_code',
  'street_address',
  'phone_number',
  'is_default',
  'state',
  'language',
];
/** Objects with the calls' own field names holding values of any type, and anything else. */
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...fields), fc.jsonValue(), { maxKeys: 6 }),
  fc.jsonValue(),
);

describe('bad input', () => {
  it('never answers 500 to a generated body or query', async () => {
    let me: SignedUp | undefined;
    me = await app.signUp();
    const allowed = new Set([200, 400, 401, 404, 409, 415, 429, 503]);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...bodyCalls),
        body,
        fc.boolean(),
        async ([method, path], input, signedIn) => {
          const response = await app.call(method, path, {
            body: input,
            token: signedIn ? me?.accessToken : undefined,
            ip: '192.0.2.77',
          });
          expect(
            allowed.has(response.status),
            `${method} ${path} ${JSON.stringify(input)} → ${response.status} ${JSON.stringify(response.body)}`,
          ).toBe(true);
          if (response.status === 400) expect(typeof response.body.message).toBe('string');
        },
      ),
      {
        numRuns: 300,
        // Found by this property: keys named like Object.prototype members crashed yup's cast.
        examples: [
          [['POST', '/v3/store/customer/sign-up'], { toString: 0 }, false],
          [['POST', '/v3/store/customer/sign-in'], { constructor: 'x', email: 'a@b.co' }, false],
        ],
      },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...queryCalls),
        fc.dictionary(
          fc.constantFrom('email', 'code', 'state', 'callback_uri', 'limit', 'recipient'),
          fc.string({ maxLength: 300 }),
          { maxKeys: 4 },
        ),
        async (path, query) => {
          const response = await app.call('GET', `${path}?${new URLSearchParams(query)}`, {
            // The development routes answer this machine only (ADR 0045).
            ip: path.startsWith('/v3/dev/') ? '127.0.0.1' : '192.0.2.78',
          });
          expect(
            allowed.has(response.status),
            `${path} ${JSON.stringify(query)} → ${response.status}`,
          ).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
    me = undefined;
  }, 300_000);
});
