// No password, password hash, refresh-token hash, verification code or code hash ever appears in
// an API answer or a log line. A whole account journey runs with every log line captured (at debug
// level) and every answer recorded; then each secret in the database is looked for in them. The
// dev outbox is the one designed exception (it exists to show codes) and is not recorded; the raw
// refresh token may appear only in its Set-Cookie header.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenRules } from '@/rules/account-limits';
import { setLogLevel, setLogWriter } from '@/server/lib/logger';
import {
  callApp,
  createCustomerTestApp,
  PASSWORD,
  uniqueEmail,
  type CallOptions,
  type CustomerTestApp,
} from './customer-test-app';

const logLines: string[] = [];
const answers: { path: string; text: string; setCookie: string }[] = [];
let app: CustomerTestApp;

beforeAll(async () => {
  app = await createCustomerTestApp({ env: { LOG_LEVEL: 'debug' } });
  setLogLevel('debug');
  setLogWriter((_level, line) => logLines.push(line));
});

afterAll(async () => {
  setLogWriter(null);
  await app?.app.close();
});

async function call(method: string, path: string, options: CallOptions = {}) {
  const response = await callApp(app.app, method, path, options);
  const headers = [...response.headers.entries()].filter(([name]) => name !== 'set-cookie');
  answers.push({
    path,
    text: `${JSON.stringify(response.body)}\n${JSON.stringify(headers)}`,
    setCookie: response.setCookies.join('\n'),
  });
  return response;
}

const codeFor = (recipient: string) => app.latestCode(recipient); // the dev outbox, not recorded

describe('secrets stay secret', () => {
  it('never shows a password, a hash or a code in an answer or a log line', async () => {
    const email = uniqueEmail('secret');
    const newPassword = 'changed2026pw';
    const resetPassword = 'resetTo2027pw';
    const phone = '01098765432';

    const signUp = await call('POST', '/v3/store/customer/sign-up', {
      body: { first_name: 'Minji', last_name: 'Kim', email, password: PASSWORD },
    });
    let token = signUp.body.accessToken as string;
    let refreshToken = signUp.refreshToken!;
    const rotatedTokens = [refreshToken];

    await call('GET', '/v3/store/customer/info', { token });
    await call('POST', '/v3/store/customer/send-email-verification-code', { token, body: {} });
    await call('POST', '/v3/store/customer/confirm-verification-code', {
      token,
      body: { email, code: '000000' },
    });
    await call('POST', '/v3/store/customer/confirm-verification-code', {
      token,
      body: { email, code: await codeFor(email) },
    });
    await call('POST', '/v3/store/customer/send-sms-verification-code', {
      token,
      body: { country_code: '+82', phone },
    });
    await call('POST', '/v3/store/customer/confirm-verification-code', {
      token,
      body: { phone, code: await codeFor(`+82 ${phone}`) },
    });
    await call('PUT', '/v3/store/customer/phone', { token, body: { country_code: '+82', phone } });
    await call('POST', '/v3/store/customer/shipping-address', {
      token,
      body: { postal_code: '04524', street_address: '110 Sejong-daero', phone_number: phone },
    });
    await call('POST', '/v3/store/customer/sign-in', { body: { email, password: 'wrong-pass1' } });
    await call('POST', '/v3/store/customer/sign-in', { body: { email, password: PASSWORD } });

    const refreshed = await call('GET', '/v3/store/customer/refresh', { refreshToken });
    rotatedTokens.push(refreshed.refreshToken!);
    // Another tab at the same moment: a sibling token (logged), then a reuse: family revoked.
    const sibling = await call('GET', '/v3/store/customer/refresh', { refreshToken });
    rotatedTokens.push(sibling.refreshToken!);
    app.advance(tokenRules.rotatedRefreshTokenGraceSeconds * 1000 + 1);
    await call('GET', '/v3/store/customer/refresh', { refreshToken });
    const again = await call('POST', '/v3/store/customer/sign-in', {
      body: { email, password: PASSWORD },
    });
    token = again.body.accessToken;
    refreshToken = again.refreshToken!;
    rotatedTokens.push(refreshToken);

    await call('PUT', '/v3/store/customer/change-password', {
      token,
      body: { current_password: 'not-it-1', password: newPassword, confirmPassword: newPassword },
    });
    await call('PUT', '/v3/store/customer/change-password', {
      token,
      body: { current_password: PASSWORD, password: newPassword, confirmPassword: newPassword },
    });
    await call('POST', '/v3/store/customer/send-reset-verification-code', { body: { email } });
    const resetCode = await codeFor(email);
    await call('POST', '/v3/store/customer/confirm-verification-code', {
      body: { purpose: 'password_reset', email, code: resetCode },
    });
    const reset = await call('PUT', '/v3/store/customer/reset-password', {
      body: { email, code: resetCode, password: resetPassword },
    });
    expect(reset.status).toBe(200);
    const last = await call('POST', '/v3/store/customer/sign-in', {
      body: { email, password: resetPassword },
    });
    expect(last.status).toBe(200);
    rotatedTokens.push(last.refreshToken!);
    await call('GET', '/v3/store/customer/sign-out', {
      refreshToken: last.refreshToken,
      token: last.body.accessToken,
    });
    await call('GET', '/v3/store/customer/info', { token: last.body.accessToken });
    await call('POST', '/v3/store/customer/sign-up', {
      body: { first_name: 'Minji', last_name: 'Kim', email, password: 'x' },
    });
    await app.app.services.customerAccounts.notifications.dispatchDue();

    // Every secret the database holds, and the ones the journey used.
    const rows = async (query: string) => {
      const result = (await app.app.ctx.db.execute(sql.raw(query))) as unknown as {
        rows: Record<string, unknown>[];
      };
      return result.rows.flatMap((row) => Object.values(row).map(String));
    };
    const passwordHashes = await rows(
      'select password_hash from customers where password_hash is not null',
    );
    const tokenHashes = await rows('select token_hash from refresh_tokens');
    const codeHashes = await rows('select code_hash from verification_codes');
    const codes = (await app.outbox())
      .map((message: { payload: { code?: string } }) => message.payload.code)
      .filter((code: string | undefined): code is string => Boolean(code) && code !== '[sent]');
    expect(passwordHashes.length).toBeGreaterThan(0);
    expect(tokenHashes.length).toBeGreaterThanOrEqual(5);
    expect(codeHashes.length).toBeGreaterThanOrEqual(3);
    expect(codes.length).toBeGreaterThanOrEqual(3);

    const secrets: [string, string][] = [
      ...passwordHashes.map((v) => ['password hash', v] as [string, string]),
      ...tokenHashes.map((v) => ['refresh-token hash', v] as [string, string]),
      ...codeHashes.map((v) => ['code hash', v] as [string, string]),
      ...codes.map((v: string) => ['verification code', v] as [string, string]),
      ...[PASSWORD, newPassword, resetPassword].map((v) => ['password', v] as [string, string]),
    ];
    expect(logLines.length).toBeGreaterThan(10);
    expect(answers.length).toBeGreaterThan(20);
    for (const [what, secret] of secrets) {
      for (const line of logLines) expect(line, `${what} in a log line`).not.toContain(secret);
      for (const answer of answers) {
        expect(answer.text, `${what} in the answer of ${answer.path}`).not.toContain(secret);
        expect(answer.setCookie, `${what} in a cookie of ${answer.path}`).not.toContain(secret);
      }
    }
    // Raw refresh tokens travel only in their cookie; access tokens never reach the log.
    for (const raw of rotatedTokens) {
      for (const line of logLines) expect(line, 'a refresh token in a log line').not.toContain(raw);
      for (const answer of answers)
        expect(answer.text, 'a refresh token in a body').not.toContain(raw);
    }
    for (const line of logLines) expect(line).not.toContain(token);
  });
});
