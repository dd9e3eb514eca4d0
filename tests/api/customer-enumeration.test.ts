// Whether an address has an account (ADR 0065): the password reset answers every address alike,
// in the same time, under the same limits, and mails an address without an account only that;
// sign-up's 409 costs the same password hashing as a new account; the spec's sign-up form check
// (exist/email/overlapping) tells, at most as often as a form needs.
import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { rateLimits, verificationCodeRules } from '@/rules/account-limits';
import { customerMessages as m } from '@/schemas/customer';
import { hashPassword } from '@/server/modules/auth/password-hasher';
import {
  expectError,
  PASSWORD,
  startCustomerApp,
  uniqueEmail,
  type CallResult,
} from './customer-test-app';

const app = startCustomerApp();
const hour = 3_600_000;
let ipCounter = 0;
/** A new client address (documentation range), so per-IP limits stay out of the way. */
const freshIp = () => {
  ipCounter += 1;
  return `203.0.${Math.floor(ipCounter / 250) + 100}.${(ipCounter % 250) + 1}`;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** What a client can compare between two answers: status, body and the caching header. */
const visible = (response: CallResult) => ({
  status: response.status,
  body: response.body,
  cacheControl: response.headers.get('cache-control'),
  retryAfter: response.headers.get('retry-after'),
});

const sendReset = (email: string, ip = freshIp()) =>
  app.call('POST', '/v3/store/customer/send-reset-verification-code', { body: { email }, ip });
const checkResetCode = (email: string, code: string, ip = freshIp()) =>
  app.call('POST', '/v3/store/customer/confirm-verification-code', {
    body: { purpose: 'password_reset', email, code },
    ip,
  });
const resetPassword = (email: string, code: string, ip = freshIp()) =>
  app.call('PUT', '/v3/store/customer/reset-password', {
    body: { email, code, password: 'resetpass1' },
    ip,
  });
const overlap = (email: string, ip = freshIp()) =>
  app.call('GET', `/v3/store/customer/exist/email/overlapping?email=${encodeURIComponent(email)}`, {
    ip,
  });

/**
 * The median gap (known − unknown) over `pairs` timed pairs, taken in turn with the order flipped
 * each time so a busy machine's drift hits both sides; and the median time of one known call.
 */
async function timedPairs(
  pairs: number,
  known: (n: number) => Promise<void>,
  unknown: (n: number) => Promise<void>,
): Promise<{ gap: number; knownTime: number }> {
  const time = async (call: () => Promise<void>) => {
    const started = performance.now();
    await call();
    return performance.now() - started;
  };
  const gaps: number[] = [];
  const knownTimes: number[] = [];
  for (let n = 0; n < pairs; n += 1) {
    let k: number;
    let u: number;
    if (n % 2) {
      k = await time(() => known(n));
      u = await time(() => unknown(n));
    } else {
      u = await time(() => unknown(n));
      k = await time(() => known(n));
    }
    gaps.push(k - u);
    knownTimes.push(k);
  }
  return { gap: median(gaps), knownTime: median(knownTimes) };
}

describe('POST store/customer/send-reset-verification-code for an address with and without an account', () => {
  it('answers both alike and sends a code only to the account', async () => {
    const me = await app.signUp({}, { ip: freshIp() });
    const ghost = uniqueEmail('ghost');
    const known = await sendReset(me.email);
    const unknown = await sendReset(ghost);
    expect(visible(unknown)).toEqual(visible(known));
    expect(known.body).toEqual({
      message: m.resetCodeSent,
      expires_in: verificationCodeRules.ttlSeconds,
      resend_in: verificationCodeRules.resendIntervalSeconds,
    });
    expect(await app.latestCode(me.email)).toMatch(/^\d{6}$/);
    // The address without an account is told only that: no code, nothing about anyone.
    const [told, ...more] = await app.outbox(ghost);
    expect(more).toEqual([]);
    expect(told).toMatchObject({ template: 'reset-no-account', payload: {} });
    expect(told.text).toContain('no account uses it');
  });

  it('refuses a second code within the minute for both alike', async () => {
    const me = await app.signUp({}, { ip: freshIp() });
    const ghost = uniqueEmail('ghost');
    await sendReset(me.email);
    await sendReset(ghost);
    const known = await sendReset(me.email);
    const unknown = await sendReset(ghost);
    expectError(known, 429, m.resendTooSoon);
    expect(visible(unknown)).toEqual(visible(known));
  });

  it('answers a wrong code alike, and ends it after the same number of attempts', async () => {
    const me = await app.signUp({}, { ip: freshIp() });
    const ghost = uniqueEmail('ghost');
    await sendReset(me.email);
    await sendReset(ghost);
    const code = await app.latestCode(me.email);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let attempt = 1; attempt <= verificationCodeRules.maxAttempts + 1; attempt += 1) {
      const known = await checkResetCode(me.email, wrong);
      const unknown = await checkResetCode(ghost, wrong);
      expect(visible(unknown), `attempt ${attempt}`).toEqual(visible(known));
      // The last allowed wrong attempt ends the code (429); after it there is no code (400).
      expect(known.status, `attempt ${attempt}`).toBe(
        attempt === verificationCodeRules.maxAttempts ? 429 : 400,
      );
    }
    // The reset itself answers a wrong code alike too.
    const other = await app.signUp({}, { ip: freshIp() });
    const stranger = uniqueEmail('ghost');
    await sendReset(other.email);
    await sendReset(stranger);
    const known = await resetPassword(other.email, wrong);
    const unknown = await resetPassword(stranger, wrong);
    expectError(known, 400, m.incorrectCode);
    expect(visible(unknown)).toEqual(visible(known));
  });

  it('answers in the same time: the median gap is far under the call itself', async () => {
    const pairs = 30;
    const accounts: string[] = [];
    for (let n = 0; n < pairs + 4; n += 1) {
      accounts.push((await app.signUp({}, { ip: freshIp() })).email);
    }
    const ghosts = accounts.map(() => uniqueEmail('ghost'));
    const expectSent = (response: CallResult) => expect(response.status).toBe(200);
    // Warm both paths; each address is asked once, so no limit is in the way.
    for (let n = 0; n < 4; n += 1) {
      expectSent(await sendReset(accounts[pairs + n]!));
      expectSent(await sendReset(ghosts[pairs + n]!));
    }
    const { gap, knownTime } = await timedPairs(
      pairs,
      async (n) => expectSent(await sendReset(accounts[n]!)),
      async (n) => expectSent(await sendReset(ghosts[n]!)),
    );
    console.info(
      `reset timing on ${app.app.engine} (${pairs} pairs): median gap (account − none) ${gap.toFixed(2)} ms; median call ${knownTime.toFixed(2)} ms`,
    );
    // A gap of a third of the call would be an oracle; a shared machine's noise stays under it.
    expect(Math.abs(gap)).toBeLessThan(Math.max(knownTime / 3, 2));
  }, 300_000);
});

describe('POST store/customer/sign-up with a taken address', () => {
  it('answers the spec’s 409 after the same password hashing as a new account', async () => {
    const pairs = 16;
    const taken: string[] = [];
    for (let n = 0; n < pairs + 2; n += 1) {
      taken.push((await app.signUp({}, { ip: freshIp() })).email);
    }
    const signUp = (email: string) =>
      app.call('POST', '/v3/store/customer/sign-up', {
        body: { first_name: 'Minji', last_name: 'Kim', email, password: PASSWORD },
        ip: freshIp(),
      });
    expectError(await signUp(taken[pairs]!), 409, m.accountExists);
    expect((await signUp(uniqueEmail('new'))).status).toBe(200);
    const { gap, knownTime } = await timedPairs(
      pairs,
      async (n) => expectError(await signUp(taken[n]!), 409, m.accountExists),
      async () => expect((await signUp(uniqueEmail('new'))).status).toBe(200),
    );
    // One password hash on its own, timed right after on the same machine.
    const hashes: number[] = [];
    for (let n = 0; n < pairs; n += 1) {
      const started = performance.now();
      await hashPassword(PASSWORD);
      hashes.push(performance.now() - started);
    }
    const hash = median(hashes);
    console.info(
      `sign-up timing on ${app.app.engine} (${pairs} pairs): median gap (taken − new) ${gap.toFixed(2)} ms; one password hash ${hash.toFixed(2)} ms`,
    );
    // Without hashing first a taken address would answer a whole hash sooner: the 409 takes at
    // least most of a hash (a lower bound, which a busy machine only raises). The gap itself is
    // printed, not asserted: the new account's writes cost more than a hash on a loaded PGlite
    // (-16 ms against a 12 ms hash in one full run), and the 409's status tells what the spec
    // lets it tell anyway (ADR 0065).
    expect(knownTime - hash).toBeGreaterThan(-hash / 2);
  }, 300_000);
});

describe('GET store/customer/exist/email/overlapping', () => {
  it('answers one client as often as a sign-up form needs, then 429', async () => {
    app.advance(2 * hour);
    const ip = freshIp();
    const { max } = rateLimits.accountLookupsPerClient;
    for (let n = 1; n <= max; n += 1) {
      expect((await overlap(uniqueEmail('form'), ip)).status, `look-up ${n}`).toBe(200);
    }
    const refused = await overlap(uniqueEmail('form'), ip);
    expectError(refused, 429, m.tooManyRequests);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another client is not held up; an hour later this one asks again.
    const other = await overlap(uniqueEmail('form'));
    expect(other.status, `another client ${JSON.stringify(other.body)}`).toBe(200);
    app.advance(hour + 6 * 60_000); // a window and one of its buckets
    const later = await overlap(uniqueEmail('form'), ip);
    expect(later.status, `an hour later ${JSON.stringify(later.body)}`).toBe(200);
  });

  it('answers about one address as often as its owner’s form needs, from anywhere, then 429', async () => {
    app.advance(2 * hour);
    const me = await app.signUp({}, { ip: freshIp() });
    const { max } = rateLimits.accountLookupsPerAddress;
    for (let n = 1; n <= max; n += 1) {
      expect((await overlap(me.email)).status, `look-up ${n}`).toBe(200);
    }
    expectError(await overlap(me.email.toUpperCase()), 429, m.tooManyRequests);
    // Other addresses answer; the owner still signs in and resets as before.
    expect((await overlap(uniqueEmail('free'))).status).toBe(200);
    expect((await app.signIn(me.email, PASSWORD, { ip: freshIp() })).status).toBe(200);
    expect((await sendReset(me.email)).status).toBe(200);
  });
});
