// Customers and their memberships. Only this file and shipping-address.repository.ts touch the
// customer tables; the password hash leaves them only through findCredentials.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customerMemberships, customers } from '../../db/schema';
import { newId } from '../../lib/ids';
import type { MembershipBadgeType, MembershipDto } from '@/schemas/customer-dto';

export type CustomerRow = typeof customers.$inferSelect;
/**
 * A customer without the password hash: what every read but findCredentials answers. The block
 * is the back office's (customer-block.repository.ts).
 */
export type CustomerProfile = Omit<CustomerRow, 'passwordHash' | 'blockedAt' | 'blockedReason'> & {
  hasPassword: boolean;
};

const profileColumns = {
  id: customers.id,
  firstName: customers.firstName,
  lastName: customers.lastName,
  email: customers.email,
  emailVerified: customers.emailVerified,
  countryCode: customers.countryCode,
  phone: customers.phone,
  passwordUpdatedAt: customers.passwordUpdatedAt,
  promotionalConsent: customers.promotionalConsent,
  promotionalConsentAt: customers.promotionalConsentAt,
  language: customers.language,
  createdAt: customers.createdAt,
  updatedAt: customers.updatedAt,
  hasPassword: sql<boolean>`${customers.passwordHash} is not null`,
};

const byEmail = (email: string) => eq(sql`lower(${customers.email})`, email.trim().toLowerCase());

export async function findCustomerById(db: Executor, id: string): Promise<CustomerProfile | null> {
  const [row] = await db
    .select(profileColumns)
    .from(customers)
    .where(eq(customers.id, id))
    .limit(1);
  return row ?? null;
}

export async function findCustomerByEmail(
  db: Executor,
  email: string,
): Promise<CustomerProfile | null> {
  const [row] = await db.select(profileColumns).from(customers).where(byEmail(email)).limit(1);
  return row ?? null;
}

/** The id, language, name and password hash for a sign-in or a password check. */
export async function findCredentials(
  db: Executor,
  where: { email: string } | { id: string },
): Promise<Pick<CustomerRow, 'id' | 'passwordHash' | 'firstName' | 'language' | 'email'> | null> {
  const [row] = await db
    .select({
      id: customers.id,
      passwordHash: customers.passwordHash,
      firstName: customers.firstName,
      language: customers.language,
      email: customers.email,
    })
    .from(customers)
    .where('email' in where ? byEmail(where.email) : eq(customers.id, where.id))
    .limit(1);
  return row ?? null;
}

export async function emailTaken(db: Executor, email: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(byEmail(email), exceptId ? ne(customers.id, exceptId) : undefined))
    .limit(1);
  return Boolean(row);
}

export async function phoneTaken(
  db: Executor,
  countryCode: string,
  phone: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        eq(customers.countryCode, countryCode),
        eq(customers.phone, phone),
        exceptId ? ne(customers.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export interface NewCustomer {
  firstName: string;
  lastName: string;
  email: string;
  emailVerified: boolean;
  passwordHash: string | null;
  promotionalConsent: boolean;
  language: 'en' | 'ko';
}

export async function insertCustomer(
  db: Executor,
  customer: NewCustomer,
  now: Date,
): Promise<string> {
  const id = newId('cus', now.getTime());
  await db.insert(customers).values({
    id,
    ...customer,
    email: customer.email.trim(),
    passwordUpdatedAt: customer.passwordHash ? now : null,
    promotionalConsentAt: customer.promotionalConsent ? now : null,
    createdAt: now,
    updatedAt: now,
  });
  return id;
}

export type CustomerChanges = Partial<
  Pick<
    CustomerRow,
    | 'firstName'
    | 'lastName'
    | 'email'
    | 'emailVerified'
    | 'countryCode'
    | 'phone'
    | 'passwordHash'
    | 'passwordUpdatedAt'
    | 'promotionalConsent'
    | 'promotionalConsentAt'
    | 'language'
  >
>;

export async function updateCustomer(
  db: Executor,
  id: string,
  changes: CustomerChanges,
  now: Date,
): Promise<void> {
  await db
    .update(customers)
    .set({ ...changes, updatedAt: now })
    .where(eq(customers.id, id));
}

export async function findMemberships(db: Executor, customerId: string): Promise<MembershipDto[]> {
  const rows = await db
    .select()
    .from(customerMemberships)
    .where(eq(customerMemberships.customerId, customerId))
    .orderBy(asc(customerMemberships.grantedAt));
  return rows.map((row) => ({
    badge_type: row.badgeType as MembershipBadgeType,
    granted_at: row.grantedAt.toISOString(),
    expires_at: row.expiresAt?.toISOString() ?? null,
  }));
}

/** Grants (or renews) a badge; a later issue's pink-rock payment and the back office call it. */
export async function grantMembership(
  db: Executor,
  customerId: string,
  badgeType: MembershipBadgeType,
  now: Date,
  expiresAt: Date | null = null,
): Promise<void> {
  await db
    .insert(customerMemberships)
    .values({ id: newId('mem', now.getTime()), customerId, badgeType, grantedAt: now, expiresAt })
    .onConflictDoUpdate({
      target: [customerMemberships.customerId, customerMemberships.badgeType],
      set: { grantedAt: now, expiresAt },
    });
}

/** Locks the customer's row until the transaction ends: one change of theirs at a time. */
export async function lockCustomer(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, id))
    .for('update');
  return rows.length === 1;
}
