// Customer calls (rules §7 "Customer (v3)"): sign-up, sign-in, tokens, profile, verification,
// e-mail and phone changes, passwords, the pre-access gate and the e-mail check. Thin handlers:
// parse, call one workflow or service, answer.
import type { Context, Hono } from 'hono';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { IssuedTokens } from '../../modules/auth/session.service';
import type { Services } from '../../services';
import {
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  confirmVerificationRequestSchema,
  customerMessages,
  emailRequestSchema,
  emailVerificationRequestSchema,
  phoneRequestSchema,
  resetCodeRequestSchema,
  resetPasswordRequestSchema,
  signInRequestSchema,
  signUpRequestSchema,
  updateCustomerRequestSchema,
} from '@/schemas/customer';
import type { AccessTokenDto } from '@/schemas/customer-dto';
import { currentCustomer, customerRoute, maybeCustomer, optionalCustomer } from '../customer-auth';
import { readDeviceCookie, setDeviceCookie } from '../device-cookie';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from '../refresh-cookie';
import { requestMeta } from '../request';
import { defineRoute } from '../route';
import {
  accessTokenResponse,
  codeSentResponse,
  customerResponse,
  emailOverlapResponse,
  messageResponse,
  stagingCheckResponse,
} from './customer-responses';

const tags = ['customer'];

/** Answers a new session: the access token in the body, the refresh token in its cookie. */
export function sessionResponse(c: Context, tokens: IssuedTokens, now: Date): AccessTokenDto {
  setRefreshCookie(c, tokens.refreshToken, tokens.refreshExpiresAt, now);
  c.header('Cache-Control', 'no-store');
  return { accessToken: tokens.accessToken };
}

export function registerCustomerRoutes(app: Hono, ctx: AppContext, services: Services): void {
  const { accounts, verification, customers } = services.customerAccounts;
  const meta = (c: Context) => requestMeta(c, ctx.config.TRUST_PROXY);
  const signedIn = customerRoute(services);

  defineRoute(
    app,
    {
      method: 'post',
      path: '/v3/store/customer/sign-up',
      summary:
        'Creates an account (rules §5 rules; the form’s confirmPassword is not sent) and signs it in: the access token in the body, the refresh token in an HttpOnly cookie. 409 "Account with this email already exists." (after the same password hashing as a new account; ADR 0065). 429 past 30 sign-ups from one IP address within an hour.',
      tags,
      body: signUpRequestSchema,
      response: accessTokenResponse,
      errors: [409, 429],
    },
    async ({ c, body }) => sessionResponse(c, await accounts.signUp(body, meta(c)), ctx.now()),
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/v3/store/customer/sign-in',
      summary:
        'Signs in with e-mail and password. Wrong e-mail or password: 400 "Incorrect ID or password. Please try again." (same answer, same time). 429 after 10 failures for one e-mail from one IP within 15 minutes, 300 from one IP within an hour, or 100 for one e-mail within an hour — that last one not for a device the account signed in on before (its HttpOnly `device` cookie, set here), which has its own 10 in 15 minutes. The right password of an account an operator blocked: 403.',
      tags,
      body: signInRequestSchema,
      response: accessTokenResponse,
      errors: [403, 429],
    },
    async ({ c, body }) => {
      const signedIn = await accounts.signIn(body, meta(c), readDeviceCookie(c));
      setDeviceCookie(c, signedIn.deviceCookie);
      return sessionResponse(c, signedIn, ctx.now());
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/v3/store/customer/refresh',
      summary:
        'A new access token for the refresh-token cookie, which rotates. A refresh token presented again within 30 s of its rotation (two tabs refreshing at once) gets a new token of the same session; later, it ends its whole session. 401 when there is no live session.',
      tags,
      response: accessTokenResponse,
      errors: [401],
    },
    async ({ c }) => {
      try {
        return sessionResponse(c, await accounts.refresh(readRefreshCookie(c)), ctx.now());
      } catch (error) {
        if (error instanceof AppError && error.code === 'UNAUTHORIZED') clearRefreshCookie(c);
        throw error;
      }
    },
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/v3/store/customer/sign-out',
      summary:
        'Ends the session of the refresh-token cookie (or of the bearer token) and clears the cookie. 401 when neither names a session.',
      tags,
      middleware: [optionalCustomer(services)],
      response: messageResponse,
      errors: [401],
    },
    async ({ c }) => {
      const ended = await accounts.signOut({
        refreshToken: readRefreshCookie(c),
        sessionId: maybeCustomer(c)?.sessionId,
      });
      clearRefreshCookie(c);
      if (!ended) throw new AppError('UNAUTHORIZED', customerMessages.signInRequired);
      return { message: 'You have successfully signed out.' };
    },
  );

  defineRoute(
    app,
    {
      ...signedIn,
      method: 'get',
      path: '/v3/store/customer/info',
      summary:
        'The signed-in customer (rules §3): profile, memberships, shipping addresses and the derived fields (full name, contact, verified email, default address, has phone/password/shipping address, isPinkRock).',
      tags,
      response: customerResponse,
      responseDescription: 'CustomerDto',
    },
    ({ c }) => customers.info(currentCustomer(c).customerId),
  );

  defineRoute(
    app,
    {
      ...signedIn,
      method: 'put',
      path: '/v3/store/customer',
      summary:
        'Edits the profile: first and last name, promotional consent, language. E-mail and phone change through PUT store/customer/email and /phone.',
      tags,
      body: updateCustomerRequestSchema,
      response: customerResponse,
    },
    ({ c, body }) => customers.updateProfile(currentCustomer(c).customerId, body),
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/v3/store/customer/exist/email/overlapping',
      summary:
        'Whether an account already uses the e-mail address (sign-up form check). At most 20 look-ups an hour from one client and 10 about one address from anywhere, then 429 (ADR 0065).',
      tags,
      query: emailRequestSchema,
      response: emailOverlapResponse,
      errors: [429],
    },
    async ({ c, query }) => {
      c.header('Cache-Control', 'no-store');
      return accounts.emailOverlap(query, meta(c));
    },
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/v3/store/customer/staging/check-email',
      summary:
        'Pre-access gate (rules §4): whether the stored pre-access e-mail may enter. Open (always allowed) unless PRE_ACCESS_EMAILS lists addresses or @domains.',
      tags,
      body: emailRequestSchema,
      response: stagingCheckResponse,
      errors: [429],
    },
    ({ c, body }) => accounts.stagingCheck(body, meta(c)),
  );

  // Verification ---------------------------------------------------------------------------

  defineRoute(
    app,
    {
      ...signedIn,
      method: 'post',
      path: '/v3/store/customer/send-email-verification-code',
      summary:
        'Sends a 6-digit code (10 minutes, 5 attempts) to the account’s e-mail, or to `email` to change to it (409 "This e-mail is already in use"). At most one a minute and 5 an hour per address: 429.',
      tags,
      body: emailVerificationRequestSchema,
      response: codeSentResponse,
      errors: [409, 429],
    },
    ({ c, body }) => verification.sendEmailCode(currentCustomer(c), body, meta(c)),
  );

  defineRoute(
    app,
    {
      ...signedIn,
      method: 'post',
      path: '/v3/store/customer/send-sms-verification-code',
      summary:
        'Sends a 6-digit code by text message to the phone number. 409 "This phone number is already associated with another account."; limits as for e-mail codes.',
      tags,
      body: phoneRequestSchema,
      response: codeSentResponse,
      errors: [409, 429],
    },
    ({ c, body }) => verification.sendSmsCode(currentCustomer(c), body, meta(c)),
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/v3/store/customer/confirm-verification-code',
      summary:
        'Confirms a code sent to `email` or to `phone` (signed in; the account’s own e-mail is then verified, another e-mail or a phone may be saved within 30 minutes), or with purpose password_reset checks a reset code for `email` without using it up. 400 "Incorrect verification code."; 429 once the code has no attempts left.',
      tags,
      middleware: [optionalCustomer(services)],
      auth: true,
      body: confirmVerificationRequestSchema,
      response: messageResponse,
      errors: [429],
    },
    ({ c, body }) => verification.confirmCode(maybeCustomer(c), body, meta(c)),
  );

  defineRoute(
    app,
    {
      ...signedIn,
      method: 'put',
      path: '/v3/store/customer/email',
      summary:
        'Changes the e-mail to an address confirmed with a code in the last 30 minutes; otherwise 409 "Please check your email.". 409 "This e-mail is already in use".',
      tags,
      body: changeEmailRequestSchema,
      response: customerResponse,
      errors: [409],
    },
    ({ c, body }) => verification.changeEmail(currentCustomer(c), body),
  );

  defineRoute(
    app,
    {
      ...signedIn,
      method: 'put',
      path: '/v3/store/customer/phone',
      summary:
        'Saves a phone number confirmed with a code in the last 30 minutes; otherwise 409 "Please check your phone.". 409 when another account has the number.',
      tags,
      body: phoneRequestSchema,
      response: customerResponse,
      errors: [409],
    },
    ({ c, body }) => verification.changePhone(currentCustomer(c), body),
  );

  // Passwords ------------------------------------------------------------------------------

  defineRoute(
    app,
    {
      ...signedIn,
      method: 'put',
      path: '/v3/store/customer/change-password',
      summary:
        'Changes the password: the current one is required (400 "Incorrect password."), the new one follows rules §5 and must match confirmPassword. The customer’s other sessions end. Answers "Password has been successfully updated".',
      tags,
      body: changePasswordRequestSchema,
      response: messageResponse,
      errors: [409, 429],
    },
    ({ c, body }) => accounts.changePassword(currentCustomer(c), body, meta(c)),
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/v3/store/customer/send-reset-verification-code',
      summary:
        'Sends a password-reset code to the account’s e-mail, if the address has an account. Every address gets the same answer, "If an account uses this email address, a verification code was sent to it.", after the same work and under the same limits as other codes (one a minute and 5 an hour per address, 30 an hour per IP address: 429), so the answer does not tell whether an account exists (ADR 0065).',
      tags,
      body: resetCodeRequestSchema,
      response: codeSentResponse,
      errors: [429],
    },
    ({ c, body }) => accounts.sendResetCode(body, meta(c)),
  );

  defineRoute(
    app,
    {
      method: 'put',
      path: '/v3/store/customer/reset-password',
      summary:
        'Sets a new password with the reset code (the form’s confirmPassword is not sent). Every session of the account ends. Answers "Password has been successfully updated".',
      tags,
      body: resetPasswordRequestSchema,
      response: messageResponse,
      errors: [429],
    },
    ({ c, body }) => accounts.resetPassword(body, meta(c)),
  );
}
