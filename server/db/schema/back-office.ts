// Back office (issue 10, ADR 0029): staff roles and the audit log. A partner is a customer in
// institution_members (institutions.ts); operators and admins are listed here. Every back-office change
// leaves one audit row: who, when, what, and the object before and after.
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, moneyColumn } from './columns';
import { orders } from './buying';
import { customers } from './customers';
import { institutions } from './institutions';

export const staffMembers = pgTable(
  'staff_members',
  {
    customerId: text('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** operator | admin (an admin may do everything an operator may, and more). */
    role: text('role').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('staff_members_role_valid', sql`${t.role} in ('operator','admin')`)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: text('id').primaryKey(),
    /** The staff member who acted (kept as text: the record outlives the account). */
    actorId: text('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    actorRoles: jsonb('actor_roles').$type<string[]>().notNull(),
    /** `<object>.<verb>`, e.g. `order.confirm_deposit`. */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
  ],
);

// ---------------------------------------------------------------------------------------------
// Partner payouts (issue 10): an operator's record that a gallery was paid for a primary sale.
// Without a row the partner's sales report derives "due" (delivered) or "pending" from the order.

export const partnerPayouts = pgTable(
  'partner_payouts',
  {
    /** One payout per primary-sale order. */
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id),
    institutionId: text('institution_id')
      .notNull()
      .references(() => institutions.id),
    /** KRW paid to the gallery. */
    amountKrw: moneyColumn('amount_krw').notNull(),
    /** The bank transfer's reference, as the operator typed it. */
    reference: text('reference').notNull().default(''),
    paidBy: text('paid_by').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('partner_payouts_institution_idx').on(t.institutionId, t.paidAt),
    check('partner_payouts_amount_nonnegative', sql`${t.amountKrw} >= 0`),
  ],
);
