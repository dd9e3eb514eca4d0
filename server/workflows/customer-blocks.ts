// Blocking a customer (issue 10): an operator's decision with a reason, audited. In one
// transaction the customer is marked, every session of theirs ends (refresh tokens with them) and
// their pending offers are withdrawn, so a seller cannot accept one. From then on a sign-in with
// the right password answers 403 (schemas/customer.ts accountBlocked), their old access tokens
// 401, and without a session they can neither bid nor check out. Staff are not blocked here:
// their role is removed first.
import type { AppContext } from '../context';
import { AppError, notFound } from '../errors';
import type { SessionService } from '../modules/auth/session.service';
import { cancelPendingBidsOf } from '../modules/bids/bid.repository';
import {
  findBlockState,
  setBlockState,
  type BlockState,
} from '../modules/customers/customer-block.repository';
import { findStaffFacts } from '../modules/staff/staff.repository';
import { createAuditTrail, type StaffMember } from './back-office';
import { customerBlockMessages as m, type CustomerBlockDto } from '@/schemas/back-office-customers';

export type CustomerBlocks = ReturnType<typeof createCustomerBlocks>;

const snapshot = (state: Pick<BlockState, 'blockedAt' | 'blockedReason'>) => ({
  blocked_at: state.blockedAt?.toISOString() ?? null,
  blocked_reason: state.blockedReason,
});

export function createCustomerBlocks(ctx: AppContext, sessions: SessionService) {
  const audited = createAuditTrail(ctx);

  async function stateOf(customerId: string): Promise<BlockState> {
    const state = await findBlockState(ctx.db, customerId);
    if (!state) throw notFound(m.unknownCustomer);
    return state;
  }

  return {
    /** POST /v3/admin/customers/{id}/block */
    async block(staff: StaffMember, customerId: string, reason: string): Promise<CustomerBlockDto> {
      const before = await stateOf(customerId);
      const facts = await findStaffFacts(ctx.db, customerId);
      if (facts?.staffRole) throw new AppError('CONFLICT', m.staffMember);
      return audited(
        staff,
        'customer.block',
        { type: 'customer', id: customerId },
        snapshot(before),
        () =>
          ctx.db.transaction(async (tx) => {
            const now = ctx.now();
            const locked = await findBlockState(tx, customerId, true);
            if (!locked) throw notFound(m.unknownCustomer);
            if (locked.blockedAt) throw new AppError('CONFLICT', m.alreadyBlocked);
            await setBlockState(tx, customerId, { at: now, reason }, now);
            const sessionsRevoked = await sessions.revokeAll(customerId, 'blocked', { db: tx });
            const offersWithdrawn = await cancelPendingBidsOf(tx, customerId, now);
            return {
              customer_id: customerId,
              blocked_at: now.toISOString(),
              blocked_reason: reason,
              sessions_revoked: sessionsRevoked,
              offers_withdrawn: offersWithdrawn,
            };
          }),
        (result) => ({
          blocked_at: result.blocked_at,
          blocked_reason: result.blocked_reason,
          sessions_revoked: result.sessions_revoked,
          offers_withdrawn: result.offers_withdrawn,
        }),
      );
    },

    /** POST /v3/admin/customers/{id}/unblock: they may sign in again (old sessions stay ended). */
    async unblock(
      staff: StaffMember,
      customerId: string,
      reason: string,
    ): Promise<CustomerBlockDto> {
      const before = await stateOf(customerId);
      return audited(
        staff,
        'customer.unblock',
        { type: 'customer', id: customerId },
        snapshot(before),
        () =>
          ctx.db.transaction(async (tx) => {
            const now = ctx.now();
            const locked = await findBlockState(tx, customerId, true);
            if (!locked) throw notFound(m.unknownCustomer);
            if (!locked.blockedAt) throw new AppError('CONFLICT', m.notBlocked);
            await setBlockState(tx, customerId, null, now);
            return {
              customer_id: customerId,
              blocked_at: null,
              blocked_reason: null,
              sessions_revoked: 0,
              offers_withdrawn: 0,
            };
          }),
        () => ({ ...snapshot({ blockedAt: null, blockedReason: null }), reason }),
      );
    },
  };
}
