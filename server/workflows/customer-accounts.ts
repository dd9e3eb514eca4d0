// Signing up, signing in and out, refreshing, and passwords (rules §7 "Customer"): the customer,
// auth, verification, notification and rate-limit domains together.
import type { AppContext } from '../context';
import { isUniqueViolation } from '../db/errors';
import { AppError } from '../errors';
import { logger } from '../lib/logger';
import { fingerprint } from '../lib/secret-hash';
import { createDeviceCookies } from '../modules/auth/device-cookie';
import { hashPassword, needsRehash, verifyPassword } from '../modules/auth/password-hasher';
import type {
  AuthenticatedCustomer,
  IssuedTokens,
  SessionService,
} from '../modules/auth/session.service';
import {
  emailTaken,
  findCredentials,
  findCustomerByEmail,
  insertCustomer,
  updateCustomer,
} from '../modules/customers/customer.repository';
import type { Notifications } from '../modules/notifications/notification.service';
import type { RateLimiter } from '../modules/rate-limits/rate-limiter';
import {
  codeError,
  type CodeScope,
  type VerificationService,
} from '../modules/verification/verification.service';
import { rateLimits, verificationCodeRules } from '@/rules/account-limits';
import {
  customerMessages as m,
  type ChangePasswordRequest,
  type EmailRequest,
  type ResetCodeRequest,
  type ResetPasswordRequest,
  type SignInRequest,
  type SignUpRequest,
} from '@/schemas/customer';
import type { EmailOverlapDto, MessageDto, StagingCheckDto } from '@/schemas/customer-dto';
import type { RequestMeta } from './customer-context';
import { preAccessAllows } from './pre-access';

export interface CodeSentDto extends MessageDto {
  /** Seconds until the code expires. */
  expires_in: number;
  /** Seconds before another code may be asked for. */
  resend_in: number;
}

export const codeSent = (): CodeSentDto => ({
  message: m.codeSent,
  expires_in: verificationCodeRules.ttlSeconds,
  resend_in: verificationCodeRules.resendIntervalSeconds,
});

/** Rate-limit keys: e-mails appear only as fingerprints. */
export const limitKeys = {
  signInAccount: (email: string) => `signin:account:${fingerprint(email.trim().toLowerCase())}`,
  signInAccountIp: (email: string, ip: string) =>
    `signin:account-ip:${fingerprint(email.trim().toLowerCase())}:${ip}`,
  signInDevice: (device: string) => `signin:device:${fingerprint(device)}`,
  signInIp: (ip: string) => `signin:ip:${ip}`,
  signUpIp: (ip: string) => `signup:ip:${ip}`,
  codeSendIp: (ip: string) => `code:send:ip:${ip}`,
  codeResend: (purpose: string, target: string) => `code:resend:${purpose}:${fingerprint(target)}`,
  codeTarget: (purpose: string, target: string) => `code:target:${purpose}:${fingerprint(target)}`,
  codeFailureIp: (ip: string) => `code:failure:ip:${ip}`,
  emailLookupIp: (ip: string) => `email-lookup:ip:${ip}`,
  accountLookupClient: (ip: string) => `account-lookup:ip:${ip}`,
  accountLookupAddress: (email: string) =>
    `account-lookup:address:${fingerprint(email.trim().toLowerCase())}`,
  socialIp: (ip: string) => `social:ip:${ip}`,
};

/** A new session and the device cookie that lets this device past the account's wide limit. */
export interface SignedIn extends IssuedTokens {
  deviceCookie: string;
}

export interface AccountDeps {
  sessions: SessionService;
  verification: VerificationService;
  notifications: Notifications;
  limiter: RateLimiter;
}

export type CustomerAccounts = ReturnType<typeof createCustomerAccounts>;

/** The reset code's scope of an address: its account's, or none (a code sent to nobody). */
export const resetScope = (target: string, customer: { id: string } | null): CodeScope => ({
  purpose: 'password_reset',
  target,
  customerId: customer?.id ?? null,
});

export function createCustomerAccounts(ctx: AppContext, deps: AccountDeps) {
  const { sessions, verification, notifications, limiter } = deps;
  const devices = createDeviceCookies(ctx.config.AUTH_JWT_SECRET);

  /** Sends a code through the outbox: resend and hourly limits per address, then per IP. */
  async function limitCodeSend(purpose: string, target: string, meta: RequestMeta): Promise<void> {
    const now = ctx.now();
    await limiter.consume(
      { max: 1, windowSeconds: verificationCodeRules.resendIntervalSeconds },
      limitKeys.codeResend(purpose, target),
      m.resendTooSoon,
      now,
    );
    await limiter.consume(
      rateLimits.codeSendsPerTarget,
      limitKeys.codeTarget(purpose, target),
      m.tooManyCodes,
      now,
    );
    await limiter.consume(
      rateLimits.codeSendsPerIp,
      limitKeys.codeSendIp(meta.ip),
      m.tooManyCodes,
      now,
    );
  }

  /**
   * Sign-in throttling (ADR 0046, ASVS 5.0 §6.3): failures are counted per e-mail and address
   * pair (tight), per address (across accounts) and per e-mail (wide). The wide one is what many
   * addresses guessing together reach; a device this account signed in on before passes it,
   * within its own limit, so the owner is not locked out by someone else's guesses.
   */
  async function assertSignInAllowed(
    email: string,
    meta: RequestMeta,
    device: string | null,
  ): Promise<void> {
    const now = ctx.now();
    await limiter.assertUnder(
      rateLimits.signInFailuresPerAccountAndIp,
      limitKeys.signInAccountIp(email, meta.ip),
      m.tooManySignInsHere,
      now,
    );
    await limiter.assertUnder(
      rateLimits.signInFailuresPerIp,
      limitKeys.signInIp(meta.ip),
      m.tooManySignIns,
      now,
    );
    if (device) {
      await limiter.assertUnder(
        rateLimits.signInFailuresPerDevice,
        limitKeys.signInDevice(device),
        m.tooManySignInsHere,
        now,
      );
    } else {
      await limiter.assertUnder(
        rateLimits.signInFailuresPerAccount,
        limitKeys.signInAccount(email),
        m.tooManySignIns,
        now,
      );
    }
  }

  async function recordSignInFailure(
    email: string,
    meta: RequestMeta,
    device: string | null,
  ): Promise<void> {
    const now = ctx.now();
    await limiter.record(
      rateLimits.signInFailuresPerAccountAndIp,
      limitKeys.signInAccountIp(email, meta.ip),
      now,
    );
    await limiter.record(rateLimits.signInFailuresPerAccount, limitKeys.signInAccount(email), now);
    await limiter.record(rateLimits.signInFailuresPerIp, limitKeys.signInIp(meta.ip), now);
    if (device)
      await limiter.record(rateLimits.signInFailuresPerDevice, limitKeys.signInDevice(device), now);
  }

  return {
    /** POST store/customer/sign-up: the account and its first session (409 when the e-mail is taken). */
    async signUp(input: SignUpRequest, meta: RequestMeta): Promise<IssuedTokens> {
      await limiter.consume(
        rateLimits.signUpsPerIp,
        limitKeys.signUpIp(meta.ip),
        m.tooManyRequests,
        ctx.now(),
      );
      // Hashed before the address is looked up: a taken address costs the same work (ADR 0065).
      const passwordHash = await hashPassword(input.password);
      if (await emailTaken(ctx.db, input.email)) throw new AppError('CONFLICT', m.accountExists);
      try {
        return await ctx.db.transaction(async (tx) => {
          const customerId = await insertCustomer(
            tx,
            {
              firstName: input.first_name,
              lastName: input.last_name,
              email: input.email,
              emailVerified: false,
              passwordHash,
              promotionalConsent: input.promotional_consent,
              language: input.language ?? meta.language,
            },
            ctx.now(),
          );
          logger.info('customer signed up', { customer_id: customerId });
          return sessions.start(customerId, 'password', meta, tx);
        });
      } catch (error) {
        if (isUniqueViolation(error, 'customers_email_lower_uq')) {
          throw new AppError('CONFLICT', m.accountExists);
        }
        throw error;
      }
    },

    /**
     * POST store/customer/sign-in. An unknown e-mail costs the same work as a wrong password
     * (a dummy hash is verified and the same counters are written), and both answer alike.
     */
    async signIn(
      input: SignInRequest,
      meta: RequestMeta,
      deviceCookie: string | undefined,
    ): Promise<SignedIn> {
      const device = devices.deviceOf(deviceCookie, input.email);
      await assertSignInAllowed(input.email, meta, device);
      const credentials = await findCredentials(ctx.db, { email: input.email });
      const ok = await verifyPassword(credentials?.passwordHash, input.password);
      if (!ok || !credentials) {
        await recordSignInFailure(input.email, meta, device);
        throw new AppError('INVALID_CREDENTIALS', m.incorrectCredentials);
      }
      if (credentials.passwordHash && needsRehash(credentials.passwordHash)) {
        const passwordHash = await hashPassword(input.password);
        await updateCustomer(ctx.db, credentials.id, { passwordHash }, ctx.now());
      }
      await limiter.reset(limitKeys.signInAccountIp(input.email, meta.ip));
      const tokens = await sessions.start(credentials.id, 'password', meta);
      return { ...tokens, deviceCookie: devices.issue(input.email) };
    },

    /** GET store/customer/refresh */
    refresh: (refreshToken: string | undefined): Promise<IssuedTokens> => {
      if (!refreshToken) throw new AppError('UNAUTHORIZED', m.sessionExpired);
      return sessions.refresh(refreshToken);
    },

    /** GET store/customer/sign-out: false when neither token names a session. */
    signOut: (input: { refreshToken?: string; sessionId?: string }) => sessions.signOut(input),

    /**
     * PUT store/customer/change-password: the current password is required ('Incorrect
     * password.'); the customer's other sessions end, this one stays.
     */
    async changePassword(
      auth: AuthenticatedCustomer,
      input: ChangePasswordRequest,
      meta: RequestMeta,
    ): Promise<MessageDto> {
      const credentials = await findCredentials(ctx.db, { id: auth.customerId });
      if (!credentials) throw new AppError('UNAUTHORIZED', m.signInRequired);
      if (!credentials.passwordHash) throw new AppError('CONFLICT', m.noPasswordYet);
      // Signed in already: this device passes the account's wide limit, not its own.
      const device = `session:${auth.sessionId}`;
      await assertSignInAllowed(credentials.email, meta, device);
      if (!(await verifyPassword(credentials.passwordHash, input.current_password))) {
        await recordSignInFailure(credentials.email, meta, device);
        throw new AppError('INVALID_CREDENTIALS', m.incorrectPassword);
      }
      const passwordHash = await hashPassword(input.password);
      await ctx.db.transaction(async (tx) => {
        const now = ctx.now();
        await updateCustomer(tx, auth.customerId, { passwordHash, passwordUpdatedAt: now }, now);
        await sessions.revokeAll(auth.customerId, 'password_changed', {
          keepSessionId: auth.sessionId,
          db: tx,
        });
        await notifications.enqueue(tx, {
          channel: 'email',
          recipient: credentials.email,
          template: 'password-changed',
          locale: credentials.language,
          payload: { first_name: credentials.firstName },
          customerId: auth.customerId,
        });
      });
      notifications.kick();
      return { message: m.passwordUpdated };
    },

    /**
     * POST store/customer/send-reset-verification-code (rules §5.12, ADR 0065): the same answer,
     * limits and work for every address. An address without an account gets a code too, kept and
     * counted like any other so that guessing at it runs out alike, but never sent: its mail says
     * only that no account uses the address.
     */
    async sendResetCode(input: ResetCodeRequest, meta: RequestMeta): Promise<CodeSentDto> {
      const target = input.email.toLowerCase();
      await limitCodeSend('password_reset', target, meta);
      const customer = await findCredentials(ctx.db, { email: target });
      await ctx.db.transaction(async (tx) => {
        const { code } = await verification.issue(tx, resetScope(target, customer), 'email');
        await notifications.enqueue(
          tx,
          customer
            ? {
                channel: 'email',
                recipient: customer.email,
                template: 'verification-code',
                locale: customer.language,
                payload: { code, purpose: 'password_reset', first_name: customer.firstName },
                customerId: customer.id,
              }
            : {
                channel: 'email',
                recipient: input.email,
                template: 'reset-no-account',
                locale: meta.language,
                payload: {},
              },
        );
      });
      notifications.kick();
      return { ...codeSent(), message: m.resetCodeSent };
    },

    /**
     * PUT store/customer/reset-password: the reset code and a new password. Every session of
     * the customer ends; the e-mail counts as verified (the code reached it).
     */
    async resetPassword(input: ResetPasswordRequest, meta: RequestMeta): Promise<MessageDto> {
      await limiter.assertUnder(
        rateLimits.codeFailuresPerIp,
        limitKeys.codeFailureIp(meta.ip),
        m.tooManyRequests,
        ctx.now(),
      );
      const target = input.email.toLowerCase();
      const customer = await findCredentials(ctx.db, { email: target });
      // An address without an account is checked against its unsent code, as any other.
      const result = await verification.check(resetScope(target, customer), input.code);
      if (!result.ok || !customer) {
        await limiter.record(
          rateLimits.codeFailuresPerIp,
          limitKeys.codeFailureIp(meta.ip),
          ctx.now(),
        );
        throw codeError(result.ok ? 'incorrect' : result.reason);
      }
      const passwordHash = await hashPassword(input.password);
      await ctx.db.transaction(async (tx) => {
        const now = ctx.now();
        if (!(await verification.consume(result.id, tx))) {
          throw new AppError('INVALID_CREDENTIALS', m.incorrectCode);
        }
        await updateCustomer(
          tx,
          customer.id,
          { passwordHash, passwordUpdatedAt: now, emailVerified: true },
          now,
        );
        await sessions.revokeAll(customer.id, 'password_reset', { db: tx });
        await notifications.enqueue(tx, {
          channel: 'email',
          recipient: customer.email,
          template: 'password-changed',
          locale: customer.language,
          payload: { first_name: customer.firstName },
          customerId: customer.id,
        });
      });
      // The code proved the owner: guesses by others no longer hold the account (ADR 0046).
      await limiter.reset(limitKeys.signInAccount(target));
      notifications.kick();
      logger.info('customer password reset', { customer_id: customer.id });
      return { message: m.passwordUpdated };
    },

    /**
     * GET store/customer/exist/email/overlapping: the spec's sign-up form check, which says
     * whether an account uses the address; as many answers as a form needs, per client and per
     * address (ADR 0065), then 429.
     */
    async emailOverlap(input: EmailRequest, meta: RequestMeta): Promise<EmailOverlapDto> {
      const now = ctx.now();
      await limiter.consume(
        rateLimits.accountLookupsPerClient,
        limitKeys.accountLookupClient(meta.ip),
        m.tooManyRequests,
        now,
      );
      await limiter.consume(
        rateLimits.accountLookupsPerAddress,
        limitKeys.accountLookupAddress(input.email),
        m.tooManyRequests,
        now,
      );
      return { email: input.email, overlapping: await emailTaken(ctx.db, input.email) };
    },

    /** POST store/customer/staging/check-email: the pre-access gate (rules §4). */
    async stagingCheck(input: EmailRequest, meta: RequestMeta): Promise<StagingCheckDto> {
      await limiter.consume(
        rateLimits.emailLookupsPerIp,
        limitKeys.emailLookupIp(meta.ip),
        m.tooManyRequests,
        ctx.now(),
      );
      return {
        email: input.email,
        allowed: preAccessAllows(ctx.config.PRE_ACCESS_EMAILS, input.email),
      };
    },

    limitCodeSend,
    recordCodeFailure: (meta: RequestMeta) =>
      limiter.record(rateLimits.codeFailuresPerIp, limitKeys.codeFailureIp(meta.ip), ctx.now()),
    assertCodeAttemptsAllowed: (meta: RequestMeta) =>
      limiter.assertUnder(
        rateLimits.codeFailuresPerIp,
        limitKeys.codeFailureIp(meta.ip),
        m.tooManyRequests,
        ctx.now(),
      ),
    findCustomerByEmail: (email: string) => findCustomerByEmail(ctx.db, email),
  };
}
