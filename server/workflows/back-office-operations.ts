// The back office's store settings and delivery log (issue 10): exchange rates set by hand
// (audited; carts and orders keep the rate they locked) and the notification outbox's deliveries,
// shown without their content (a verification code stays the customer's).
import type { AppContext } from '../context';
import {
  listExchangeRateRows,
  upsertExchangeRate,
  type ExchangeRateRow,
} from '../modules/money/exchange-rate-admin.repository';
import { listOutboxMessages } from '../modules/notifications/outbox.repository';
import {
  findCustomerById,
  findMemberships,
  grantMembership,
} from '../modules/customers/customer.repository';
import {
  listCustomersForAdmin,
  revokeMembership,
} from '../modules/customers/customer-admin.repository';
import { notFound } from '../errors';
import type { MembershipBadgeType } from '@/schemas/customer-dto';
import { createAuditTrail, type StaffMember } from './back-office';

export type BackOfficeOperations = ReturnType<typeof createBackOfficeOperations>;

const rateDto = (row: ExchangeRateRow) => ({
  currency_code: row.currencyCode,
  krw_per_unit: Number(row.krwPerUnit),
  source: row.source,
  updated_at: row.updatedAt.toISOString(),
});

export function createBackOfficeOperations(ctx: AppContext, invalidateCaches: () => void) {
  const audited = createAuditTrail(ctx);
  return {
    async exchangeRates() {
      return { exchange_rates: (await listExchangeRateRows(ctx.db)).map(rateDto) };
    },

    async setExchangeRate(staff: StaffMember, currency: string, krwPerUnit: number) {
      const before = (await listExchangeRateRows(ctx.db)).find((r) => r.currencyCode === currency);
      const result = await audited(
        staff,
        'exchange_rate.set',
        { type: 'exchange_rate', id: currency },
        before ? rateDto(before) : null,
        async () => rateDto(await upsertExchangeRate(ctx.db, currency, krwPerUnit, ctx.now())),
        (dto) => dto,
      );
      invalidateCaches();
      return result;
    },

    async customers(query: {
      q?: string;
      state?: 'active' | 'blocked';
      limit: number;
      offset: number;
    }) {
      const { rows, count } = await listCustomersForAdmin(ctx.db, query.q, query, query.state);
      return {
        customers: rows.map((row) => ({
          id: row.id,
          email: row.email,
          name: `${row.firstName} ${row.lastName}`.trim(),
          badges: row.badges,
          blocked_at: row.blockedAt?.toISOString() ?? null,
          blocked_reason: row.blockedReason,
          created_at: row.createdAt.toISOString(),
        })),
        count,
        limit: query.limit,
        offset: query.offset,
      };
    },

    /** Grants (`grant`) or revokes a membership badge (rules §3); the customer's badges after. */
    async setBadge(
      staff: StaffMember,
      customerId: string,
      badge: MembershipBadgeType,
      grant: boolean,
    ) {
      if (!(await findCustomerById(ctx.db, customerId))) throw notFound('Customer not found.');
      const badges = async () =>
        (await findMemberships(ctx.db, customerId)).map((m) => m.badge_type);
      const before = await badges();
      return audited(
        staff,
        grant ? 'customer.grant_badge' : 'customer.revoke_badge',
        { type: 'customer', id: customerId },
        { badges: before },
        async () => {
          if (grant) await grantMembership(ctx.db, customerId, badge, ctx.now());
          else await revokeMembership(ctx.db, customerId, badge);
          return { customer_id: customerId, badges: await badges() };
        },
        (result) => ({ badges: result.badges }),
      );
    },

    async outbox(query: { recipient?: string; limit: number; offset: number }) {
      const { rows, count } = await listOutboxMessages(ctx.db, query);
      return {
        messages: rows.map((row) => ({
          id: row.id,
          channel: row.channel,
          recipient: row.recipient,
          template: row.template,
          locale: row.locale,
          status: row.status,
          attempts: row.attempts,
          last_error: row.lastError,
          created_at: row.createdAt.toISOString(),
          sent_at: row.sentAt?.toISOString() ?? null,
        })),
        count,
        limit: query.limit,
        offset: query.offset,
      };
    },
  };
}
