// Verifying e-mail addresses and phone numbers, and changing them (rules §7): a code goes out
// through the outbox; confirming it verifies the current e-mail at once, or allows the change
// to a new e-mail or phone for 30 minutes ('Please check your email.' / '...phone.' otherwise).
import type { AppContext } from '../context';
import { isUniqueViolation } from '../db/errors';
import { AppError } from '../errors';
import { logger } from '../lib/logger';
import type { AuthenticatedCustomer } from '../modules/auth/session.service';
import {
  emailTaken,
  findCustomerByEmail,
  findCustomerById,
  phoneTaken,
  updateCustomer,
  type CustomerProfile,
} from '../modules/customers/customer.repository';
import type { CustomerService } from '../modules/customers/customer.service';
import type { Notifications } from '../modules/notifications/notification.service';
import {
  codeError,
  type CodeScope,
  type VerificationService,
} from '../modules/verification/verification.service';
import {
  customerMessages as m,
  type ChangeEmailRequest,
  type ConfirmVerificationRequest,
  type EmailVerificationRequest,
  type PhoneRequest,
} from '@/schemas/customer';
import type { CustomerDto, MessageDto } from '@/schemas/customer-dto';
import { codeSent, resetScope, type CodeSentDto, type CustomerAccounts } from './customer-accounts';
import type { RequestMeta } from './customer-context';

export type CustomerVerification = ReturnType<typeof createCustomerVerification>;

/** How a phone number is written as a code's target and an SMS recipient. */
export const phoneTarget = (countryCode: string, phone: string) => `${countryCode} ${phone}`;

export function createCustomerVerification(
  ctx: AppContext,
  deps: {
    customers: CustomerService;
    verification: VerificationService;
    notifications: Notifications;
    accounts: CustomerAccounts;
  },
) {
  const { customers, verification, notifications, accounts } = deps;

  async function signedIn(auth: AuthenticatedCustomer): Promise<CustomerProfile> {
    const customer = await findCustomerById(ctx.db, auth.customerId);
    if (!customer) throw new AppError('UNAUTHORIZED', m.signInRequired);
    return customer;
  }

  async function sendCode(
    customer: CustomerProfile,
    scope: CodeScope,
    channel: 'email' | 'sms',
    recipient: string,
    purpose: 'verify_email' | 'change_email' | 'verify_phone',
    meta: RequestMeta,
  ): Promise<CodeSentDto> {
    await accounts.limitCodeSend(scope.purpose, scope.target, meta);
    await ctx.db.transaction(async (tx) => {
      const { code } = await verification.issue(tx, scope, channel);
      await notifications.enqueue(tx, {
        channel,
        recipient,
        template: 'verification-code',
        locale: customer.language,
        payload: { code, purpose, first_name: customer.firstName },
        customerId: customer.id,
      });
    });
    notifications.kick();
    return codeSent();
  }

  /** Checks a code, counting a wrong one against the IP as well. */
  async function confirmOrThrow(scope: CodeScope, code: string, meta: RequestMeta) {
    await accounts.assertCodeAttemptsAllowed(meta);
    try {
      await verification.confirm(scope, code);
    } catch (error) {
      await accounts.recordCodeFailure(meta);
      throw error;
    }
  }

  return {
    /**
     * POST store/customer/send-email-verification-code: to the account's e-mail (to verify
     * it), or to another address (to change to it; 409 when another account uses it).
     */
    async sendEmailCode(
      auth: AuthenticatedCustomer,
      input: EmailVerificationRequest,
      meta: RequestMeta,
    ): Promise<CodeSentDto> {
      const customer = await signedIn(auth);
      const recipient = input.email || customer.email;
      const target = recipient.toLowerCase();
      const changing = target !== customer.email.toLowerCase();
      if (!changing && customer.emailVerified) {
        throw new AppError('CONFLICT', m.emailAlreadyVerified);
      }
      if (changing && (await emailTaken(ctx.db, target, customer.id))) {
        throw new AppError('CONFLICT', m.emailInUse);
      }
      const scope: CodeScope = { purpose: 'email', target, customerId: customer.id };
      return sendCode(
        customer,
        scope,
        'email',
        recipient,
        changing ? 'change_email' : 'verify_email',
        meta,
      );
    },

    /** POST store/customer/send-sms-verification-code (409 when another account has the number). */
    async sendSmsCode(
      auth: AuthenticatedCustomer,
      input: PhoneRequest,
      meta: RequestMeta,
    ): Promise<CodeSentDto> {
      const customer = await signedIn(auth);
      if (await phoneTaken(ctx.db, input.country_code, input.phone, customer.id)) {
        throw new AppError('CONFLICT', m.phoneInUse);
      }
      const target = phoneTarget(input.country_code, input.phone);
      const scope: CodeScope = { purpose: 'phone', target, customerId: customer.id };
      return sendCode(customer, scope, 'sms', target, 'verify_phone', meta);
    },

    /**
     * POST store/customer/confirm-verification-code. `verify` (signed in): the account's own
     * e-mail is verified at once; another e-mail or a phone may then be saved. `password_reset`:
     * checks a reset code (without using it up) for the forgot-password screen.
     */
    async confirmCode(
      auth: AuthenticatedCustomer | null,
      input: ConfirmVerificationRequest,
      meta: RequestMeta,
    ): Promise<MessageDto> {
      if (input.purpose === 'password_reset') {
        await accounts.assertCodeAttemptsAllowed(meta);
        const customer = await findCustomerByEmail(ctx.db, input.email!);
        // An address without an account is checked against its unsent code (ADR 0065).
        const result = await verification.check(
          resetScope(input.email!.toLowerCase(), customer),
          input.code,
        );
        if (!result.ok || !customer) {
          await accounts.recordCodeFailure(meta);
          throw codeError(result.ok ? 'incorrect' : result.reason);
        }
        return { message: m.codeValid };
      }
      if (!auth) throw new AppError('UNAUTHORIZED', m.signInRequired);
      const customer = await signedIn(auth);
      if (input.email) {
        const target = input.email.toLowerCase();
        const scope: CodeScope = { purpose: 'email', target, customerId: customer.id };
        await confirmOrThrow(scope, input.code, meta);
        if (target === customer.email.toLowerCase()) {
          await verification.consumeConfirmation(scope);
          await updateCustomer(ctx.db, customer.id, { emailVerified: true }, ctx.now());
          logger.info('customer e-mail verified', { customer_id: customer.id });
        }
        return { message: m.verified };
      }
      const target = phoneTarget(input.country_code, input.phone!);
      await confirmOrThrow({ purpose: 'phone', target, customerId: customer.id }, input.code, meta);
      return { message: m.verified };
    },

    /** PUT store/customer/email: only to an address confirmed with a code in the last 30 minutes. */
    async changeEmail(
      auth: AuthenticatedCustomer,
      input: ChangeEmailRequest,
    ): Promise<CustomerDto> {
      const customer = await signedIn(auth);
      const target = input.email.toLowerCase();
      if (target === customer.email.toLowerCase() && customer.emailVerified) {
        return customers.info(customer.id);
      }
      if (await emailTaken(ctx.db, target, customer.id))
        throw new AppError('CONFLICT', m.emailInUse);
      try {
        await ctx.db.transaction(async (tx) => {
          const scope: CodeScope = { purpose: 'email', target, customerId: customer.id };
          if (!(await verification.consumeConfirmation(scope, tx))) {
            throw new AppError('CONFLICT', m.checkEmail);
          }
          await updateCustomer(
            tx,
            customer.id,
            { email: input.email, emailVerified: true },
            ctx.now(),
          );
        });
      } catch (error) {
        if (isUniqueViolation(error, 'customers_email_lower_uq')) {
          throw new AppError('CONFLICT', m.emailInUse);
        }
        throw error;
      }
      logger.info('customer e-mail changed', { customer_id: customer.id });
      return customers.info(customer.id);
    },

    /** PUT store/customer/phone: only a number confirmed with a code in the last 30 minutes. */
    async changePhone(auth: AuthenticatedCustomer, input: PhoneRequest): Promise<CustomerDto> {
      const customer = await signedIn(auth);
      if (await phoneTaken(ctx.db, input.country_code, input.phone, customer.id)) {
        throw new AppError('CONFLICT', m.phoneInUse);
      }
      const target = phoneTarget(input.country_code, input.phone);
      try {
        await ctx.db.transaction(async (tx) => {
          const scope: CodeScope = { purpose: 'phone', target, customerId: customer.id };
          if (!(await verification.consumeConfirmation(scope, tx))) {
            throw new AppError('CONFLICT', m.checkPhone);
          }
          await updateCustomer(
            tx,
            customer.id,
            { countryCode: input.country_code, phone: input.phone },
            ctx.now(),
          );
        });
      } catch (error) {
        if (isUniqueViolation(error, 'customers_phone_uq')) {
          throw new AppError('CONFLICT', m.phoneInUse);
        }
        throw error;
      }
      logger.info('customer phone changed', { customer_id: customer.id });
      return customers.info(customer.id);
    },
  };
}
