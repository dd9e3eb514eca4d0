import { describe, expect, it } from 'vitest';
import { customerMessages as m } from '@/schemas/customer';
import {
  expectError,
  PASSWORD,
  startCustomerApp,
  uniqueEmail,
  type SignedUp,
} from './customer-test-app';

const app = startCustomerApp();
const minute = 60_000;

const sendEmailCode = (me: SignedUp, email?: string) =>
  app.call('POST', '/v3/store/customer/send-email-verification-code', {
    token: me.accessToken,
    body: email ? { email } : {},
  });
const sendSmsCode = (me: SignedUp, phone: string, country_code = '+82') =>
  app.call('POST', '/v3/store/customer/send-sms-verification-code', {
    token: me.accessToken,
    body: { phone, country_code },
  });
const confirm = (me: SignedUp | null, body: Record<string, unknown>, ip?: string) =>
  app.call('POST', '/v3/store/customer/confirm-verification-code', {
    token: me?.accessToken,
    body,
    ip,
  });
const info = async (me: SignedUp) =>
  (await app.call('GET', '/v3/store/customer/info', { token: me.accessToken })).body;
/** A 6-digit code that is not `code`. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('verifying the account e-mail', () => {
  it('sends a 6-digit code in the customer language and verifies the e-mail with it', async () => {
    const me = await app.signUp({ first_name: '민지', last_name: '김', language: 'ko' });
    const sent = await sendEmailCode(me);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ message: m.codeSent, expires_in: 600, resend_in: 60 });
    const [message] = await app.outbox(me.email);
    expect(message).toMatchObject({
      channel: 'email',
      template: 'verification-code',
      locale: 'ko',
    });
    expect(message.subject).toBe('[Artmarket] 인증 코드 안내');
    expect(message.text).toContain('이메일 주소 인증');
    expect(message.text).toContain(message.payload.code);
    expect(message.payload.code).toMatch(/^\d{6}$/);

    const confirmed = await confirm(me, { email: me.email, code: message.payload.code });
    expect(confirmed.body).toEqual({ message: m.verified });
    expect(await info(me)).toMatchObject({ email_verified: true, verified_email: me.email });
    expectError(await sendEmailCode(me), 409, m.emailAlreadyVerified);
  });

  it('answers 400 "Incorrect verification code." to a wrong code, and 429 after the fifth', async () => {
    const me = await app.signUp();
    await sendEmailCode(me);
    const code = await app.latestCode(me.email);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expectError(
        await confirm(me, { email: me.email, code: otherThan(code) }),
        400,
        m.incorrectCode,
      );
    }
    expectError(
      await confirm(me, { email: me.email, code: otherThan(code) }),
      429,
      m.tooManyAttempts,
    );
    // The code is dead now, even the right one.
    expectError(await confirm(me, { email: me.email, code }), 400, m.incorrectCode);
  });

  it('lets a code expire after 10 minutes', async () => {
    const me = await app.signUp();
    await sendEmailCode(me);
    const code = await app.latestCode(me.email);
    app.advance(10 * minute);
    await app.refresh(me);
    expectError(await confirm(me, { email: me.email, code }), 400, m.incorrectCode);
  });

  it('replaces the previous code when a new one is sent, at most one a minute and five an hour', async () => {
    const me = await app.signUp();
    await sendEmailCode(me);
    const first = await app.latestCode(me.email);
    const tooSoon = await sendEmailCode(me);
    expectError(tooSoon, 429, m.resendTooSoon);
    expect(Number(tooSoon.headers.get('retry-after'))).toBeGreaterThan(0);
    app.advance(minute + 5_000 * 2);
    expect((await sendEmailCode(me)).status).toBe(200);
    const second = await app.latestCode(me.email);
    if (first !== second) {
      expectError(await confirm(me, { email: me.email, code: first }), 400, m.incorrectCode);
    }
    for (let i = 3; i <= 5; i += 1) {
      app.advance(minute + 10_000);
      expect((await sendEmailCode(me)).status, `code ${i}`).toBe(200);
    }
    app.advance(minute + 10_000);
    expectError(await sendEmailCode(me), 429, m.tooManyCodes);
  });

  it('needs a signed-in customer and validates the input', async () => {
    expect(
      (await app.call('POST', '/v3/store/customer/send-email-verification-code', { body: {} }))
        .status,
    ).toBe(401);
    const me = await app.signUp();
    expectError(await sendEmailCode(me, 'nope'), 400, 'Please enter a valid email address.');
    expectError(
      await confirm(me, { email: me.email, code: '' }),
      400,
      'Verification code required.',
    );
    expectError(await confirm(me, { email: me.email, code: '12ab56' }), 400, m.incorrectCode);
    expectError(await confirm(me, { code: '123456' }), 400, m.emailOrPhone);
    expectError(await confirm(null, { email: me.email, code: '123456' }), 401, m.signInRequired);
  });
});

describe('PUT store/customer/email', () => {
  it('changes the e-mail only after the new address was confirmed', async () => {
    const me = await app.signUp();
    const next = uniqueEmail('new');
    expectError(
      await app.call('PUT', '/v3/store/customer/email', {
        token: me.accessToken,
        body: { email: next },
      }),
      409,
      'Please check your email.',
    );
    await sendEmailCode(me, next);
    const [message] = await app.outbox(next);
    expect(message.text).toContain('confirm your new email address');
    await confirm(me, { email: next, code: message.payload.code });
    // Confirming another address does not verify the current one.
    expect(await info(me)).toMatchObject({ email: me.email, email_verified: false });
    const changed = await app.call('PUT', '/v3/store/customer/email', {
      token: me.accessToken,
      body: { email: next },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ email: next, email_verified: true, verified_email: next });
    expect((await app.signIn(next, PASSWORD)).status).toBe(200);
    expect((await app.signIn(me.email, PASSWORD)).status).toBe(400);
  });

  it('refuses an address in use: "This e-mail is already in use"', async () => {
    const me = await app.signUp();
    const other = await app.signUp();
    expectError(
      await sendEmailCode(me, other.email.toUpperCase()),
      409,
      'This e-mail is already in use',
    );
    expectError(
      await app.call('PUT', '/v3/store/customer/email', {
        token: me.accessToken,
        body: { email: other.email },
      }),
      409,
      'This e-mail is already in use',
    );
  });

  it('accepts a confirmation for 30 minutes, once', async () => {
    const me = await app.signUp();
    const next = uniqueEmail('late');
    await sendEmailCode(me, next);
    await confirm(me, { email: next, code: await app.latestCode(next) });
    app.advance(31 * minute);
    await app.refresh(me);
    expectError(
      await app.call('PUT', '/v3/store/customer/email', {
        token: me.accessToken,
        body: { email: next },
      }),
      409,
      'Please check your email.',
    );
  });
});

describe('phone numbers', () => {
  it('sends a text message and saves the number once the code is confirmed', async () => {
    const me = await app.signUp();
    const phone = `010${String(Date.now()).slice(-8)}`;
    expectError(
      await app.call('PUT', '/v3/store/customer/phone', {
        token: me.accessToken,
        body: { country_code: '+82', phone },
      }),
      409,
      'Please check your phone.',
    );
    expect((await sendSmsCode(me, phone)).status).toBe(200);
    const [message] = await app.outbox(`+82 ${phone}`);
    expect(message).toMatchObject({ channel: 'sms', subject: null });
    expect(message.text).toMatch(/^\[Artmarket\] Your code is \d{6}\. It expires in 10 minutes\.$/);
    expectError(
      await confirm(me, { phone, code: otherThan(message.payload.code) }),
      400,
      m.incorrectCode,
    );
    expect(
      (await confirm(me, { phone, country_code: '+82', code: message.payload.code })).status,
    ).toBe(200);
    const saved = await app.call('PUT', '/v3/store/customer/phone', {
      token: me.accessToken,
      body: { country_code: '+82', phone },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      country_code: '+82',
      phone,
      contact: `+82 ${phone}`,
      has_phone: true,
    });

    const other = await app.signUp();
    const taken = 'This phone number is already associated with another account.';
    expectError(await sendSmsCode(other, phone), 409, taken);
    expectError(
      await app.call('PUT', '/v3/store/customer/phone', {
        token: other.accessToken,
        body: { country_code: '+82', phone },
      }),
      409,
      taken,
    );
  });

  it('validates the number: 9 to 18 digits', async () => {
    const me = await app.signUp();
    for (const phone of ['12345678', '1234567890123456789', '010 1234 5678', '010-1234-5678']) {
      expectError(await sendSmsCode(me, phone), 400, 'Phone number must be 9~18 digit numbers.');
    }
    expectError(await sendSmsCode(me, '01012345678', '82'), 400, m.invalidCountryCode);
  });
});

describe('passwords', () => {
  it('changes the password with the current one and ends the other sessions only', async () => {
    const me = await app.signUp();
    const otherDevice = await app.signIn(me.email, PASSWORD);
    const change = await app.call('PUT', '/v3/store/customer/change-password', {
      token: me.accessToken,
      body: { current_password: PASSWORD, password: 'newpass2026', confirmPassword: 'newpass2026' },
    });
    expect(change.status).toBe(200);
    expect(change.body).toEqual({ message: 'Password has been successfully updated' });
    expect(
      (await app.call('GET', '/v3/store/customer/info', { token: me.accessToken })).status,
    ).toBe(200);
    expect(
      (await app.call('GET', '/v3/store/customer/info', { token: otherDevice.body.accessToken }))
        .status,
    ).toBe(401);
    expect(
      (
        await app.call('GET', '/v3/store/customer/refresh', {
          refreshToken: otherDevice.refreshToken,
        })
      ).status,
    ).toBe(401);
    expect((await app.signIn(me.email, PASSWORD)).status).toBe(400);
    expect((await app.signIn(me.email, 'newpass2026')).status).toBe(200);
    const [notice] = await app.outbox(me.email);
    expect(notice).toMatchObject({ template: 'password-changed' });
  });

  it('answers "Incorrect password." and checks the confirmation', async () => {
    const me = await app.signUp();
    const change = (body: Record<string, string>) =>
      app.call('PUT', '/v3/store/customer/change-password', { token: me.accessToken, body });
    expectError(
      await change({
        current_password: 'wrong-one1',
        password: 'newpass2026',
        confirmPassword: 'newpass2026',
      }),
      400,
      'Incorrect password.',
    );
    expectError(
      await change({
        current_password: PASSWORD,
        password: 'newpass2026',
        confirmPassword: 'newpass2027',
      }),
      400,
      'Password and confirmation do not match.',
    );
    expectError(
      await change({
        current_password: '',
        password: 'newpass2026',
        confirmPassword: 'newpass2026',
      }),
      400,
      m.currentPasswordRequired,
    );
    expectError(
      await change({ current_password: PASSWORD, password: 'short1', confirmPassword: 'short1' }),
      400,
      'Password must be at least 8 characters.',
    );
  });

  it('resets a forgotten password with an e-mailed code and ends every session', async () => {
    const me = await app.signUp();
    const sent = await app.call('POST', '/v3/store/customer/send-reset-verification-code', {
      body: { email: me.email.toUpperCase() },
    });
    expect(sent.status).toBe(200);
    const [message] = await app.outbox(me.email);
    expect(message.text).toContain('reset your password');
    const code = String(message.payload.code);

    // The forgot-password screen may check the code first; that does not use it up.
    expectError(
      await confirm(null, { purpose: 'password_reset', email: me.email, code: otherThan(code) }),
      400,
      m.incorrectCode,
    );
    expect(
      (await confirm(null, { purpose: 'password_reset', email: me.email, code })).body,
    ).toEqual({
      message: m.codeValid,
    });

    const reset = (body: Record<string, string>) =>
      app.call('PUT', '/v3/store/customer/reset-password', { body });
    expectError(
      await reset({ email: me.email, code: otherThan(code), password: 'resetpass1' }),
      400,
      m.incorrectCode,
    );
    const done = await reset({ email: me.email, code, password: 'resetpass1' });
    expect(done.body).toEqual({ message: 'Password has been successfully updated' });
    expect(
      (await app.call('GET', '/v3/store/customer/info', { token: me.accessToken })).status,
    ).toBe(401);
    expect((await app.signIn(me.email, 'resetpass1')).status).toBe(200);
    // Used up.
    expectError(
      await reset({ email: me.email, code, password: 'another12' }),
      400,
      m.incorrectCode,
    );
    // The code reached the address: it counts as verified.
    const signedIn = await app.signIn(me.email, 'resetpass1');
    const after = await app.call('GET', '/v3/store/customer/info', {
      token: signedIn.body.accessToken,
    });
    expect(after.body.email_verified).toBe(true);
  });

  it('answers an unknown address as a known one (ADR 0065; customer-enumeration.test.ts)', async () => {
    const sent = await app.call('POST', '/v3/store/customer/send-reset-verification-code', {
      body: { email: uniqueEmail('ghost') },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe(m.resetCodeSent);
  });

  it('validates the reset: code required, rules §5 password', async () => {
    const me = await app.signUp();
    const reset = (body: Record<string, string>) =>
      app.call('PUT', '/v3/store/customer/reset-password', { body });
    expectError(
      await reset({ email: me.email, code: '', password: 'resetpass1' }),
      400,
      'Verification code required.',
    );
    expectError(
      await reset({ email: me.email, code: '123456', password: 'short' }),
      400,
      'Password must be at least 8 characters.',
    );
  });
});
