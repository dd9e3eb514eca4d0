// The customer side of the store, built once per process: accounts, sessions, verification,
// social sign-in, profile and addresses, over the notification outbox and the abuse limits.
import type { AppContext } from '../context';
import { createSessionService, type SessionService } from '../modules/auth/session.service';
import { createSocialProviders } from '../modules/auth/social-providers';
import { createCustomerService, type CustomerService } from '../modules/customers/customer.service';
import {
  createNotifications,
  type NotificationTransports,
  type Notifications,
} from '../modules/notifications/notification.service';
import { createRateLimiter, type RateLimiter } from '../modules/rate-limits/rate-limiter';
import {
  createVerificationService,
  type VerificationService,
} from '../modules/verification/verification.service';
import { createCustomerAccounts, type CustomerAccounts } from './customer-accounts';
import { createCustomerVerification, type CustomerVerification } from './customer-verification';
import { createSocialSignIn, type SocialSignIn } from './social-sign-in';

export interface CustomerAccountServices {
  customers: CustomerService;
  sessions: SessionService;
  accounts: CustomerAccounts;
  verification: CustomerVerification;
  social: SocialSignIn;
  notifications: Notifications;
  limiter: RateLimiter;
  verificationCodes: VerificationService;
  /** Periodic upkeep: send due notifications, forget expired counters, codes and sessions. */
  sweep(): Promise<void>;
  close(): Promise<void>;
}

export function createCustomerAccountServices(
  ctx: AppContext,
  options: { transports?: NotificationTransports; limiter?: RateLimiter } = {},
): CustomerAccountServices {
  const customers = createCustomerService(ctx);
  const sessions = createSessionService(ctx);
  const notifications = createNotifications(ctx, options.transports);
  const limiter = options.limiter ?? createRateLimiter(ctx.config, ctx.db);
  const verificationCodes = createVerificationService(ctx);
  const accounts = createCustomerAccounts(ctx, {
    sessions,
    verification: verificationCodes,
    notifications,
    limiter,
  });
  const verification = createCustomerVerification(ctx, {
    customers,
    verification: verificationCodes,
    notifications,
    accounts,
  });
  const social = createSocialSignIn(ctx, {
    providers: createSocialProviders(ctx.config),
    sessions,
    limiter,
  });
  return {
    customers,
    sessions,
    accounts,
    verification,
    social,
    notifications,
    limiter,
    verificationCodes,
    async sweep() {
      await notifications.dispatchDue();
      await limiter.purgeExpired(ctx.now());
      await verificationCodes.purge();
      await sessions.purge();
      await notifications.purge();
    },
    async close() {
      await notifications.close();
      await limiter.close();
    },
  };
}
